using BenchmarkDotNet.Attributes;
using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Testing;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

/// <summary>
/// Schedulers: N work items through each (waited for on the threaded ones), N periodic schedules started and
/// cancelled (their ticks are not waited for), virtual time run to the end.
/// </summary>
public class SchedulersBenchmarks : ApiCoverageBenchmark
{
    private static readonly Func<IScheduler, CountdownEvent, IDisposable> Signal = static (_, done) =>
    {
        done.Signal();
        return Disposable.Empty;
    };

    private void ScheduleAndWait(IScheduler scheduler, bool delayed = false)
    {
        using var done = new CountdownEvent(N);
        for (var i = 0; i < N; i++)
        {
            if (delayed)
            {
                scheduler.Schedule(done, TimeSpan.Zero, Signal);
            }
            else
            {
                scheduler.Schedule(done, Signal);
            }
        }

        CoverageWait.For(done.Wait(CoverageWait.Timeout));
    }

    private void StartAndCancelPeriodic(ISchedulerPeriodic scheduler)
    {
        for (var i = 0; i < N; i++)
        {
            scheduler.SchedulePeriodic(0, TimeSpan.FromHours(1), static s => s).Dispose();
        }
    }

    [Benchmark]
    [Covers(typeof(ImmediateScheduler), nameof(ImmediateScheduler.Schedule))]
    [Covers(typeof(IScheduler), nameof(IScheduler.Schedule))]
    public void Immediate()
    {
        ScheduleAndWait(ImmediateScheduler.Instance);
        ScheduleAndWait(ImmediateScheduler.Instance, delayed: true);
    }

    [Benchmark]
    [Covers(typeof(CurrentThreadScheduler), nameof(CurrentThreadScheduler.Schedule))]
    [Covers(typeof(LocalScheduler), nameof(LocalScheduler.Schedule), nameof(LocalScheduler.StartStopwatch))]
    public void CurrentThread()
    {
        LocalScheduler local = CurrentThreadScheduler.Instance;
        using var done = new CountdownEvent(N);
        for (var i = 0; i < N; i++)
        {
            CurrentThreadScheduler.Instance.Schedule(done, TimeSpan.Zero, Signal);
        }

        local.Schedule(done, DateTimeOffset.MinValue, static (_, d) => Disposable.Empty);
        Total += local.StartStopwatch().Elapsed.Ticks;
        CoverageWait.For(done.Wait(CoverageWait.Timeout));
    }

    [Benchmark]
    [Covers(typeof(DefaultScheduler), nameof(DefaultScheduler.Schedule), nameof(DefaultScheduler.SchedulePeriodic))]
    public void Default()
    {
        ScheduleAndWait(DefaultScheduler.Instance);
        StartAndCancelPeriodic(DefaultScheduler.Instance);
    }

    [Benchmark]
    [Covers(typeof(ThreadPoolScheduler), nameof(ThreadPoolScheduler.Schedule), nameof(ThreadPoolScheduler.SchedulePeriodic))]
    [Covers(typeof(ISchedulerPeriodic), nameof(ISchedulerPeriodic.SchedulePeriodic))]
    public void ThreadPool()
    {
        ScheduleAndWait(ThreadPoolScheduler.Instance);
        for (var i = 0; i < N; i++)
        {
            ThreadPoolScheduler.Instance.SchedulePeriodic(0, TimeSpan.FromHours(1), static s => s).Dispose();
        }

        StartAndCancelPeriodic(ThreadPoolScheduler.Instance);
    }

    [Benchmark]
    [Covers(typeof(TaskPoolScheduler), nameof(TaskPoolScheduler.Schedule), nameof(TaskPoolScheduler.ScheduleLongRunning))]
    public void TaskPool()
    {
        ScheduleAndWait(TaskPoolScheduler.Default);
        using var done = new ManualResetEventSlim();
        TaskPoolScheduler.Default.ScheduleLongRunning(done, static (d, _) => d.Set());
        CoverageWait.For(done.Wait(CoverageWait.Timeout));
    }

