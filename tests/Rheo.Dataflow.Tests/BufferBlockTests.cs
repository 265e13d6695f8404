namespace Rheo.Dataflow.Tests;

public class BufferBlockTests
{
    private static readonly DataflowMessageHeader H1 = new(1);

    [Fact]
    public async Task Buffers_in_order_and_receives()
    {
        var block = new BufferBlock<int>();
        for (int i = 0; i < 5; i++)
        {
            Assert.True(block.Post(i));
        }

        Assert.Equal(5, block.Count);
        Assert.True(block.TryReceive(out int first));
        Assert.Equal(0, first);
        Assert.False(block.TryReceive(i => i > 100, out _));
        Assert.True(block.TryReceive(i => i == 1, out int second));
        Assert.Equal(1, second);
        Assert.True(block.TryReceiveAll(out var rest));
        Assert.Equal(new[] { 2, 3, 4 }, rest);
        Assert.False(block.TryReceiveAll(out _));
        Assert.Equal(0, block.Count);
        block.Complete();
        await block.Completion.Within();
    }

    [Fact]
    public async Task Completion_waits_for_the_buffer_to_drain()
    {
        var block = new BufferBlock<int>();
        block.Post(1);
        block.Complete();
        Assert.False(block.Post(2));
        Assert.False(block.Completion.IsCompleted);
        Assert.Equal(1, await block.ReceiveAsync().Within());
        await block.Completion.Within();
    }

