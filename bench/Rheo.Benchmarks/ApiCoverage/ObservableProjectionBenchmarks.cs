using BenchmarkDotNet.Attributes;
using Rheo.Linq;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>Projection and side-effect operators over <c>Range(0, N)</c>.</summary>
public class ObservableProjectionBenchmarks : ApiCoverageBenchmark
{
    private static readonly object Boxed = "s";

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Select))]
    public void Select() => Observable.Range(0, N).Select(static x => x * 2).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Cast))]
    public void Cast() => Observable.Range(0, N).Select(static _ => Boxed).Cast<string>().Subscribe(static _ => { }).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Scan))]
    public void Scan() => Observable.Range(0, N).Scan(0, static (a, x) => a + x).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Do), nameof(Observable.Finally))]
    public void DoFinally() => Observable.Range(0, N).Do(IntSink).Finally(static () => { }).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Materialize), nameof(Observable.Dematerialize))]
    public void MaterializeDematerialize() => Observable.Range(0, N).Materialize().Dematerialize().Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.SelectMany))]
    public void SelectManyInner() => Observable.Range(0, N / 10).SelectMany(static x => Observable.Range(x, 10)).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.SelectMany))]
    public void SelectManyEnumerable() => Observable.Range(0, N / 10).SelectMany(static x => Enumerable.Range(x, 10), static (x, y) => x + y).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.AsObservable), nameof(Observable.Synchronize))]
    public void AsObservableSynchronize() => Observable.Range(0, N).AsObservable().Synchronize().Subscribe(IntSink).Dispose();
}