    [Benchmark]
    [Covers(typeof(EventLoopScheduler), nameof(EventLoopScheduler.Schedule), nameof(EventLoopScheduler.Dispose))]
    public void EventLoop()
    {
        using var loop = new EventLoopScheduler();
        ScheduleAndWait(loop);
        loop.Dispose();
    }

    [Benchmark]
    [Covers(typeof(NewThreadScheduler), nameof(NewThreadScheduler.Schedule), nameof(NewThreadScheduler.ScheduleLongRunning))]
    [Covers(typeof(ISchedulerLongRunning), nameof(ISchedulerLongRunning.ScheduleLongRunning))]
    [Covers(typeof(Scheduler), nameof(Scheduler.ScheduleLongRunning))]
    public void NewThread()
    {
        // One thread per top-level Schedule: the N items are scheduled recursively on it.
        using var done = new CountdownEvent(N + 2);
        NewThreadScheduler.Default.Schedule(done, TimeSpan.Zero, (self, d) =>
        {
            for (var i = 0; i < N; i++)
            {
                self.Schedule(d, Signal);
            }

            return Disposable.Empty;
        });
        ISchedulerLongRunning longRunning = NewThreadScheduler.Default;
        longRunning.ScheduleLongRunning(done, static (d, _) => d.Signal());
        NewThreadScheduler.Default.ScheduleLongRunning(_ => done.Signal());
        CoverageWait.For(done.Wait(CoverageWait.Timeout));
    }

    [Benchmark]
    [Covers(typeof(SynchronizationContextScheduler), nameof(SynchronizationContextScheduler.Schedule))]
    public void SynchronizationContext() => ScheduleAndWait(new SynchronizationContextScheduler(new InlineContext(), alwaysPost: true));

    [Benchmark]
    [Covers(typeof(TimeProviderScheduler), nameof(TimeProviderScheduler.Schedule), nameof(TimeProviderScheduler.SchedulePeriodic), nameof(TimeProviderScheduler.StartStopwatch), nameof(TimeProviderScheduler.GetService))]
    [Covers(typeof(SchedulerTimeProvider), nameof(SchedulerTimeProvider.CreateTimer), nameof(SchedulerTimeProvider.GetTimestamp), nameof(SchedulerTimeProvider.GetUtcNow))]
    public void TimeProviderOverVirtualTime()
    {
        var virtualTime = new TestScheduler();
        var provider = new SchedulerTimeProvider(virtualTime);
        var scheduler = new TimeProviderScheduler(provider);
        using var done = new CountdownEvent(N);
        for (var i = 0; i < N; i++)
        {
            scheduler.Schedule(done, TimeSpan.FromTicks(i), Signal);
        }

        var periodic = scheduler.SchedulePeriodic(0, TimeSpan.FromTicks(10), static s => s + 1);
        var stopwatch = scheduler.StartStopwatch();
        virtualTime.AdvanceBy(N);
        periodic.Dispose();
        Total += stopwatch.Elapsed.Ticks + provider.GetTimestamp() + provider.GetUtcNow().Ticks + (scheduler.GetService(typeof(ISchedulerPeriodic)) is null ? 0 : 1);
        CoverageWait.For(done.Wait(CoverageWait.Timeout));
    }

    [Benchmark]
    [Covers(typeof(PrecisionScheduler), nameof(PrecisionScheduler.Schedule), nameof(PrecisionScheduler.SchedulePeriodic), nameof(PrecisionScheduler.StartStopwatch), nameof(PrecisionScheduler.GetService), nameof(PrecisionScheduler.Dispose))]
    public void Precision()
    {
        using var scheduler = new PrecisionScheduler();
        ScheduleAndWait(scheduler);
        for (var i = 0; i < N; i++)
        {
            scheduler.SchedulePeriodic(0, TimeSpan.FromHours(1), static s => s).Dispose();
        }

        Total += scheduler.StartStopwatch().Elapsed.Ticks + (scheduler.GetService(typeof(IStopwatchProvider)) is null ? 0 : 1);
        scheduler.Dispose();
    }

