namespace Rheo.Dataflow.Tests;

/// <summary>
/// What blocks do when the other side of the protocol misbehaves or offers with consumeToAccept: a target whose
/// OfferMessage throws faults the offering block, a source whose ConsumeMessage or ReserveMessage throws faults the
/// consuming block, and a consumeToAccept offer consumes at once (or is not available).
/// </summary>
public class ProtocolFaultTests
{
    private static readonly InvalidOperationException Boom = new("boom");

    [Fact]
    public async Task A_BufferBlock_whose_linked_target_throws_faults_with_that_exception()
    {
        var buffer = new BufferBlock<int>();
        var target = new ThrowingDataflowTarget<int>(Boom);
        buffer.LinkTo(target);
        Assert.True(buffer.Post(1));
        var fault = await DataflowTestSupport.FaultOf(buffer.Completion);
        Assert.Same(Boom, Assert.Single(fault.InnerExceptions));
        Assert.False(buffer.Post(2));
    }

    [Fact]
    public async Task A_TransformBlock_whose_linked_target_throws_faults_with_that_exception()
    {
        var block = new TransformBlock<int, int>(i => i);
        block.LinkTo(new ThrowingDataflowTarget<int>(Boom));
        Assert.True(block.Post(1));
        var fault = await DataflowTestSupport.FaultOf(block.Completion);
        Assert.Same(Boom, Assert.Single(fault.InnerExceptions));
    }

    [Fact]
    public async Task A_BroadcastBlock_whose_linked_target_throws_faults_with_that_exception()
    {
        var broadcast = new BroadcastBlock<int>(null);
        broadcast.LinkTo(new ThrowingDataflowTarget<int>(Boom));
        Assert.True(broadcast.Post(1));
        var fault = await DataflowTestSupport.FaultOf(broadcast.Completion);
        Assert.Same(Boom, Assert.Single(fault.InnerExceptions));
    }

    [Fact]
    public async Task A_BroadcastBlock_consumes_a_consumeToAccept_offer_and_reports_one_it_cannot_have()
    {
        var source = new ScriptedDataflowSource<int>();
        source.Add(1, 11);
        var broadcast = new BroadcastBlock<int>(null);
        Assert.Equal(DataflowMessageStatus.Accepted, source.Offer(broadcast, 1, consumeToAccept: true));
        Assert.Equal(11, await broadcast.ReceiveAsync().Within());
        Assert.Equal(DataflowMessageStatus.NotAvailable, source.Offer(broadcast, 2, consumeToAccept: true));
        Assert.Equal(["consume 1", "consume 2"], source.Calls);

        source.ConsumeFailure = Boom;
        Assert.Equal(DataflowMessageStatus.NotAvailable, source.Offer(broadcast, 3, consumeToAccept: true));
        var fault = await DataflowTestSupport.FaultOf(broadcast.Completion);
        Assert.Same(Boom, Assert.Single(fault.InnerExceptions));
    }

    [Fact]
    public async Task An_ActionBlock_consumes_a_consumeToAccept_offer_and_faults_when_the_consume_throws()
    {
        var seen = new List<int>();
        var source = new ScriptedDataflowSource<int>();
        source.Add(1, 5);
        var block = new ActionBlock<int>(seen.Add, new ExecutionDataflowBlockOptions { BoundedCapacity = 1, MaxDegreeOfParallelism = 2 });
        Assert.Equal(DataflowMessageStatus.Accepted, source.Offer(block, 1, consumeToAccept: true));
        Bounded.Until(() => block.InputCount == 0 && seen.Count == 1);

        // Not available: the bound taken for it is given back, so the block takes the next message.
        Assert.Equal(DataflowMessageStatus.NotAvailable, source.Offer(block, 2, consumeToAccept: true));
        Bounded.Until(() => block.Post(6));
        source.ConsumeFailure = Boom;
        Bounded.Until(() => seen.Count == 2);
        Assert.Equal(DataflowMessageStatus.NotAvailable, source.Offer(block, 3, consumeToAccept: true));
        var fault = await DataflowTestSupport.FaultOf(block.Completion);
        Assert.Same(Boom, Assert.Single(fault.InnerExceptions));
        Assert.Equal([5, 6], seen);
    }

    [Fact]
    public async Task A_bounded_ActionBlock_faults_when_the_source_of_a_postponed_message_throws_on_consume()
    {
        using var gate = new ManualResetEventSlim();
        var block = new ActionBlock<int>(_ => gate.WaitWithin(), new ExecutionDataflowBlockOptions { BoundedCapacity = 1 });
        Assert.True(block.Post(1));
        var source = new ScriptedDataflowSource<int>();
        source.Add(7, 7);
        Assert.Equal(DataflowMessageStatus.Postponed, source.Offer(block, 7));
        source.ConsumeFailure = Boom;
        gate.Set();
        var fault = await DataflowTestSupport.FaultOf(block.Completion);
        Assert.Same(Boom, Assert.Single(fault.InnerExceptions));
        Assert.Contains("consume 7", source.Calls);
    }

