using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Testing;
using Rheo.Tests.Support;

namespace Rheo.Tests.Concurrency;

public class ObserveOnTests : ReactiveTest
{
    [Fact]
    public void VirtualTime_EachMessageOneTickLater()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(150, 1), OnNext(210, 2), OnNext(220, 3), OnCompleted<int>(230));
        var res = scheduler.Start(() => xs.ObserveOn(scheduler));
        res.Messages.AssertEqual(OnNext(211, 2), OnNext(221, 3), OnCompleted<int>(231));
        xs.Subscriptions.AssertEqual(Subscribe(200, 231));
    }

    [Fact]
    public void RealScheduler_ErrorComesAfterTheValuesQueuedBeforeIt()
    {
        // On virtual time the error goes first, as Rx.NET's step-per-message drain (Parity/SchedulingTicksParityTests).
        using var loop = new EventLoopScheduler();
        using var gate = new ManualResetEventSlim();
        using var done = new ManualResetEventSlim();
        var ex = new InvalidOperationException();
        loop.Schedule(() => gate.WaitWithin());
        var subject = new Rheo.Subjects.Subject<int>();
        var o = new RecordingObserver<int>();
        subject.ObserveOn(loop).Subscribe(new SignalingObserver<int>(o, done));
        subject.OnNext(1);
        subject.OnNext(2);
        subject.OnError(ex);
        gate.Set();
        done.WaitWithin();
        Assert.Equal([1, 2], o.Values);
        Assert.Same(ex, o.Error);
        o.AssertGrammar();
    }

    [Fact]
    public void VirtualTime_DisposeDropsQueuedMessages()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(300, 2));
        var res = scheduler.Start(() => xs.ObserveOn(scheduler), 300);
        res.Messages.AssertEqual(OnNext(211, 1));
        xs.Subscriptions.AssertEqual(Subscribe(200, 300));
    }

    [Fact]
    public void OneWorkItemPerBurst()
    {
        var scheduler = new TestScheduler();
        var counting = new CountingScheduler(scheduler);
        var res = scheduler.CreateObserver<int>();
        scheduler.ScheduleAbsolute(0, 100L, (_, _) =>
        {
            Observable.Range(0, 1000).ObserveOn(counting).Subscribe(res);
            return Disposables.Disposable.Empty;
        });
        scheduler.Start();
        Assert.Equal(1001, res.Messages.Count);
        Assert.Equal(1, counting.Scheduled);
    }

    [Theory]
    [InlineData("EventLoop")]
    [InlineData("Default")]
    [InlineData("NewThread")]
    [InlineData("TaskPool")]
    [InlineData("CurrentThread")]
    [InlineData("Immediate")]
    public void ProducerOnAnotherThread_AllItemsInOrderExactlyOnce(string name)
    {
        const int n = 200_000;
        using var loop = new EventLoopScheduler();
        IScheduler scheduler = name switch
        {
            "EventLoop" => loop,
            "Default" => Scheduler.Default,
            "NewThread" => NewThreadScheduler.Default,
            "TaskPool" => TaskPoolScheduler.Default,
            "Immediate" => Scheduler.Immediate,
            _ => Scheduler.CurrentThread,
        };
        var o = new OrderCheckingObserver(n);
        var producer = new Thread(() => Observable.Range(0, n).ObserveOn(scheduler).Subscribe(o)) { IsBackground = true };
        producer.Start();
        o.Done.WaitWithin();
        Assert.Equal(n, o.Count);
        Assert.Empty(o.Violations);
        Assert.True(producer.Join(SchedulerTestSupport.Timeout));
    }

    [Fact]
    public void Immediate_DeliversInPlaceAndQueuesReentrantValuesBehindTheCurrentOne()
    {
        var subject = new Rheo.Subjects.Subject<int>();
        var seen = new List<string>();
        subject.ObserveOn(Scheduler.Immediate).Subscribe(x =>
        {
            seen.Add("start " + x);
            if (x == 1)
            {
                subject.OnNext(2);
            }

            seen.Add("end " + x);
        });
        subject.OnNext(1);
        seen.Add("after");
        Assert.Equal(["start 1", "end 1", "start 2", "end 2", "after"], seen);
    }

    [Fact]
    public void Immediate_TerminalFollowsValues()
    {
        var subject = new Rheo.Subjects.Subject<int>();
        var next = 0;
        var outOfOrder = 0;
        var completedAfter = -1;
        subject.ObserveOn(Scheduler.Immediate).Subscribe(
            x =>
            {
                if (x != next)
                {
                    outOfOrder++;
                }

                next++;
            },
            () => completedAfter = next);
        for (var i = 0; i < 1000; i++)
        {
            subject.OnNext(i);
        }

        subject.OnCompleted();
        Assert.Equal(0, outOfOrder);
        Assert.Equal(1000, completedAfter);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void SeveralProducersThroughASubject_GrammarHolds(bool immediate)
    {
        const int perThread = 20_000;
        using var loop = new EventLoopScheduler();
        var subject = new SerializedTestSubject();
        var o = new RecordingObserver<int>();
        var done = new ManualResetEventSlim();
        subject.ObserveOn(immediate ? Scheduler.Immediate : loop).Subscribe(new SignalingObserver<int>(o, done));
        var threads = Enumerable.Range(0, 4).Select(t => new Thread(() =>
        {
            for (var i = 0; i < perThread; i++)
            {
                subject.OnNext((t * perThread) + i);
            }
        })).ToList();
        threads.ForEach(t => t.Start());
        threads.ForEach(t => Assert.True(t.Join(SchedulerTestSupport.Timeout)));
        subject.OnCompleted();
        done.WaitWithin();
        Assert.Equal(4 * perThread, o.Values.Count);
        Assert.Equal(4 * perThread, o.Values.Distinct().Count());
        foreach (var group in o.Values.GroupBy(v => v / perThread))
        {
            Assert.Equal(group.OrderBy(v => v), group);
        }

        o.AssertGrammar();
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void DisposeFromInsideOnNext_StopsDeliveryAtOnce(bool longRunning)
    {
        IScheduler scheduler = longRunning ? NewThreadScheduler.Default : Scheduler.Default;
        var received = 0;
        var tenth = new ManualResetEventSlim();
        IDisposable? subscription = null;
        var assigned = new ManualResetEventSlim();
        var source = Observable.Range(0, 1_000_000);
        subscription = source.ObserveOn(scheduler).Subscribe(_ =>
        {
            assigned.Wait(SchedulerTestSupport.Timeout);
            if (++received == 10)
            {
                subscription!.Dispose();
                tenth.Set();
            }
        });
        assigned.Set();
        tenth.WaitWithin();

        // Anything still queued would be delivered by the same drain; a later drain sees the flag.
        var marker = new ManualResetEventSlim();
        Scheduler.Default.Schedule(marker.Set);
        marker.WaitWithin();
        Assert.Equal(10, received);
    }

    [Fact]
    public void LongRunningDrain_EndsItsThreadWhenDisposed()
    {
        Thread? thread = null;
        var scheduler = new NewThreadScheduler(start => thread = new Thread(start) { IsBackground = true });
        var subject = new SerializedTestSubject();
        var got = new ManualResetEventSlim();
        var d = subject.ObserveOn(scheduler).Subscribe(_ => got.Set());
        subject.OnNext(1);
        got.WaitWithin();
        d.Dispose();
        Assert.True(thread!.Join(SchedulerTestSupport.Timeout));
    }

    [Fact]
    public void SynchronizationContext_PostsOncePerMessage()
    {
        var context = new QueueingSynchronizationContext();
        var o = new RecordingObserver<int>();
        Observable.Range(0, 100).ObserveOn(context).Subscribe(o);
        Assert.Empty(o.Values);
        Assert.Equal(101, context.Posted);
        context.Pump();
        Assert.Equal(Enumerable.Range(0, 100), o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Arguments_AreChecked()
    {
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).ObserveOn(Scheduler.Default));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.Return(1).ObserveOn((IScheduler)null!));
        Assert.Throws<ArgumentNullException>("context", () => Observable.Return(1).ObserveOn((SynchronizationContext)null!));
    }

    /// <summary>Counts scheduled work items.</summary>
    private sealed class CountingScheduler(IScheduler inner) : IScheduler
    {
        public int Scheduled { get; private set; }

        public DateTimeOffset Now => inner.Now;

        public IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action)
        {
            Scheduled++;
            return inner.Schedule(state, action);
        }

        public IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action)
        {
            Scheduled++;
            return inner.Schedule(state, dueTime, action);
        }

        public IDisposable Schedule<TState>(TState state, DateTimeOffset dueTime, Func<IScheduler, TState, IDisposable> action)
        {
            Scheduled++;
            return inner.Schedule(state, dueTime, action);
        }
    }

    /// <summary>Checks values arrive as 0, 1, 2, … exactly once, without overlapping calls.</summary>
    private sealed class OrderCheckingObserver(int expected) : IObserver<int>
    {
        private int _inCall;

        public ManualResetEventSlim Done { get; } = new();

        public int Count { get; private set; }

        public List<string> Violations { get; } = [];

        public void OnNext(int value)
        {
            if (Interlocked.Exchange(ref _inCall, 1) != 0)
            {
                Violations.Add("overlap");
            }

            if (value != Count)
            {
                Violations.Add($"expected {Count}, got {value}");
            }

            Count++;
            Volatile.Write(ref _inCall, 0);
        }

        public void OnError(Exception error)
        {
            Violations.Add("error " + error);
            Done.Set();
        }

        public void OnCompleted()
        {
            if (Count != expected)
            {
                Violations.Add($"completed after {Count}");
            }

            Done.Set();
        }
    }
}

/// <summary>A minimal hot source for the scheduler tests: calls from several threads are serialized by a lock.</summary>
internal sealed class SerializedTestSubject : IObservable<int>
{
    private readonly object _gate = new();
    private IObserver<int>? _observer;

    public IDisposable Subscribe(IObserver<int> observer)
    {
        lock (_gate)
        {
            _observer = observer;
        }

        return Disposables.Disposable.Create(() =>
        {
            lock (_gate)
            {
                _observer = null;
            }
        });
    }

    public void OnNext(int value)
    {
        lock (_gate)
        {
            _observer?.OnNext(value);
        }
    }

    public void OnCompleted()
    {
        lock (_gate)
        {
            _observer?.OnCompleted();
        }
    }
}
