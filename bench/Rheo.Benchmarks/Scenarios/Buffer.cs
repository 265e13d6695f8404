using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>
/// Seed 000, "A tale about Buffer": the fast producer through <c>Buffer(n)</c> into an observer that counts the
/// buffered elements. Unit: source messages per second; B/op is per source message (the lists included).
/// </summary>
public sealed class BufferScenario : Scenario
{
    public const int Messages = 1_000_000;

    public override string Name => "buffer";

    public override string Unit => Units.MessagesPerSecond;

    /// <inheritdoc />
    public override int DefaultLaunches => 5;

    public override string Description =>
        "Seed 000 \"A tale about Buffer\": a synchronous producer of 1,000,000 messages through Buffer(n) (R3: Chunk, LINQ: Chunk) into an observer counting the buffered elements; B/op is per source message, lists included.";

    public override IReadOnlyList<string> Libraries { get; } =
        [Library.Rheo, Library.Rx, Library.R3, Library.Primitives, Library.Linq, Library.Ix, Library.Loop];

    public override IReadOnlyList<string> Cases() => ["n=100", "n=1000", "n=10000", "n=100000"];

    public override Bench CreateBench(string library, string @case)
    {
        var size = CaseValue(@case);
        return Find<IBuffer>(library, out var note) is { } implementation
            ? new Bench(library, @case) { Op = () => implementation.Run(Messages, size), PerCall = Messages, Check = Expect(Messages) }
            : Bench.Missing(library, @case, note);
    }

    protected override string MissingNote(string library) => library == Library.Rheo
        ? "waits for operators: Buffer"
        : base.MissingNote(library);
}

/// <summary>One library's <c>Buffer(size)</c>: returns how many elements arrived in buffers.</summary>
public interface IBuffer
{
    long Run(int messages, int size);
}

/// <summary>LINQ to Objects: <c>Chunk(size)</c>, .NET's name for <c>Buffer(count)</c>.</summary>
[Library(Library.Linq)]
public sealed class BufferLinq : IBuffer
{
    public long Run(int messages, int size)
    {
        long elements = 0;
        foreach (var chunk in new FastEnumerable(messages).Chunk(size))
        {
            elements += chunk.Length;
        }

        return elements;
    }
}

/// <summary>The floor: one hand-written observer filling a list and handing it on when full.</summary>
[Library(Library.Loop)]
public sealed class BufferLoop : IBuffer
{
    public long Run(int messages, int size)
    {
        var counter = new BufferCountObserver<List<int>>();
        new FastObservable<SourceOwners.Loop>(messages).Subscribe(new Buffering(size, counter));
        return counter.Elements;
    }

    private sealed class Buffering(int size, IObserver<List<int>> downstream) : IObserver<int>
    {
        private List<int> buffer = new(size);

        public void OnNext(int value)
        {
            buffer.Add(value);
            if (buffer.Count == size)
            {
                var full = buffer;
                buffer = new List<int>(size);
                downstream.OnNext(full);
            }
        }

        public void OnError(Exception error) => downstream.OnError(error);

        public void OnCompleted()
        {
            if (buffer.Count > 0)
            {
                downstream.OnNext(buffer);
            }

            downstream.OnCompleted();
        }
    }
}
