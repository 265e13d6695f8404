namespace Rheo.Dataflow.Tests;

public class SegmentRecyclingTests
{
    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public async Task A_consumer_catching_up_in_bursts_sees_every_message_once_in_order(bool singleProducer)
    {
        const int Messages = 1_000_000;
        const int Burst = 100_000;
        int posted = 0;
        int last = -1;
        bool ordered = true;
        long sum = 0;
        var block = new ActionBlock<int>(
            i =>
            {
                if (i % Burst == 0)
                {
                    // Let the producer run far ahead (many segments or rings), then drain them at once.
                    int target = Math.Min(Messages, i + (Burst * 3 / 4));
                    var deadline = DateTime.UtcNow + DataflowTestSupport.Timeout;
                    while (Volatile.Read(ref posted) < target && DateTime.UtcNow < deadline)
                    {
                        Thread.Yield();
                    }
                }

                ordered &= i == last + 1;
                last = i;
                sum += i;
            },
            new ExecutionDataflowBlockOptions { SingleProducerConstrained = singleProducer });
        for (int i = 0; i < Messages; i++)
        {
            Assert.True(block.Post(i));
            Volatile.Write(ref posted, i + 1);
        }

        block.Complete();
        await block.Completion.Within();
        Assert.True(ordered);
        Assert.Equal((long)Messages * (Messages - 1) / 2, sum);
        Assert.Equal(0, block.InputCount);
    }
}
