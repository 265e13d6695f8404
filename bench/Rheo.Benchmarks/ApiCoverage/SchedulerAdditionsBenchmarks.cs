using System.Reflection;
using BenchmarkDotNet.Attributes;
using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Joins;
using Rheo.PlatformServices;
using Rheo.Testing;
using RheoBench.Coverage;
using RheoObservable = Rheo.Linq.Observable;

namespace RheoBench.ApiCoverage;

/// <summary>
/// The scheduler additions and the platform services: N actions through the virtual-time action overloads and the
/// historical scheduler's queue, N periodic schedules started and cancelled on the event loop, new-thread and
/// task-pool schedulers (their ticks are not waited for), N values through the <c>Synchronization</c> forms, N calls of
/// each concurrency-layer and platform-service method.
/// </summary>
public class SchedulerAdditionsBenchmarks : ApiCoverageBenchmark
{
    private static readonly Func<IScheduler, CountdownEvent, IDisposable> Signal = static (_, done) =>
    {
        done.Signal();
        return Disposable.Empty;
    };

    // Pattern<TSource1> has no public constructor (as in Rx.NET): the benchmark makes one through reflection, once.
    private static readonly Pattern<int> SinglePattern = (Pattern<int>)typeof(Pattern<int>)
        .GetConstructor(BindingFlags.NonPublic | BindingFlags.Instance, [typeof(IObservable<int>)])!
        .Invoke([RheoObservable.Return(1)]);

    [Benchmark]
    [Covers(typeof(VirtualTimeSchedulerExtensions), nameof(VirtualTimeSchedulerExtensions.ScheduleAbsolute), nameof(VirtualTimeSchedulerExtensions.ScheduleRelative))]
    public void VirtualTimeActions()
    {
        var scheduler = new TestScheduler();
        var count = 0;
        for (var i = 0; i < N; i++)
        {
            scheduler.ScheduleAbsolute(i, () => count++);
            scheduler.ScheduleRelative(i, () => count++);
        }

        scheduler.Start();
        Total += count;
    }

    [Benchmark]
    [Covers(typeof(HistoricalScheduler), nameof(HistoricalScheduler.ScheduleAbsolute))]
    [Covers(typeof(SchedulerQueue<>), nameof(SchedulerQueue<long>.Enqueue), nameof(SchedulerQueue<long>.Dequeue), nameof(SchedulerQueue<long>.Peek), nameof(SchedulerQueue<long>.Remove))]
    public void HistoricalQueue()
    {
        var scheduler = new HistoricalScheduler(DateTimeOffset.UnixEpoch);
        var count = 0;
        for (var i = 0; i < N; i++)
        {
            scheduler.ScheduleAbsolute(DateTimeOffset.UnixEpoch.AddSeconds(N - i), () => count++);
        }

        scheduler.Start();

        var queue = new SchedulerQueue<long>();
        var items = new ScheduledItem<long>[N];
        for (var i = 0; i < N; i++)
        {
            items[i] = new ScheduledItem<long, int>(ImmediateScheduler.Instance, i, static (_, _) => Disposable.Empty, N - i);
            queue.Enqueue(items[i]);
        }

        for (var i = 0; i < N; i += 2)
        {
            queue.Remove(items[i]);
        }

        while (queue.Count > 0)
        {
            Total += queue.Peek().DueTime + queue.Dequeue().DueTime;
        }

        Total += count;
    }

    [Benchmark]
    [Covers(typeof(EventLoopScheduler), nameof(EventLoopScheduler.SchedulePeriodic))]
    [Covers(typeof(NewThreadScheduler), nameof(NewThreadScheduler.SchedulePeriodic))]
    [Covers(typeof(TaskPoolScheduler), nameof(TaskPoolScheduler.SchedulePeriodic))]
    public void NativePeriodic()
    {
        using var loop = new EventLoopScheduler();
        for (var i = 0; i < N; i++)
        {
            loop.SchedulePeriodic(0, TimeSpan.FromHours(1), static s => s).Dispose();
            NewThreadScheduler.Default.SchedulePeriodic(0, TimeSpan.FromHours(1), static s => s).Dispose();
            TaskPoolScheduler.Default.SchedulePeriodic(0, TimeSpan.FromHours(1), static s => s).Dispose();
        }
    }

    [Benchmark]
    [Covers(typeof(ThreadPoolScheduler), nameof(ThreadPoolScheduler.ScheduleLongRunning))]
    public void ThreadPoolLongRunning()
    {
        using var done = new CountdownEvent(1);
        ThreadPoolScheduler.Instance.ScheduleLongRunning(done, static (d, _) => d.Signal());
        CoverageWait.For(done.Wait(CoverageWait.Timeout));
    }

    [Benchmark]
    [Covers(typeof(Scheduler), nameof(Scheduler.DisableOptimizations))]
    public void DisableOptimizations()
    {
        using var done = new CountdownEvent(2 * N);
        var all = ImmediateScheduler.Instance.DisableOptimizations();
        var some = ImmediateScheduler.Instance.DisableOptimizations(typeof(ISchedulerLongRunning));
        for (var i = 0; i < N; i++)
        {
            all.Schedule(done, Signal);
            some.Schedule(done, Signal);
        }

        CoverageWait.For(done.Wait(CoverageWait.Timeout));
    }

