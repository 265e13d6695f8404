using System.Collections.Concurrent;

namespace Rheo.Dataflow.Tests.Stress;

/// <summary>
/// Linked pipelines with PropagateCompletion under racing producers: ordered stages keep each producer's order end to
/// end, nothing is lost or duplicated, and a fault in the middle reaches every downstream block.
/// </summary>
public class PipelineStressTests
{
    private const int Producers = 3;

    [Fact]
    public async Task A_bounded_ordered_pipeline_delivers_every_message_once_in_each_producers_order()
    {
        const int rounds = 8, perProducer = 500;
        var link = new DataflowLinkOptions { PropagateCompletion = true };
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var gauge = new ConcurrencyGauge();
            var buffer = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 4 });
            var square = new TransformBlock<int, int>(
                i =>
                {
                    gauge.Enter();
                    Thread.SpinWait(i % 9 * 20);
                    gauge.Exit();
                    return i;
                },
                new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 3, BoundedCapacity = 5 });
            var batch = new BatchBlock<int>(10, new GroupingDataflowBlockOptions { BoundedCapacity = 20 });
            var flatten = new TransformManyBlock<int[], int>(b => b, new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 2, BoundedCapacity = 3 });
            var broadcast = new BroadcastBlock<int>(null);
            var output = new List<int>();
            var copy = new ConcurrentQueue<int>();
            var sink = new ActionBlock<int>(output.Add);
            var second = new ActionBlock<int>(copy.Enqueue, new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 4 });
            buffer.LinkTo(square, link);
            square.LinkTo(batch, link);
            batch.LinkTo(flatten, link);
            flatten.LinkTo(broadcast, link);
            broadcast.LinkTo(sink, link);
            broadcast.LinkTo(second, link);

            await Stress.Producers(Producers, async p =>
            {
                for (int s = 0; s < perProducer; s++)
                {
                    Assert.True(await buffer.SendAsync(Stress.Item(p, s)));
                }
            });
            buffer.Complete();
            await Task.WhenAll(sink.Completion, second.Completion).Within();
            await Task.WhenAll(buffer.Completion, square.Completion, batch.Completion, flatten.Completion, broadcast.Completion).Within();

            Assert.InRange(gauge.Peak, 1, 3);
            Stress.AssertExactlyOnce(output, Producers, perProducer);
            Stress.AssertOrderedPerProducer(output, Producers);
            Stress.AssertExactlyOnce(copy, Producers, perProducer);
        }
    }

    [Fact]
    public async Task A_fault_in_the_middle_of_a_busy_pipeline_faults_every_block_downstream()
    {
        const int rounds = 20;
        var link = new DataflowLinkOptions { PropagateCompletion = true };
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var boom = new InvalidOperationException("boom");
            int failAt = 50 + round * 7, calls = 0;
            var buffer = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 8 });
            var middle = new TransformBlock<int, int>(
                i => Interlocked.Increment(ref calls) == failAt ? throw boom : i,
                new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 4, BoundedCapacity = 4, EnsureOrdered = round % 2 == 0 });
            var batch = new BatchBlock<int>(3);
            var sink = new ActionBlock<int[]>(_ => { }, new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 2, BoundedCapacity = 2 });
            buffer.LinkTo(middle, link);
            middle.LinkTo(batch, link);
            batch.LinkTo(sink, link);

            using var stop = new CancellationTokenSource();
            _ = middle.Completion.ContinueWith(_ => stop.Cancel(), TaskScheduler.Default);
            await Stress.Producers(Producers, async p =>
            {
                for (int s = 0; ; s++)
                {
                    try
                    {
                        await buffer.SendAsync(Stress.Item(p, s), stop.Token);
                    }
                    catch (OperationCanceledException)
                    {
                        return;
                    }
                }
            });

            var middleFault = await DataflowTestSupport.FaultOf(middle.Completion);
            Assert.Same(boom, Assert.Single(middleFault.InnerExceptions));
            foreach (var downstream in new[] { batch.Completion, sink.Completion })
            {
                var fault = await DataflowTestSupport.FaultOf(downstream);
                Assert.Same(boom, Assert.Single(fault.Flatten().InnerExceptions));
            }

            // The upstream buffer is not told: it still runs and accepts.
            Assert.False(buffer.Completion.IsCompleted);
            buffer.Complete();
            Assert.False(buffer.Post(1));
        }
    }
}
