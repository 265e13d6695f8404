using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>
/// Seed 002's TPL Dataflow microbenchmarks, Rheo.Dataflow against System.Threading.Tasks.Dataflow in the same
/// process: messages per second through a block, counted on all threads for allocation.
/// </summary>
public abstract class DataflowScenario : Scenario
{
    public override string Unit => Units.MessagesPerSecond;

    public override IReadOnlyList<string> Libraries { get; } = [Library.Rheo, Library.TplDataflow];

    public override int Runs(string @case) => Context.Quick ? 3 : 7;

    public override string ThreadLayoutNote => "the producer on the measuring thread, the blocks' workers on the thread pool";

    /// <summary>Collections per million messages: a round that collected more is slower for it.</summary>
    public override bool ReportsCollections => true;

    // Per library and case, over every call (warm-up included): messages, thread-pool work items completed (the
    // blocks' worker, offering and postponed-consuming tasks, and continuations) and monitor contentions. Reported
    // per 1,000 messages: a library that parks and restarts its workers per burst shows it here, whatever the load.
    private readonly Dictionary<(string Library, string Case), Counts> _counts = new();

    private sealed class Counts
    {
        public long Messages;
        public long WorkItems;
        public long Contentions;
    }

    /// <summary>Messages per run.</summary>
    protected abstract int Messages { get; }

    public override Bench CreateBench(string library, string @case)
    {
        var messages = Context.Quick ? Messages / 10 : Messages;
        if (!_counts.TryGetValue((library, @case), out var counts))
        {
            _counts[(library, @case)] = counts = new Counts();
        }

        return Find<IDataflowBenchmarks>(library, out var note) is { } implementation
            ? new Bench(library, @case)
            {
                Op = () =>
                {
                    long items = ThreadPool.CompletedWorkItemCount;
                    long contentions = Monitor.LockContentionCount;
                    long seen = Run(implementation, messages, @case);
                    counts.WorkItems += ThreadPool.CompletedWorkItemCount - items;
                    counts.Contentions += Monitor.LockContentionCount - contentions;
                    counts.Messages += messages;
                    return seen;
                },
                OpReturnsOps = true,
                SingleCallRuns = true,
                Concurrent = true,
                Check = Expect(messages),
            }
            : Bench.Missing(library, @case, note);
    }

    protected abstract long Run(IDataflowBenchmarks implementation, int messages, string @case);

    public override void AddExtras(ScenarioResult result)
    {
        foreach (var row in result.Results)
        {
            if (_counts.TryGetValue((row.Library, row.Case), out var counts) && counts.Messages > 0)
            {
                row.Extra["poolItemsPer1k"] = Math.Round(counts.WorkItems * 1000.0 / counts.Messages, 3);
                row.Extra["contentionsPer1k"] = Math.Round(counts.Contentions * 1000.0 / counts.Messages, 3);
            }
        }
    }
}

/// <summary><c>dataflow-action</c>: post ints to an <c>ActionBlock</c>, then complete and wait.</summary>
public sealed class DataflowActionScenario : DataflowScenario
{
    public override string Name => "dataflow-action";

    public override string Description => "Seed 002: Post 6,000,000 ints to an ActionBlock (600,000 with --quick), Complete, await Completion.";

    protected override int Messages => 6_000_000;

    protected override long Run(IDataflowBenchmarks implementation, int messages, string @case) => implementation.Action(messages, singleProducer: false);
}

/// <summary><c>dataflow-action-spc</c>: the same with <c>SingleProducerConstrained</c>.</summary>
public sealed class DataflowActionSpcScenario : DataflowScenario
{
    public override string Name => "dataflow-action-spc";

    public override string Description => "Seed 002: the same as dataflow-action with SingleProducerConstrained = true.";

    protected override int Messages => 6_000_000;

    protected override long Run(IDataflowBenchmarks implementation, int messages, string @case) => implementation.Action(messages, singleProducer: true);
}

/// <summary><c>dataflow-sendreceive</c>: <c>SendAsync</c> then <c>ReceiveAsync</c> on a bounded buffer of one.</summary>
public sealed class DataflowSendReceiveScenario : DataflowScenario
{
    public override string Name => "dataflow-sendreceive";

    public override string Description => "Seed 002: BufferBlock with BoundedCapacity = 1, SendAsync then ReceiveAsync, 1,000,000 times (100,000 with --quick); case valuetask: Rheo's SendValueAsync and ReceiveValueAsync (TPL Dataflow has only the Task forms).";

    protected override int Messages => 1_000_000;

    public override IReadOnlyList<string> Cases() => ["default", "valuetask"];

    protected override long Run(IDataflowBenchmarks implementation, int messages, string @case) => implementation.SendReceive(messages, valueTasks: @case == "valuetask");
}

/// <summary><c>dataflow-pipeline</c>: a parallel, bounded <c>TransformBlock</c> into an <c>ActionBlock</c>.</summary>
public sealed class DataflowPipelineScenario : DataflowScenario
{
    public override string Name => "dataflow-pipeline";

    public override string Description => "Seed 002: SendAsync 1,000,000 ints (100,000 with --quick) into a TransformBlock (MaxDegreeOfParallelism = cores, BoundedCapacity = 1,000) linked to an ActionBlock (BoundedCapacity = 1,000), completion propagated.";

    protected override int Messages => 1_000_000;

    public override string ThreadLayoutNote =>
        $"the producer on the measuring thread; the TransformBlock's workers (MaxDegreeOfParallelism = {Environment.ProcessorCount}) and the ActionBlock's on the thread pool";

    protected override long Run(IDataflowBenchmarks implementation, int messages, string @case) => implementation.Pipeline(messages);
}

/// <summary>One dataflow library's side of the four scenarios; each returns how many messages the last block saw.</summary>
public interface IDataflowBenchmarks
{
    long Action(int messages, bool singleProducer);

    /// <summary>SendAsync then ReceiveAsync; with <paramref name="valueTasks"/>, the library's ValueTask forms if it has them.</summary>
    long SendReceive(int messages, bool valueTasks);

    long Pipeline(int messages);
}
