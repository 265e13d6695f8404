using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>
/// Seed 000, "Less allocations": the fast producer through <c>Delay(1 ms)</c>, waiting for the delayed completion;
/// end-to-end throughput, allocations on all threads, and GC collections per million messages in <c>extra</c>.
/// </summary>
public sealed class DelayScenario : Scenario
{
    public static readonly TimeSpan DueTime = TimeSpan.FromMilliseconds(1);

    public override string Name => "delay";

    public override string Unit => Units.MessagesPerSecond;

    public override bool ReportsCollections => true;

    public override string Description =>
        "Seed 000 \"Less allocations\": a synchronous producer through Delay(1 ms) into a counting observer, waiting for the delayed OnCompleted; allocations counted on all threads; extra: GC collections per million messages.";

    public override IReadOnlyList<string> Libraries { get; } = [Library.Rheo, Library.Rx, Library.R3, Library.Primitives];

    private int Messages => Context.Quick ? 100_000 : 1_000_000;

    public override Bench CreateBench(string library, string @case)
    {
        var messages = Messages;
        return Find<IDelay>(library, out var note) is { } implementation
            ? new Bench(library, @case) { Op = () => implementation.Run(messages, DueTime), PerCall = messages, Check = Expect(messages), Concurrent = true }
            : Bench.Missing(library, @case, note);
    }

    protected override string MissingNote(string library) => library == Library.Rheo
        ? "waits for operators: Delay (and the default scheduler)"
        : base.MissingNote(library);
}

/// <summary>One library's <c>Delay</c>: returns how many messages arrived before the delayed completion.</summary>
public interface IDelay
{
    long Run(int messages, TimeSpan dueTime);
}
