using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Ex;

public sealed class ShapingTests
{
    private static readonly InvalidOperationException Boom = new("boom");

    [Fact]
    public async Task Pairwise_SendsPairs()
    {
        Assert.Equal(new[] { (1, 2), (2, 3), (3, 4) }, (await AsyncObservable.Range(1, 4).Pairwise().RecordAsync()).Values);
        var single = await AsyncObservable.Return(1).Pairwise().RecordAsync();
        Assert.Empty(single.Values);
        Assert.True(single.Completed);
        Assert.Same(Boom, (await AsyncObservable.Throw<int>(Boom).Pairwise().RecordAsync()).Error);
    }

    [Fact]
    public async Task ScanWithInitial_SeedFirst()
    {
        Assert.Equal(new[] { 10, 11, 13, 16 }, (await AsyncObservable.Range(1, 3).ScanWithInitial(10, (a, x) => a + x).RecordAsync()).Values);
        var empty = await AsyncObservable.Empty<int>().ScanWithInitial(10, (a, x) => a + x).RecordAsync();
        Assert.Equal([10], empty.Values);
        Assert.True(empty.Completed);
        var o = await AsyncObservable.Range(1, 3).ScanWithInitial(0, (a, x) => x == 2 ? throw Boom : a + x).RecordAsync();
        Assert.Equal([0, 1], o.Values);
        Assert.Same(Boom, o.Error);
        var first = await AsyncObservable.Range(1, 1000).ScanWithInitial(0, (a, x) => a + x).Take(1).RecordAsync();
        Assert.Equal([0], first.Values);
        Assert.True(first.Completed);
        var slow = await AsyncObservable.Range(1, 3).ScanWithInitial(0, (a, x) => a + x).RecordAsync(async _ => await Task.Yield());
        Assert.Equal([0, 1, 3, 6], slow.Values);
    }

    [Fact]
    public async Task ScanWithInitial_SubscribesTheSourceAfterTheSeed_AndDisposeStopsIt()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var seedHandled = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var o = new AsyncRecordingObserver<int>(x =>
        {
            if (x == 100)
            {
                seedHandled.TrySetResult();
            }

            return default;
        });
        var handle = await subject.ScanWithInitial(100, (a, x) => a + x).SubscribeAsync(o);
        await seedHandled.Task.WithTimeout();
        await SpinUntil(() => subject.HasObservers);
        await subject.OnNextAsync(1);
        await handle.DisposeAsync();
        Assert.False(subject.HasObservers);
        await subject.OnNextAsync(2);
        Assert.Equal([100, 101], o.Values);

