using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Testing;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

/// <summary>The lock-free queue and drain of <c>Delay(TimeSpan)</c>: segment boundaries, idle/wait/run hand-offs, errors racing the drain.</summary>
public class DelayLockFreeTests : ReactiveTest
{
    private static readonly TimeSpan Bound = Bounded.Timeout;

    [Fact]
    public void VirtualTime_BurstAcrossManySegments_AllDueAtOnce_InOrder()
    {
        const int n = 5000;
        var scheduler = new TestScheduler();
        var messages = Enumerable.Range(0, n).Select(i => OnNext(210, i)).Append(OnCompleted<int>(300)).ToArray();
        var xs = scheduler.CreateHotObservable(messages);
        var res = scheduler.Start(() => xs.Delay(TimeSpan.FromTicks(10), scheduler));
        Assert.Equal(n + 1, res.Messages.Count);
        Assert.All(res.Messages.Take(n), m => Assert.Equal(220, m.Time));
        Assert.Equal(Enumerable.Range(0, n), res.Messages.Take(n).Select(m => m.Value.Value));
        Assert.Equal(OnCompleted<int>(310), res.Messages[n]);
    }

    [Fact]
    public void VirtualTime_QueueEmptiesAndRefills_ManyTimes()
    {
        var scheduler = new TestScheduler();
        var messages = Enumerable.Range(0, 3000).Select(i => OnNext(210 + (i / 1500 * 100), i)).Append(OnCompleted<int>(500)).ToArray();
        var xs = scheduler.CreateHotObservable(messages);
        var res = scheduler.Start(() => xs.Delay(TimeSpan.FromTicks(50), scheduler));
        Assert.Equal(Enumerable.Range(0, 3000), res.Messages.Where(m => m.Value.Kind == Rheo.NotificationKind.OnNext).Select(m => m.Value.Value));
        Assert.All(res.Messages.Take(1500), m => Assert.Equal(260, m.Time));
        Assert.All(res.Messages.Skip(1500).Take(1500), m => Assert.Equal(360, m.Time));
        Assert.Equal(OnCompleted<int>(550), res.Messages[^1]);
    }

    [Fact]
    public void FastProducerThread_ExactValuesInOrder()
    {
        const int n = 100_000;
        var subject = new Subject<int>();
        var o = new RecordingObserver<int>();
        var done = new ManualResetEventSlim();
        using var subscription = subject.Delay(TimeSpan.FromMilliseconds(1)).Subscribe(o.OnNext, e => { o.OnError(e); done.Set(); }, () => { o.OnCompleted(); done.Set(); });
        var producer = new Thread(() =>
        {
            for (var i = 0; i < n; i++)
            {
                subject.OnNext(i);
            }

            subject.OnCompleted();
        });
        producer.Start();
        Assert.True(done.Wait(Bound));
        producer.JoinWithin();
        Assert.True(o.Completed);
        Assert.Equal(n, o.Values.Count);
        for (var i = 0; i < n; i++)
        {
            Assert.Equal(i, o.Values[i]);
        }

        o.AssertGrammar();
    }

    [Fact]
    public void LockstepProducer_EveryValueWakesAnIdleDrain()
    {
        const int n = 100; // each value waits for a real timer (a few ms here, tens of ms on a loaded machine)
        var subject = new Subject<int>();
        var o = new RecordingObserver<int>();
        var arrived = new SemaphoreSlim(0);
        var done = new ManualResetEventSlim();
        using var subscription = subject.Delay(TimeSpan.FromTicks(1)).Subscribe(
            v =>
            {
                o.OnNext(v);
                arrived.Release();
            },
            o.OnError,
            () =>
            {
                o.OnCompleted();
                done.Set();
            });
        for (var i = 0; i < n; i++)
        {
            subject.OnNext(i);
            Assert.True(arrived.Wait(Bound));
        }

        subject.OnCompleted();
        Assert.True(done.Wait(Bound));
        Assert.Equal(Enumerable.Range(0, n), o.Values);
        o.AssertGrammar();
    }

    [Fact]
    public void ErrorRacingTheDrain_DeliveredOnce_AfterAPrefixOfTheValues()
    {
        for (var round = 0; round < 40; round++)
        {
            var count = 2000 + (round * 37);
            var subject = new Subject<int>();
            var o = new RecordingObserver<int>();
            var done = new ManualResetEventSlim();
            var ex = new FormatException();
            using var subscription = subject.Delay(TimeSpan.Zero).Subscribe(o.OnNext, e => { o.OnError(e); done.Set(); }, () => { o.OnCompleted(); done.Set(); });
            var producer = new Thread(() =>
            {
                for (var i = 0; i < count; i++)
                {
                    subject.OnNext(i);
                }

                subject.OnError(ex);
            });
            producer.Start();
            Assert.True(done.Wait(Bound));
            producer.JoinWithin();
            Assert.Same(ex, o.Error);
            Assert.Equal(1, o.TerminalCount);
            Assert.Equal(Enumerable.Range(0, o.Values.Count), o.Values);
            o.AssertGrammar();
        }
    }

    [Fact]
    public void DisposeInsideOnNext_StopsTheDrain()
    {
        const int n = 20_000;
        var subject = new Subject<int>();
        var values = new List<int>();
        IDisposable? subscription = null;
        var stopped = new ManualResetEventSlim();
        subscription = subject.Delay(TimeSpan.Zero).Subscribe(v =>
        {
            values.Add(v);
            if (v == 1000)
            {
                subscription!.Dispose();
                stopped.Set();
            }
        });
        var producer = new Thread(() =>
        {
            for (var i = 0; i < n; i++)
            {
                subject.OnNext(i);
            }
        });
        producer.Start();
        Assert.True(stopped.Wait(Bound));
        producer.JoinWithin();
        Assert.Equal(Enumerable.Range(0, 1001), values);
        Assert.False(subject.HasObservers);
    }
}
