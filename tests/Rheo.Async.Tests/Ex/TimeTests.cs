using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;
using Rheo.Concurrency;
using Rheo.Testing;

namespace Rheo.Async.Tests.Ex;

public sealed class TimeTests : ReactiveTest
{
    private static readonly InvalidOperationException Boom = new("boom");

    private static TimeSpan T(long ticks) => TimeSpan.FromTicks(ticks);

    [Fact]
    public void ThrottleFirst_FirstValuePerWindow()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualHotSource<int>(s, OnNext(210, 1), OnNext(220, 2), OnNext(250, 3), OnNext(300, 4), OnNext(320, 5), OnCompleted<int>(400));
        var res = AsyncExVirtualRecorder<int>.Run(s, () => xs.ThrottleFirst(T(50), s));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(300, 4), OnCompleted<int>(400));
        Assert.Equal([(200L, 400L)], xs.Subscriptions);
    }

    [Fact]
    public void DebounceImmediate_LeadingThenTrailing()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualHotSource<int>(s, OnNext(210, 1), OnNext(220, 2), OnNext(240, 3), OnNext(400, 4), OnCompleted<int>(500));
        var res = AsyncExVirtualRecorder<int>.Run(s, () => xs.DebounceImmediate(T(50), s));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(290, 3), OnNext(400, 4), OnCompleted<int>(500));
    }

    [Fact]
    public void DebounceImmediate_FlushesAtCompletion()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualHotSource<int>(s, OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(230));
        var res = AsyncExVirtualRecorder<int>.Run(s, () => xs.DebounceImmediate(T(50), s));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(230, 2), OnCompleted<int>(230));
    }

    [Fact]
    public void Conflate_KeepsTheLastValueOfEachBurst()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualHotSource<int>(s, OnNext(210, 1), OnNext(220, 2), OnNext(230, 3), OnNext(400, 4), OnNext(450, 5), OnCompleted<int>(460));
        var res = AsyncExVirtualRecorder<int>.Run(s, () => xs.Conflate(T(100), s));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(310, 3), OnNext(410, 4), OnNext(510, 5), OnCompleted<int>(510));
        Assert.Equal(200L, xs.Subscriptions[0].Subscribed);
    }

    [Fact]
    public void Conflate_ErrorGoesOutAtOnce()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualHotSource<int>(s, OnNext(210, 1), OnNext(220, 2), OnError<int>(230, Boom));
        AsyncExVirtualRecorder<int>.Run(s, () => xs.Conflate(T(100), s)).Messages.AssertEqual(OnNext(210, 1), OnError<int>(230, Boom));
    }

    [Fact]
    public void Heartbeat_InjectsWhileQuiet()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualHotSource<char>(s, OnNext(250, 'a'), OnNext(480, 'b'), OnCompleted<char>(600));
        var res = AsyncExVirtualRecorder<Heartbeat<char>>.Run(s, () => xs.Heartbeat(T(100), s));
        res.Messages.AssertEqual(
            OnNext(250, new Heartbeat<char>('a')),
            OnNext(350, Heartbeat<char>.Beat),
            OnNext(450, Heartbeat<char>.Beat),
            OnNext(480, new Heartbeat<char>('b')),
            OnNext(580, Heartbeat<char>.Beat),
            OnCompleted<Heartbeat<char>>(600));
        Assert.True(res.Messages[1].Value.Value.IsHeartbeat);
        Assert.Equal('a', res.Messages[0].Value.Value.Update);
    }

    [Fact]
    public void Heartbeat_DisposeMidStream_ReleasesTimer()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualHotSource<int>(s, OnNext(250, 1));
        var res = AsyncExVirtualRecorder<Heartbeat<int>>.Run(s, () => xs.Heartbeat(T(100), s), disposeAt: 420);
        res.Messages.AssertEqual(OnNext(250, new Heartbeat<int>(1)), OnNext(350, Heartbeat<int>.Beat));
        Assert.Equal([(200L, 420L)], xs.Subscriptions);
        Assert.True(s.Clock <= 450);
    }

    [Fact]
    public void DetectStale_SignalsOncePerQuietPeriod()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualHotSource<char>(s, OnNext(250, 'a'), OnNext(480, 'b'), OnCompleted<char>(700));
        var res = AsyncExVirtualRecorder<Stale<char>>.Run(s, () => xs.DetectStale(T(100), s));
        res.Messages.AssertEqual(
            OnNext(250, new Stale<char>('a')),
            OnNext(350, Stale<char>.Signal),
            OnNext(480, new Stale<char>('b')),
            OnNext(580, Stale<char>.Signal),
            OnCompleted<Stale<char>>(700));
    }

    [Fact]
    public void DetectStale_StaleFromSubscription_AndError()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualHotSource<int>(s, OnError<int>(450, Boom));
        AsyncExVirtualRecorder<Stale<int>>.Run(s, () => xs.DetectStale(T(100), s)).Messages.AssertEqual(OnNext(300, Stale<int>.Signal), OnError<Stale<int>>(450, Boom));
    }

    [Fact]
    public void DebounceUntil_PassesMatchesAtOnce_DebouncesTheRest()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualHotSource<int>(s, OnNext(210, 1), OnNext(220, 2), OnNext(230, -1), OnNext(240, 3), OnCompleted<int>(400));
        var res = AsyncExVirtualRecorder<int>.Run(s, () => xs.DebounceUntil(T(50), x => x < 0, s));
        res.Messages.AssertEqual(OnNext(230, -1), OnNext(290, 3), OnCompleted<int>(400));

        var s2 = new TestScheduler();
        var ys = new AsyncExVirtualHotSource<int>(s2, OnNext(210, 1), OnCompleted<int>(230));
        AsyncExVirtualRecorder<int>.Run(s2, () => ys.DebounceUntil(T(50), x => x < 0, s2)).Messages.AssertEqual(OnNext(230, 1), OnCompleted<int>(230));
    }

    [Fact]
    public void DebounceUntil_ThrowingPredicate_IsError()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualHotSource<int>(s, OnNext(210, 1), OnNext(220, 2));
        var res = AsyncExVirtualRecorder<int>.Run(s, () => xs.DebounceUntil(T(50), x => x == 2 ? throw Boom : false, s));
        res.Messages.AssertEqual(OnError<int>(220, Boom));
        Assert.Equal([(200L, 220L)], xs.Subscriptions);
    }

    [Fact]
    public void ThrottleDistinct_SettledAndDistinct()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualHotSource<int>(s, OnNext(210, 1), OnNext(300, 1), OnNext(310, 2), OnNext(400, 2), OnNext(410, 3), OnNext(420, 3), OnCompleted<int>(500));
        var res = AsyncExVirtualRecorder<int>.Run(s, () => xs.ThrottleDistinct(T(50), s));
        res.Messages.AssertEqual(OnNext(260, 1), OnNext(360, 2), OnNext(470, 3), OnCompleted<int>(500));
    }

    [Fact]
    public void ThrottleDistinct_ThrowingComparer_IsError()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualHotSource<int>(s, OnNext(210, 1), OnNext(300, 2));
        var comparer = EqualityComparer<int>.Create((_, _) => throw Boom);
        var res = AsyncExVirtualRecorder<int>.Run(s, () => xs.ThrottleDistinct(T(50), comparer, s));
        res.Messages.AssertEqual(OnNext(260, 1), OnError<int>(350, Boom));
        Assert.Equal([(200L, 350L)], xs.Subscriptions);
    }

    [Fact]
    public void BufferUntilInactive_ListsBetweenQuietPeriods()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualHotSource<int>(s, OnNext(210, 1), OnNext(220, 2), OnNext(300, 3), OnNext(380, 4), OnCompleted<int>(390));
        var res = AsyncExVirtualRecorder<IList<int>>.Run(s, () => xs.BufferUntilInactive(T(50), s));
        var seen = res.Messages.Select(m => m.Value.Kind == NotificationKind.OnNext ? $"{m.Time}:{string.Join(",", m.Value.Value)}" : $"{m.Time}:{m.Value.Kind}");
        Assert.Equal(["270:1,2", "350:3", "390:4", "390:OnCompleted"], seen);

        var s2 = new TestScheduler();
        var ys = new AsyncExVirtualHotSource<int>(s2, OnNext(210, 1), OnCompleted<int>(400));
        var idle = AsyncExVirtualRecorder<IList<int>>.Run(s2, () => ys.BufferUntilIdle(T(50), s2));
        Assert.Equal([260L, 400L], idle.Messages.Select(m => m.Time));
    }

    [Fact]
    public void DisposeMidStream_NoMessagesAfter_AllTimeOperators()
    {
        foreach (var make in new Func<IAsyncObservable<int>, IScheduler, IAsyncObservable<object>>[]
        {
            (xs, s) => xs.ThrottleFirst(T(50), s).Select(x => (object)x),
            (xs, s) => xs.DebounceImmediate(T(50), s).Select(x => (object)x),
            (xs, s) => xs.Conflate(T(50), s).Select(x => (object)x),
            (xs, s) => xs.Heartbeat(T(50), s).Select(x => (object)x),
            (xs, s) => xs.DetectStale(T(50), s).Select(x => (object)x),
            (xs, s) => xs.DebounceUntil(T(50), x => x == 1, s).Select(x => (object)x),
            (xs, s) => xs.ThrottleDistinct(T(3), s).Select(x => (object)x),
            (xs, s) => xs.BufferUntilInactive(T(3), s).Select(x => (object)x),
        })
        {
            var s = new TestScheduler();
            var xs = new AsyncExVirtualHotSource<int>(s, OnNext(210, 1), OnNext(220, 2), OnNext(230, 3));
            var res = AsyncExVirtualRecorder<object>.Run(s, () => make(xs, s), disposeAt: 235);
            Assert.NotEmpty(res.Messages);
            Assert.All(res.Messages, m => Assert.True(m.Time <= 235));
            Assert.Equal([(200L, 235L)], xs.Subscriptions);
        }
    }

    [Fact]
    public async Task DisposeInsideValue_NoMoreMessages()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualHotSource<int>(s, OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(230));
        IAsyncDisposable? handle = null;
        var observer = new AsyncRecordingObserver<int>(async _ => await handle!.DisposeAsync());
        handle = await xs.DebounceImmediate(T(5), s).SubscribeAsync(observer);
        s.Start();
        Assert.Equal([1], observer.Values);
        Assert.Equal(0, observer.TerminalCount);
        Assert.Equal(210L, xs.Subscriptions[0].Disposed);
    }

    [Fact]
    public async Task SlowObserver_TimerWaitsItsTurn_NoOverlap()
    {
        var gate = new SemaphoreSlim(0);
        var s = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new AsyncRecordingObserver<Heartbeat<int>>(async _ => await gate.WaitAsync());
        await using var d = await subject.Heartbeat(T(10), s).SubscribeAsync(observer);
        var first = subject.OnNextAsync(1).AsTask();
        Assert.False(first.IsCompleted);
        s.AdvanceBy(10);
        s.AdvanceBy(10);
        gate.Release(10);
        await first.WithTimeout();
        await SpinUntil(() => observer.Count >= 2);
        observer.AssertGrammar();
        Assert.Equal(new Heartbeat<int>(1), observer.Values[0]);
        Assert.True(observer.Values[1].IsHeartbeat);
    }

    [Fact]
    public async Task ObserverThrowingOnATimerDelivery_StopsTheOperator()
    {
        var s = new TestScheduler();
        var xs = new AsyncExVirtualHotSource<int>(s, OnNext(210, 1), OnNext(400, 2));
        var calls = 0;
        var observer = new AsyncRecordingObserver<Heartbeat<int>>(x =>
        {
            calls++;
            return x.IsHeartbeat ? throw Boom : default;
        });
        s.AdvanceTo(200);
        var handle = await xs.Heartbeat(T(50), s).SubscribeAsync(observer);
        s.AdvanceTo(1000);
        Assert.Equal(2, calls);
        Assert.Equal(260L, xs.Subscriptions[0].Disposed);
        Assert.Equal(0, observer.TerminalCount);
        await handle.DisposeAsync();
    }

    [Fact]
    public async Task Heartbeat_RealScheduler_BeatsWhileQuiet_GrammarHolds()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var beats = 0;
        var enough = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var o = new AsyncRecordingObserver<Heartbeat<int>>(x =>
        {
            if (x.IsHeartbeat && Interlocked.Increment(ref beats) == 3)
            {
                enough.TrySetResult();
            }

            return default;
        });
        var handle = await subject.Heartbeat(TimeSpan.FromMilliseconds(1), Scheduler.Default).SubscribeAsync(o);
        var producer = Task.Run(async () =>
        {
            for (var i = 0; i < 1000; i++)
            {
                await subject.OnNextAsync(i);
            }
        });
        await producer.WaitAsync(Bounded.Timeout);
        await enough.Task.WaitAsync(Bounded.Timeout);
        await handle.DisposeAsync();
        Assert.Equal(1000, o.Values.Count(x => !x.IsHeartbeat));
        Assert.Equal(Enumerable.Range(0, 1000), o.Values.Where(x => !x.IsHeartbeat).Select(x => x.Update));
        o.AssertGrammar();
    }

    [Fact]
    public async Task Conflate_RealScheduler_Stress_NothingLostAtTheEnd()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var o = new AsyncRecordingObserver<int>(async x =>
        {
            if (x % 97 == 0)
            {
                await Task.Yield();
            }
        });
        await using var d = await subject.Conflate(TimeSpan.FromMilliseconds(1), Scheduler.Default).SubscribeAsync(o);
        var tasks = Enumerable.Range(0, 4).Select(t => Task.Run(async () =>
        {
            for (var i = 0; i < 2000; i++)
            {
                await subject.OnNextAsync(i);
            }
        })).ToArray();
        await Task.WhenAll(tasks).WaitAsync(Bounded.Timeout);
        await subject.OnNextAsync(-1);
        await subject.OnCompletedAsync();
        await o.WaitAsync();
        Assert.Equal(-1, o.Values[^1]);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void ArgumentChecks()
    {
        IAsyncObservable<int> nil = null!;
        var src = AsyncObservable.Return(1);
        var s = new TestScheduler();
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.ThrottleFirst(T(1))).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => src.ThrottleFirst(T(1), null!)).ParamName);
        Assert.Equal("window", Assert.Throws<ArgumentOutOfRangeException>(() => src.ThrottleFirst(T(-1), s)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.DebounceImmediate(T(1))).ParamName);
        Assert.Equal("dueTime", Assert.Throws<ArgumentOutOfRangeException>(() => src.DebounceImmediate(T(-1), s)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => src.DebounceImmediate(T(1), null!)).ParamName);
        Assert.Equal("period", Assert.Throws<ArgumentOutOfRangeException>(() => src.Conflate(T(-1), s)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.Conflate(T(1))).ParamName);
        Assert.Equal("period", Assert.Throws<ArgumentOutOfRangeException>(() => src.Heartbeat(TimeSpan.Zero, s)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => src.Heartbeat(T(1), null!)).ParamName);
        Assert.Equal("period", Assert.Throws<ArgumentOutOfRangeException>(() => src.DetectStale(TimeSpan.Zero, s)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.DetectStale(T(1))).ParamName);
        Assert.Equal("passImmediately", Assert.Throws<ArgumentNullException>(() => src.DebounceUntil(T(1), null!, s)).ParamName);
        Assert.Equal("dueTime", Assert.Throws<ArgumentOutOfRangeException>(() => src.DebounceUntil(T(-1), _ => true, s)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => src.DebounceUntil(T(1), _ => true, null!)).ParamName);
        Assert.Equal("comparer", Assert.Throws<ArgumentNullException>(() => src.ThrottleDistinct(T(1), null!, s)).ParamName);
        Assert.Equal("dueTime", Assert.Throws<ArgumentOutOfRangeException>(() => src.ThrottleDistinct(T(-1))).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.ThrottleDistinct(T(1), s)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.BufferUntilInactive(T(1), s)).ParamName);
        Assert.Equal("period", Assert.Throws<ArgumentOutOfRangeException>(() => src.BufferUntilInactive(T(-1))).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => src.BufferUntilIdle(T(1), null!)).ParamName);
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
