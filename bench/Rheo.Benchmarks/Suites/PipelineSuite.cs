using BenchmarkDotNet.Attributes;
using RheoBench.Scenarios;
using RheoBench.Scenarios.WithPrimitives;
using RheoBench.Scenarios.WithR3;
using RheoBench.Scenarios.WithRheo;
using RheoBench.Scenarios.WithRx;
using RheoBench.Coverage;

namespace RheoBench.Suites;

/// <summary>
/// A synchronous producer through <c>Where(x =&gt; true).Select(x =&gt; x).Take(int.MaxValue).Skip(0)</c> into a
/// counting observer (seed 000, "Reducing pipeline path length"); times and allocations are per message. The
/// implementations are the <c>pipeline</c> scenario's.
/// </summary>
public class PipelineSuite
{
    private readonly PipelineRheo rheo = new();
    private readonly PipelineRx rx = new();
    private readonly PipelineR3 r3 = new();
    private readonly PipelinePrimitives primitives = new();
    private readonly PipelineLinq linq = new();
    private readonly PipelineLoop loop = new();

    [Params(1000)]
    public int Messages { get; set; }

    [Benchmark(Baseline = true, OperationsPerInvoke = 1000)]
    [Covers(typeof(global::Rheo.Linq.Observable), nameof(global::Rheo.Linq.Observable.Where), nameof(global::Rheo.Linq.Observable.Select), nameof(global::Rheo.Linq.Observable.Take), nameof(global::Rheo.Linq.Observable.Skip))]
    public long Rheo() => rheo.Run(Messages);

    [Benchmark(OperationsPerInvoke = 1000)]
    public long SystemReactive() => rx.Run(Messages);

    [Benchmark(OperationsPerInvoke = 1000)]
    public long R3() => r3.Run(Messages);

    [Benchmark(OperationsPerInvoke = 1000)]
    public long ReactiveUIPrimitives() => primitives.Run(Messages);

    [Benchmark(OperationsPerInvoke = 1000)]
    public long Linq() => linq.Run(Messages);

    [Benchmark(OperationsPerInvoke = 1000)]
    public long Loop() => loop.Run(Messages);
}