    [Benchmark]
    [Covers(typeof(PrecisionTimer), nameof(PrecisionTimer.Enqueue), nameof(PrecisionTimer.Start), nameof(PrecisionTimer.Stop), nameof(PrecisionTimer.Dispose), nameof(PrecisionTimer.GetTimestamp), nameof(PrecisionTimer.ToTimestampTicks))]
    [Covers(typeof(PrecisionTimerStatistics), nameof(PrecisionTimerStatistics.BucketOf), nameof(PrecisionTimerStatistics.BucketUpperBoundMicroseconds))]
    public void PrecisionTimerTimetable()
    {
        // Entries due now: each one runs the handler, or the skip callback when the timer judges it too late.
        using var done = new CountdownEvent(N);
        using var timer = new PrecisionTimer(_ => done.Signal()) { Skipped = _ => done.Signal() };
        var now = timer.GetTimestamp() + timer.ToTimestampTicks(TimeSpan.FromTicks(1));
        for (var i = 0; i < N; i++)
        {
            timer.Enqueue(now);
        }

        timer.Start();
        CoverageWait.For(done.Wait(CoverageWait.Timeout));
        timer.Stop();
        timer.Dispose();
        Total += PrecisionTimerStatistics.BucketOf(12.5) + (long)PrecisionTimerStatistics.BucketUpperBoundMicroseconds(3);
    }

    [Benchmark]
    [Covers(typeof(Scheduler), nameof(Scheduler.Schedule), nameof(Scheduler.Normalize), nameof(Scheduler.StartStopwatch), nameof(Scheduler.AsLongRunning), nameof(Scheduler.AsPeriodic), nameof(Scheduler.AsStopwatchProvider), nameof(Scheduler.Catch))]
    public void SchedulerExtensions()
    {
        var scheduler = ImmediateScheduler.Instance;
        var count = 0;
        var n = N;
        scheduler.Schedule(self =>
        {
            if (++count < n)
            {
                self();
            }
        });
        var caught = scheduler.Catch<InvalidOperationException>(static _ => true);
        for (var i = 0; i < N; i++)
        {
            scheduler.Schedule(static () => { });
            caught.Schedule(static () => throw new InvalidOperationException());
            Total += Scheduler.Normalize(TimeSpan.FromTicks(-i)).Ticks;
        }

        Total += count + scheduler.StartStopwatch().Elapsed.Ticks
            + (scheduler.AsLongRunning() is null ? 0 : 1) + (scheduler.AsPeriodic() is null ? 0 : 1) + (scheduler.AsStopwatchProvider() is null ? 0 : 1);
    }

    [Benchmark]
    [Covers(typeof(Scheduler), nameof(Scheduler.SchedulePeriodic))]
    public void SchedulePeriodicExtension()
    {
        for (var i = 0; i < N; i++)
        {
            ThreadPoolScheduler.Instance.SchedulePeriodic(TimeSpan.FromHours(1), static () => { }).Dispose();
        }
    }

    [Benchmark]
    [Covers(typeof(Scheduler), nameof(Scheduler.Yield), nameof(Scheduler.Sleep), nameof(Scheduler.ScheduleAsync))]
    [Covers(typeof(SchedulerOperation), nameof(SchedulerOperation.GetAwaiter))]
    [Covers(typeof(SchedulerOperationAwaiter), nameof(SchedulerOperationAwaiter.GetResult), nameof(SchedulerOperationAwaiter.OnCompleted), nameof(SchedulerOperationAwaiter.UnsafeOnCompleted))]
    public async Task AsyncScheduling()
    {
        var scheduler = ImmediateScheduler.Instance;
        for (var i = 0; i < N; i++)
        {
            await scheduler.Yield();
            await scheduler.Sleep(TimeSpan.Zero);
            var awaiter = scheduler.Yield().GetAwaiter();
            awaiter.OnCompleted(static () => { });
            awaiter.GetResult();
            scheduler.ScheduleAsync(static (_, _) => Task.CompletedTask);
        }
    }