    [Benchmark]
    [Covers(typeof(SchedulerOperation), nameof(SchedulerOperation.ConfigureAwait))]
    public async Task ConfigureAwait()
    {
        var scheduler = ImmediateScheduler.Instance;
        for (var i = 0; i < N; i++)
        {
            await scheduler.Yield().ConfigureAwait(false);
            await scheduler.Yield().ConfigureAwait(true);
        }
    }

    [Benchmark]
    [Covers(typeof(Synchronization), nameof(Synchronization.ObserveOn), nameof(Synchronization.SubscribeOn), nameof(Synchronization.Synchronize))]
    public void SynchronizationForms()
    {
        var observer = new CoverageCountingObserver<int>();
        var context = new InlineContext();
        var source = RheoObservable.Range(0, N);
        Synchronization.ObserveOn(source, ImmediateScheduler.Instance).Subscribe(observer);
        Synchronization.ObserveOn(source, context).Subscribe(observer);
        Synchronization.SubscribeOn(source, ImmediateScheduler.Instance).Subscribe(observer);
        Synchronization.SubscribeOn(source, context).Subscribe(observer);
        Synchronization.Synchronize(source).Subscribe(observer);
        Synchronization.Synchronize(source, new object()).Subscribe(observer);
        Total += observer.Count;
    }

    [Benchmark]
    [Covers(typeof(IConcurrencyAbstractionLayer), nameof(IConcurrencyAbstractionLayer.StartTimer), nameof(IConcurrencyAbstractionLayer.StartPeriodicTimer), nameof(IConcurrencyAbstractionLayer.QueueUserWorkItem), nameof(IConcurrencyAbstractionLayer.Sleep), nameof(IConcurrencyAbstractionLayer.StartStopwatch), nameof(IConcurrencyAbstractionLayer.StartThread))]
    public void ConcurrencyLayer()
    {
        var layer = PlatformEnlightenmentProvider.Current.GetService<IConcurrencyAbstractionLayer>()!;
        using var done = new CountdownEvent(N + 1);
        for (var i = 0; i < N; i++)
        {
            layer.StartTimer(static _ => { }, null, TimeSpan.FromHours(1)).Dispose();
            layer.StartPeriodicTimer(static () => { }, TimeSpan.FromHours(1)).Dispose();
            layer.QueueUserWorkItem(static d => ((CountdownEvent)d!).Signal(), done);
            layer.Sleep(TimeSpan.Zero);
            Total += layer.StartStopwatch().Elapsed.Ticks;
        }

        layer.StartThread(static d => ((CountdownEvent)d!).Signal(), done);
        CoverageWait.For(done.Wait(CoverageWait.Timeout));
    }

    [Benchmark]
    [Covers(typeof(IPlatformEnlightenmentProvider), nameof(IPlatformEnlightenmentProvider.GetService))]
    [Covers(typeof(CurrentPlatformEnlightenmentProvider), nameof(CurrentPlatformEnlightenmentProvider.GetService))]
    [Covers(typeof(EnlightenmentProvider), nameof(EnlightenmentProvider.EnsureLoaded))]
    [Covers(typeof(IExceptionServices), nameof(IExceptionServices.Rethrow))]
    public void EnlightenmentServices()
    {
        var provider = PlatformEnlightenmentProvider.Current;
        var current = new CurrentPlatformEnlightenmentProvider();
        var services = provider.GetService<IExceptionServices>()!;
        var error = new InvalidOperationException();
        for (var i = 0; i < N; i++)
        {
            Total += (provider.GetService<IScheduler>("ThreadPool") is null ? 0 : 1)
                + (current.GetService<ISystemClock>([]) is null ? 0 : 1)
                + (EnlightenmentProvider.EnsureLoaded() ? 1 : 0);
            try
            {
                services.Rethrow(error);
            }
            catch (InvalidOperationException)
            {
                Total++;
            }
        }
    }

    [Benchmark]
    [Covers(typeof(SystemClock), nameof(SystemClock.AddRef), nameof(SystemClock.Release))]
    [Covers(typeof(HostLifecycleService), nameof(HostLifecycleService.AddRef), nameof(HostLifecycleService.Release))]
    public void ReferenceCountedServices()
    {
        for (var i = 0; i < N; i++)
        {
            SystemClock.AddRef();
            SystemClock.Release();
            HostLifecycleService.AddRef();
            HostLifecycleService.Release();
            Total += SystemClock.UtcNow.Ticks;
        }
    }

    [Benchmark]
    [Covers(typeof(Pattern<>), nameof(Pattern<int>.Then))]
    public void SingleSourcePattern()
    {
        var observer = new CoverageCountingObserver<int>();
        for (var i = 0; i < N; i++)
        {
            RheoObservable.When(SinglePattern.Then(static x => x + 1)).Subscribe(observer);
        }

        Total += observer.Count;
    }

    private sealed class InlineContext : SynchronizationContext
    {
        public override void Post(SendOrPostCallback d, object? state) => d(state);

        public override void Send(SendOrPostCallback d, object? state) => d(state);
    }
}
