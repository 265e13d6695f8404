using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Ex;

public sealed class SamplingAndCandidatesTests
{
    private static readonly InvalidOperationException Boom = new("boom");

    [Fact]
    public async Task SampleLatest_RepeatsLatestOnEachTick()
    {
        var source = new SequentialSimpleAsyncSubject<int>();
        var ticks = new SequentialSimpleAsyncSubject<string>();
        var o = new AsyncRecordingObserver<int>();
        await using var d = await source.SampleLatest(ticks).SubscribeAsync(o);
        await ticks.OnNextAsync("t");
        await source.OnNextAsync(1);
        await source.OnNextAsync(2);
        await ticks.OnNextAsync("t");
        await ticks.OnNextAsync("t");
        await source.OnNextAsync(3);
        await ticks.OnNextAsync("t");
        await ticks.OnCompletedAsync();
        await source.OnNextAsync(4);
        await source.OnCompletedAsync();
        Assert.Equal([2, 2, 3], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();

        var s2 = new SequentialSimpleAsyncSubject<int>();
        var t2 = new SequentialSimpleAsyncSubject<int>();
        var e = new AsyncRecordingObserver<int>();
        await using var d2 = await s2.SampleLatest(t2).SubscribeAsync(e);
        await t2.OnErrorAsync(Boom);
        Assert.Same(Boom, e.Error);
        Assert.False(s2.HasObservers);

        var s3 = new SequentialSimpleAsyncSubject<int>();
        var t3 = new SequentialSimpleAsyncSubject<int>();
        var d3 = await s3.SampleLatest(t3).SubscribeAsync(new AsyncRecordingObserver<int>());
        await d3.DisposeAsync();
        Assert.False(s3.HasObservers);
        Assert.False(t3.HasObservers);
        Assert.Equal("sampler", Assert.Throws<ArgumentNullException>(() => s2.SampleLatest((IAsyncObservable<int>)null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IAsyncObservable<int>)null!).SampleLatest(t2)).ParamName);
    }

    [Fact]
    public async Task SampleLatest_Stress_TicksFromSeveralThreads_NoOverlap()
    {
        var source = new SequentialSimpleAsyncSubject<int>();
        var ticks = new ConcurrentSimpleAsyncSubject<int>();
        var o = new AsyncRecordingObserver<int>(async x =>
        {
            if (x % 7 == 0)
            {
                await Task.Yield();
            }
        });
        await using var d = await source.SampleLatest(ticks).SubscribeAsync(o);
        await source.OnNextAsync(0);
        var tickers = Enumerable.Range(0, 3).Select(_ => Task.Run(async () =>
        {
            for (var i = 0; i < 2000; i++)
            {
                await ticks.OnNextAsync(i);
            }
        })).ToArray();
        var producer = Task.Run(async () =>
        {
            for (var i = 1; i <= 2000; i++)
            {
                await source.OnNextAsync(i);
            }
        });
        await Task.WhenAll([.. tickers, producer]).WaitAsync(Bounded.Timeout);
        await source.OnCompletedAsync();
        await o.WaitAsync();
        Assert.Equal(6000, o.Count);
        o.AssertGrammar();
    }

    [Fact]
    public async Task FirstMatch_TriesInOrder_StopsAtFirstMatch()
    {
        var subscribed = new List<int>();
        IAsyncObservable<int> Candidate(int id, params int[] values) => AsyncObservable.Defer(() =>
        {
            lock (subscribed)
            {
                subscribed.Add(id);
            }

            return AsyncExSequences.From(values);
        });
        var candidates = new[] { Candidate(1, 1, 3), Candidate(2, 5, 8, 10), Candidate(3, 12) };
        var o = await candidates.FirstMatchFromCandidates(x => x % 2 == 0).RecordAsync();
        Assert.Equal([8], o.Values);
        Assert.True(o.Completed);
        Assert.Equal([1, 2], subscribed);
    }

