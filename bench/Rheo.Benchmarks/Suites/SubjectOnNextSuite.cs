using BenchmarkDotNet.Attributes;
using RheoBench.Scenarios;
using RheoBench.Scenarios.WithPrimitives;
using RheoBench.Scenarios.WithR3;
using RheoBench.Scenarios.WithRx;

namespace RheoBench.Suites;

/// <summary>
/// <c>OnNext</c> on a subject with 0, 1, 2, 4 counting observers against a multicast delegate with as many handlers
/// (seed 000, "Improving producer speed"). Each invocation is 1,000 <c>OnNext</c> calls; times are per call. The
/// implementations are the <c>subject-fanout</c> scenario's. Rheo joins when its <c>Subject&lt;T&gt;</c> exists.
/// </summary>
public class SubjectOnNextSuite
{
    private const int Messages = 1000;

    private readonly SubjectFanoutDelegate @delegate = new();
    private readonly SubjectFanoutRx rx = new();
    private readonly SubjectFanoutR3 r3 = new();
    private readonly SubjectFanoutPrimitives primitives = new();

    [Params(0, 1, 2, 4)]
    public int Observers { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        @delegate.Setup(Observers);
        rx.Setup(Observers);
        r3.Setup(Observers);
        primitives.Setup(Observers);
    }

    [Benchmark(Baseline = true, OperationsPerInvoke = Messages)]
    public long Delegate() => @delegate.Run(Messages);

    [Benchmark(OperationsPerInvoke = Messages)]
    public long SystemReactive() => rx.Run(Messages);

    [Benchmark(OperationsPerInvoke = Messages)]
    public long R3() => r3.Run(Messages);

    [Benchmark(OperationsPerInvoke = Messages)]
    public long ReactiveUIPrimitives() => primitives.Run(Messages);
}
