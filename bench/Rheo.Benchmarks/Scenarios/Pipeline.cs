using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>
/// Seed 000, "Reducing pipeline path length": a fast synchronous producer through
/// <c>Where(x =&gt; true).Select(x =&gt; x).Take(int.MaxValue).Skip(0)</c> into a counting observer.
/// </summary>
public sealed class PipelineScenario : Scenario
{
    public const int Messages = 1_000_000;

    public override string Name => "pipeline";

    public override string Unit => Units.MessagesPerSecond;

    /// <inheritdoc />
    public override int DefaultLaunches => 5;

    public override string Description =>
        "Seed 000 \"Reducing pipeline path length\": a synchronous producer of 1,000,000 messages through Where(x => true).Select(x => x).Take(int.MaxValue).Skip(0) into a counting observer; B/op is per message.";

    public override IReadOnlyList<string> Libraries { get; } =
        [Library.Rheo, Library.Rx, Library.R3, Library.Primitives, Library.Linq, Library.Loop];

    public override Bench CreateBench(string library, string @case) =>
        Find<IPipeline>(library, out var note) is { } implementation
            ? new Bench(library, @case) { Op = () => implementation.Run(Messages), PerCall = Messages, Check = Expect(Messages) }
            : Bench.Missing(library, @case, note);
}

/// <summary>One library's pipeline: returns how many messages reached the counting observer.</summary>
public interface IPipeline
{
    long Run(int messages);
}

/// <summary>LINQ to Objects: the same operators over the pull twin of the producer.</summary>
[Library(Library.Linq)]
public sealed class PipelineLinq : IPipeline
{
    public long Run(int messages)
    {
        long count = 0;
        foreach (var _ in new FastEnumerable(messages).Where(x => true).Select(x => x).Take(int.MaxValue).Skip(0))
        {
            count++;
        }

        return count;
    }
}

/// <summary>The floor: the producer straight into the counting observer, no operators (the cost of source and sink alone).</summary>
[Library(Library.Loop)]
public sealed class PipelineLoop : IPipeline
{
    public long Run(int messages)
    {
        var counter = new CountObserver<int>();
        new FastObservable<SourceOwners.Loop>(messages).Subscribe(counter);
        return counter.Count;
    }
}
