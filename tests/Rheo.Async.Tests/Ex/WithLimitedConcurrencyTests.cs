using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Ex;

public sealed class WithLimitedConcurrencyTests
{
    private static readonly InvalidOperationException Boom = new("boom");

    [Fact]
    public void Arguments_AreCheckedByName()
    {
        Assert.Throws<ArgumentNullException>("taskFactories", () => ((IAsyncObservable<Func<CancellationToken, ValueTask<int>>>)null!).WithLimitedConcurrency(1));
        Assert.Throws<ArgumentNullException>("taskFactories", () => ((IAsyncObservable<Func<ValueTask<int>>>)null!).WithLimitedConcurrency(1));
        Assert.Throws<ArgumentNullException>("taskFactories", () => ((IAsyncObservable<Func<CancellationToken, Task<int>>>)null!).WithLimitedConcurrency(1));
        Assert.Throws<ArgumentNullException>("taskFactories", () => ((IAsyncObservable<Func<Task<int>>>)null!).WithLimitedConcurrency(1));
        Assert.Throws<ArgumentOutOfRangeException>("maxConcurrency", () => new SequentialSimpleAsyncSubject<Func<CancellationToken, ValueTask<int>>>().WithLimitedConcurrency(0));
        Assert.Throws<ArgumentOutOfRangeException>("maxConcurrency", () => new SequentialSimpleAsyncSubject<Func<ValueTask<int>>>().WithLimitedConcurrency(0));
        Assert.Throws<ArgumentOutOfRangeException>("maxConcurrency", () => new SequentialSimpleAsyncSubject<Func<CancellationToken, Task<int>>>().WithLimitedConcurrency(-1));
        Assert.Throws<ArgumentOutOfRangeException>("maxConcurrency", () => new SequentialSimpleAsyncSubject<Func<Task<int>>>().WithLimitedConcurrency(0));
    }

    [Fact]
    public async Task SynchronousWork_KeepsSourceOrder_AllOverloads()
    {
        var expected = Enumerable.Range(0, 10).ToArray();
        var a = await AsyncObservable.Range(0, 10).Select(i => (Func<CancellationToken, ValueTask<int>>)(_ => new ValueTask<int>(i))).WithLimitedConcurrency(2).RecordAsync();
        var b = await AsyncObservable.Range(0, 10).Select(i => (Func<ValueTask<int>>)(() => new ValueTask<int>(i))).WithLimitedConcurrency(2).RecordAsync();
        var c = await AsyncObservable.Range(0, 10).Select(i => (Func<CancellationToken, Task<int>>)(_ => Task.FromResult(i))).WithLimitedConcurrency(2).RecordAsync();
        var d = await AsyncObservable.Range(0, 10).Select(i => (Func<Task<int>>)(() => Task.FromResult(i))).WithLimitedConcurrency(2).RecordAsync();
        foreach (var o in new[] { a, b, c, d })
        {
            Assert.Equal(expected, o.Values);
            Assert.True(o.Completed);
        }
    }