    [Fact]
    public async Task Bounded_block_declines_posts_postpones_offers_and_consumes_them_when_room_appears()
    {
        var block = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 1 });
        Assert.True(block.Post(1));
        Assert.False(block.Post(2));
        var source = new RecordingDataflowSource<int>();
        source.Add(3, 30);
        Assert.Equal(DataflowMessageStatus.Postponed, source.Offer(block, 3));
        Assert.Equal(1, block.Receive(DataflowTestSupport.Timeout));
        Assert.Equal(30, await block.ReceiveAsync().Within());
        Assert.Equal(new[] { "consume 3" }, source.Snapshot());
    }

    [Fact]
    public async Task Fault_drops_buffered_messages_and_releases_postponed_ones()
    {
        var block = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 1 });
        block.Post(1);
        var source = new RecordingDataflowSource<int>();
        source.Add(2, 2);
        Assert.Equal(DataflowMessageStatus.Postponed, source.Offer(block, 2));
        var error = new InvalidOperationException();
        block.Fault(error);
        Assert.Same(error, Assert.Single((await DataflowTestSupport.FaultOf(block.Completion)).InnerExceptions));
        Assert.Equal(0, block.Count);
        Assert.Equal(new[] { "reserve 2", "release 2" }, source.Snapshot());
        Assert.Equal(DataflowMessageStatus.DecliningPermanently, source.Offer(block, 2));
    }

    [Fact]
    public async Task Cancellation_completes_as_canceled_and_releases_postponed_messages()
    {
        var cts = new CancellationTokenSource();
        var block = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 1, CancellationToken = cts.Token });
        block.Post(1);
        var source = new RecordingDataflowSource<int>();
        source.Add(2, 2);
        Assert.Equal(DataflowMessageStatus.Postponed, source.Offer(block, 2));
        cts.Cancel();
        await DataflowTestSupport.Canceled(block.Completion);
        Assert.Equal(new[] { "reserve 2", "release 2" }, source.Snapshot());
        Assert.Equal(0, block.Count);
    }

    [Fact]
    public void Reservation_rules()
    {
        var block = new BufferBlock<int>();
        block.Post(10);
        block.Post(20);
        var a = new BufferBlock<int>();
        var b = new BufferBlock<int>();

        Assert.False(block.ReserveMessage(new DataflowMessageHeader(2), a)); // not the head
        Assert.True(block.ReserveMessage(H1, a));
        Assert.False(block.ReserveMessage(H1, b)); // already reserved
        Assert.False(block.TryReceive(out _)); // reserved messages cannot be received
        Assert.Equal(0, block.ConsumeMessage(H1, b, out bool consumedByOther));
        Assert.False(consumedByOther);
        Assert.Throws<InvalidOperationException>(() => block.ReleaseReservation(H1, b));

        block.ReleaseReservation(H1, a);
        Assert.Throws<InvalidOperationException>(() => block.ReleaseReservation(H1, a));
        Assert.True(block.ReserveMessage(H1, b));
        Assert.Equal(10, block.ConsumeMessage(H1, b, out bool consumed));
        Assert.True(consumed);
        Assert.Equal(0, block.ConsumeMessage(H1, b, out consumed)); // gone
        Assert.False(consumed);
        Assert.Equal(20, block.ConsumeMessage(new DataflowMessageHeader(2), a, out consumed)); // unreserved head: anyone
        Assert.True(consumed);
    }

    [Fact]
    public void Protocol_arguments_are_checked()
    {
        var block = new BufferBlock<int>();
        Assert.Equal("messageHeader", Assert.Throws<ArgumentException>(() => block.ConsumeMessage(default, block, out _)).ParamName);
        Assert.Equal("target", Assert.Throws<ArgumentNullException>(() => block.ConsumeMessage(H1, null!, out _)).ParamName);
        Assert.Equal("messageHeader", Assert.Throws<ArgumentException>(() => block.ReserveMessage(default, block)).ParamName);
        Assert.Equal("target", Assert.Throws<ArgumentNullException>(() => block.ReleaseReservation(H1, null!)).ParamName);
        Assert.Equal("target", Assert.Throws<ArgumentNullException>(() => block.LinkTo(null!, new DataflowLinkOptions())).ParamName);
        Assert.Equal("linkOptions", Assert.Throws<ArgumentNullException>(() => block.LinkTo(block, null!)).ParamName);
        Assert.Equal("dataflowBlockOptions", Assert.Throws<ArgumentNullException>(() => new BufferBlock<int>(null!)).ParamName);
    }

    [Fact]
    public void ToString_uses_NameFormat()
    {
        var block = new BufferBlock<string>();
        Assert.Equal($"BufferBlock`1 Id={block.Completion.Id}", block.ToString());
    }

    [Fact]
    public async Task Receive_with_cancellation_and_timeout()
    {
        var block = new BufferBlock<int>();
        var cts = new CancellationTokenSource();
        var pending = block.ReceiveAsync(cts.Token);
        cts.Cancel();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => pending.Within());
        Assert.True(pending.IsCanceled);

        await Assert.ThrowsAsync<TimeoutException>(() => block.ReceiveAsync(TimeSpan.Zero).Within());
        await Assert.ThrowsAsync<TimeoutException>(() => block.ReceiveAsync(TimeSpan.FromMilliseconds(1)).Within());
        Assert.Throws<TimeoutException>(() => block.Receive(TimeSpan.FromMilliseconds(1)));
        Assert.Throws<OperationCanceledException>(() => block.Receive(new CancellationToken(true)));
        Assert.Equal("timeout", Assert.Throws<ArgumentOutOfRangeException>(() => { _ = block.ReceiveAsync(TimeSpan.FromMilliseconds(-2)); }).ParamName);

        // Nothing was lost to the canceled and timed-out receivers.
        block.Post(5);
        Assert.Equal(5, await block.ReceiveAsync().Within());
    }

    [Fact]
    public async Task Pending_receive_gets_a_later_message_and_fails_when_the_source_completes()
    {
        var block = new BufferBlock<int>();
        var pending = block.ReceiveAsync();
        Assert.False(pending.IsCompleted);
        block.Post(42);
        Assert.Equal(42, await pending.Within());

        var never = block.ReceiveAsync();
        block.Complete();
        await Assert.ThrowsAsync<InvalidOperationException>(() => never.Within());
        Assert.Throws<InvalidOperationException>(() => block.Receive(Bounded.Timeout));
    }
}
