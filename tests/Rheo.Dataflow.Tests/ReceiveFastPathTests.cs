namespace Rheo.Dataflow.Tests;

public class ReceiveFastPathTests
{
    [Fact]
    public async Task TryReceive_racing_a_linked_bounded_target_delivers_each_message_once()
    {
        const int Messages = 20_000;
        var buffer = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 8 });
        var delivered = new int[Messages];
        int linkedCount = 0;
        var linked = new ActionBlock<int>(
            v =>
            {
                Interlocked.Increment(ref delivered[v]);
                Interlocked.Increment(ref linkedCount);
            },
            new ExecutionDataflowBlockOptions { BoundedCapacity = 2 });
        buffer.LinkTo(linked, new DataflowLinkOptions { PropagateCompletion = true });

        var producer = Task.Run(async () =>
        {
            for (int i = 0; i < Messages; i++)
            {
                Assert.True(await buffer.SendAsync(i));
            }

            buffer.Complete();
        });
        var receivers = Enumerable.Range(0, 2).Select(_ => Task.Run(async () =>
        {
            int count = 0;
            while (await buffer.OutputAvailableValueAsync())
            {
                if (buffer.TryReceive(out int v))
                {
                    Interlocked.Increment(ref delivered[v]);
                    count++;
                }
            }

            return count;
        })).ToArray();

        await producer.Within();
        var received = await Task.WhenAll(receivers).Within();
        await linked.Completion.Within();
        Assert.Equal(Messages, received.Sum() + linkedCount);
        Assert.All(delivered, n => Assert.Equal(1, n));
    }

    [Fact]
    public void A_reserved_head_cannot_be_received_and_is_received_once_released()
    {
        var buffer = new BufferBlock<int>();
        buffer.Post(1);
        buffer.Post(2);
        var target = new PostponingRecordingTarget<int>();
        using (buffer.LinkTo(target))
        {
            SpinWait.SpinUntil(() => target.LastSource != null, DataflowTestSupport.Timeout);
        }

        Assert.True(buffer.ReserveMessage(target.LastHeader, target));
        Assert.False(buffer.TryReceive(out _));
        buffer.ReleaseReservation(target.LastHeader, target);
        Assert.True(buffer.TryReceive(out int first));
        Assert.Equal(1, first);
    }

    [Fact]
    public async Task A_bounded_buffer_drained_by_TryReceive_takes_in_its_postponed_senders_in_order()
    {
        var buffer = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 2 });
        var sends = Enumerable.Range(0, 10).Select(i => buffer.SendAsync(i)).ToArray();
        var received = new List<int>();
        while (received.Count < 10)
        {
            received.Add(await buffer.ReceiveValueAsync().AsTask().Within());
        }

        Assert.Equal(Enumerable.Range(0, 10), received);
        Assert.All(await Task.WhenAll(sends).Within(), Assert.True);
    }
}
