namespace Rheo.Dataflow.Tests;

/// <summary>BatchBlock against the message protocol: consumeToAccept offers, completion during a consume, TriggerBatch after completion, MaxNumberOfGroups in non-greedy mode and reservations through the block.</summary>
public class BatchBlockProtocolTests
{
    [Fact]
    public async Task Greedy_consumeToAccept_offers_are_consumed_into_batches_and_missing_ones_are_not_available()
    {
        var source = new ScriptedDataflowSource<int>();
        source.Add(1, 10);
        source.Add(2, 20);
        var batch = new BatchBlock<int>(2);
        Assert.Equal(DataflowMessageStatus.Accepted, source.Offer(batch, 1, consumeToAccept: true));
        Assert.Equal(DataflowMessageStatus.NotAvailable, source.Offer(batch, 5, consumeToAccept: true));
        Assert.Equal(DataflowMessageStatus.Accepted, source.Offer(batch, 2, consumeToAccept: true));
        var received = await batch.ReceiveAsync().Within();
        Assert.Equal([10, 20], received);
        Assert.Equal(["consume 1", "consume 5", "consume 2"], source.Calls);
    }

    [Fact]
    public async Task Complete_during_a_consume_finishes_the_block_once_the_consume_returns()
    {
        var source = new ScriptedDataflowSource<int>();
        source.Add(1, 10);
        var batch = new BatchBlock<int>(3);
        source.DuringConsume = () =>
        {
            batch.Complete();
            Assert.False(batch.Completion.IsCompleted);
        };
        Assert.Equal(DataflowMessageStatus.Accepted, source.Offer(batch, 1, consumeToAccept: true));
        Assert.Equal(0, batch.OutputCount);
        await batch.Completion.Within();
        Assert.False(batch.TryReceive(out _));
    }

    [Fact]
    public async Task TriggerBatch_after_Complete_makes_no_batch()
    {
        var batch = new BatchBlock<int>(3);
        batch.Post(1);
        batch.Complete();
        Assert.Equal(1, batch.OutputCount);
        batch.TriggerBatch();
        Assert.Equal(1, batch.OutputCount);
        var received = await batch.ReceiveAsync().Within();
        Assert.Equal([1], received);
        await batch.Completion.Within();
    }

    [Fact]
    public async Task A_non_greedy_batch_with_MaxNumberOfGroups_one_completes_after_its_batch()
    {
        var batch = new BatchBlock<int>(2, new GroupingDataflowBlockOptions { Greedy = false, MaxNumberOfGroups = 1 });
        var a = batch.SendAsync(1);
        var b = batch.SendAsync(2);
        Assert.True(await a.Within());
        Assert.True(await b.Within());
        var received = await batch.ReceiveAsync().Within();
        Assert.Equal([1, 2], received);
        await batch.Completion.Within();
        Assert.False(batch.Post(3));
    }

    [Fact]
    public async Task A_non_greedy_batch_whose_reserved_messages_all_vanish_makes_no_batch()
    {
        var scheduler = new ManualDataflowScheduler();
        var batch = new BatchBlock<int>(2, new GroupingDataflowBlockOptions { Greedy = false, TaskScheduler = scheduler });
        var first = new ScriptedDataflowSource<int>();
        var second = new ScriptedDataflowSource<int>();
        first.Add(1, 1);
        second.Add(2, 2);
        Assert.Equal(DataflowMessageStatus.Postponed, first.Offer(batch, 1));
        Assert.Equal(DataflowMessageStatus.Postponed, second.Offer(batch, 2));

        // Reserved, then taken by someone else just before this block consumes them.
        var other = new BufferBlock<int>();
        first.DuringConsume = () =>
        {
            first.DuringConsume = null;
            first.ConsumeMessage(new DataflowMessageHeader(1), other, out _);
        };
        second.DuringConsume = () =>
        {
            second.DuringConsume = null;
            second.ConsumeMessage(new DataflowMessageHeader(2), other, out _);
        };
        scheduler.RunAll();
        Assert.Equal(0, batch.OutputCount);
        Assert.Contains("reserve 1", first.Calls);
        batch.Complete();
        scheduler.RunAll();
        await batch.Completion.Within();
    }

    [Fact]
    public async Task A_target_can_reserve_release_and_consume_a_batch_through_the_block()
    {
        var batch = new BatchBlock<int>(2);
        var target = new PostponingRecordingTarget<int[]>();
        batch.LinkTo(target);
        batch.Post(1);
        batch.Post(2);
        Bounded.Until(() => target.Offers > 0);
        Assert.True(batch.ReserveMessage(target.LastHeader, target));
        batch.ReleaseReservation(target.LastHeader, target);
        var consumedBatch = batch.ConsumeMessage(target.LastHeader, target, out bool consumed);
        Assert.Equal([1, 2], consumedBatch!);
        Assert.True(consumed);
        batch.Complete();
        await batch.Completion.Within();
    }
}
