using Rheo.Concurrency;
using Rheo.Testing;
using Rheo.Tests.Support;

namespace Rheo.Tests.Observers;

public class ObserverWrapperTests : ReactiveTest
{
    private static readonly Exception Failure = new InvalidOperationException("failed");

    [Fact]
    public void Checked_ForwardsAWellFormedSequence()
    {
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => Observer.Checked<int>(null!)).ParamName);
        var inner = new RecordingObserver<int>();
        var checkedObserver = inner.Checked();
        checkedObserver.OnNext(1);
        checkedObserver.OnNext(2);
        checkedObserver.OnCompleted();
        Assert.Equal([1, 2], inner.Values);
        Assert.True(inner.Completed);
    }

    [Theory]
    [InlineData("OnCompleted")]
    [InlineData("OnError")]
    public void Checked_ThrowsOnAnyCallAfterATerminalMessage(string terminal)
    {
        var inner = new RecordingObserver<int>();
        var checkedObserver = inner.Checked();
        if (terminal == "OnError")
        {
            checkedObserver.OnError(Failure);
        }
        else
        {
            checkedObserver.OnCompleted();
        }

        Assert.Equal("Observer has already terminated.", Assert.Throws<InvalidOperationException>(() => checkedObserver.OnNext(1)).Message);
        Assert.Equal("Observer has already terminated.", Assert.Throws<InvalidOperationException>(() => checkedObserver.OnError(Failure)).Message);
        Assert.Equal("Observer has already terminated.", Assert.Throws<InvalidOperationException>(() => checkedObserver.OnCompleted()).Message);
        Assert.Empty(inner.Values);
        Assert.Equal(1, inner.TerminalCount);
    }

    [Fact]
    public void Checked_ThrowsOnAReentrantCallAndStaysUsable()
    {
        IObserver<int>? checkedObserver = null;
        var values = new List<int>();
        Exception? reentrancy = null;
        checkedObserver = Observer.Create<int>(x =>
        {
            values.Add(x);
            if (x == 1)
            {
                reentrancy = Record.Exception(() => checkedObserver!.OnNext(99));
            }
        }).Checked();

        checkedObserver.OnNext(1);
        checkedObserver.OnNext(2);
        Assert.Equal("Reentrancy has been detected.", Assert.IsType<InvalidOperationException>(reentrancy).Message);
        Assert.Equal([1, 2], values);
    }

    [Fact]
    public void Checked_AThrowingObserverLeavesItIdle()
    {
        var calls = 0;
        var checkedObserver = Observer.Create<int>(_ => { calls++; throw Failure; }).Checked();
        Assert.Same(Failure, Assert.Throws<InvalidOperationException>(() => checkedObserver.OnNext(1)));
        Assert.Same(Failure, Assert.Throws<InvalidOperationException>(() => checkedObserver.OnNext(2)));
        Assert.Equal(2, calls);
    }

    [Fact]
    public void Synchronize_ChecksArgumentsByName()
    {
        var observer = new RecordingObserver<int>();
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => Observer.Synchronize<int>(null!)).ParamName);
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => Observer.Synchronize<int>(null!, true)).ParamName);
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => Observer.Synchronize<int>(null!, new object())).ParamName);
        Assert.Equal("gate", Assert.Throws<ArgumentNullException>(() => Observer.Synchronize(observer, (object)null!)).ParamName);
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => Observer.Synchronize<int>(null!, new AsyncLock())).ParamName);
        Assert.Equal("asyncLock", Assert.Throws<ArgumentNullException>(() => Observer.Synchronize(observer, (AsyncLock)null!)).ParamName);
    }

    [Fact]
    public void Synchronize_WithGate_HoldsTheGateDuringEachCallAndStopsAfterTerminal()
    {
        var gate = new object();
        var held = new List<bool>();
        var synchronized = Observer.Synchronize(
            Observer.Create<int>(_ => held.Add(Monitor.IsEntered(gate)), _ => held.Add(Monitor.IsEntered(gate)), () => held.Add(Monitor.IsEntered(gate))),
            gate);
        synchronized.OnNext(1);
        synchronized.OnCompleted();
        synchronized.OnNext(2);
        synchronized.OnError(Failure);
        Assert.Equal([true, true], held);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void Synchronize_SerializesCallsFromSeveralThreads(bool preventReentrancy)
    {
        const int PerThread = 20_000;
        var inside = 0;
        var overlaps = 0;
        long count = 0;
        var inner = Observer.Create<int>(_ =>
        {
            if (Interlocked.Increment(ref inside) != 1)
            {
                Interlocked.Increment(ref overlaps);
            }

            count++;
            Interlocked.Decrement(ref inside);
        });
        var synchronized = Observer.Synchronize(inner, preventReentrancy);
        var start = new Barrier(2);
        var tasks = Enumerable.Range(0, 2).Select(_ => Task.Run(() =>
        {
            start.SignalAndWaitWithin();
            for (var i = 0; i < PerThread; i++)
            {
                synchronized.OnNext(i);
            }
        })).ToArray();
        Task.WhenAll(tasks).WaitWithin();
        Assert.Equal(0, overlaps);
        Assert.Equal(2 * PerThread, count);
    }

    [Fact]
    public void Synchronize_WithMonitor_LetsAReentrantCallNest()
    {
        IObserver<int>? synchronized = null;
        var log = new List<string>();
        synchronized = Observer.Synchronize(Observer.Create<int>(x =>
        {
            log.Add($"enter {x}");
            if (x == 1)
            {
                synchronized!.OnNext(2);
            }

            log.Add($"exit {x}");
        }));
        synchronized.OnNext(1);
        Assert.Equal(["enter 1", "enter 2", "exit 2", "exit 1"], log);
    }

    [Fact]
    public void Synchronize_PreventingReentrancy_QueuesAReentrantCallBehindTheCurrentOne()
    {
        IObserver<int>? synchronized = null;
        var log = new List<string>();
        synchronized = Observer.Synchronize(
            Observer.Create<int>(
                x =>
                {
                    log.Add($"enter {x}");
                    if (x == 1)
                    {
                        synchronized!.OnNext(2);
                        synchronized.OnCompleted();
                        synchronized.OnNext(3);
                    }

                    log.Add($"exit {x}");
                },
                () => log.Add("completed")),
            preventReentrancy: true);
        synchronized.OnNext(1);
        Assert.Equal(["enter 1", "exit 1", "enter 2", "exit 2", "completed"], log);
    }

    [Fact]
    public void Synchronize_WithASharedAsyncLock_QueuesCallsAcrossObservers()
    {
        var gate = new AsyncLock();
        var log = new List<string>();
        var second = Observer.Synchronize(Observer.Create<int>(x => log.Add($"second {x}")), gate);
        var first = Observer.Synchronize(
            Observer.Create<int>(x =>
            {
                log.Add($"first {x} begins");
                second.OnNext(x);
                log.Add($"first {x} ends");
            }),
            gate);
        first.OnNext(1);
        Assert.Equal(["first 1 begins", "first 1 ends", "second 1"], log);
    }

    [Fact]
    public void NotifyOn_ChecksArgumentsByName()
    {
        var observer = new RecordingObserver<int>();
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => Observer.NotifyOn<int>(null!, new TestScheduler())).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => observer.NotifyOn((IScheduler)null!)).ParamName);
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => Observer.NotifyOn<int>(null!, new SynchronizationContext())).ParamName);
        Assert.Equal("context", Assert.Throws<ArgumentNullException>(() => observer.NotifyOn((SynchronizationContext)null!)).ParamName);
    }

    [Fact]
    public void NotifyOn_Scheduler_DeliversFromTheSchedulerInOrder()
    {
        var scheduler = new TestScheduler();
        var observer = scheduler.CreateObserver<int>();
        var notify = observer.NotifyOn(scheduler);
        ObserverFactoryTests.At(scheduler, 100, () => { notify.OnNext(1); notify.OnNext(2); });
        ObserverFactoryTests.At(scheduler, 200, () => { notify.OnNext(3); notify.OnCompleted(); notify.OnNext(4); });
        scheduler.Start();
        observer.Messages.AssertEqual(OnNext(101, 1), OnNext(101, 2), OnNext(201, 3), OnCompleted<int>(201));
    }

    [Fact]
    public void NotifyOn_Scheduler_ErrorFollowsTheQueuedValues()
    {
        var scheduler = new TestScheduler();
        var observer = scheduler.CreateObserver<int>();
        var notify = observer.NotifyOn(scheduler);
        ObserverFactoryTests.At(scheduler, 100, () => { notify.OnNext(1); notify.OnError(Failure); notify.OnCompleted(); });
        scheduler.Start();
        observer.Messages.AssertEqual(OnNext(101, 1), OnError<int>(101, Failure));
    }

    [Fact]
    public void NotifyOn_Scheduler_DisposingDropsWhatIsQueued()
    {
        var scheduler = new TestScheduler();
        var observer = scheduler.CreateObserver<int>();
        var notify = observer.NotifyOn(scheduler);
        ObserverFactoryTests.At(scheduler, 100, () => { notify.OnNext(1); ((IDisposable)notify).Dispose(); notify.OnNext(2); });
        scheduler.Start();
        Assert.Empty(observer.Messages);
    }

    [Fact]
    public void NotifyOn_Context_PostsDeliveries()
    {
        var context = new QueueingContext();
        var inner = new RecordingObserver<int>();
        var notify = inner.NotifyOn(context);
        notify.OnNext(1);
        notify.OnNext(2);
        notify.OnCompleted();
        Assert.Empty(inner.Values);
        context.RunAll();
        Assert.Equal([1, 2], inner.Values);
        Assert.True(inner.Completed);
        inner.AssertGrammar();
    }

    private sealed class QueueingContext : SynchronizationContext
    {
        private readonly Queue<(SendOrPostCallback Callback, object? State)> _posts = new();

        public override void Post(SendOrPostCallback d, object? state) => _posts.Enqueue((d, state));

        public void RunAll()
        {
            while (_posts.TryDequeue(out var post))
            {
                post.Callback(post.State);
            }
        }
    }
}