    [Fact]
    public async Task FirstMatch_NoMatch_CompletesOrFailsWithLastError()
    {
        var none = await new[] { AsyncObservable.Return(1), AsyncObservable.Empty<int>() }.FirstMatchFromCandidates(x => x > 5).RecordAsync();
        Assert.True(none.Completed);
        Assert.Empty(none.Values);

        var failed = await new[] { AsyncObservable.Throw<int>(Boom), AsyncObservable.Return(1) }.FirstMatchFromCandidates(x => x > 5).RecordAsync();
        Assert.Same(Boom, failed.Error);

        var lastFailed = await new[] { AsyncObservable.Return(1), AsyncObservable.Throw<int>(Boom) }.FirstMatchFromCandidates(x => x > 5).RecordAsync();
        Assert.Same(Boom, lastFailed.Error);

        var recovered = await new[] { AsyncObservable.Throw<int>(Boom), AsyncObservable.Return(9) }.FirstMatchFromCandidates(x => x > 5).RecordAsync();
        Assert.Equal([9], recovered.Values);
        Assert.True(recovered.Completed);

        var throwing = await new[] { AsyncObservable.Return(1) }.FirstMatchFromCandidates(_ => throw Boom).RecordAsync();
        Assert.Same(Boom, throwing.Error);

        var empty = await Array.Empty<IAsyncObservable<int>>().FirstMatchFromCandidates(_ => true).RecordAsync();
        Assert.True(empty.Completed);

        var take = await new[] { AsyncObservable.Range(1, 5) }.FirstMatchFromCandidates(x => x == 3).Take(1).RecordAsync();
        Assert.Equal([3], take.Values);
    }

    [Fact]
    public async Task FirstMatch_ManyCandidates_LazyEnumeratorDisposed_AndDispose()
    {
        var disposed = 0;
        IEnumerable<IAsyncObservable<int>> Many()
        {
            try
            {
                for (var i = 0; i < 5_000; i++)
                {
                    yield return AsyncObservable.Return(i);
                }
            }
            finally
            {
                disposed++;
            }
        }

        var o = await Many().FirstMatchFromCandidates(x => x == 4_999).RecordAsync();
        Assert.Equal([4_999], o.Values);
        Assert.Equal(1, disposed);

        var hot = new SequentialSimpleAsyncSubject<int>();
        var d = await new IAsyncObservable<int>[] { hot }.FirstMatchFromCandidates(x => x > 0).SubscribeAsync(new AsyncRecordingObserver<int>());
        await SpinUntil(() => hot.HasObservers);
        await d.DisposeAsync();
        Assert.False(hot.HasObservers);

        var matched = new SequentialSimpleAsyncSubject<int>();
        var r = new AsyncRecordingObserver<int>();
        await using var dm = await new IAsyncObservable<int>[] { matched }.FirstMatchFromCandidates(x => x > 0).SubscribeAsync(r);
        await SpinUntil(() => matched.HasObservers);
        await matched.OnNextAsync(0);
        await matched.OnNextAsync(2);
        Assert.False(matched.HasObservers);
        Assert.Equal([2], r.Values);
        Assert.True(r.Completed);

        Assert.Equal("candidates", Assert.Throws<ArgumentNullException>(() => ((IEnumerable<IAsyncObservable<int>>)null!).FirstMatchFromCandidates(_ => true)).ParamName);
        Assert.Equal("predicate", Assert.Throws<ArgumentNullException>(() => new[] { hot }.FirstMatchFromCandidates(null!)).ParamName);
    }

    private static async Task SpinUntil(Func<bool> condition)
    {
        var deadline = DateTime.UtcNow + Bounded.Timeout;
        while (!condition())
        {
            Assert.True(DateTime.UtcNow < deadline, $"Condition not met within {Bounded.Timeout.TotalSeconds} s.");
            await Task.Yield();
        }
    }
}
