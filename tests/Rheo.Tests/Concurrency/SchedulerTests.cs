using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Testing;

namespace Rheo.Tests.Concurrency;

public class SchedulerTests
{
    private const int Million = 1_000_000;

    /// <summary>
    /// Steps of the recursion test: a million where a step is a call on a loop, 100,000 where each step is a work item
    /// of the shared thread pool (a million pool hops took over 30 s in a coverage run beside other test assemblies);
    /// a stack that grew with the recursion would still be 100,000 frames deeper.
    /// </summary>
    private static int RecursionSteps(string name) => name is "Default" or "ThreadPool" or "TaskPool" ? 100_000 : Million;

    public static TheoryData<string> RealSchedulers => ["Immediate", "CurrentThread", "Default", "ThreadPool", "TaskPool", "NewThread", "EventLoop"];

    private static IScheduler Create(string name) => name switch
    {
        "Immediate" => Scheduler.Immediate,
        "CurrentThread" => Scheduler.CurrentThread,
        "Default" => Scheduler.Default,
        "ThreadPool" => ThreadPoolScheduler.Instance,
        "TaskPool" => TaskPoolScheduler.Default,
        "NewThread" => NewThreadScheduler.Default,
        _ => new EventLoopScheduler(),
    };

    [Theory]
    [MemberData(nameof(RealSchedulers))]
    public void Recursion_ManySteps_OnAConstantStack(string name)
    {
        var scheduler = Create(name);
        var steps = RecursionSteps(name);
        var done = new ManualResetEventSlim();
        var count = 0;
        var firstDepth = 0;
        var lastDepth = 0;
        using var d = scheduler.Schedule(self =>
        {
            count++;
            // Step 1 runs inside Schedule itself; from step 2 on every step runs from the scheduler's loop.
            if (count == 2)
            {
                firstDepth = SchedulerTestSupport.StackDepth();
            }

            if (count == steps)
            {
                lastDepth = SchedulerTestSupport.StackDepth();
                done.Set();
            }
            else
            {
                self();
            }
        });
        done.WaitWithin();
        Assert.Equal(steps, count);
        // The JIT's tiering may inline a frame or two between step 2 and the last step; a stack that grew
        // with the recursion would be hundreds of thousands of frames deeper.
        Assert.InRange(lastDepth, firstDepth - 8, firstDepth + 2);
        (scheduler as IDisposable)?.Dispose();
    }

    [Theory]
    [MemberData(nameof(RealSchedulers))]
    public void RecursionWithState_CountsAndCompletes(string name)
    {
        var scheduler = Create(name);
        var done = new ManualResetEventSlim();
        var seen = new List<int>();
        scheduler.Schedule(0, (i, self) =>
        {
            seen.Add(i);
            if (i < 99)
            {
                self(i + 1);
            }
            else
            {
                done.Set();
            }
        });
        done.WaitWithin();
        Assert.Equal(Enumerable.Range(0, 100), seen);
        (scheduler as IDisposable)?.Dispose();
    }

    // On Immediate and CurrentThread the recursion runs inside Schedule, before its handle is returned.
    [Theory]
    [InlineData("Default")]
    [InlineData("ThreadPool")]
    [InlineData("TaskPool")]
    [InlineData("NewThread")]
    [InlineData("EventLoop")]
    public void Recursion_DisposedFromInside_StopsAtOnce(string name)
    {
        var scheduler = Create(name);
        var done = new ManualResetEventSlim();
        var count = 0;
        var holder = new SingleAssignmentDisposable();
        var assigned = new ManualResetEventSlim();
        holder.Disposable = scheduler.Schedule(self =>
        {
            assigned.Wait(SchedulerTestSupport.Timeout);
            count++;
            if (count == 100)
            {
                holder.Dispose();
                done.Set();
            }

            self();
        });
        assigned.Set();
        done.WaitWithin();

        // Step 100 canceled the recursion before asking for step 101, so nothing is pending; a marker
        // scheduled now runs after anything that might (wrongly) still be queued on the ordered schedulers.
        var marker = new ManualResetEventSlim();
        scheduler.Schedule(marker.Set);
        marker.WaitWithin();
        Assert.Equal(100, count);
        (scheduler as IDisposable)?.Dispose();
    }

