using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>
/// Seed 000, "Less allocations": the fast producer through <c>TakeUntil(Never)</c>; throughput, and GC collections per
/// million messages in <c>extra</c> (Rx v1 materialized every message here).
/// </summary>
public sealed class TakeUntilScenario : Scenario
{
    public const int Messages = 1_000_000;

    public override string Name => "takeuntil";

    public override string Unit => Units.MessagesPerSecond;

    /// <inheritdoc />
    public override int DefaultLaunches => 5;

    public override bool ReportsCollections => true;

    public override string Description =>
        "Seed 000 \"Less allocations\": a synchronous producer of 1,000,000 messages through TakeUntil(Never()) into a counting observer; extra: GC collections per million messages.";

    public override IReadOnlyList<string> Libraries { get; } = [Library.Rheo, Library.Rx, Library.R3, Library.Primitives, Library.Loop];

    public override Bench CreateBench(string library, string @case) =>
        Find<ITakeUntil>(library, out var note) is { } implementation
            ? new Bench(library, @case) { Op = () => implementation.Run(Messages), PerCall = Messages, Check = Expect(Messages) }
            : Bench.Missing(library, @case, note);

    protected override string MissingNote(string library) => library == Library.Rheo
        ? "waits for operators: TakeUntil"
        : base.MissingNote(library);
}

/// <summary>One library's <c>TakeUntil(Never)</c>: returns how many messages arrived.</summary>
public interface ITakeUntil
{
    long Run(int messages);
}

/// <summary>The floor: the producer into an observer that checks a stop flag before counting.</summary>
[Library(Library.Loop)]
public sealed class TakeUntilLoop : ITakeUntil
{
    public long Run(int messages)
    {
        var observer = new Gated();
        new FastObservable<SourceOwners.Loop>(messages).Subscribe(observer);
        return observer.Count;
    }

    private sealed class Gated : IObserver<int>
    {
        private volatile bool stopped;

        public long Count;

        public void OnNext(int value)
        {
            if (!stopped)
            {
                Count++;
            }
        }

        public void OnError(Exception error) => stopped = true;

        public void OnCompleted() => stopped = true;
    }
}