        var never = new SequentialSimpleAsyncSubject<int>();
        var blocked = new TaskCompletionSource();
        var early = await never.ScanWithInitial(0, (a, x) => a + x).SubscribeAsync(new AsyncRecordingObserver<int>(_ => new ValueTask(blocked.Task)));
        await early.DisposeAsync();
        blocked.SetResult();
        await Task.Yield();
        Assert.False(never.HasObservers);
    }

    [Fact]
    public async Task SwitchIfEmpty_UsesFallbackOnlyWhenEmpty()
    {
        var switched = await AsyncObservable.Empty<int>().SwitchIfEmpty(AsyncObservable.Range(7, 2)).RecordAsync();
        Assert.Equal([7, 8], switched.Values);
        Assert.True(switched.Completed);
        Assert.Equal(new[] { 1 }, (await AsyncObservable.Return(1).SwitchIfEmpty(AsyncObservable.Range(7, 2)).RecordAsync()).Values);
        Assert.Same(Boom, (await AsyncObservable.Throw<int>(Boom).SwitchIfEmpty(AsyncObservable.Return(1)).RecordAsync()).Error);
        Assert.Same(Boom, (await AsyncObservable.Empty<int>().SwitchIfEmpty(AsyncObservable.Throw<int>(Boom)).RecordAsync()).Error);
        var bothEmpty = await AsyncObservable.Empty<int>().SwitchIfEmpty(AsyncObservable.Empty<int>()).RecordAsync();
        Assert.True(bothEmpty.Completed);

        var fallback = new SequentialSimpleAsyncSubject<int>();
        var o = new AsyncRecordingObserver<int>();
        var d = await AsyncObservable.Empty<int>().SwitchIfEmpty(fallback).SubscribeAsync(o);
        await SpinUntil(() => fallback.HasObservers);
        await fallback.OnNextAsync(5);
        await d.DisposeAsync();
        Assert.False(fallback.HasObservers);
        Assert.Equal([5], o.Values);
    }

    [Fact]
    public async Task WaitUntil_FirstMatch()
    {
        var o = await AsyncObservable.Range(1, 10).WaitUntil(x => x > 2).RecordAsync();
        Assert.Equal([3], o.Values);
        Assert.True(o.Completed);
        Assert.Empty((await AsyncObservable.Range(1, 2).WaitUntil(x => x > 2).RecordAsync()).Values);
        Assert.Same(Boom, (await AsyncObservable.Range(1, 10).WaitUntil(_ => throw Boom).RecordAsync()).Error);
        var once = await AsyncObservable.Range(1, 10).WaitUntil(x => x > 2).Take(1).RecordAsync();
        Assert.Equal([3], once.Values);
        var slow = await AsyncObservable.Range(1, 10).WaitUntil(x => x > 2).RecordAsync(async _ => await Task.Yield());
        Assert.Equal([3], slow.Values);
        Assert.True(slow.Completed);

        var subject = new SequentialSimpleAsyncSubject<int>();
        var hot = new AsyncRecordingObserver<int>();
        await using var d = await subject.WaitUntil(x => x == 2).SubscribeAsync(hot);
        await subject.OnNextAsync(1);
        await subject.OnNextAsync(2);
        Assert.False(subject.HasObservers);
        Assert.True(hot.Completed);
    }

    [Fact]
    public async Task TakeUntilInclusive_IncludesStopValue()
    {
        var o = await AsyncObservable.Range(1, 10).TakeUntilInclusive(x => x == 3).RecordAsync();
        Assert.Equal([1, 2, 3], o.Values);
        Assert.True(o.Completed);
        Assert.Same(Boom, (await AsyncObservable.Range(1, 10).TakeUntilInclusive(_ => throw Boom).RecordAsync()).Error);
    }

    [Fact]
    public async Task BufferUntil_Chars_Frames()
    {
        var frames = await AsyncExSequences.From("xx<ab>yy<c<de>f".ToCharArray()).BufferUntil('<', '>').RecordAsync();
        Assert.Equal(["<ab>", "<de>"], frames.Values);
        Assert.True(frames.Completed);
    }

    [Fact]
    public async Task BufferUntil_Values_Frames()
    {
        var frames = await AsyncExSequences.From(5, 0, 1, 2, 9, 3, 0, 4, 9).BufferUntil(0, 9).RecordAsync();
        Assert.Equal(2, frames.Count);
        Assert.Equal([0, 1, 2, 9], frames.Values[0]);
        Assert.Equal([0, 4, 9], frames.Values[1]);
        var o = await AsyncObservable.Range(0, 3).BufferUntil(0, 2, EqualityComparer<int>.Create((x, y) => x == 1 ? throw Boom : x == y)).RecordAsync();
        Assert.Same(Boom, o.Error);
    }

    [Fact]
    public async Task Shuffle_Permutes_Deterministically()
    {
        var a = Enumerable.Range(0, 100).ToArray();
        var b = Enumerable.Range(0, 100).ToArray();
        var outA = (await AsyncObservable.Return(a).Shuffle(new Random(42)).RecordAsync()).Values.Single();
        var outB = (await AsyncObservable.Return(b).Shuffle(new Random(42)).RecordAsync()).Values.Single();
        Assert.Same(a, outA);
        Assert.Equal(outA, outB);
        Assert.NotEqual(Enumerable.Range(0, 100), outA);
        Assert.Equal(Enumerable.Range(0, 100), outA.Order());
        Assert.Single((await AsyncObservable.Return(new[] { 1 }).Shuffle().RecordAsync()).Values);
        var withNull = await AsyncObservable.Return<int[]>(null!).Shuffle().RecordAsync();
        Assert.Null(withNull.Values.Single());
        Assert.Equal("random", Assert.Throws<ArgumentNullException>(() => AsyncObservable.Return(new[] { 1 }).Shuffle(null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IAsyncObservable<int[]>)null!).Shuffle()).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IAsyncObservable<char>)null!).BufferUntil('a', 'b')).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IAsyncObservable<int>)null!).BufferUntil(1, 2)).ParamName);
    }

    [Fact]
    public async Task DoOnSubscribe_RunsBeforeSource_AndThrowBecomesError()
    {
        var log = new List<string>();
        var source = AsyncObservable.Defer(() =>
        {
            log.Add("source");
            return AsyncObservable.Return(1);
        });
        await source.DoOnSubscribe(() => log.Add("subscribe")).RecordAsync();
        Assert.Equal(["subscribe", "source"], log);
        var o = await source.DoOnSubscribe(() =>
        {
            throw Boom;
        }).RecordAsync();
        Assert.Same(Boom, o.Error);
        Assert.Equal(2, log.Count);

        await source.DoOnSubscribe(async () =>
        {
            await Task.Yield();
            log.Add("async");
        }).RecordAsync();
        Assert.Equal(["subscribe", "source", "async", "source"], log);
        var faulted = await source.DoOnSubscribe(async () =>
        {
            await Task.Yield();
            throw Boom;
        }).RecordAsync();
        Assert.Same(Boom, faulted.Error);
        Assert.Equal(4, log.Count);
    }

    [Fact]
    public async Task DoOnDispose_RunsOnce_OnDispose()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var count = 0;
        var o = new AsyncRecordingObserver<int>();
        var d = await subject.DoOnDispose(() => count++).SubscribeAsync(o);
        await subject.OnNextAsync(1);
        Assert.Equal(0, count);
        await d.DisposeAsync();
        Assert.Equal(1, count);
        Assert.False(subject.HasObservers);
        await d.DisposeAsync();
        Assert.Equal(1, count);
        Assert.Equal([1], o.Values);

        var completed = 0;
        var r = await AsyncObservable.Range(1, 3).DoOnDispose(() => completed++).RecordAsync();
        Assert.True(r.Completed);
        Assert.Equal(1, completed);

        var asyncCount = 0;
        var d2 = await subject.DoOnDispose(async () =>
        {
            await Task.Yield();
            asyncCount++;
        }).SubscribeAsync(new AsyncRecordingObserver<int>());
        await d2.DisposeAsync();
        Assert.Equal(1, asyncCount);

        var d3 = await subject.DoOnDispose(() => throw Boom).SubscribeAsync(new AsyncRecordingObserver<int>());
        Assert.Same(Boom, await Assert.ThrowsAsync<InvalidOperationException>(async () => await d3.DisposeAsync()));
        Assert.False(subject.HasObservers);
    }

    [Fact]
    public void ArgumentChecks()
    {
        IAsyncObservable<int> nil = null!;
        var src = AsyncObservable.Return(1);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.Pairwise()).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.ScanWithInitial(0, (a, x) => a + x)).ParamName);
        Assert.Equal("accumulator", Assert.Throws<ArgumentNullException>(() => src.ScanWithInitial(0, (Func<int, int, int>)null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.SwitchIfEmpty(src)).ParamName);
        Assert.Equal("fallback", Assert.Throws<ArgumentNullException>(() => src.SwitchIfEmpty(null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.WaitUntil(_ => true)).ParamName);
        Assert.Equal("predicate", Assert.Throws<ArgumentNullException>(() => src.WaitUntil(null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.TakeUntilInclusive(_ => true)).ParamName);
        Assert.Equal("stopPredicate", Assert.Throws<ArgumentNullException>(() => src.TakeUntilInclusive(null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.DoOnSubscribe(() => { })).ParamName);
        Assert.Equal("onSubscribe", Assert.Throws<ArgumentNullException>(() => src.DoOnSubscribe((Action)null!)).ParamName);
        Assert.Equal("onSubscribe", Assert.Throws<ArgumentNullException>(() => src.DoOnSubscribe((Func<ValueTask>)null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.DoOnDispose(() => { })).ParamName);
        Assert.Equal("onDispose", Assert.Throws<ArgumentNullException>(() => src.DoOnDispose((Action)null!)).ParamName);
        Assert.Equal("onDispose", Assert.Throws<ArgumentNullException>(() => src.DoOnDispose((Func<ValueTask>)null!)).ParamName);
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
