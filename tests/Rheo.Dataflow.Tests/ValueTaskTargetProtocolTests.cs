namespace Rheo.Dataflow.Tests;

/// <summary>The temporary targets behind ReceiveValueAsync and OutputAvailableValueAsync, driven by a scripted source.</summary>
public class ValueTaskTargetProtocolTests
{
    private static readonly InvalidOperationException Boom = new("boom");

    [Fact]
    public async Task ReceiveValueAsync_and_OutputAvailableValueAsync_fault_with_the_exception_LinkTo_throws()
    {
        var source = new ScriptedDataflowSource<int> { LinkFailure = Boom };
        Assert.Same(Boom, await Assert.ThrowsAsync<InvalidOperationException>(() => source.ReceiveValueAsync().Within()));
        Assert.Same(Boom, await Assert.ThrowsAsync<InvalidOperationException>(() => source.OutputAvailableValueAsync().Within()));
    }

    [Fact]
    public async Task ReceiveValueAsync_consumes_an_offer_skips_one_not_available_and_declines_after()
    {
        var source = new ScriptedDataflowSource<int>();
        var receive = source.ReceiveValueAsync(TimeSpan.FromMinutes(5));
        var target = Assert.Single(source.Targets);
        Assert.False(target.Completion.IsCompleted);
        Assert.Equal(DataflowMessageStatus.NotAvailable, source.Offer(target, 1, consumeToAccept: true));
        Assert.False(receive.IsCompleted);
        source.Add(2, 20);
        Assert.Equal(DataflowMessageStatus.Accepted, source.Offer(target, 2, consumeToAccept: true));
        Assert.Equal(20, await receive.Within());
        Assert.Empty(source.Targets);
        Assert.Equal(DataflowMessageStatus.DecliningPermanently, target.OfferMessage(new DataflowMessageHeader(3), 3, null, false));
    }

    [Fact]
    public async Task OutputAvailableValueAsync_reports_an_offer_and_leaves_the_message_in_the_source()
    {
        var source = new ScriptedDataflowSource<int>();
        source.Add(1, 10);
        var available = source.OutputAvailableValueAsync(CancellationToken.None);
        var target = Assert.Single(source.Targets);
        Assert.Equal(DataflowMessageStatus.DecliningPermanently, source.Offer(target, 1));
        Assert.True(await available.Within());
        Assert.Empty(source.Calls);
        Assert.Equal(DataflowMessageStatus.DecliningPermanently, source.Offer(target, 1));
    }

    [Fact]
    public async Task A_completion_propagated_to_the_receive_target_of_a_plain_source_fails_the_receive()
    {
        var source = new ScriptedDataflowSource<int>();
        var receive = source.ReceiveValueAsync();
        var target = Assert.Single(source.Targets);
        target.Complete();
        await Assert.ThrowsAsync<InvalidOperationException>(() => receive.Within());
        var available = source.OutputAvailableValueAsync();
        Assert.Single(source.Targets).Fault(Boom);
        Assert.False(await available.Within());
    }
}
