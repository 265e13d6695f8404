using System.Diagnostics;
using System.Runtime.CompilerServices;
using System.Threading.Tasks.Dataflow;
using RheoBench.Compare;

namespace RheoBench.Scenarios.Dataflow;

[Library(Library.TplDataflow)]
public sealed class DataflowTpl : IDataflowBenchmarks
{
    public long Action(int messages, bool singleProducer)
    {
        while (true)
        {
            if (TryAction(messages, singleProducer, out long count))
            {
                return count;
            }

            // TPL Dataflow lost the completion of its single-producer block (below): this block processed every
            // message and will never complete. The run is repeated on a new block, so the row measures TPL Dataflow's
            // throughput instead of failing; the lost run's time stays in this call (an outlier the median ignores).
            LostCompletions++;
            Console.Error.WriteLine($"TPL Dataflow: a SingleProducerConstrained ActionBlock processed all {messages} messages and lost its completion ({LostCompletions} so far in this process); run repeated.");
        }
    }

    /// <summary>Runs that TPL Dataflow's single-producer block processed in full but never completed.</summary>
    public static int LostCompletions { get; private set; }

    private static bool TryAction(int messages, bool singleProducer, out long processed)
    {
        var counter = new StrongBox<long>();
        var block = new ActionBlock<int>(_ => counter.Value++, new ExecutionDataflowBlockOptions { SingleProducerConstrained = singleProducer });
        for (var i = 0; i < messages; i++)
        {
            block.Post(i);
        }

        block.Complete();

        // With SingleProducerConstrained, TPL Dataflow's Complete sets its declining flag and then reads whether a
        // consumer task is active, with no fence between the store and the load; its consumer, exiting, clears the
        // active task with an interlocked exchange and then reads the flag. When Complete runs while the consumer
        // exits, the store can wait in the store buffer past the load (x86 allows it): Complete sees the consumer
        // still active, the consumer sees no Complete, and nobody completes the block, although every message was
        // processed (docs/peers.md). Nothing can wake such a block (Complete and Fault return at once once the flag
        // is set). It is not the harness: the producer runs on a dedicated thread, the pool's threads are free, and
        // the wait is on the block's own Completion. Detected as: every message processed, the queue empty, and no
        // completion for a second after that.
        var lostAt = long.MaxValue;
        while (!block.Completion.Wait(LookInterval))
        {
            if (Volatile.Read(ref counter.Value) != messages || block.InputCount != 0 || !singleProducer)
            {
                lostAt = long.MaxValue;
                if (block.Completion.Wait(CompletionTimeout))
                {
                    break;
                }

                throw new TimeoutException($"TPL Dataflow's ActionBlock processed {Volatile.Read(ref counter.Value)} of {messages} messages and did not complete within {CompletionTimeout.TotalSeconds} s after Complete.");
            }

            var now = Stopwatch.GetTimestamp();
            if (lostAt == long.MaxValue)
            {
                lostAt = now;
            }
            else if (Stopwatch.GetElapsedTime(lostAt, now) >= LostAfter)
            {
                processed = 0;
                return false;
            }
        }

        block.Completion.GetAwaiter().GetResult();
        processed = counter.Value;
        return true;
    }

    private static readonly TimeSpan LookInterval = TimeSpan.FromMilliseconds(50);
    private static readonly TimeSpan LostAfter = TimeSpan.FromSeconds(1);
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
