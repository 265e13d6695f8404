namespace Rheo.Dataflow.Tests.Stress;

/// <summary>
/// The promise bounded blocks exist for: while producers race <c>SendAsync</c> into a bounded block and a thread keeps
/// reading its count, the count never exceeds <c>BoundedCapacity</c> (every bounded block, sync and async delegates,
/// one worker and several). A transform's input and output counts are read one after the other, so each is held to
/// the bound (their sum read that way may count a message moving between them twice). BroadcastBlock shows no count (and drops what its targets do not take).
/// </summary>
public class BoundedCapacityStressTests
{
    private const int Bound = 5;
    private const int Producers = 3;
    private const int PerProducer = 300;

    public static TheoryData<string, int> Blocks() => new()
    {
        { "ActionBlock", 1 }, { "ActionBlock", 4 }, { "ActionBlock async", 4 }, { "TransformBlock", 1 }, { "TransformBlock", 4 },
        { "TransformBlock async", 2 }, { "TransformManyBlock", 1 }, { "TransformManyBlock", 4 }, { "TransformManyBlock task", 2 },
        { "TransformManyBlock async enumerable", 1 }, { "TransformManyBlock async enumerable", 4 }, { "BufferBlock", 1 },
        { "BatchBlock", 1 },
    };

    [Theory]
    [MemberData(nameof(Blocks))]
    public async Task The_count_never_exceeds_the_bound(string name, int dop)
    {
        const int rounds = 6;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            int processed = 0;
            var (input, count, last) = Build(name, dop, () => Interlocked.Increment(ref processed));
            using var reader = new ConcurrentReader(count, Bound);
            var producers = Enumerable.Range(0, Producers).Select(p => Task.Run(async () =>
            {
                for (int i = 0; i < PerProducer; i++)
                {
                    Assert.True(await input.SendAsync(p * PerProducer + i));
                }
            })).ToArray();
            await Task.WhenAll(producers).Within();
            input.Complete();
            await last.Completion.Within();
            Assert.Equal(Producers * PerProducer, Volatile.Read(ref processed));
            Assert.True(reader.Violations == 0, $"{name}: the count reached {reader.Peak} with a bound of {Bound}");
        }
    }

    private static async IAsyncEnumerable<int> Stream(int i)
    {
        await Task.Yield();
        yield return i;
    }

    private static (ITargetBlock<int> Input, Func<int> Count, IDataflowBlock Last) Build(string name, int dop, Action processed)
    {
        var execution = new ExecutionDataflowBlockOptions { BoundedCapacity = Bound, MaxDegreeOfParallelism = dop };
        var plain = new DataflowBlockOptions { BoundedCapacity = Bound };
        var link = new DataflowLinkOptions { PropagateCompletion = true };
        switch (name)
        {
            case "ActionBlock":
                var action = new ActionBlock<int>(_ => processed(), execution);
                return (action, () => action.InputCount, action);
            case "ActionBlock async":
                var actionAsync = new ActionBlock<int>(async _ => { await Task.Yield(); processed(); }, execution);
                return (actionAsync, () => actionAsync.InputCount, actionAsync);
            case "TransformBlock":
            case "TransformBlock async":
                var transform = name == "TransformBlock"
                    ? new TransformBlock<int, int>(i => i, execution)
                    : new TransformBlock<int, int>(async i => { await Task.Yield(); return i; }, execution);
                var afterTransform = new ActionBlock<int>(_ => processed());
                transform.LinkTo(afterTransform, link);
                return (transform, () => Math.Max(transform.InputCount, transform.OutputCount), afterTransform);
            case "TransformManyBlock":
            case "TransformManyBlock task":
            case "TransformManyBlock async enumerable":
                var many = name switch
                {
                    "TransformManyBlock" => new TransformManyBlock<int, int>(i => new[] { i }, execution),
                    "TransformManyBlock task" => new TransformManyBlock<int, int>(async i => { await Task.Yield(); return new[] { i }; }, execution),
                    _ => new TransformManyBlock<int, int>(Stream, execution),
                };
                var afterMany = new ActionBlock<int>(_ => processed());
                many.LinkTo(afterMany, link);
                return (many, () => Math.Max(many.InputCount, many.OutputCount), afterMany);
            case "BufferBlock":
                var buffer = new BufferBlock<int>(plain);
                var afterBuffer = new ActionBlock<int>(_ => processed(), new ExecutionDataflowBlockOptions { BoundedCapacity = 1 });
                buffer.LinkTo(afterBuffer, link);
                return (buffer, () => buffer.Count, afterBuffer);
            default:
                var batch = new BatchBlock<int>(1, new GroupingDataflowBlockOptions { BoundedCapacity = Bound });
                var afterBatch = new ActionBlock<int[]>(b => { foreach (var _ in b) { processed(); } }, new ExecutionDataflowBlockOptions { BoundedCapacity = 1 });
                batch.LinkTo(afterBatch, link);
                return (batch, () => batch.OutputCount, afterBatch);
        }
    }
}
