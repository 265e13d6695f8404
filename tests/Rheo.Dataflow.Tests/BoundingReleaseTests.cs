namespace Rheo.Dataflow.Tests;

public class BoundingReleaseTests
{
    [Theory]
    [InlineData(1)]
    [InlineData(5)]
    [InlineData(33)]
    [InlineData(100)]
    public async Task A_bounded_ActionBlock_never_holds_more_than_its_bound_and_takes_every_postponed_send(int bound)
    {
        const int Messages = 3_000;
        int inFlight = 0;
        int maxInFlight = 0;
        long sum = 0;
        var block = new ActionBlock<int>(
            v =>
            {
                sum += v;
                Interlocked.Decrement(ref inFlight);
            },
            new ExecutionDataflowBlockOptions { BoundedCapacity = bound });
        var sends = new List<Task<bool>>();
        for (int i = 0; i < Messages; i++)
        {
            int now = Interlocked.Increment(ref inFlight);
            var send = block.SendAsync(i);
            if (send.IsCompleted)
            {
                Assert.True(await send);
                InterlockedMax(ref maxInFlight, now);
            }
            else
            {
                Assert.True(await send.Within());
                InterlockedMax(ref maxInFlight, Volatile.Read(ref inFlight));
            }

            Assert.InRange(block.InputCount, 0, bound);
        }

        block.Complete();
        await block.Completion.Within();
        Assert.Equal((long)Messages * (Messages - 1) / 2, sum);
        Assert.InRange(maxInFlight, 1, bound + 1);
    }

    /// <summary>
    /// A reader polling <c>InputCount</c> while two producers keep a bounded block full and its worker drains it must
    /// never see more than the bound: the count is what the block holds, and the block never holds more. Racing the
    /// consumer as it left one segment of the queue for the next once made the count report a whole segment extra.
    /// </summary>
    [Theory]
    [InlineData(1)]
    [InlineData(5)]
    [InlineData(40)]
    public async Task InputCount_read_while_producers_and_the_worker_race_never_exceeds_the_bound(int bound)
    {
        const int PerProducer = 60_000;
        long sum = 0;
        var block = new ActionBlock<int>(v => sum += v, new ExecutionDataflowBlockOptions { BoundedCapacity = bound });
        int worst = 0;
        long reads = 0;
        using var stop = new CancellationTokenSource();
        var reader = new Thread(() =>
        {
            while (!stop.IsCancellationRequested)
            {
                int count = block.InputCount;
                reads++;
                if (count > worst)
                {
                    worst = count;
                }
            }
        })
        { IsBackground = true, Name = "InputCount reader" };
        reader.Start();
        var producers = Enumerable.Range(0, 2).Select(p => Task.Run(async () =>
        {
            for (int i = 0; i < PerProducer; i++)
            {
                Assert.True(await block.SendAsync(1));
            }
        })).ToArray();
        try
        {
            await Task.WhenAll(producers).Within();
            block.Complete();
            await block.Completion.Within();
        }
        finally
        {
            stop.Cancel();
            reader.JoinWithin();
        }

        Assert.Equal(2L * PerProducer, sum);
        Assert.True(reads > 0);
        Assert.True(worst <= bound, $"InputCount reported {worst} with BoundedCapacity = {bound}");
    }

    [Fact]
    public async Task A_bounded_pipeline_linked_with_completion_moves_every_message_in_order()
    {
        const int Messages = 20_000;
        var transform = new TransformBlock<int, int>(x => x + 1, new ExecutionDataflowBlockOptions { BoundedCapacity = 7, MaxDegreeOfParallelism = 3 });
        var seen = new List<int>();
        var action = new ActionBlock<int>(seen.Add, new ExecutionDataflowBlockOptions { BoundedCapacity = 3 });
        transform.LinkTo(action, new DataflowLinkOptions { PropagateCompletion = true });
        for (int i = 0; i < Messages; i++)
        {
            Assert.True(await transform.SendAsync(i).Within());
        }

        transform.Complete();
        await action.Completion.Within();
        Assert.Equal(Enumerable.Range(1, Messages), seen);
    }

    private static void InterlockedMax(ref int target, int value)
    {
        int current = Volatile.Read(ref target);
        while (value > current)
        {
            int seen = Interlocked.CompareExchange(ref target, value, current);
            if (seen == current)
            {
                return;
            }

            current = seen;
        }
    }
}