    [Theory]
    [MemberData(nameof(RealSchedulers))]
    public void TimedRecursion_RunsEachStep(string name)
    {
        var scheduler = Create(name);
        var done = new ManualResetEventSlim();
        var count = 0;
        scheduler.Schedule(TimeSpan.FromMilliseconds(1), self =>
        {
            if (++count == 3)
            {
                done.Set();
            }
            else
            {
                self(TimeSpan.FromMilliseconds(1));
            }
        });
        done.WaitWithin();
        Assert.Equal(3, count);
        (scheduler as IDisposable)?.Dispose();
    }

    [Theory]
    [InlineData("Default")]
    [InlineData("ThreadPool")]
    [InlineData("TaskPool")]
    [InlineData("EventLoop")]
    public void CancelBeforeRunning_TimedWorkNeverRuns(string name)
    {
        // The work is disposed at once, 20 ms before it is due; an attempt whose dispose came later than that (the test
        // thread held off the processor on a loaded machine: seen once beside a second test run) shows nothing about
        // cancellation and is made again.
        var due = TimeSpan.FromMilliseconds(20);
        for (var attempt = 1; ; attempt++)
        {
            var scheduler = Create(name);
            var ran = 0;
            var clock = System.Diagnostics.Stopwatch.StartNew();
            var canceled = scheduler.Schedule(due, () => Interlocked.Increment(ref ran));
            canceled.Dispose();
            var inTime = clock.Elapsed < due;
            var later = new ManualResetEventSlim();
            scheduler.Schedule(due * 3, later.Set);
            later.WaitWithin();
            var runs = Volatile.Read(ref ran);
            (scheduler as IDisposable)?.Dispose();
            if (inTime)
            {
                Assert.Equal(0, runs);
                return;
            }

            Assert.True(attempt < 10, "the work was never disposed before it was due in 10 attempts");
        }
    }

    [Fact]
    public void Recursion_FanOut_RunsEveryBranch_AndDisposeCancelsAllPending()
    {
        var scheduler = new TestScheduler();
        var runs = 0;
        scheduler.Schedule(0, (depth, self) =>
        {
            runs++;
            if (depth < 3)
            {
                self(depth + 1);
                self(depth + 1);
            }
        });
        scheduler.Start();
        Assert.Equal(15, runs);

        var timed = new List<long>();
        var d = scheduler.Schedule(0, TimeSpan.FromTicks(10), (n, self) =>
        {
            timed.Add(scheduler.Clock);
            self(n + 1, TimeSpan.FromTicks(10));
            self(n + 1, TimeSpan.FromTicks(20));
        });
        scheduler.AdvanceBy(25);
        d.Dispose();
        scheduler.AdvanceBy(1000);
        Assert.Equal(2, timed.Count);

        var absolute = new List<long>();
        scheduler.Schedule(new DateTimeOffset(scheduler.Clock + 5, TimeSpan.Zero), self =>
        {
            absolute.Add(scheduler.Clock);
            if (absolute.Count < 3)
            {
                self(scheduler.Now.AddTicks(5));
            }
        });
        scheduler.Start();
        Assert.Equal(3, absolute.Count);
        Assert.Equal(5, absolute[1] - absolute[0]);
    }

    [Fact]
    public void CurrentThread_TrampolinesNestedWork()
    {
        Assert.True(CurrentThreadScheduler.IsScheduleRequired);
        var log = new List<string>();
        Scheduler.CurrentThread.Schedule(() =>
        {
            Assert.False(CurrentThreadScheduler.IsScheduleRequired);
            log.Add("outer start");
            Scheduler.CurrentThread.Schedule(() => log.Add("second"));
            Scheduler.CurrentThread.Schedule(() => log.Add("third"));
            var canceled = Scheduler.CurrentThread.Schedule(() => log.Add("canceled"));
            canceled.Dispose();
            log.Add("outer end");
        });
        Assert.Equal(["outer start", "outer end", "second", "third"], log);
        Assert.True(CurrentThreadScheduler.IsScheduleRequired);
    }

