using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Testing;
using Rheo.Tests.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.LinqEx;

/// <summary>
/// The timer of the extension time operators: on the pool schedulers the sink is its own reusable work item,
/// elsewhere each wait is an ordinary scheduled item. Both paths must give the same messages.
/// </summary>
public class ExTimerWorkItemTests : ReactiveTest
{
    private static TimeSpan T(long ticks) => TimeSpan.FromTicks(ticks);

    public static TheoryData<string> PoolSchedulers => new() { "Default", "ThreadPool" };

    [Fact]
    public void Conflate_QuietThenBursts_EachPeriodRearms()
    {
        var s = new TestScheduler();
        var xs = s.CreateHotObservable(
            OnNext(210, 1),
            OnNext(350, 2),
            OnNext(360, 3),
            OnNext(370, 4),
            OnNext(600, 5),
            OnNext(640, 6),
            OnCompleted<int>(650));
        var res = s.Start(() => xs.Conflate(T(100), s));
        res.Messages.AssertEqual(
            OnNext(210, 1),
            OnNext(350, 2),
            OnNext(450, 4),
            OnNext(600, 5),
            OnNext(700, 6),
            OnCompleted<int>(700));
        xs.Subscriptions.AssertEqual(Subscribe(200, 650));
    }

    [Fact]
    public void Conflate_DisposeWhileAValueWaits_DropsItAndStopsTheTimer()
    {
        var s = new TestScheduler();
        var xs = s.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3));
        var res = s.Start(() => xs.Conflate(T(100), s), 250);
        res.Messages.AssertEqual(OnNext(210, 1));
        xs.Subscriptions.AssertEqual(Subscribe(200, 250));
        s.Start();
        res.Messages.AssertEqual(OnNext(210, 1));
    }

    [Fact]
    public void Conflate_CompletionWithAValueWaiting_WaitsForIt()
    {
        var s = new TestScheduler();
        var xs = s.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(230));
        s.Start(() => xs.Conflate(T(100), s)).Messages.AssertEqual(OnNext(210, 1), OnNext(310, 2), OnCompleted<int>(310));
    }

    [Theory]
    [MemberData(nameof(PoolSchedulers))]
    public async Task Conflate_PoolScheduler_ReusesItsTimerAcrossWaits(string name)
    {
        var scheduler = Pool(name);
        var subject = new Subject<int>();
        var o = new RecordingObserver<int>();
        var gate = new object();
        var arrived = new SemaphoreSlim(0);
        using var d = subject.Conflate(TimeSpan.FromMilliseconds(1), scheduler).Subscribe(
            x =>
            {
                lock (gate)
                {
                    o.OnNext(x);
                }

                arrived.Release();
            },
            o.OnError,
            o.OnCompleted);

        // Each round: a burst whose last value must come out after the wait; several rounds reuse the same timer.
        for (var round = 0; round < 5; round++)
        {
            var last = (round * 10) + 3;
            subject.OnNext(last - 2);
            subject.OnNext(last - 1);
            subject.OnNext(last);
            while (true)
            {
                Assert.True(await arrived.WaitAsync(Bounded.Timeout));
                lock (gate)
                {
                    if (o.Values[^1] == last)
                    {
                        break;
                    }
                }
            }
        }

        lock (gate)
        {
            Assert.Equal(o.Values.Order(), o.Values);
            Assert.Equal(43, o.Values[^1]);
        }

        o.AssertGrammar();
    }

    [Theory]
    [MemberData(nameof(PoolSchedulers))]
    public async Task Heartbeat_PoolScheduler_BeatsRepeatedly_AndDisposeFromABeatEndsIt(string name)
    {
        var scheduler = Pool(name);
        var subject = new Subject<int>();
        var beats = 0;
        var third = new TaskCompletionSource();
        var handle = new SingleAssignmentDisposable();
        handle.Disposable = subject.Heartbeat(TimeSpan.FromMilliseconds(1), scheduler).Subscribe(h =>
        {
            if (h.IsHeartbeat && Interlocked.Increment(ref beats) == 3)
            {
                handle.Dispose();
                third.SetResult();
            }
        });
        await third.Task.WaitAsync(Bounded.Timeout);
        Assert.Equal(3, Volatile.Read(ref beats));
        Assert.False(subject.HasObservers);
    }

    [Theory]
    [MemberData(nameof(PoolSchedulers))]
    public void PoolScheduler_DisposingTheSubscriptionCancelsTheQueuedWait(string name)
    {
        var subject = new Subject<int>();
        var sub = new SubjectTestSubscriber<Heartbeat<int>>();
        ((IProducer<Heartbeat<int>>)subject.Heartbeat(TimeSpan.FromHours(1), Pool(name))).Run(sub);
        var cancelable = Assert.IsAssignableFrom<ICancelable>(sub.Upstream);
        Assert.False(cancelable.IsDisposed);
        sub.Upstream!.Dispose();
        Assert.True(cancelable.IsDisposed);
        Assert.False(subject.HasObservers);
        Assert.Equal(["subscribe"], sub.Log);
    }

    [Fact]
    public void ThrottleFirst_WindowsBackToBack_OnTestScheduler()
    {
        var s = new TestScheduler();
        var xs = s.CreateHotObservable(OnNext(210, 1), OnNext(259, 2), OnNext(262, 3), OnNext(263, 4), OnNext(400, 5), OnCompleted<int>(420));
        var res = s.Start(() => xs.ThrottleFirst(T(50), s));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(262, 3), OnNext(400, 5), OnCompleted<int>(420));
    }

    private static IScheduler Pool(string name) => name == "Default" ? Scheduler.Default : ThreadPoolScheduler.Instance;
}
