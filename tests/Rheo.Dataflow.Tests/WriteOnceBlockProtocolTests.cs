namespace Rheo.Dataflow.Tests;

/// <summary>WriteOnceBlock against the message protocol: consumeToAccept offers, offers racing a consume, headers it does not own, late links and repeated completion.</summary>
public class WriteOnceBlockProtocolTests
{
    [Fact]
    public async Task An_offer_with_consumeToAccept_consumes_from_the_source_and_becomes_the_value()
    {
        var source = new ScriptedDataflowSource<int>();
        source.Add(1, 42);
        var block = new WriteOnceBlock<int>(null);
        Assert.Equal(DataflowMessageStatus.Accepted, source.Offer(block, 1, consumeToAccept: true));
        Assert.Equal(["consume 1"], source.Calls);
        Assert.Equal(42, await block.ReceiveAsync().Within());
        await block.Completion.Within();
        Assert.False(block.Post(7));
    }

    [Fact]
    public async Task A_consumeToAccept_offer_the_source_cannot_honour_is_not_available_and_the_block_stays_open()
    {
        var source = new ScriptedDataflowSource<int>();
        var block = new WriteOnceBlock<int>(null);
        Assert.Equal(DataflowMessageStatus.NotAvailable, source.Offer(block, 5, consumeToAccept: true));
        Assert.False(block.TryReceive(out _));
        Assert.False(block.Completion.IsCompleted);
        Assert.True(block.Post(3));
        Assert.Equal(3, await block.ReceiveAsync().Within());
        await block.Completion.Within();
    }

    [Fact]
    public async Task Offers_while_a_message_is_being_consumed_are_declined_and_Complete_waits_for_the_consume()
    {
        var source = new ScriptedDataflowSource<int>();
        source.Add(1, 10);
        var block = new WriteOnceBlock<int>(null);
        DataflowMessageStatus during = default;
        source.DuringConsume = () =>
        {
            during = block.OfferMessage(new DataflowMessageHeader(9), 99, null, consumeToAccept: false);
            block.Complete();
            Assert.False(block.Completion.IsCompleted);
        };
        Assert.Equal(DataflowMessageStatus.Accepted, source.Offer(block, 1, consumeToAccept: true));
        Assert.Equal(DataflowMessageStatus.Declined, during);
        await block.Completion.Within();
        Assert.True(block.TryReceive(out int value));
        Assert.Equal(10, value);
    }

    [Fact]
    public async Task Complete_during_a_consume_that_fails_completes_the_block_without_a_value()
    {
        var source = new ScriptedDataflowSource<int>();
        var block = new WriteOnceBlock<int>(null);
        source.DuringConsume = block.Complete;
        Assert.Equal(DataflowMessageStatus.NotAvailable, source.Offer(block, 1, consumeToAccept: true));
        await block.Completion.Within();
        Assert.False(block.TryReceive(out _));
        Assert.Equal(DataflowMessageStatus.DecliningPermanently, block.OfferMessage(new DataflowMessageHeader(2), 2, null, false));
    }

    [Fact]
    public async Task A_target_that_consumes_the_offered_header_gets_a_clone_and_foreign_headers_are_refused()
    {
        int clones = 0;
        var block = new WriteOnceBlock<string>(s => { clones++; return s + "'"; });
        var target = new PostponingRecordingTarget<string>();
        block.LinkTo(target);
        Assert.True(block.Post("v"));
        await block.Completion.Within();
        Assert.Same(block, target.LastSource);
        var header = target.LastHeader;
        var foreign = new DataflowMessageHeader(header.Id + 100);

        Assert.False(block.ReserveMessage(foreign, target));
        Assert.Null(block.ConsumeMessage(foreign, target, out bool consumed));
        Assert.False(consumed);
        Assert.Throws<InvalidOperationException>(() => block.ReleaseReservation(foreign, target));

        Assert.True(block.ReserveMessage(header, target));
        Assert.True(block.ReserveMessage(header, new PostponingRecordingTarget<string>()));
        block.ReleaseReservation(header, target);
        int before = clones;
        Assert.Equal("v'", block.ConsumeMessage(header, target, out consumed));
        Assert.True(consumed);
        Assert.Equal(before + 1, clones);

        // The value stays: a second consumer gets it too.
        Assert.Equal("v'", block.ConsumeMessage(header, new PostponingRecordingTarget<string>(), out consumed));
        Assert.True(consumed);
    }

    [Fact]
    public void TryReceive_with_a_filter_the_value_fails_receives_nothing()
    {
        var block = new WriteOnceBlock<int>(null);
        Assert.False(block.TryReceive(_ => true, out _));
        Assert.True(block.Post(4));
        Assert.False(block.TryReceive(i => i > 10, out _));
        Assert.True(block.TryReceive(i => i < 10, out int value));
        Assert.Equal(4, value);
    }

    [Fact]
    public async Task A_target_declining_permanently_is_unlinked_and_not_offered_again()
    {
        var scheduler = new ManualDataflowScheduler();
        var block = new WriteOnceBlock<int>(null, new DataflowBlockOptions { TaskScheduler = scheduler });
        Assert.True(block.Post(1));
        var declining = new FixedAnswerTarget<int>(DataflowMessageStatus.DecliningPermanently);
        var accepting = new FixedAnswerTarget<int>(DataflowMessageStatus.Accepted);

        // Linked once the value is set but before it is offered: offered at once.
        block.LinkTo(declining);
        Assert.Equal(1, declining.Offers);
        block.LinkTo(accepting);
        Assert.Equal(1, accepting.Offers);
        scheduler.RunAll();
        await block.Completion.Within();
        Assert.Equal(1, declining.Offers);
    }

    [Fact]
    public async Task Disposing_a_link_twice_or_after_completion_is_harmless_and_the_unlinked_target_gets_nothing()
    {
        var block = new WriteOnceBlock<int>(null);
        var unlinked = new FixedAnswerTarget<int>(DataflowMessageStatus.Accepted);
        var linked = new FixedAnswerTarget<int>(DataflowMessageStatus.Accepted);
        var link = block.LinkTo(unlinked);
        using var kept = block.LinkTo(linked);
        link.Dispose();
        link.Dispose();
        Assert.True(block.Post(8));
        await block.Completion.Within();
        Bounded.Until(() => linked.Offers == 1);
        Assert.Equal(0, unlinked.Offers);
        kept.Dispose();
    }

    [Fact]
    public async Task Complete_and_Fault_after_the_value_is_set_change_nothing()
    {
        var block = new WriteOnceBlock<int>(null);
        Assert.True(block.Post(2));
        block.Complete();
        ((IDataflowBlock)block).Fault(new InvalidOperationException());
        await block.Completion.Within();
        Assert.True(block.Completion.IsCompletedSuccessfully);

        var empty = new WriteOnceBlock<int>(null);
        empty.Complete();
        empty.Complete();
        await empty.Completion.Within();
        Assert.False(empty.Post(1));
    }

    [Fact]
    public async Task A_fault_while_a_message_is_being_consumed_faults_the_block_once_the_consume_fails()
    {
        var source = new ScriptedDataflowSource<int>();
        var block = new WriteOnceBlock<int>(null);
        var boom = new InvalidOperationException("boom");
        source.DuringConsume = () => ((IDataflowBlock)block).Fault(boom);
        Assert.Equal(DataflowMessageStatus.NotAvailable, source.Offer(block, 3, consumeToAccept: true));
        var fault = await DataflowTestSupport.FaultOf(block.Completion);
        Assert.Same(boom, Assert.Single(fault.InnerExceptions));
    }
}