    [Fact]
    public async Task A_bounded_ActionBlock_faults_when_releasing_a_postponed_message_throws()
    {
        using var gate = new ManualResetEventSlim();
        var block = new ActionBlock<int>(_ => gate.WaitWithin(), new ExecutionDataflowBlockOptions { BoundedCapacity = 1 });
        Assert.True(block.Post(1));
        var source = new ScriptedDataflowSource<int>();
        source.Add(7, 7);
        Assert.Equal(DataflowMessageStatus.Postponed, source.Offer(block, 7));
        source.ReserveFailure = Boom;
        block.Complete();
        gate.Set();
        var fault = await DataflowTestSupport.FaultOf(block.Completion);
        Assert.Same(Boom, Assert.Single(fault.InnerExceptions));
        Assert.DoesNotContain("consume 7", source.Calls);
    }

    [Fact]
    public async Task A_bounded_BroadcastBlock_faults_when_releasing_a_postponed_message_throws()
    {
        var scheduler = new ManualDataflowScheduler();
        var broadcast = new BroadcastBlock<int>(null, new DataflowBlockOptions { BoundedCapacity = 1, TaskScheduler = scheduler });
        Assert.True(broadcast.Post(1));
        var source = new ScriptedDataflowSource<int>();
        source.Add(7, 7);
        Assert.Equal(DataflowMessageStatus.Postponed, source.Offer(broadcast, 7));
        source.ReserveFailure = Boom;
        broadcast.Complete();
        scheduler.RunAll();
        var fault = await DataflowTestSupport.FaultOf(broadcast.Completion);
        Assert.Same(Boom, Assert.Single(fault.InnerExceptions));
    }

    [Fact]
    public async Task TryReceive_and_TryReceiveAll_take_nothing_while_a_target_holds_the_head_reserved()
    {
        var buffer = new BufferBlock<int>();
        var target = new PostponingRecordingTarget<int>();
        buffer.LinkTo(target);
        Assert.True(buffer.Post(1));
        Assert.True(buffer.Post(2));
        Bounded.Until(() => target.Offers > 0);
        Assert.True(buffer.ReserveMessage(target.LastHeader, target));
        Assert.False(buffer.TryReceive(out _));
        Assert.False(buffer.TryReceiveAll(out var none));
        Assert.Null(none);
        buffer.ReleaseReservation(target.LastHeader, target);
        Bounded.Until(() => buffer.TryReceiveAll(out var all) && all.SequenceEqual([1, 2]));
        buffer.Complete();
        await buffer.Completion.Within();
    }

    [Fact]
    public async Task ReceiveAsync_faults_with_the_exception_LinkTo_throws()
    {
        var source = new ScriptedDataflowSource<int> { LinkFailure = Boom };
        Assert.Same(Boom, await Assert.ThrowsAsync<InvalidOperationException>(() => source.ReceiveAsync().Within()));
    }

    [Fact]
    public async Task ReceiveAsync_consumes_from_an_offer_and_ignores_one_that_is_not_available()
    {
        var source = new ScriptedDataflowSource<int>();
        var receive = source.ReceiveAsync();
        Assert.Equal(DataflowMessageStatus.NotAvailable, source.OfferToLinked(1, consumeToAccept: true));
        Assert.False(receive.IsCompleted);
        source.Add(2, 20);
        var target = Assert.Single(source.Targets);
        Assert.Equal(DataflowMessageStatus.Accepted, source.Offer(target, 2, consumeToAccept: true));
        Assert.Equal(20, await receive.Within());
        Assert.Empty(source.Targets);
        Assert.Equal(DataflowMessageStatus.DecliningPermanently, target.OfferMessage(new DataflowMessageHeader(3), 3, null, false));
        Assert.True(target.Completion.IsCompletedSuccessfully);
    }

    [Fact]
    public async Task ReceiveAsync_fails_as_completed_without_data_when_its_target_is_faulted()
    {
        var source = new ScriptedDataflowSource<int>();
        var receive = source.ReceiveAsync();
        var target = Assert.Single(source.Targets);
        Assert.Throws<ArgumentNullException>(() => target.Fault(null!));
        target.Fault(Boom);
        await Assert.ThrowsAsync<InvalidOperationException>(() => receive.Within());
        Assert.NotSame(Boom, receive.Exception!.InnerException);
        target.Complete();
        Assert.Empty(source.Targets);
    }
}
