using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.LinqEx;

public class TimeExTests : ReactiveTest
{
    private static readonly InvalidOperationException Boom = new("boom");

    private static TimeSpan T(long ticks) => TimeSpan.FromTicks(ticks);

    [Fact]
    public void ThrottleFirst_FirstValuePerWindow()
    {
        var s = new TestScheduler();
        var xs = s.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(250, 3), OnNext(300, 4), OnNext(320, 5), OnCompleted<int>(400));
        var res = s.Start(() => xs.ThrottleFirst(T(50), s));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(300, 4), OnCompleted<int>(400));
        xs.Subscriptions.AssertEqual(Subscribe(200, 400));
    }

    [Fact]
    public void DebounceImmediate_LeadingThenTrailing()
    {
        var s = new TestScheduler();
        var xs = s.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(240, 3), OnNext(400, 4), OnCompleted<int>(500));
        var res = s.Start(() => xs.DebounceImmediate(T(50), s));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(290, 3), OnNext(400, 4), OnCompleted<int>(500));
    }

    [Fact]
    public void DebounceImmediate_FlushesAtCompletion()
    {
        var s = new TestScheduler();
        var xs = s.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(230));
        var res = s.Start(() => xs.DebounceImmediate(T(50), s));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(230, 2), OnCompleted<int>(230));
    }

    [Fact]
    public void DebounceUntil_PassesMatchesAtOnce_DebouncesTheRest()
    {
        var s = new TestScheduler();
        var xs = s.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, -1), OnNext(240, 3), OnCompleted<int>(400));
        var res = s.Start(() => xs.DebounceUntil(T(50), x => x < 0, s));
        res.Messages.AssertEqual(OnNext(230, -1), OnNext(290, 3), OnCompleted<int>(400));

        var s2 = new TestScheduler();
        var ys = s2.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(230));
        s2.Start(() => ys.DebounceUntil(T(50), x => x < 0, s2)).Messages.AssertEqual(OnNext(230, 1), OnCompleted<int>(230));
    }

    [Fact]
    public void DebounceUntil_ThrowingPredicate_IsError()
    {
        var s = new TestScheduler();
        var xs = s.CreateHotObservable(OnNext(210, 1), OnNext(220, 2));
        var res = s.Start(() => xs.DebounceUntil(T(50), x => x == 2 ? throw Boom : false, s));
        res.Messages.AssertEqual(OnError<int>(220, Boom));
        xs.Subscriptions.AssertEqual(Subscribe(200, 220));
    }

    [Fact]
    public void ThrottleDistinct_SettledAndDistinct()
    {
        var s = new TestScheduler();
        var xs = s.CreateHotObservable(OnNext(210, 1), OnNext(300, 1), OnNext(310, 2), OnNext(400, 2), OnNext(410, 3), OnNext(420, 3), OnCompleted<int>(500));
        var res = s.Start(() => xs.ThrottleDistinct(T(50), s));
        res.Messages.AssertEqual(OnNext(260, 1), OnNext(360, 2), OnNext(470, 3), OnCompleted<int>(500));
    }

    [Fact]
    public void ThrottleDistinct_ThrowingComparer_IsError()
    {
        var s = new TestScheduler();
        var xs = s.CreateHotObservable(OnNext(210, 1), OnNext(300, 2));
        var comparer = EqualityComparer<int>.Create((_, _) => throw Boom);
        var res = s.Start(() => xs.ThrottleDistinct(T(50), comparer, s));
        res.Messages.AssertEqual(OnNext(260, 1), OnError<int>(350, Boom));
    }

    [Fact]
    public void Conflate_KeepsTheLastValueOfEachBurst()
    {
        var s = new TestScheduler();
        var xs = s.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3), OnNext(400, 4), OnNext(450, 5), OnCompleted<int>(460));
        var res = s.Start(() => xs.Conflate(T(100), s));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(310, 3), OnNext(410, 4), OnNext(510, 5), OnCompleted<int>(510));
        xs.Subscriptions.AssertEqual(Subscribe(200, 460));
    }

    [Fact]
    public void Conflate_ErrorGoesOutAtOnce()
    {
        var s = new TestScheduler();
        var xs = s.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnError<int>(230, Boom));
        s.Start(() => xs.Conflate(T(100), s)).Messages.AssertEqual(OnNext(210, 1), OnError<int>(230, Boom));
    }

    [Fact]
    public void Heartbeat_InjectsWhileQuiet()
    {
        var s = new TestScheduler();
        var xs = s.CreateHotObservable(OnNext(250, 'a'), OnNext(480, 'b'), OnCompleted<char>(600));
        var res = s.Start(() => xs.Heartbeat(T(100), s));
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
        var xs = s.CreateHotObservable(OnNext(250, 1));
        var res = s.Start(() => xs.Heartbeat(T(100), s), 420);
        res.Messages.AssertEqual(OnNext(250, new Heartbeat<int>(1)), OnNext(350, Heartbeat<int>.Beat));
        xs.Subscriptions.AssertEqual(Subscribe(200, 420));
        s.Start();
        Assert.Equal(2, res.Messages.Count);
        Assert.True(s.Clock <= 450);
    }

    [Fact]
    public void DetectStale_SignalsOncePerQuietPeriod()
    {
        var s = new TestScheduler();
        var xs = s.CreateHotObservable(OnNext(250, 'a'), OnNext(480, 'b'), OnCompleted<char>(700));
        var res = s.Start(() => xs.DetectStale(T(100), s));
        res.Messages.AssertEqual(
            OnNext(250, new Stale<char>('a')),
            OnNext(350, Stale<char>.Signal),
            OnNext(480, new Stale<char>('b')),
            OnNext(580, Stale<char>.Signal),
            OnCompleted<Stale<char>>(700));
        Assert.Throws<InvalidOperationException>(() => Stale<char>.Signal.Update);
    }

    [Fact]
    public void DetectStale_StaleFromSubscription_AndError()
    {
        var s = new TestScheduler();
        var xs = s.CreateHotObservable(OnError<int>(450, Boom));
        s.Start(() => xs.DetectStale(T(100), s)).Messages.AssertEqual(OnNext(300, Stale<int>.Signal), OnError<Stale<int>>(450, Boom));
    }

    [Fact]
    public void BufferUntilInactive_ListsBetweenQuietPeriods()
    {
        var s = new TestScheduler();
        var xs = s.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(300, 3), OnNext(380, 4), OnCompleted<int>(390));
        var res = s.Start(() => xs.BufferUntilInactive(T(50), s));
        var seen = res.Messages.Select(m => m.Value.Kind == NotificationKind.OnNext ? $"{m.Time}:{string.Join(",", m.Value.Value)}" : $"{m.Time}:{m.Value.Kind}");
        Assert.Equal(["270:1,2", "350:3", "390:4", "390:OnCompleted"], seen);

        var s2 = new TestScheduler();
        var ys = s2.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(400));
        var idle = s2.Start(() => ys.BufferUntilIdle(T(50), s2));
        Assert.Equal([260L, 400L], idle.Messages.Select(m => m.Time));
    }

    [Fact]
    public void DisposeMidStream_NoMessagesAfter_AllTimeOperators()
    {
        foreach (var make in new Func<IObservable<int>, IScheduler, IObservable<object>>[]
        {
            (xs, s) => xs.ThrottleFirst(T(50), s).Select(x => (object)x),
            (xs, s) => xs.DebounceImmediate(T(50), s).Select(x => (object)x),
            (xs, s) => xs.DebounceUntil(T(50), _ => false, s).Select(x => (object)x),
            (xs, s) => xs.ThrottleDistinct(T(50), s).Select(x => (object)x),
            (xs, s) => xs.Conflate(T(50), s).Select(x => (object)x),
            (xs, s) => xs.DetectStale(T(50), s).Select(x => (object)x),
            (xs, s) => xs.BufferUntilInactive(T(50), s).Select(x => (object)x),
        })
        {
            var s = new TestScheduler();
            var xs = s.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3));
            var res = s.Start(() => make(xs, s), 235);
            Assert.All(res.Messages, m => Assert.True(m.Time <= 235));
            xs.Subscriptions.AssertEqual(Subscribe(200, 235));
            s.Start();
            Assert.All(res.Messages, m => Assert.True(m.Time <= 235));
        }
    }

    [Fact]
    public void ArgumentChecks()
    {
        IObservable<int> nil = null!;
        var src = Observable.Return(1);
        var s = new TestScheduler();
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.ThrottleFirst(T(1))).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => src.ThrottleFirst(T(1), null!)).ParamName);
        Assert.Equal("window", Assert.Throws<ArgumentOutOfRangeException>(() => src.ThrottleFirst(T(-1), s)).ParamName);
        Assert.Equal("dueTime", Assert.Throws<ArgumentOutOfRangeException>(() => src.DebounceImmediate(T(-1), s)).ParamName);
        Assert.Equal("passImmediately", Assert.Throws<ArgumentNullException>(() => src.DebounceUntil(T(1), null!, s)).ParamName);
        Assert.Equal("dueTime", Assert.Throws<ArgumentOutOfRangeException>(() => src.DebounceUntil(T(-1), _ => true, s)).ParamName);
        Assert.Equal("comparer", Assert.Throws<ArgumentNullException>(() => src.ThrottleDistinct(T(1), null!, s)).ParamName);
        Assert.Equal("period", Assert.Throws<ArgumentOutOfRangeException>(() => src.Conflate(T(-1), s)).ParamName);
        Assert.Equal("period", Assert.Throws<ArgumentOutOfRangeException>(() => src.Heartbeat(TimeSpan.Zero, s)).ParamName);
        Assert.Equal("period", Assert.Throws<ArgumentOutOfRangeException>(() => src.DetectStale(TimeSpan.Zero, s)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.BufferUntilInactive(T(1), s)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => src.BufferUntilIdle(T(1), null!)).ParamName);
    }

    [Fact]
    public async Task Conflate_RealScheduler_Stress_NothingLostAtTheEnd()
    {
        var subject = new Rheo.Subjects.Subject<int>();
        var o = new Support.RecordingObserver<int>();
        var done = new TaskCompletionSource();
        using var d = subject.Synchronize().Conflate(TimeSpan.FromMilliseconds(1)).Subscribe(new Support.CallbackObserver<int>(o, done));
        var tasks = Enumerable.Range(0, 4).Select(t => Task.Run(() =>
        {
            for (var i = 0; i < 2000; i++)
            {
                subject.OnNext(i);
            }
        })).ToArray();
        await Task.WhenAll(tasks).WaitAsync(Bounded.Timeout);
        subject.OnNext(-1);
        subject.OnCompleted();
        await done.Task.WaitAsync(Bounded.Timeout);
        Assert.Equal(-1, o.Values[^1]);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }
}
