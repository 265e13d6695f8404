using BenchmarkDotNet.Attributes;
using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Linq;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>Creation operators: each produces N values (or is subscribed N times when it produces at most one).</summary>
public class ObservableCreationBenchmarks : ApiCoverageBenchmark
{
    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range))]
    [Covers(typeof(Rheo.ObservableExtensions), nameof(Rheo.ObservableExtensions.Subscribe))]
    public void Range() => Observable.Range(0, N).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range))]
    public void RangeOnImmediate() => Observable.Range(0, N, ImmediateScheduler.Instance).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Generate))]
    public void Generate() => Observable.Generate(0, i => i < N, static i => i + 1, static i => i).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Repeat))]
    public void RepeatValue() => Observable.Repeat(1, N).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.ToObservable))]
    public void ToObservableEnumerable() => Enumerable.Range(0, N).ToObservable().Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Create))]
    public void Create()
    {
        var n = N;
        Observable.Create<int>(o =>
        {
            for (var i = 0; i < n; i++)
            {
                o.OnNext(i);
            }

            o.OnCompleted();
            return Disposable.Empty;
        }).Subscribe(IntSink).Dispose();
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Return), nameof(Observable.Empty), nameof(Observable.Never), nameof(Observable.Throw), nameof(Observable.Defer))]
    public void SingleValueSources()
    {
        var error = new InvalidOperationException();
        for (var i = 0; i < N; i++)
        {
            Observable.Return(i).Subscribe(IntSink).Dispose();
            Observable.Empty<int>().Subscribe(IntSink).Dispose();
            Observable.Never<int>().Subscribe(IntSink).Dispose();
            Observable.Throw<int>(error).Subscribe(IntSink, static _ => { }).Dispose();
            Observable.Defer(static () => Observable.Return(1)).Subscribe(IntSink).Dispose();
        }
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Using))]
    public void Using() => Observable.Using(static () => new BooleanDisposable(), _ => Observable.Range(0, N)).Subscribe(IntSink).Dispose();
}
