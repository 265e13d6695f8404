namespace Rheo.Dataflow.Tests;

public class WriteOnceBlockTests
{
    [Fact]
    public async Task Accepts_the_first_message_only_and_completes()
    {
        var block = new WriteOnceBlock<int>(null);
        Assert.True(block.Post(1));
        Assert.False(block.Post(2));
        Assert.Equal(DataflowMessageStatus.DecliningPermanently, block.OfferMessage(new DataflowMessageHeader(3), 3, null, false));
        await block.Completion.Within();
        Assert.Equal(1, await block.ReceiveAsync().Within());
        Assert.Equal(1, block.Receive(Bounded.Timeout));
        Assert.True(block.TryReceiveAll(out var all));
        Assert.Equal(new[] { 1 }, all);
    }

    [Fact]
    public async Task Every_target_gets_the_value_including_late_ones()
    {
        var block = new WriteOnceBlock<string>(s => s + "'");
        var early = new BufferBlock<string>();
        block.LinkTo(early, new DataflowLinkOptions { PropagateCompletion = true });
        block.Post("v");
        Assert.Equal("v'", await early.ReceiveAsync().Within());
        await block.Completion.Within();
        await early.Completion.Within();
        var late = new BufferBlock<string>();
        block.LinkTo(late, new DataflowLinkOptions { PropagateCompletion = true });
        Assert.Equal("v'", await late.ReceiveAsync().Within());
        await late.Completion.Within();
    }

    [Fact]
    public async Task Completing_without_a_value()
    {
        var block = new WriteOnceBlock<int>(null);
        var pending = block.ReceiveAsync();
        block.Complete();
        await block.Completion.Within();
        await Assert.ThrowsAsync<InvalidOperationException>(() => pending.Within());
        Assert.False(block.TryReceive(out _));
        Assert.False(block.Post(1));
        Assert.False(await block.OutputAvailableAsync().Within());
    }

    [Fact]
    public void Any_number_of_targets_may_reserve_and_consume_the_value()
    {
        var block = new WriteOnceBlock<int>(null);
        block.Post(5);
        var a = new BufferBlock<int>();
        var b = new BufferBlock<int>();
        var header = new DataflowMessageHeader(1);
        Assert.True(block.ReserveMessage(header, a));
        Assert.True(block.ReserveMessage(header, b));
        block.ReleaseReservation(header, b);
        Assert.Equal(5, block.ConsumeMessage(header, a, out bool consumed));
        Assert.True(consumed);
        Assert.Equal(5, block.ConsumeMessage(header, b, out consumed));
        Assert.True(consumed);
        Assert.False(block.ReserveMessage(new DataflowMessageHeader(2), a));
    }

    [Fact]
    public async Task Concurrent_offers_set_exactly_one_value()
    {
        var block = new WriteOnceBlock<int>(null);
        int accepted = 0;
        await Task.WhenAll(Enumerable.Range(0, 8).Select(i => Task.Run(() =>
        {
            if (block.Post(i))
            {
                Interlocked.Increment(ref accepted);
            }
        }))).Within();
        Assert.Equal(1, accepted);
        await block.Completion.Within();
    }

    [Fact]
    public async Task Fault_and_cancellation_before_a_value()
    {
        var faulted = new WriteOnceBlock<int>(null);
        var error = new Exception();
        faulted.Fault(error);
        Assert.Same(error, Assert.Single((await DataflowTestSupport.FaultOf(faulted.Completion)).InnerExceptions));

        var cts = new CancellationTokenSource();
        var canceled = new WriteOnceBlock<int>(null, new DataflowBlockOptions { CancellationToken = cts.Token });
        cts.Cancel();
        await DataflowTestSupport.Canceled(canceled.Completion);
        Assert.Equal($"WriteOnceBlock`1 Id={canceled.Completion.Id}", canceled.ToString());
    }
}