    [Fact]
    public void CurrentThread_OrdersByDueTime()
    {
        var log = new List<int>();
        Scheduler.CurrentThread.Schedule(() =>
        {
            Scheduler.CurrentThread.Schedule(TimeSpan.FromMilliseconds(20), () => log.Add(3));
            Scheduler.CurrentThread.Schedule(TimeSpan.FromMilliseconds(5), () => log.Add(2));
            Scheduler.CurrentThread.Schedule(() => log.Add(1));
        });
        Assert.Equal([1, 2, 3], log);
    }

    [Fact]
    public void CurrentThread_FailingWork_LeavesACleanTrampoline()
    {
        Assert.Throws<InvalidOperationException>(() => Scheduler.CurrentThread.Schedule(() =>
        {
            Scheduler.CurrentThread.Schedule(() => throw new FormatException());
            throw new InvalidOperationException();
        }));
        Assert.True(CurrentThreadScheduler.IsScheduleRequired);
        var ran = false;
        Scheduler.CurrentThread.Schedule(() => ran = true);
        Assert.True(ran);
    }

    [Fact]
    public void Immediate_RunsInline_AndNegativeDueTimeMeansNow()
    {
        var ran = 0;
        Scheduler.Immediate.Schedule(() => ran++);
        Assert.Equal(1, ran);
        Scheduler.Immediate.Schedule(TimeSpan.FromSeconds(-1), () => ran++);
        Scheduler.Immediate.Schedule(DateTimeOffset.MinValue, () => ran++);
        Assert.Equal(3, ran);
    }

    [Fact]
    public void EventLoop_RunsInFifoOrder_OnOneThread()
    {
        using var loop = new EventLoopScheduler();
        var log = new List<int>();
        var threads = new HashSet<int>();
        var done = new ManualResetEventSlim();
        for (var i = 0; i < 1000; i++)
        {
            var n = i;
            loop.Schedule(() =>
            {
                log.Add(n);
                threads.Add(Environment.CurrentManagedThreadId);
                if (n == 999)
                {
                    done.Set();
                }
            });
        }

        done.WaitWithin();
        Assert.Equal(Enumerable.Range(0, 1000), log);
        Assert.Single(threads);
    }

    [Fact]
    public void EventLoop_TimedItemsRunByDueTime()
    {
        using var loop = new EventLoopScheduler();
        var log = new List<string>();
        var done = new ManualResetEventSlim();
        var gate = new ManualResetEventSlim();

        // Hold the loop so every item is queued before any runs.
        loop.Schedule(() => gate.Wait(SchedulerTestSupport.Timeout));
        loop.Schedule(TimeSpan.FromMilliseconds(30), () => { log.Add("30"); done.Set(); });
        loop.Schedule(TimeSpan.FromMilliseconds(10), () => log.Add("10"));
        loop.Schedule(DateTimeOffset.UtcNow.AddMilliseconds(20), () => log.Add("20"));
        loop.Schedule(() => log.Add("now"));
        loop.Schedule(() => log.Add("now too"));
        gate.Set();
        done.WaitWithin();
        Assert.Equal(["now", "now too", "10", "20", "30"], log);
    }

    [Fact]
    public void EventLoop_IsFairToTwoRecursiveLoops()
    {
        using var loop = new EventLoopScheduler();
        var log = new List<char>();
        var done = new CountdownEvent(2);
        var gate = new ManualResetEventSlim();
        loop.Schedule(() => gate.Wait(SchedulerTestSupport.Timeout));
        foreach (var name in "ab")
        {
            loop.Schedule(0, (i, self) =>
            {
                log.Add(name);
                if (i < 4)
                {
                    self(i + 1);
                }
                else
                {
                    done.Signal();
                }
            });
        }

        gate.Set();
        done.WaitWithin();
        Assert.Equal("ababababab", new string([.. log]));
    }

    [Fact]
    public void EventLoop_Dispose_StopsThread_AndRejectsWork()
    {
        Thread? thread = null;
        var loop = new EventLoopScheduler(start => thread = new Thread(start) { IsBackground = true });
        var ran = new ManualResetEventSlim();
        var pendingRan = false;
        var gate = new ManualResetEventSlim();
        loop.Schedule(() => { ran.Set(); gate.Wait(SchedulerTestSupport.Timeout); });
        loop.Schedule(() => pendingRan = true);
        ran.WaitWithin();
        loop.Dispose();
        gate.Set();
        Assert.True(thread!.Join(SchedulerTestSupport.Timeout));
        Assert.False(pendingRan);
        Assert.Throws<ObjectDisposedException>(() => loop.Schedule(() => { }));
        Assert.Throws<ObjectDisposedException>(() => loop.Schedule(TimeSpan.FromSeconds(1), () => { }));
        loop.Dispose();
    }

