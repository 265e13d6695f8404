using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>
/// <c>async-subject-fanout</c>: one awaited <c>OnNextAsync</c> on a subject with 1 or 4 counting asynchronous observers
/// (observers that complete synchronously). Channels: the writer writes each value to one bounded (1,024) channel per
/// consumer, each read by its own task; an op ends when every consumer has counted it.
/// </summary>
public sealed class AsyncSubjectFanoutScenario : Scenario
{
    private const int Batch = 1000;

    public override string Name => "async-subject-fanout";

    public override string Unit => Units.NanosecondsPerOp;

    public override string Description =>
        "Issue's async fanout: an awaited OnNextAsync on an async subject (serial publishing) with 1 or 4 counting observers that complete synchronously; one op = one message. Channels: the value written to one bounded (1,024) channel per consumer task; a batch of 1,000 ends when every consumer counted it. IAsyncEnumerable has no multicast.";

    public override IReadOnlyList<string> Libraries { get; } =
        [Library.Rheo, AsyncLibrary.AsyncRx, Library.Primitives, AsyncLibrary.AsyncEnumerable, AsyncLibrary.Channels];

    public override IReadOnlyList<string> Cases() => ["observers=1", "observers=4"];

    public override Bench CreateBench(string library, string @case)
    {
        if (Find<IAsyncSubjectFanout>(library, out var note) is not { } implementation)
        {
            return Bench.Missing(library, @case, note);
        }

        var observers = CaseValue(@case);
        implementation.Setup(observers);
        return new Bench(library, @case)
        {
            Op = () => implementation.Run(Batch),
            PerCall = Batch,
            Concurrent = true,
            Check = Expect((long)Batch * observers),
            Cleanup = implementation.Stop,
        };
    }

    protected override string MissingNote(string library) => library switch
    {
        AsyncLibrary.AsyncRx => AsyncLibrary.AsyncRxMissing,
        Library.Primitives => AsyncLibrary.PrimitivesMissing,
        AsyncLibrary.AsyncEnumerable => "IAsyncEnumerable<T> is pull-based and has no multicast (no subject)",
        _ => base.MissingNote(library),
    };
}

/// <summary>One library's asynchronous subject with counting observers.</summary>
public interface IAsyncSubjectFanout
{
    /// <summary>Creates the subject and subscribes <paramref name="observers"/> counting observers.</summary>
    void Setup(int observers);

    /// <summary>Publishes <paramref name="messages"/> values, waiting for each; returns how many deliveries the observers counted.</summary>
    long Run(int messages);

    /// <summary>Ends what <see cref="Setup"/> started.</summary>
    void Stop();
}
