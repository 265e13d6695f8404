using Rheo.Linq;
using Rheo.Testing;
using Rheo.Tests.Support;

namespace Rheo.Tests.LinqEx;

public class RetryExTests : ReactiveTest
{
    private static readonly InvalidOperationException Boom = new("boom");

    private static TimeSpan T(long ticks) => TimeSpan.FromTicks(ticks);

    [Fact]
    public void RetryWithFixedDelay_ResubscribesAfterDelay_ThenPassesLastError()
    {
        var s = new TestScheduler();
        var xs = s.CreateColdObservable(OnNext(10, 1), OnError<int>(20, Boom));
        var res = s.Start(() => xs.RetryWithFixedDelay(2, T(100), s));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(330, 1), OnNext(450, 1), OnError<int>(460, Boom));
        xs.Subscriptions.AssertEqual(Subscribe(200, 220), Subscribe(320, 340), Subscribe(440, 460));
    }

    [Fact]
    public void RetryWithBackoff_ExponentialCappedAndJittered()
    {
        var s = new TestScheduler();
        var xs = s.CreateColdObservable(OnError<int>(10, Boom));
        var res = s.Start(() => xs.RetryWithBackoff(4, T(10), T(30), 2.0, null, s), 10_000);
        // failures at 210; retries after 10, 20, 30 (capped), 30.
        xs.Subscriptions.AssertEqual(Subscribe(200, 210), Subscribe(220, 230), Subscribe(250, 260), Subscribe(290, 300), Subscribe(330, 340));
        res.Messages.AssertEqual(OnError<int>(340, Boom));

        var s2 = new TestScheduler();
        var ys = s2.CreateColdObservable(OnError<int>(10, Boom));
        var seen = new List<TimeSpan>();
        s2.Start(() => ys.RetryWithBackoff(2, T(100), T(1000), 3.0, d => { seen.Add(d); return d / 2; }, s2), 10_000);
        Assert.Equal([T(100), T(300)], seen);
        ys.Subscriptions.AssertEqual(Subscribe(200, 210), Subscribe(260, 270), Subscribe(420, 430));
    }

    [Fact]
    public void RetryWithBackoff_ThrowingJitter_IsError()
    {
        var s = new TestScheduler();
        var xs = s.CreateColdObservable(OnError<int>(10, Boom));
        var other = new ArgumentException();
        s.Start(() => xs.RetryWithBackoff(2, T(100), T(1000), 2.0, _ => throw other, s)).Messages.AssertEqual(OnError<int>(210, other));
    }

    [Fact]
    public void OnErrorRetry_PredicateAndCount()
    {
        var s = new TestScheduler();
        var xs = s.CreateColdObservable(OnNext(5, 1), OnError<int>(10, Boom));
        var res = s.Start(() => xs.OnErrorRetry(e => e is InvalidOperationException, 1, T(50), s));
        res.Messages.AssertEqual(OnNext(205, 1), OnNext(265, 1), OnError<int>(270, Boom));

        var other = new ArgumentException();
        var s2 = new TestScheduler();
        var ys = s2.CreateColdObservable(OnError<int>(10, other));
        s2.Start(() => ys.OnErrorRetry(e => e is InvalidOperationException, 5, T(50), s2)).Messages.AssertEqual(OnError<int>(210, other));
        ys.Subscriptions.AssertEqual(Subscribe(200, 210));

        var s3 = new TestScheduler();
        var zs = s3.CreateColdObservable(OnError<int>(10, other));
        s3.Start(() => zs.OnErrorRetry(_ => throw Boom, 5, T(50), s3)).Messages.AssertEqual(OnError<int>(210, Boom));
    }

    [Fact]
    public void OnErrorRetry_Immediate_SynchronousFailures_ConstantStack()
    {
        var attempts = 0;
        var source = Observable.Defer(() => ++attempts < 100_000 ? Observable.Throw<int>(Boom) : Observable.Return(attempts));
        var o = new RecordingObserver<int>();
        source.OnErrorRetry(_ => true).Subscribe(o);
        Assert.Equal([100_000], o.Values);
        Assert.True(o.Completed);

        var limited = new RecordingObserver<int>();
        Observable.Throw<int>(Boom).OnErrorRetry(_ => true, 3).Subscribe(limited);
        Assert.Same(Boom, limited.Error);
    }

    [Fact]
    public void RetryForeverWithDelay_DisposeCancelsPendingRetry()
    {
        var s = new TestScheduler();
        var xs = s.CreateColdObservable(OnNext(10, 1), OnError<int>(20, Boom));
        var res = s.Start(() => xs.RetryForeverWithDelay(T(100), s), 500);
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(330, 1), OnNext(450, 1));
        xs.Subscriptions.AssertEqual(Subscribe(200, 220), Subscribe(320, 340), Subscribe(440, 460));
        s.Start();
        Assert.Equal(3, xs.Subscriptions.Count);
    }

    [Fact]
    public void Completion_EndsRetrying()
    {
        var s = new TestScheduler();
        var xs = s.CreateColdObservable(OnNext(10, 1), OnCompleted<int>(20));
        s.Start(() => xs.RetryForeverWithDelay(T(100), s)).Messages.AssertEqual(OnNext(210, 1), OnCompleted<int>(220));
    }

    [Fact]
    public void ArgumentChecks()
    {
        IObservable<int> nil = null!;
        var src = Observable.Return(1);
        var s = new TestScheduler();
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.OnErrorRetry(_ => true)).ParamName);
        Assert.Equal("shouldRetry", Assert.Throws<ArgumentNullException>(() => src.OnErrorRetry(null!)).ParamName);
        Assert.Equal("retryCount", Assert.Throws<ArgumentOutOfRangeException>(() => src.OnErrorRetry(_ => true, -1)).ParamName);
        Assert.Equal("delay", Assert.Throws<ArgumentOutOfRangeException>(() => src.OnErrorRetry(_ => true, 1, T(-1), s)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => src.OnErrorRetry(_ => true, 1, T(1), null!)).ParamName);
        Assert.Equal("maxRetries", Assert.Throws<ArgumentOutOfRangeException>(() => src.RetryWithBackoff(-1, T(1), T(2))).ParamName);
        Assert.Equal("maxDelay", Assert.Throws<ArgumentOutOfRangeException>(() => src.RetryWithBackoff(1, T(5), T(2))).ParamName);
        Assert.Equal("factor", Assert.Throws<ArgumentOutOfRangeException>(() => src.RetryWithBackoff(1, T(1), T(2), 0.5, null, s)).ParamName);
        Assert.Equal("retryCount", Assert.Throws<ArgumentOutOfRangeException>(() => src.RetryWithFixedDelay(-1, T(1))).ParamName);
        Assert.Equal("delay", Assert.Throws<ArgumentOutOfRangeException>(() => src.RetryForeverWithDelay(T(-1))).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => src.RetryForeverWithDelay(T(1), null!)).ParamName);
    }
}
