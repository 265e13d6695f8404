using BenchmarkDotNet.Attributes;
using RheoLinq = Rheo.Linq.Observable;
using RxLinq = System.Reactive.Linq.Observable;
using RheoBench.Coverage;

namespace Rheo.Benchmarks;

/// <summary>
/// <c>Buffer(n)</c> over 1,000,000 values from <c>Range</c>, for n = 100 to 100,000 (seed 000, "A tale about
/// Buffer"): Rheo against System.Reactive's <c>Buffer</c> and R3's <c>Chunk</c>, its buffer-by-count operator.
/// </summary>
[MemoryDiagnoser]
public class BufferCountBenchmarks
{
    private const int Values = 1_000_000;

    [Params(100, 1_000, 10_000, 100_000)]
    public int Size { get; set; }

    [Benchmark(Baseline = true, Description = "Rheo")]
    [Covers(typeof(global::Rheo.Linq.Observable), nameof(global::Rheo.Linq.Observable.Range), nameof(global::Rheo.Linq.Observable.Buffer))]
    [Covers(typeof(global::Rheo.ObservableExtensions), nameof(global::Rheo.ObservableExtensions.Subscribe))]
    public int Rheo()
    {
        var lists = 0;
        var subscription = global::Rheo.ObservableExtensions.Subscribe(RheoLinq.Buffer(RheoLinq.Range(0, Values), Size), _ => lists++);
        subscription.Dispose();
        return lists;
    }

    [Benchmark(Description = "System.Reactive")]
    public int SystemReactive()
    {
        var lists = 0;
        var subscription = System.ObservableExtensions.Subscribe(RxLinq.Buffer(RxLinq.Range(0, Values), Size), _ => lists++);
        subscription.Dispose();
        return lists;
    }

    [Benchmark(Description = "R3")]
    public int R3()
    {
        var lists = 0;
        var subscription = global::R3.ObservableSubscribeExtensions.Subscribe(global::R3.ObservableExtensions.Chunk(global::R3.Observable.Range(0, Values), Size), _ => lists++);
        subscription.Dispose();
        return lists;
    }
}
