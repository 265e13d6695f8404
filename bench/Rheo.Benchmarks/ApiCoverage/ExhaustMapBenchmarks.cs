using BenchmarkDotNet.Attributes;
using Rheo.Linq;
using Rheo.Subjects;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>
/// ExhaustMap and Exhaust: N outer values while one inner sequence stays active (the steady state: every value is
/// ignored, 0 B each), and N values each starting a short inner sequence or task.
/// </summary>
[MemoryDiagnoser]
public class ExhaustMapBenchmarks : ApiCoverageBenchmark
{
    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.ExhaustMap))]
    public long IgnoredWhileActive()
    {
        var outer = new Subject<int>();
        var inner = new Subject<int>();
        var observer = new CoverageCountingObserver<int>();
        using (outer.ExhaustMap(_ => inner).Subscribe(observer))
        {
            for (var i = 0; i < N; i++)
            {
                outer.OnNext(i);
            }
        }

        return observer.Count;
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.ExhaustMap), nameof(ObservableEx.Exhaust))]
    public long EachAccepted()
    {
        var observer = new CoverageCountingObserver<int>();
        Observable.Range(0, N).ExhaustMap(static (x, i) => Observable.Return(x + i)).Subscribe(observer).Dispose();
        Observable.Range(0, N).Select(static x => Observable.Return(x)).Exhaust().Subscribe(observer).Dispose();
        return observer.Count;
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.ExhaustMap), nameof(ObservableEx.Exhaust))]
    public long Tasks()
    {
        var observer = new CoverageCountingObserver<int>();
        Observable.Range(0, N).ExhaustMap(static x => Task.FromResult(x)).Subscribe(observer).Dispose();
        Observable.Range(0, N).ExhaustMap(static (int x, int i) => Task.FromResult(x + i)).Subscribe(observer).Dispose();
        Observable.Range(0, N).ExhaustMap(static (int x, CancellationToken _) => Task.FromResult(x)).Subscribe(observer).Dispose();
        Observable.Range(0, N).ExhaustMap(static (x, i, _) => Task.FromResult(x + i)).Subscribe(observer).Dispose();
        Observable.Range(0, N).Select(static x => Task.FromResult(x)).Exhaust().Subscribe(observer).Dispose();
        return observer.Count;
    }
}
