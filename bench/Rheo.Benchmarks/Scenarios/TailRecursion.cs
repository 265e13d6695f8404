using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>
/// Seed 000, "Optimizations for tail-recursive operators": <c>f = x =&gt; Defer(() =&gt; Return(x).Concat(f(x + 1)))</c>
/// to depth 100,000, counted to completion. Each library runs in a child process on a 1 MiB stack, so a stack
/// overflow is a result (ok: false), not the end of the run.
/// </summary>
public sealed class TailRecursionScenario : Scenario
{
    public const int Depth = 100_000;

    public override string Name => "tail-recursion";

    public override string Unit => Units.MillisecondsPerOp;

    public override string Description =>
        "Seed 000 \"tail-recursive operators\": f = x => Defer(() => Return(x).Concat(f(x + 1))) to depth 100,000, counted to completion; each library in a child process on a 1 MiB stack (a stack overflow is reported, not fatal).";

    public override IReadOnlyList<string> Libraries { get; } = [Library.Rheo, Library.Rx, Library.R3, Library.Primitives];

    public override int Runs(string @case) => Context.Quick ? 2 : Context.LongRuns;

    public override Bench CreateBench(string library, string @case) =>
        Find<ITailRecursion>(library, out var note) is { } implementation
            ? new Bench(library, @case) { Op = () => implementation.Run(Depth), Check = Expect(Depth), Isolated = true }
            : Bench.Missing(library, @case, note);

    protected override string MissingNote(string library) => library == Library.Rheo
        ? "waits for operators: Defer, Concat"
        : base.MissingNote(library);
}

/// <summary>One library's recursive <c>Defer</c>/<c>Return</c>/<c>Concat</c>: returns how many values arrived.</summary>
public interface ITailRecursion
{
    long Run(int depth);
}
