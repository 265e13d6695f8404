using BenchmarkDotNet.Attributes;
using Rheo.Linq;
using Rheo.Testing;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>The extension error operators: N failures caught, or N retries (on a <see cref="TestScheduler"/> when they wait).</summary>
public class ObservableExErrorsBenchmarks : ApiCoverageBenchmark
{
    private static readonly InvalidOperationException Error = new();

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.CatchIgnore), nameof(ObservableEx.CatchAndReturn))]
    public void Catches()
    {
        var failing = Observable.Throw<int>(Error);
        for (var i = 0; i < N; i++)
        {
            failing.CatchIgnore().Subscribe(IntSink).Dispose();
            failing.CatchAndReturn(i).Subscribe(IntSink).Dispose();
        }
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.OnErrorRetry))]
    public void OnErrorRetry() => Observable.Throw<int>(Error).OnErrorRetry(static _ => true, N).Subscribe(IntSink, static _ => { }).Dispose();

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.RetryWithBackoff), nameof(ObservableEx.RetryWithFixedDelay), nameof(ObservableEx.RetryForeverWithDelay))]
    public void RetriesWithDelay()
    {
        var scheduler = new TestScheduler();
        var failing = Observable.Throw<int>(Error);
        failing.RetryWithBackoff(N / 3, TimeSpan.FromTicks(1), TimeSpan.FromTicks(8), 2.0, null, scheduler).Subscribe(IntSink, static _ => { });
        failing.RetryWithFixedDelay(N / 3, TimeSpan.FromTicks(1), scheduler).Subscribe(IntSink, static _ => { });
        var forever = failing.RetryForeverWithDelay(TimeSpan.FromTicks(1), scheduler).Subscribe(IntSink, static _ => { });
        scheduler.AdvanceBy(N / 3);
        forever.Dispose();
        scheduler.Start();
    }
}