    [Fact]
    public async Task Results_GoOutAsWorkFinishes_AndTheSourceWaitsAtTheLimit()
    {
        var subject = new SequentialSimpleAsyncSubject<Func<CancellationToken, Task<int>>>();
        var works = Enumerable.Range(0, 3).Select(_ => new TaskCompletionSource<int>()).ToArray();
        var o = new AsyncRecordingObserver<int>();
        await using var handle = await subject.WithLimitedConcurrency(2).SubscribeAsync(o);

        Assert.True(subject.OnNextAsync(_ => works[0].Task).IsCompletedSuccessfully);
        var second = subject.OnNextAsync(_ => works[1].Task);
        Assert.False(second.IsCompleted);

        // Completed off the test framework's context, the continuations run inline.
        await Task.Run(() => works[1].SetResult(11));
        Assert.Equal([11], o.Values);
        await second.AsTask().WaitAsync(AsyncTestSequences.Timeout);

        var third = subject.OnNextAsync(_ => works[2].Task);
        Assert.False(third.IsCompleted);
        await Task.Run(() => works[2].SetResult(12));
        await third.AsTask().WaitAsync(AsyncTestSequences.Timeout);
        Assert.Equal([11, 12], o.Values);

        await subject.OnCompletedAsync();
        Assert.Equal(0, o.TerminalCount);
        await Task.Run(() => works[0].SetResult(10));
        await o.WaitAsync();
        Assert.Equal([11, 12, 10], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    public static TheoryData<string> Failures => ["throw", "fault", "cancel", "source"];

    [Theory]
    [MemberData(nameof(Failures))]
    public async Task FirstError_EndsTheSequence_AndCancelsTheOthers(string failure)
    {
        var subject = new SequentialSimpleAsyncSubject<Func<CancellationToken, ValueTask<int>>>();
        var o = new AsyncRecordingObserver<int>();
        var cancelled = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        await using var handle = await subject.WithLimitedConcurrency(3).SubscribeAsync(o);
        await subject.OnNextAsync(async token =>
        {
            try
            {
                await Task.Delay(Timeout.Infinite, token);
            }
            catch (OperationCanceledException)
            {
                cancelled.TrySetResult();
                throw;
            }

            return 0;
        });

        Exception? expected = Boom;
        switch (failure)
        {
            case "throw":
                await subject.OnNextAsync(_ => throw Boom);
                break;
            case "fault":
                await subject.OnNextAsync(_ => ValueTask.FromException<int>(Boom));
                break;
            case "cancel":
                expected = null;
                await subject.OnNextAsync(_ => ValueTask.FromCanceled<int>(new CancellationToken(true)));
                break;
            default:
                await subject.OnErrorAsync(Boom);
                break;
        }

        await o.WaitAsync();
        await cancelled.Task.WaitAsync(AsyncTestSequences.Timeout);
        if (expected is null)
        {
            Assert.IsAssignableFrom<OperationCanceledException>(o.Error);
        }
        else
        {
            Assert.Same(expected, o.Error);
        }

        Assert.Empty(o.Values);
        await subject.OnNextAsync(_ => new ValueTask<int>(1));
        Assert.Empty(o.Values);
        o.AssertGrammar();
    }

    [Fact]
    public async Task Dispose_CancelsTheWorkInFlight_AndReleasesAWaitingSource()
    {
        var subject = new SequentialSimpleAsyncSubject<Func<CancellationToken, ValueTask<int>>>();
        var o = new AsyncRecordingObserver<int>();
        var cancelled = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var handle = await subject.WithLimitedConcurrency(1).SubscribeAsync(o);
        var waiting = subject.OnNextAsync(async token =>
        {
            try
            {
                await Task.Delay(Timeout.Infinite, token);
            }
            catch (OperationCanceledException)
            {
                cancelled.TrySetResult();
                throw;
            }

            return 0;
        });
        Assert.False(waiting.IsCompleted);

        await handle.DisposeAsync();
        await cancelled.Task.WaitAsync(AsyncTestSequences.Timeout);
        await waiting.AsTask().WaitAsync(AsyncTestSequences.Timeout);
        Assert.Empty(o.Values);
        Assert.Equal(0, o.TerminalCount);
        o.AssertGrammar();
    }

    [Fact]
    public async Task DisposedFromInsideAValue_StopsTheSourceAndTheWork()
    {
        // The values go once the subscription is in place: a source that starts on another thread before SubscribeAsync
        // has returned its handle is reached by Take's disposal only once the handle arrives (as in Rx.NET).
        var started = 0;
        var subject = new SequentialSimpleAsyncSubject<Func<CancellationToken, ValueTask<int>>>();
        var o = new AsyncRecordingObserver<int>();
        await using var handle = await subject.WithLimitedConcurrency(2).Take(3).SubscribeAsync(o);
        for (var i = 0; i < 1_000; i++)
        {
            var value = i;
            await subject.OnNextAsync(async token =>
            {
                Interlocked.Increment(ref started);
                await Task.Yield();
                token.ThrowIfCancellationRequested();
                return value;
            }).AsTask().WaitAsync(AsyncTestSequences.Timeout);
        }

        await o.WaitAsync();
        Assert.Equal(3, o.Count);
        Assert.True(o.Completed);

        // Three results, and at most two more started while the third was being delivered.
        Assert.InRange(Volatile.Read(ref started), 3, 5);
    }

    [Fact]
    public async Task ObserverThatFailsOnAResult_StopsTheOperator_AndReleasesTheSource()
    {
        var subject = new SequentialSimpleAsyncSubject<Func<CancellationToken, Task<int>>>();
        var disposed = 0;
        var work = new TaskCompletionSource<int>();
        var o = new AsyncRecordingObserver<int>(_ => throw Boom);
        await using var handle = await subject.DoOnDispose(() => Interlocked.Increment(ref disposed)).WithLimitedConcurrency(1).SubscribeAsync(o);

        var waiting = subject.OnNextAsync(_ => work.Task);
        Assert.False(waiting.IsCompleted);
        await Task.Run(() => work.SetResult(1));
        await waiting.AsTask().WaitAsync(AsyncTestSequences.Timeout);
        Assert.Equal(1, Volatile.Read(ref disposed));
        Assert.Equal([1], o.Values);
        Assert.Equal(0, o.TerminalCount);
    }

    [Fact]
    public async Task SynchronousWork_CompletesSynchronously_AndDeliversEveryResult()
    {
        var subject = new SequentialSimpleAsyncSubject<Func<CancellationToken, ValueTask<int>>>();
        var received = 0;
        await using var handle = await subject.WithLimitedConcurrency(4).SubscribeAsync(_ => received++);
        Func<CancellationToken, ValueTask<int>> work = static _ => new ValueTask<int>(1);
        for (var i = 0; i < 1_000; i++)
        {
            Assert.True(subject.OnNextAsync(work).IsCompletedSuccessfully);
        }

        Assert.Equal(1_000, received);
    }

    [Theory]
    [InlineData(1)]
    [InlineData(3)]
    public async Task Stress_MixedWork_EveryResultOnce_NeverAboveTheLimit(int max)
    {
        const int N = 3_000;
        var running = 0;
        var maxSeen = 0;
        var subject = new SequentialSimpleAsyncSubject<Func<CancellationToken, ValueTask<int>>>();
        var o = new AsyncRecordingObserver<int>(x => (x & 3) == 0 ? YieldOnce() : default);
        await using var handle = await subject.WithLimitedConcurrency(max).SubscribeAsync(o);

        await Task.Run(async () =>
        {
            for (var i = 0; i < N; i++)
            {
                var value = i;
                await subject.OnNextAsync(async _ =>
                {
                    var now = Interlocked.Increment(ref running);
                    InterlockedMax(ref maxSeen, now);
                    if (value % 3 != 0)
                    {
                        await Task.Yield();
                    }

                    Interlocked.Decrement(ref running);
                    return value;
                });
            }

            await subject.OnCompletedAsync();
        }).WaitAsync(AsyncTestSequences.Timeout);

        await o.WaitAsync();
        o.AssertGrammar();
        Assert.True(o.Completed);
        Assert.Equal(N, o.Count);
        Assert.Equal(Enumerable.Range(0, N), o.Values.Order());
        Assert.InRange(maxSeen, 1, max);
    }

    private static async ValueTask YieldOnce() => await Task.Yield();

    private static void InterlockedMax(ref int target, int value)
    {
        var current = Volatile.Read(ref target);
        while (value > current)
        {
            var seen = Interlocked.CompareExchange(ref target, value, current);
            if (seen == current)
            {
                return;
            }

            current = seen;
        }
    }
}
