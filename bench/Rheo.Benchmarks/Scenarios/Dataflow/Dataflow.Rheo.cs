using Rheo.Dataflow;
using RheoBench.Compare;

namespace RheoBench.Scenarios.Dataflow;

[Library(Library.Rheo)]
public sealed class DataflowRheo : IDataflowBenchmarks
{
    public long Action(int messages, bool singleProducer)
    {
        long count = 0;
        var block = new ActionBlock<int>(_ => count++, new ExecutionDataflowBlockOptions { SingleProducerConstrained = singleProducer });
        for (var i = 0; i < messages; i++)
        {
            block.Post(i);
        }

        block.Complete();
        block.Completion.GetAwaiter().GetResult();
        return count;
    }

    public long SendReceive(int messages, bool valueTasks)
        => valueTasks ? SendReceiveValueAsync(messages).GetAwaiter().GetResult() : SendReceiveAsync(messages).GetAwaiter().GetResult();

    public long Pipeline(int messages) => PipelineAsync(messages).GetAwaiter().GetResult();

    private static async Task<long> SendReceiveAsync(int messages)
    {
        var buffer = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 1 });
        long count = 0;
        for (var i = 0; i < messages; i++)
        {
            await buffer.SendAsync(i).ConfigureAwait(false);
            await buffer.ReceiveAsync().ConfigureAwait(false);
            count++;
        }

        return count;
    }

    private static async Task<long> SendReceiveValueAsync(int messages)
    {
        var buffer = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 1 });
        long count = 0;
        for (var i = 0; i < messages; i++)
        {
            await buffer.SendValueAsync(i).ConfigureAwait(false);
            await buffer.ReceiveValueAsync().ConfigureAwait(false);
            count++;
        }

        return count;
    }

    private static async Task<long> PipelineAsync(int messages)
    {
        long count = 0;
        var transform = new TransformBlock<int, int>(x => x * 2, new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = Environment.ProcessorCount, BoundedCapacity = 1_000 });
        var action = new ActionBlock<int>(_ => count++, new ExecutionDataflowBlockOptions { BoundedCapacity = 1_000 });
        transform.LinkTo(action, new DataflowLinkOptions { PropagateCompletion = true });
        for (var i = 0; i < messages; i++)
        {
            await transform.SendAsync(i).ConfigureAwait(false);
        }

        transform.Complete();
        await action.Completion.ConfigureAwait(false);
        return count;
    }
}
