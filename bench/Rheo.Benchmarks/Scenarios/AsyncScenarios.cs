using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>The result names of the asynchronous peers (the fixed names of the benchmark contract).</summary>
public static class AsyncLibrary
{
    public const string AsyncEnumerable = "System.Linq.AsyncEnumerable";
    public const string Channels = "Channels";
    public const string AsyncRx = "AsyncRx.NET";

    /// <summary>Why an <c>AsyncRx.NET</c> row is never measured here.</summary>
    public const string AsyncRxMissing = "System.Reactive.Async has no versions on the package feed here (docs/peers.md)";

    /// <summary>Why a <c>ReactiveUI.Primitives</c> row is never measured in the async scenarios.</summary>
    public const string PrimitivesMissing = "ReactiveUI.Primitives 9.0.0 has no asynchronous observable (only SelectAsync-style operators over IObservable<T>)";

    /// <summary>Waits for a task on the benchmark's thread.</summary>
    public static void Wait(ValueTask task)
    {
        if (task.IsCompletedSuccessfully)
        {
            task.GetAwaiter().GetResult();
        }
        else
        {
            task.AsTask().GetAwaiter().GetResult();
        }
    }
}

/// <summary>
/// <c>async-pipeline</c>: Range through <c>Where(x =&gt; true)</c> and <c>Select(x =&gt; x)</c> into a counting consumer,
/// with back-pressure. <c>selectors=sync</c>: the selectors complete synchronously (the asynchronous libraries' fast
/// path); <c>selectors=async</c>: both selectors are asynchronous and truly yield (<c>await Task.Yield()</c>).
/// </summary>
public sealed class AsyncPipelineScenario : Scenario
{
    public const int Messages = 1_000_000;

    /// <summary>Messages of the <c>selectors=async</c> case: every message costs two thread-pool hops there.</summary>
    public const int AsyncMessages = 100_000;

    public override string Name => "async-pipeline";

    public override string Unit => Units.MessagesPerSecond;

    public override string Description =>
        "Issue's async pipeline: Range through Where(x => true).Select(x => x) into a counting consumer with back-pressure; selectors=sync: 1,000,000 messages, selectors complete synchronously; selectors=async: 100,000 messages, the async Where and Select forms each await Task.Yield(). Channels: a producer task writes into a bounded (1,024) single-reader channel, the reader applies the selectors. B/op is per message, counted on all threads.";

    public override IReadOnlyList<string> Libraries { get; } =
        [Library.Rheo, AsyncLibrary.AsyncRx, Library.Primitives, AsyncLibrary.AsyncEnumerable, AsyncLibrary.Channels];

    public override IReadOnlyList<string> Cases() => ["selectors=sync", "selectors=async"];

    public override Bench CreateBench(string library, string @case)
    {
        if (Find<IAsyncPipeline>(library, out var note) is not { } implementation)
        {
            return Bench.Missing(library, @case, note);
        }

        var async = @case == "selectors=async";
        var messages = async ? AsyncMessages : Messages;
        return new Bench(library, @case)
        {
            Op = () => implementation.Run(messages, async),
            PerCall = messages,
            Concurrent = true,
            Check = Expect(messages),
        };
    }

    protected override string MissingNote(string library) => library switch
    {
        AsyncLibrary.AsyncRx => AsyncLibrary.AsyncRxMissing,
        Library.Primitives => AsyncLibrary.PrimitivesMissing,
        _ => base.MissingNote(library),
    };
}

/// <summary>One library's asynchronous pipeline: returns how many messages reached the counting consumer.</summary>
public interface IAsyncPipeline
{
    long Run(int messages, bool asyncSelectors);
}

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
