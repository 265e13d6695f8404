using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;
using Rheo.Testing;

namespace Rheo.Async.Tests.Ex;

public sealed class RetryTests : ReactiveTest
{
    private static readonly InvalidOperationException Boom = new("boom");

    private static TimeSpan T(long ticks) => TimeSpan.FromTicks(ticks);

    [Fact]
    public void RetryWithFixedDelay_ResubscribesAfterDelay_ThenPassesLastError()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualSource<int>(s, OnNext(10, 1), OnError<int>(20, Boom));
        var res = AsyncExVirtualRecorder<int>.Run(s, () => xs.RetryWithFixedDelay(2, T(100), s));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(330, 1), OnNext(450, 1), OnError<int>(460, Boom));
        Assert.Equal([(200L, 220L), (320L, 340L), (440L, 1000L)], xs.Subscriptions);
    }

    [Fact]
    public void RetryWithBackoff_ExponentialCappedAndJittered()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualSource<int>(s, OnError<int>(10, Boom));
        var res = AsyncExVirtualRecorder<int>.Run(s, () => xs.RetryWithBackoff(4, T(10), T(30), 2.0, null, s), disposeAt: 10_000);
        // Failures 10 after each subscription; retries after 10, 20, 30 (capped), 30.
        Assert.Equal([200L, 220L, 250L, 290L, 330L], xs.Subscriptions.Select(x => x.Subscribed));
        Assert.Equal([210L, 230L, 260L, 300L], xs.Subscriptions.Take(4).Select(x => x.Disposed));
        res.Messages.AssertEqual(OnError<int>(340, Boom));

        var s2 = new TestScheduler();
        var ys = new AsyncExVirtualSource<int>(s2, OnError<int>(10, Boom));
        var seen = new List<TimeSpan>();
        AsyncExVirtualRecorder<int>.Run(s2, () => ys.RetryWithBackoff(2, T(100), T(1000), 3.0, d =>
        {
            seen.Add(d);
            return d / 2;
        }, s2), disposeAt: 10_000);
        Assert.Equal([T(100), T(300)], seen);
        Assert.Equal([200L, 260L, 420L], ys.Subscriptions.Select(x => x.Subscribed));
    }

    [Fact]
    public void RetryWithBackoff_ThrowingJitter_IsError()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualSource<int>(s, OnError<int>(10, Boom));
        var other = new ArgumentException();
        var res = AsyncExVirtualRecorder<int>.Run(s, () => xs.RetryWithBackoff(2, T(100), T(1000), 2.0, _ => throw other, s));
        res.Messages.AssertEqual(OnError<int>(210, other));
        Assert.Equal([(200L, 210L)], xs.Subscriptions);
    }

    [Fact]
    public void OnErrorRetry_PredicateAndCount()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualSource<int>(s, OnNext(5, 1), OnError<int>(10, Boom));
        var res = AsyncExVirtualRecorder<int>.Run(s, () => xs.OnErrorRetry(e => e is InvalidOperationException, 1, T(50), s));
        res.Messages.AssertEqual(OnNext(205, 1), OnNext(265, 1), OnError<int>(270, Boom));

        var other = new ArgumentException();
        var s2 = new TestScheduler();
        var ys = new AsyncExVirtualSource<int>(s2, OnError<int>(10, other));
        AsyncExVirtualRecorder<int>.Run(s2, () => ys.OnErrorRetry(e => e is InvalidOperationException, 5, T(50), s2)).Messages.AssertEqual(OnError<int>(210, other));
        Assert.Single(ys.Subscriptions);

        var s3 = new TestScheduler();
        var zs = new AsyncExVirtualSource<int>(s3, OnError<int>(10, other));
        AsyncExVirtualRecorder<int>.Run(s3, () => zs.OnErrorRetry(_ => throw Boom, 5, T(50), s3)).Messages.AssertEqual(OnError<int>(210, Boom));
    }

    [Fact]
    public async Task OnErrorRetry_Immediate_ManySynchronousFailures()
    {
        var attempts = 0;
        var source = AsyncObservable.Defer(() => ++attempts < 10_000 ? AsyncObservable.Throw<int>(Boom) : AsyncObservable.Return(attempts));
        var o = await source.OnErrorRetry(_ => true).RecordAsync();
        Assert.Equal([10_000], o.Values);
        Assert.True(o.Completed);

        var limited = await AsyncObservable.Throw<int>(Boom).OnErrorRetry(_ => true, 3).RecordAsync();
        Assert.Same(Boom, limited.Error);

        var count = 0;
        var counted = await AsyncObservable.Defer(() =>
        {
            count++;
            return AsyncObservable.Throw<int>(Boom);
        }).OnErrorRetry(_ => true, 3).RecordAsync();
        Assert.Equal(4, count);
        Assert.Same(Boom, counted.Error);
    }

    [Fact]
    public async Task ThrowingSubscribe_CountsAsFailedAttempt()
    {
        var count = 0;
        var source = AsyncObservable.Create<int>(_ =>
        {
            if (++count < 3)
            {
                throw Boom;
            }

            return ValueTask.FromResult<IAsyncDisposable>(new NoopDisposable());
        });
        await Assert.ThrowsAsync<InvalidOperationException>(async () => await source.OnErrorRetry(_ => true).SubscribeAsync(new AsyncRecordingObserver<int>()));

        count = 0;
        var flaky = AsyncObservable.Create<int>(observer =>
        {
            count++;
            if (count == 1)
            {
                return AsyncExSequences.ThenThrow(Boom, 1).SubscribeAsync(observer);
            }

            return count < 4 ? throw Boom : AsyncObservable.Return(2).SubscribeAsync(observer);
        });
        var o = await flaky.OnErrorRetry(_ => true, 5).RecordAsync();
        Assert.Equal([1, 2], o.Values);
        Assert.Equal(4, count);

        count = 0;
        var limited = await flaky.OnErrorRetry(_ => true, 2).RecordAsync();
        Assert.Equal([1], limited.Values);
        Assert.Same(Boom, limited.Error);
        Assert.Equal(3, count);
    }

    [Fact]
    public void RetryForeverWithDelay_DisposeCancelsPendingRetry()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualSource<int>(s, OnNext(10, 1), OnError<int>(20, Boom));
        var res = AsyncExVirtualRecorder<int>.Run(s, () => xs.RetryForeverWithDelay(T(100), s), disposeAt: 500);
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(330, 1), OnNext(450, 1));
        Assert.Equal([(200L, 220L), (320L, 340L), (440L, 460L)], xs.Subscriptions);
        s.Start();
        Assert.Equal(3, xs.Subscriptions.Count);
    }

    [Fact]
    public void Completion_EndsRetrying()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualSource<int>(s, OnNext(10, 1), OnCompleted<int>(20));
        AsyncExVirtualRecorder<int>.Run(s, () => xs.RetryForeverWithDelay(T(100), s)).Messages.AssertEqual(OnNext(210, 1), OnCompleted<int>(220));
        Assert.Single(xs.Subscriptions);
    }

    [Fact]
    public void ArgumentChecks()
    {
        IAsyncObservable<int> nil = null!;
        var src = AsyncObservable.Return(1);
        var s = new TestScheduler();
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.OnErrorRetry(_ => true)).ParamName);
        Assert.Equal("shouldRetry", Assert.Throws<ArgumentNullException>(() => src.OnErrorRetry(null!)).ParamName);
        Assert.Equal("retryCount", Assert.Throws<ArgumentOutOfRangeException>(() => src.OnErrorRetry(_ => true, -1)).ParamName);
        Assert.Equal("delay", Assert.Throws<ArgumentOutOfRangeException>(() => src.OnErrorRetry(_ => true, 1, T(-1), s)).ParamName);
        Assert.Equal("delay", Assert.Throws<ArgumentOutOfRangeException>(() => src.OnErrorRetry(_ => true, 1, T(-1))).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => src.OnErrorRetry(_ => true, 1, T(1), null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.RetryWithBackoff(1, T(1), T(2))).ParamName);
        Assert.Equal("maxRetries", Assert.Throws<ArgumentOutOfRangeException>(() => src.RetryWithBackoff(-1, T(1), T(2))).ParamName);
        Assert.Equal("initialDelay", Assert.Throws<ArgumentOutOfRangeException>(() => src.RetryWithBackoff(1, T(-1), T(2))).ParamName);
        Assert.Equal("maxDelay", Assert.Throws<ArgumentOutOfRangeException>(() => src.RetryWithBackoff(1, T(5), T(2))).ParamName);
        Assert.Equal("factor", Assert.Throws<ArgumentOutOfRangeException>(() => src.RetryWithBackoff(1, T(1), T(2), 0.5, null, s)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => src.RetryWithBackoff(1, T(1), T(2), 2, null, null!)).ParamName);
        Assert.Equal("retryCount", Assert.Throws<ArgumentOutOfRangeException>(() => src.RetryWithFixedDelay(-1, T(1))).ParamName);
        Assert.Equal("delay", Assert.Throws<ArgumentOutOfRangeException>(() => src.RetryWithFixedDelay(1, T(-1), s)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.RetryWithFixedDelay(1, T(1))).ParamName);
        Assert.Equal("delay", Assert.Throws<ArgumentOutOfRangeException>(() => src.RetryForeverWithDelay(T(-1))).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => src.RetryForeverWithDelay(T(1), null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.RetryForeverWithDelay(T(1))).ParamName);
    }

    private sealed class NoopDisposable : IAsyncDisposable
    {
        public ValueTask DisposeAsync() => default;
    }
}
