using System.Collections.Concurrent;
using Rheo.Concurrency;
using Rheo.Disposables;

namespace Rheo.Tests.Concurrency;

/// <summary>
/// The native periodic work of the event loop, new-thread and task-pool schedulers, and long-running work on the
/// thread-pool scheduler, on real threads: each test stops the work from inside its own n-th call (every call first
/// waits until the handle is assigned), so the number of calls is exact, and waits only through the bounded helpers.
/// </summary>
public class NativePeriodicSchedulerTests
{
    private static readonly TimeSpan Period = TimeSpan.FromMilliseconds(1);

    [Fact]
    public void EventLoop_RunsOnTheLoopThread_ThreadsStateAndStopsWhenDisposed()
    {
        Thread? loopThread = null;
        using var loop = new EventLoopScheduler(start => loopThread = new Thread(start) { IsBackground = true });
        var seen = new List<(int State, Thread Thread)>();
        using var done = new ManualResetEventSlim();
        using var assigned = new ManualResetEventSlim();
        var periodic = new SingleAssignmentDisposable();
        periodic.Disposable = loop.SchedulePeriodic(1, Period, n =>
        {
            assigned.WaitWithin();
            seen.Add((n, Thread.CurrentThread));
            if (seen.Count == 3)
            {
                periodic.Dispose();
                done.Set();
            }

            return n * 2;
        });
        assigned.Set();
        done.WaitWithin();

        // The loop runs its items in order: once this marker ran, any further tick would already have been queued.
        using var marker = new ManualResetEventSlim();
        loop.Schedule(marker.Set);
        marker.WaitWithin();
        Assert.Equal([1, 2, 4], seen.Select(s => s.State));
        Assert.All(seen, s => Assert.Same(loopThread, s.Thread));
    }

    [Fact]
    public void EventLoop_ChecksArguments_AndRefusesWorkAfterDispose()
    {
        var loop = new EventLoopScheduler();
        Assert.Equal("period", Assert.Throws<ArgumentOutOfRangeException>(() => loop.SchedulePeriodic(0, TimeSpan.FromTicks(-1), n => n)).ParamName);
        Assert.Equal("action", Assert.Throws<ArgumentNullException>(() => loop.SchedulePeriodic(0, Period, null!)).ParamName);
        loop.Dispose();
        Assert.Throws<ObjectDisposedException>(() => loop.SchedulePeriodic(0, Period, n => n));
    }

    [Fact]
    public void EventLoop_IsUsedBySchedulePeriodicExtension()
    {
        using var loop = new EventLoopScheduler();
        Assert.Same(loop, loop.AsPeriodic());
        using var done = new CountdownEvent(2);
        using var assigned = new ManualResetEventSlim();
        var periodic = new SingleAssignmentDisposable();
        periodic.Disposable = Scheduler.SchedulePeriodic(loop, Period, () =>
        {
            assigned.WaitWithin();
            if (!done.IsSet && done.Signal())
            {
                periodic.Dispose();
            }
        });
        assigned.Set();
        done.WaitWithin();
    }

    [Fact]
    public void NewThread_RunsOnADedicatedThreadThatEndsWhenDisposed()
    {
        var threads = new ConcurrentBag<Thread>();
        var scheduler = new NewThreadScheduler(start =>
        {
            var thread = new Thread(start) { IsBackground = true, Name = "periodic test" };
            threads.Add(thread);
            return thread;
        });
        var seen = new List<(int State, Thread Thread)>();
        using var assigned = new ManualResetEventSlim();
        var periodic = new SingleAssignmentDisposable();
        periodic.Disposable = scheduler.SchedulePeriodic(1, Period, n =>
        {
            assigned.WaitWithin();
            seen.Add((n, Thread.CurrentThread));
            if (seen.Count == 3)
            {
                periodic.Dispose();
            }

            return n + 1;
        });
        assigned.Set();
        var thread = Assert.Single(threads);

        // Disposed from its third call, the thread returns without another call.
        thread.JoinWithin();
        Assert.Equal([1, 2, 3], seen.Select(s => s.State));
        Assert.All(seen, s => Assert.Same(thread, s.Thread));
    }

    [Fact]
    public void NewThread_DisposeWakesAWaitingThread()
    {
        Thread? thread = null;
        var scheduler = new NewThreadScheduler(start => thread = new Thread(start) { IsBackground = true });
        var calls = 0;
        var periodic = scheduler.SchedulePeriodic(0, TimeSpan.FromHours(1), n =>
        {
            calls++;
            return n;
        });
        periodic.Dispose();
        thread!.JoinWithin();
        Assert.Equal(0, calls);
    }

    [Fact]
    public void NewThread_ZeroPeriodRunsBackToBack()
    {
        Thread? thread = null;
        var scheduler = new NewThreadScheduler(start => thread = new Thread(start) { IsBackground = true });
        using var assigned = new ManualResetEventSlim();
        var periodic = new SingleAssignmentDisposable();
        var last = 0;
        periodic.Disposable = scheduler.SchedulePeriodic(0, TimeSpan.Zero, n =>
        {
            assigned.WaitWithin();
            last = n;
            if (n == 1000)
            {
                periodic.Dispose();
            }

            return n + 1;
        });
        assigned.Set();
        thread!.JoinWithin();
        Assert.Equal(1000, last);
    }

