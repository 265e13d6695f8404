using BenchmarkDotNet.Attributes;
using Rheo.Linq;
using Rheo.Testing;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>The extension time operators on a <see cref="TestScheduler"/>: a source ticking every 10 ticks for N values.</summary>
public class ObservableExTimeBenchmarks : ApiCoverageBenchmark
{
    private static readonly TimeSpan Tick = TimeSpan.FromTicks(10);

    private void Run<T>(Func<IObservable<long>, TestScheduler, IObservable<T>> shape)
    {
        var scheduler = new TestScheduler();
        var observer = new CoverageCountingObserver<T>();
        var subscription = shape(Observable.Interval(Tick, scheduler).Take(N), scheduler).Subscribe(observer);
        scheduler.Start();
        subscription.Dispose();
        Total += observer.Count;
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.ThrottleFirst), nameof(ObservableEx.ThrottleDistinct))]
    public void ThrottleFirstDistinct()
    {
        Run(static (s, sch) => s.ThrottleFirst(TimeSpan.FromTicks(25), sch));
        Run(static (s, sch) => s.Select(static x => x >> 2).ThrottleDistinct(TimeSpan.FromTicks(25), sch));
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.DebounceImmediate), nameof(ObservableEx.DebounceUntil))]
    public void Debounces()
    {
        Run(static (s, sch) => s.DebounceImmediate(TimeSpan.FromTicks(5), sch));
        Run(static (s, sch) => s.DebounceUntil(TimeSpan.FromTicks(5), static x => (x & 1) == 0, sch));
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.Conflate))]
    public void Conflate() => Run(static (s, sch) => s.Conflate(TimeSpan.FromTicks(25), sch));

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.Heartbeat), nameof(ObservableEx.DetectStale))]
    public void HeartbeatDetectStale()
    {
        Run(static (s, sch) => s.Heartbeat(TimeSpan.FromTicks(5), sch));
        Run(static (s, sch) => s.DetectStale(TimeSpan.FromTicks(5), sch));
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.BufferUntilIdle), nameof(ObservableEx.BufferUntilInactive))]
    public void BufferUntilIdleInactive()
    {
        Run(static (s, sch) => s.BufferUntilIdle(TimeSpan.FromTicks(5), sch));
        Run(static (s, sch) => s.BufferUntilInactive(TimeSpan.FromTicks(5), sch));
    }
}
