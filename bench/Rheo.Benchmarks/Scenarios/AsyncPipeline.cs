using RheoBench.Compare;

namespace RheoBench.Scenarios;

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