    [Fact]
    public void NewThread_RecursiveWorkStaysOnItsThread()
    {
        var threads = new HashSet<int>();
        var done = new ManualResetEventSlim();
        NewThreadScheduler.Default.Schedule(0, (i, self) =>
        {
            threads.Add(Environment.CurrentManagedThreadId);
            if (i < 10)
            {
                self(i + 1);
            }
            else
            {
                done.Set();
            }
        });
        done.WaitWithin();
        Assert.Single(threads);
        Assert.DoesNotContain(Environment.CurrentManagedThreadId, threads);
    }

    [Theory]
    [InlineData("NewThread")]
    [InlineData("TaskPool")]
    public void LongRunning_LoopsUntilCanceled(string name)
    {
        var longRunning = Create(name).AsLongRunning();
        Assert.NotNull(longRunning);
        var started = new ManualResetEventSlim();
        var stopped = new ManualResetEventSlim();
        var d = longRunning.ScheduleLongRunning(cancel =>
        {
            started.Set();
            while (!cancel.IsDisposed)
            {
                Thread.Yield();
            }

            stopped.Set();
        });
        started.WaitWithin();
        Assert.False(stopped.IsSet);
        d.Dispose();
        stopped.WaitWithin();
    }

    [Fact]
    public void OptionalInterfaces_AreDiscovered()
    {
        Assert.Null(Scheduler.Default.AsLongRunning());
        Assert.NotNull(Scheduler.Default.AsPeriodic());
        Assert.NotNull(Scheduler.Default.AsStopwatchProvider());
        Assert.Null(Scheduler.Immediate.AsPeriodic());
        Assert.NotNull(NewThreadScheduler.Default.AsLongRunning());
        Assert.NotNull(TaskPoolScheduler.Default.AsLongRunning());
        using var loop = new EventLoopScheduler();
        Assert.Null(loop.AsLongRunning());
        Assert.Throws<ArgumentNullException>("scheduler", () => ((IScheduler)null!).AsLongRunning());
    }

    [Fact]
    public void Normalize_ClampsNegative()
    {
        Assert.Equal(TimeSpan.Zero, Scheduler.Normalize(TimeSpan.FromTicks(-5)));
        Assert.Equal(TimeSpan.FromTicks(5), Scheduler.Normalize(TimeSpan.FromTicks(5)));
    }

    [Fact]
    public void StartStopwatch_IsMonotonic()
    {
        var sw = Scheduler.Default.StartStopwatch();
        var a = sw.Elapsed;
        var b = sw.Elapsed;
        Assert.True(a >= TimeSpan.Zero);
        Assert.True(b >= a);
        var emulated = new NowOnlyScheduler(new TestScheduler()).StartStopwatch();
        Assert.Equal(TimeSpan.Zero, emulated.Elapsed);
    }

    [Fact]
    public void SynchronizationContext_PostsWork_OrRunsInlineWhenAllowed()
    {
        var context = new QueueingSynchronizationContext();
        var scheduler = new SynchronizationContextScheduler(context);
        var log = new List<int>();
        scheduler.Schedule(() => log.Add(1));
        var canceled = scheduler.Schedule(() => log.Add(99));
        canceled.Dispose();
        Assert.Empty(log);
        Assert.Equal(2, context.Posted);
        context.Pump();
        Assert.Equal([1], log);

        var inline = new SynchronizationContextScheduler(context, alwaysPost: false);
        inline.Schedule(() => inline.Schedule(() => log.Add(2)));
        Assert.Equal(3, context.Posted);
        context.Pump();
        Assert.Equal([1, 2], log);
        Assert.Equal(3, context.Posted);
        Assert.Throws<ArgumentNullException>("context", () => new SynchronizationContextScheduler(null!));
    }