    [Fact]
    public void NewThread_ChecksArguments()
    {
        Assert.Equal("period", Assert.Throws<ArgumentOutOfRangeException>(() => NewThreadScheduler.Default.SchedulePeriodic(0, TimeSpan.FromTicks(-1), n => n)).ParamName);
        Assert.Equal("action", Assert.Throws<ArgumentNullException>(() => NewThreadScheduler.Default.SchedulePeriodic(0, Period, null!)).ParamName);
    }

    [Fact]
    public void TaskPool_RunsTasksOnTheFactorysScheduler_InOrder_WithoutOverlap()
    {
        var taskScheduler = new CountingTaskScheduler();
        var scheduler = new TaskPoolScheduler(new TaskFactory(taskScheduler));
        var seen = new List<int>();
        var running = 0;
        var overlapped = false;
        using var done = new ManualResetEventSlim();
        using var assigned = new ManualResetEventSlim();
        var periodic = new SingleAssignmentDisposable();
        periodic.Disposable = scheduler.SchedulePeriodic(1, Period, n =>
        {
            assigned.WaitWithin();
            overlapped |= Interlocked.Increment(ref running) != 1;
            overlapped |= TaskScheduler.Current != taskScheduler;
            seen.Add(n);
            if (seen.Count == 4)
            {
                periodic.Dispose();
                done.Set();
            }

            Interlocked.Decrement(ref running);
            return n * 3;
        });
        assigned.Set();
        done.WaitWithin();

        // Disposed from its fourth call: that call queues nothing more.
        Bounded.Until(() => taskScheduler.Running == 0);
        Assert.Equal([1, 3, 9, 27], seen);
        Assert.False(overlapped);
        Assert.True(taskScheduler.Queued >= 4);
    }

    [Fact]
    public void TaskPool_ZeroPeriodDoesNotGrowTheStack()
    {
        var scheduler = TaskPoolScheduler.Default;
        var depths = new List<int>();
        using var done = new ManualResetEventSlim();
        using var assigned = new ManualResetEventSlim();
        var periodic = new SingleAssignmentDisposable();
        periodic.Disposable = scheduler.SchedulePeriodic(0, TimeSpan.Zero, n =>
        {
            assigned.WaitWithin();
            if (n % 100 == 0)
            {
                depths.Add(SchedulerTestSupport.StackDepth());
            }

            if (n == 1000)
            {
                periodic.Dispose();
                done.Set();
            }

            return n + 1;
        });
        assigned.Set();
        done.WaitWithin();
        Assert.True(depths.Max() - depths.Min() < 20, $"stack depths {string.Join(", ", depths)}");
    }

    [Fact]
    public void TaskPool_DisposeBeforeTheFirstCallCancelsIt()
    {
        var taskScheduler = new CountingTaskScheduler();
        var scheduler = new TaskPoolScheduler(new TaskFactory(taskScheduler));
        var calls = 0;
        scheduler.SchedulePeriodic(0, TimeSpan.FromHours(1), n =>
        {
            calls++;
            return n;
        }).Dispose();
        Assert.Equal(0, calls);
        Assert.Equal(0, taskScheduler.Queued);
    }

    [Fact]
    public void TaskPool_ChecksArguments()
    {
        Assert.Equal("period", Assert.Throws<ArgumentOutOfRangeException>(() => TaskPoolScheduler.Default.SchedulePeriodic(0, TimeSpan.FromTicks(-1), n => n)).ParamName);
        Assert.Equal("action", Assert.Throws<ArgumentNullException>(() => TaskPoolScheduler.Default.SchedulePeriodic(0, Period, null!)).ParamName);
    }

    [Fact]
    public void ThreadPool_LongRunningWorkGetsAThreadOfItsOwn_AndSeesCancellation()
    {
        var scheduler = ThreadPoolScheduler.Instance;
        Assert.Same(scheduler, scheduler.AsLongRunning());
        using var started = new ManualResetEventSlim();
        using var finished = new ManualResetEventSlim();
        var onPool = true;
        var sawCancel = false;
        var handle = scheduler.ScheduleLongRunning(42, (state, cancel) =>
        {
            onPool = Thread.CurrentThread.IsThreadPoolThread;
            started.Set();
            Bounded.Until(() => cancel.IsDisposed);
            sawCancel = state == 42 && cancel.IsDisposed;
            finished.Set();
        });
        started.WaitWithin();
        handle.Dispose();
        finished.WaitWithin();
        Assert.False(onPool);
        Assert.True(sawCancel);
        Assert.Equal("action", Assert.Throws<ArgumentNullException>(() => scheduler.ScheduleLongRunning(0, null!)).ParamName);
    }

    /// <summary>Runs tasks on the thread pool and counts those queued and still running.</summary>
    private sealed class CountingTaskScheduler : TaskScheduler
    {
        private int _queued;
        private int _running;

        public int Queued => Volatile.Read(ref _queued);

        public int Running => Volatile.Read(ref _running);

        protected override void QueueTask(Task task)
        {
            Interlocked.Increment(ref _queued);
            Interlocked.Increment(ref _running);
            ThreadPool.UnsafeQueueUserWorkItem(
                static s =>
                {
                    var (self, t) = ((CountingTaskScheduler, Task))s!;
                    self.TryExecuteTask(t);
                    Interlocked.Decrement(ref self._running);
                },
                (this, task));
        }

        protected override bool TryExecuteTaskInline(Task task, bool taskWasPreviouslyQueued) => false;

        protected override IEnumerable<Task> GetScheduledTasks() => [];
    }
}
