using BenchmarkDotNet.Attributes;
using Rheo.Linq;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>Grouping, buffering and windowing by count or by other observables over <c>Range(0, N)</c>.</summary>
public class ObservableGroupingBenchmarks : ApiCoverageBenchmark
{
    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.GroupBy))]
    public void GroupBy() => Observable.Range(0, N).GroupBy(static x => x & 7).Subscribe(static g => g.Subscribe(IntSink)).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.GroupByUntil))]
    public void GroupByUntil() => Observable.Range(0, N).GroupByUntil(static x => x & 7, static _ => Observable.Never<int>()).Subscribe(static g => g.Subscribe(IntSink)).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Buffer))]
    public void BufferCount() => Observable.Range(0, N).Buffer(10).Subscribe(static _ => { }).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Buffer))]
    public void BufferSkip() => Observable.Range(0, N).Buffer(10, 5).Subscribe(static _ => { }).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Window))]
    public void WindowCount() => Observable.Range(0, N).Window(10).Subscribe(static w => w.Subscribe(IntSink)).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Buffer), nameof(Observable.Window))]
    public void BoundaryNever()
    {
        Observable.Range(0, N).Buffer(Observable.Never<int>()).Subscribe(static _ => { }).Dispose();
        Observable.Range(0, N).Window(Observable.Never<int>()).Subscribe(static w => w.Subscribe(IntSink)).Dispose();
    }
}