    [Fact]
    public void SynchronizationContext_TimedWorkIsPostedWhenDue()
    {
        var posted = new ManualResetEventSlim();
        var context = new SignalingContext(posted);
        var scheduler = new SynchronizationContextScheduler(context);
        scheduler.Schedule(TimeSpan.FromMilliseconds(5), () => { });
        posted.WaitWithin();
    }

    [Fact]
    public void Catch_HandlesChosenExceptions_AndRethrowsOthers()
    {
        var scheduler = new TestScheduler();
        var seen = new List<Exception>();
        var safe = scheduler.Catch<InvalidOperationException>(e => { seen.Add(e); return e.Message == "ok"; });
        var ran = 0;
        safe.Schedule(() => throw new InvalidOperationException("ok"));
        safe.Schedule(TimeSpan.FromTicks(10), () => ran++);
        safe.Schedule(self =>
        {
            if (++ran < 3)
            {
                self();
            }
            else
            {
                throw new InvalidOperationException("ok");
            }
        });
        scheduler.Start();
        Assert.Equal(4, ran);
        Assert.Equal(2, seen.Count);

        safe.Schedule(() => throw new InvalidOperationException("not ok"));
        Assert.Throws<InvalidOperationException>(scheduler.Start);
        safe.Schedule(() => throw new FormatException());
        Assert.Throws<FormatException>(scheduler.Start);
        Assert.Same(scheduler.AsStopwatchProvider(), safe.AsStopwatchProvider());
        Assert.Null(safe.AsLongRunning());
    }

    [Fact]
    public void Catch_WrapsLongRunningWork()
    {
        var safe = NewThreadScheduler.Default.Catch<FormatException>(_ => true);
        var longRunning = safe.AsLongRunning();
        Assert.NotNull(longRunning);
        var reached = new ManualResetEventSlim();
        longRunning.ScheduleLongRunning(_ =>
        {
            reached.Set();
            throw new FormatException();
        });
        reached.WaitWithin();
    }

    [Fact]
    public void ScheduledDisposable_DisposesOnTheScheduler()
    {
        var scheduler = new TestScheduler();
        var inner = new BooleanDisposable();
        var d = new ScheduledDisposable(scheduler, inner);
        Assert.Same(scheduler, d.Scheduler);
        Assert.Same(inner, d.Disposable);
        d.Dispose();
        Assert.True(d.IsDisposed);
        Assert.False(inner.IsDisposed);
        scheduler.Start();
        Assert.True(inner.IsDisposed);
        d.Dispose();
        Assert.Throws<ArgumentNullException>("disposable", () => new ScheduledDisposable(scheduler, null!));
    }

    [Fact]
    public void Arguments_AreChecked()
    {
        Assert.Throws<ArgumentNullException>("action", () => Scheduler.Default.Schedule((Action)null!));
        Assert.Throws<ArgumentNullException>("scheduler", () => ((IScheduler)null!).Schedule(() => { }));
        Assert.Throws<ArgumentNullException>("action", () => Scheduler.Default.Schedule((Action<Action>)null!));
        Assert.Throws<ArgumentOutOfRangeException>("period", () => Scheduler.Default.SchedulePeriodic(TimeSpan.FromTicks(-1), () => { }));
        Assert.Throws<ArgumentNullException>("handler", () => Scheduler.Default.Catch<Exception>(null!));
        Assert.Throws<ArgumentNullException>("taskFactory", () => new TaskPoolScheduler(null!));
        Assert.Throws<ArgumentNullException>("threadFactory", () => new EventLoopScheduler(null!));
        Assert.Throws<ArgumentNullException>("threadFactory", () => new NewThreadScheduler(null!));
    }

    /// <summary>A scheduler with only <c>Now</c>, to reach the emulated stopwatch.</summary>
    private sealed class NowOnlyScheduler(IScheduler inner) : IScheduler
    {
        public DateTimeOffset Now => inner.Now;

        public IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action) => inner.Schedule(state, action);

        public IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action) => inner.Schedule(state, dueTime, action);

        public IDisposable Schedule<TState>(TState state, DateTimeOffset dueTime, Func<IScheduler, TState, IDisposable> action) => inner.Schedule(state, dueTime, action);
    }

    private sealed class SignalingContext(ManualResetEventSlim posted) : SynchronizationContext
    {
        public override void Post(SendOrPostCallback d, object? state) => posted.Set();
    }
}
