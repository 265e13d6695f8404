using BenchmarkDotNet.Attributes;
using Rheo.Linq;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>Filtering operators over <c>Range(0, N)</c>.</summary>
public class ObservableFilteringBenchmarks : ApiCoverageBenchmark
{
    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Where))]
    public void Where() => Observable.Range(0, N).Where(static x => (x & 1) == 0).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Distinct))]
    public void Distinct() => Observable.Range(0, N).Distinct(static x => x & 1023).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.DistinctUntilChanged))]
    public void DistinctUntilChanged() => Observable.Range(0, N).DistinctUntilChanged(static x => x >> 1).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Skip), nameof(Observable.Take))]
    public void SkipTake() => Observable.Range(0, N + 20).Skip(10).Take(N).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.SkipLast))]
    public void SkipLast() => Observable.Range(0, N).SkipLast(10).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.TakeLast))]
    public void TakeLast() => Observable.Range(0, N).TakeLast(10).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.SkipWhile), nameof(Observable.TakeWhile))]
    public void SkipWhileTakeWhile() => Observable.Range(0, N).SkipWhile(static x => x < 10).TakeWhile(static x => x >= 0).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.TakeUntil))]
    public void TakeUntilPredicate() => Observable.Range(0, N).TakeUntil(static x => x < 0).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.IgnoreElements))]
    public void IgnoreElements() => Observable.Range(0, N).IgnoreElements().Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.StartWith), nameof(Observable.Append), nameof(Observable.Prepend))]
    public void StartWithAppendPrepend() => Observable.Range(0, N).StartWith(-3, -2).Prepend(-1).Append(N).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.DefaultIfEmpty), nameof(Observable.ElementAt), nameof(Observable.ElementAtOrDefault))]
    public void DefaultIfEmptyElementAt()
    {
        Observable.Range(0, N).DefaultIfEmpty(-1).ElementAtOrDefault(N - 1).Subscribe(IntSink).Dispose();
        Observable.Range(0, N).ElementAt(N - 1).Subscribe(IntSink).Dispose();
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.OfType))]
    public void OfType() => Observable.Range(0, N).Select(static x => (object)"s").OfType<string>().Subscribe(static _ => { }).Dispose();
}
