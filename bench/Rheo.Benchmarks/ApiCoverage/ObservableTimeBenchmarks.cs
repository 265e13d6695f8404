using BenchmarkDotNet.Attributes;
using Rheo.Linq;
using Rheo.Testing;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>
/// Time operators on a <see cref="TestScheduler"/> (virtual time): a source ticking every 10 ticks for N values,
/// then the scheduler runs to the end.
/// </summary>
public class ObservableTimeBenchmarks : ApiCoverageBenchmark
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
    [Covers(typeof(Observable), nameof(Observable.Interval), nameof(Observable.Take))]
    public void Interval() => Run(static (s, _) => s);

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Timer))]
    public void Timer()
    {
        var scheduler = new TestScheduler();
        var observer = new CoverageCountingObserver<long>();
        var subscription = Observable.Timer(Tick, Tick, scheduler).Take(N).Subscribe(observer);
        for (var i = 0; i < 10; i++)
        {
            Observable.Timer(Tick, scheduler).Subscribe(observer);
        }

        scheduler.Start();
        subscription.Dispose();
        Total += observer.Count;
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Generate))]
    public void GenerateTimed()
    {
        var scheduler = new TestScheduler();
        var observer = new CoverageCountingObserver<int>();
        Observable.Generate(0, i => i < N, static i => i + 1, static i => i, static _ => Tick, scheduler).Subscribe(observer);
        scheduler.Start();
        Total += observer.Count;
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Throttle), nameof(Observable.Debounce))]
    public void ThrottleDebounce()
    {
        Run(static (s, sch) => s.Throttle(TimeSpan.FromTicks(5), sch));
        Run(static (s, sch) => s.Debounce(TimeSpan.FromTicks(5), sch));
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Sample))]
    public void Sample() => Run(static (s, sch) => s.Sample(TimeSpan.FromTicks(20), sch));

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Delay), nameof(Observable.DelaySubscription))]
    public void DelayDelaySubscription() => Run(static (s, sch) => s.DelaySubscription(Tick, sch).Delay(TimeSpan.FromTicks(25), sch));

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Timeout))]
    public void Timeout() => Run(static (s, sch) => s.Timeout(TimeSpan.FromTicks(100), sch));

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Timestamp), nameof(Observable.TimeInterval))]
    public void TimestampTimeInterval() => Run(static (s, sch) => s.Timestamp(sch).TimeInterval(sch));

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Skip), nameof(Observable.SkipLast), nameof(Observable.SkipUntil))]
    public void SkipTimed() => Run(static (s, sch) => s.Skip(TimeSpan.FromTicks(15), sch).SkipLast(TimeSpan.FromTicks(15), sch).SkipUntil(DateTimeOffset.MinValue.AddTicks(30), sch));

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Take), nameof(Observable.TakeLast), nameof(Observable.TakeUntil))]
    public void TakeTimed() => Run(static (s, sch) => s.Take(TimeSpan.FromDays(1), sch).TakeLast(TimeSpan.FromTicks(100), sch).TakeUntil(DateTimeOffset.MaxValue, sch));

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Buffer))]
    public void BufferTimed() => Run(static (s, sch) => s.Buffer(TimeSpan.FromTicks(100), sch));

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Window))]
    public void WindowTimed() => Run(static (s, sch) => s.Window(TimeSpan.FromTicks(100), sch).SelectMany(static w => w));
}