    [Benchmark]
    [Covers(typeof(VirtualTimeSchedulerBase<,>), nameof(VirtualTimeSchedulerBase<long, long>.Schedule), nameof(VirtualTimeSchedulerBase<long, long>.ScheduleAbsolute), nameof(VirtualTimeSchedulerBase<long, long>.ScheduleRelative), nameof(VirtualTimeSchedulerBase<long, long>.AdvanceBy), nameof(VirtualTimeSchedulerBase<long, long>.AdvanceTo), nameof(VirtualTimeSchedulerBase<long, long>.Sleep), nameof(VirtualTimeSchedulerBase<long, long>.Start), nameof(VirtualTimeSchedulerBase<long, long>.Stop), nameof(VirtualTimeSchedulerBase<long, long>.StartStopwatch))]
    [Covers(typeof(VirtualTimeScheduler<,>), nameof(VirtualTimeScheduler<long, long>.ScheduleAbsolute))]
    [Covers(typeof(IStopwatchProvider), nameof(IStopwatchProvider.StartStopwatch))]
    public void VirtualTime()
    {
        var test = new TestScheduler();
        VirtualTimeSchedulerBase<long, long> scheduler = test;
        VirtualTimeScheduler<long, long> derived = test;
        Func<IScheduler, int, IDisposable> nothing = static (_, _) => Disposable.Empty;
        for (var i = 0; i < N / 4; i++)
        {
            scheduler.Schedule(i, nothing);
            scheduler.ScheduleRelative(i, i, nothing);
            scheduler.ScheduleAbsolute(i, i, nothing);
            derived.ScheduleAbsolute(i, i + 1, nothing);
        }

        IStopwatchProvider provider = scheduler;
        var stopwatch = provider.StartStopwatch();
        var own = scheduler.StartStopwatch();
        scheduler.AdvanceTo(N / 8);
        scheduler.AdvanceBy(1);
        scheduler.Sleep(1);
        scheduler.Schedule(0, static (s, _) =>
        {
            ((VirtualTimeSchedulerBase<long, long>)s).Stop();
            return Disposable.Empty;
        });
        scheduler.Start();
        scheduler.Start();
        Total += stopwatch.Elapsed.Ticks + own.Elapsed.Ticks;
    }

    [Benchmark]
    [Covers(typeof(ScheduledItem<>), nameof(ScheduledItem<long>.Invoke), nameof(ScheduledItem<long>.CompareTo), nameof(ScheduledItem<long>.Cancel), nameof(ScheduledItem<long>.Dispose))]
    [Covers(typeof(IScheduledItem<>), nameof(IScheduledItem<long>.Invoke))]
    public void ScheduledItems()
    {
        Func<IScheduler, int, IDisposable> nothing = static (_, _) => Disposable.Empty;
        ScheduledItem<long>? previous = null;
        for (var i = 0; i < N; i++)
        {
            var item = new ScheduledItem<long, int>(ImmediateScheduler.Instance, i, nothing, i);
            IScheduledItem<long> asInterface = item;
            asInterface.Invoke();
            var other = new ScheduledItem<long, int>(ImmediateScheduler.Instance, i, nothing, i + 1);
            other.Invoke();
            Total += item.CompareTo(previous) + other.CompareTo(item);
            item.Cancel();
            other.Dispose();
            previous = item;
        }
    }

    private sealed class InlineContext : System.Threading.SynchronizationContext
    {
        public override void Post(SendOrPostCallback d, object? state) => d(state);

        public override void Send(SendOrPostCallback d, object? state) => d(state);
    }
}
