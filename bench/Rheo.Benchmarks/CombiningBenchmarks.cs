using BenchmarkDotNet.Attributes;
using R3;
using RheoObservable = Rheo.Linq.Observable;
using RxObservable = System.Reactive.Linq.Observable;
using RheoBench.Coverage;

namespace Rheo.Benchmarks;

/// <summary>
/// Operators where several upstreams meet, over a fast synchronous producer: throughput and allocation
/// per element (seed 000's TakeUntil(Never) test). Every library runs the same shape.
/// </summary>
[MemoryDiagnoser]
public class CombiningBenchmarks
{
    private const int N = 1_000_000;

    private long _sum;

    [Benchmark(Baseline = true)]
    [Covers(typeof(global::Rheo.Linq.Observable), nameof(global::Rheo.Linq.Observable.Range), nameof(global::Rheo.Linq.Observable.TakeUntil), nameof(global::Rheo.Linq.Observable.Never))]
    [Covers(typeof(global::Rheo.ObservableExtensions), nameof(global::Rheo.ObservableExtensions.Subscribe))]
    public long RheoTakeUntilNever()
    {
        _sum = 0;
        Rheo.ObservableExtensions.Subscribe(RheoObservable.TakeUntil(RheoObservable.Range(0, N), RheoObservable.Never<int>()), x => _sum += x);
        return _sum;
    }

    [Benchmark]
    public long SystemReactiveTakeUntilNever()
    {
        _sum = 0;
        System.ObservableExtensions.Subscribe(RxObservable.TakeUntil(RxObservable.Range(0, N), RxObservable.Never<int>()), x => _sum += x);
        return _sum;
    }

    [Benchmark]
    public long R3TakeUntilNever()
    {
        _sum = 0;
        R3.Observable.Range(0, N).TakeUntil(R3.Observable.Never<int>()).Subscribe(x => _sum += x);
        return _sum;
    }

    [Benchmark]
    [Covers(typeof(global::Rheo.Linq.Observable), nameof(global::Rheo.Linq.Observable.Range), nameof(global::Rheo.Linq.Observable.Merge))]
    [Covers(typeof(global::Rheo.ObservableExtensions), nameof(global::Rheo.ObservableExtensions.Subscribe))]
    public long RheoMergeTwo()
    {
        _sum = 0;
        Rheo.ObservableExtensions.Subscribe(RheoObservable.Merge(RheoObservable.Range(0, N / 2), RheoObservable.Range(0, N / 2)), x => _sum += x);
        return _sum;
    }

    [Benchmark]
    public long SystemReactiveMergeTwo()
    {
        _sum = 0;
        System.ObservableExtensions.Subscribe(RxObservable.Merge(RxObservable.Range(0, N / 2), RxObservable.Range(0, N / 2)), x => _sum += x);
        return _sum;
    }

    [Benchmark]
    public long R3MergeTwo()
    {
        _sum = 0;
        R3.Observable.Range(0, N / 2).Merge(R3.Observable.Range(0, N / 2)).Subscribe(x => _sum += x);
        return _sum;
    }

    [Benchmark]
    [Covers(typeof(global::Rheo.Linq.Observable), nameof(global::Rheo.Linq.Observable.Return), nameof(global::Rheo.Linq.Observable.Range), nameof(global::Rheo.Linq.Observable.CombineLatest))]
    [Covers(typeof(global::Rheo.ObservableExtensions), nameof(global::Rheo.ObservableExtensions.Subscribe))]
    public long RheoCombineLatest()
    {
        _sum = 0;
        Rheo.ObservableExtensions.Subscribe(RheoObservable.CombineLatest(RheoObservable.Return(1), RheoObservable.Range(0, N), (a, b) => a + b), x => _sum += x);
        return _sum;
    }

    [Benchmark]
    public long SystemReactiveCombineLatest()
    {
        _sum = 0;
        System.ObservableExtensions.Subscribe(RxObservable.CombineLatest(RxObservable.Return(1), RxObservable.Range(0, N), (a, b) => a + b), x => _sum += x);
        return _sum;
    }

    [Benchmark]
    public long R3CombineLatest()
    {
        _sum = 0;
        R3.Observable.Return(1).CombineLatest(R3.Observable.Range(0, N), (a, b) => a + b).Subscribe(x => _sum += x);
        return _sum;
    }
}

/// <summary>
/// The tail-recursive definition of seed 000: <c>f = x =&gt; Defer(() =&gt; Return(x).Concat(f(x + 1)))</c>,
/// 100,000 levels. Rheo runs it on a constant stack; System.Reactive and R3 are not run here because
/// they fail at this depth (one overflows the stack, which would end the benchmark process): see
/// docs/operators.md for how they fare.
/// </summary>
[MemoryDiagnoser]
public class TailRecursionBenchmarks
{
    [Benchmark]
    [Covers(typeof(global::Rheo.Linq.Observable), nameof(global::Rheo.Linq.Observable.Defer), nameof(global::Rheo.Linq.Observable.Concat), nameof(global::Rheo.Linq.Observable.Return), nameof(global::Rheo.Linq.Observable.Take))]
    [Covers(typeof(global::Rheo.ObservableExtensions), nameof(global::Rheo.ObservableExtensions.Subscribe))]
    public int RheoDeferConcatDepth()
    {
        Func<int, IObservable<int>> f = null!;
        f = x => RheoObservable.Defer(() => RheoObservable.Concat(RheoObservable.Return(x), f(x + 1)));
        var last = 0;
        Rheo.ObservableExtensions.Subscribe(RheoObservable.Take(f(0), 100_000), x => last = x);
        return last;
    }
}
