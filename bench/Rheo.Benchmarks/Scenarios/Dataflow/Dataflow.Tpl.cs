using System.Threading.Tasks.Dataflow;
using RheoBench.Compare;

namespace RheoBench.Scenarios.Dataflow;

[Library(Library.TplDataflow)]
public sealed class DataflowTpl : IDataflowBenchmarks
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

        // With SingleProducerConstrained, TPL Dataflow's block now and then never completes although every message
        // was processed (docs/peers.md): fail the run instead of hanging the runner.
        if (!block.Completion.Wait(CompletionTimeout))
        {
            throw new TimeoutException($"TPL Dataflow's ActionBlock processed {count} of {messages} messages and did not complete within {CompletionTimeout.TotalSeconds} s after Complete.");
        }

        return count;
    }

    private static readonly TimeSpan CompletionTimeout = TimeSpan.FromSeconds(60);

    // TPL Dataflow has no ValueTask forms: both cases use SendAsync and ReceiveAsync.
    public long SendReceive(int messages, bool valueTasks) => SendReceiveAsync(messages).GetAwaiter().GetResult();

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
