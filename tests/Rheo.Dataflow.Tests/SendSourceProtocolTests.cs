namespace Rheo.Dataflow.Tests;

/// <summary>
/// The source behind a pending SendAsync (and SendValueAsync) as a target sees it: it cannot be linked, it holds one
/// reservation, and a cancellation while reserved waits for the release. Completing or faulting it is not supported
/// for SendAsync, as in TPL Dataflow (the send ends only through its target); SendValueAsync's source ends the send.
/// </summary>
public class SendSourceProtocolTests
{
    private static Task<bool> Send(ITargetBlock<int> target, int item, bool valueTask, CancellationToken token = default) =>
        valueTask ? target.SendValueAsync(item, token).AsTask() : target.SendAsync(item, token);

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task Completing_the_send_source_declines_the_send(bool valueTask)
    {
        var target = new PostponingRecordingTarget<int>();
        var send = Send(target, 1, valueTask);
        Assert.False(send.IsCompleted);
        var source = Assert.IsAssignableFrom<ISourceBlock<int>>(target.LastSource);
        Assert.False(source.Completion.IsCompleted);
        Assert.Throws<NotSupportedException>(() => source.LinkTo(new BufferBlock<int>(), new DataflowLinkOptions()));
        if (!valueTask)
        {
            Assert.Throws<NotSupportedException>(source.Complete);
            Assert.False(send.IsCompleted);
            return;
        }

        source.Complete();
        Assert.False(await send.Within());
        Assert.Equal(0, source.ConsumeMessage(target.LastHeader, target, out bool consumed));
        Assert.False(consumed);
        Assert.False(source.ReserveMessage(target.LastHeader, target));
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task Faulting_the_send_source_faults_the_send_with_that_exception(bool valueTask)
    {
        var target = new PostponingRecordingTarget<int>();
        var send = Send(target, 1, valueTask);
        var source = target.LastSource!;
        if (!valueTask)
        {
            Assert.Throws<NotSupportedException>(() => source.Fault(new InvalidOperationException("boom")));
            Assert.False(send.IsCompleted);
            return;
        }

        Assert.Throws<ArgumentNullException>(() => source.Fault(null!));
        var boom = new InvalidOperationException("boom");
        source.Fault(boom);
        Assert.Same(boom, await Assert.ThrowsAsync<InvalidOperationException>(() => send.Within()));
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task The_send_source_holds_one_reservation_and_refuses_a_release_it_did_not_grant(bool valueTask)
    {
        var target = new PostponingRecordingTarget<int>();
        var send = Send(target, 5, valueTask);
        var source = target.LastSource!;
        var header = target.LastHeader;
        Assert.Throws<InvalidOperationException>(() => source.ReleaseReservation(header, target));
        Assert.True(source.ReserveMessage(header, target));
        Assert.False(source.ReserveMessage(header, target));
        Assert.False(source.ReserveMessage(header, new PostponingRecordingTarget<int>()));
        Assert.Equal(5, source.ConsumeMessage(header, target, out bool consumed));
        Assert.True(consumed);
        Assert.True(await send.Within());
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task A_cancellation_while_reserved_waits_for_the_release_and_then_cancels_the_send(bool valueTask)
    {
        using var cts = new CancellationTokenSource();
        var target = new PostponingRecordingTarget<int>();
        var send = Send(target, 5, valueTask, cts.Token);
        var source = target.LastSource!;
        var header = target.LastHeader;
        Assert.True(source.ReserveMessage(header, target));
        cts.Cancel();
        Assert.False(send.IsCompleted);
        source.ReleaseReservation(header, target);
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => send.Within());
        Assert.True(send.IsCanceled);
        Assert.False(source.ReserveMessage(header, target));
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task A_cancellation_while_reserved_lets_the_reserving_target_still_consume(bool valueTask)
    {
        using var cts = new CancellationTokenSource();
        var target = new PostponingRecordingTarget<int>();
        var send = Send(target, 6, valueTask, cts.Token);
        var source = target.LastSource!;
        var header = target.LastHeader;
        Assert.True(source.ReserveMessage(header, target));
        cts.Cancel();
        Assert.Equal(6, source.ConsumeMessage(header, target, out bool consumed));
        Assert.True(consumed);
        Assert.True(await send.Within());
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task A_target_whose_offer_throws_faults_the_send(bool valueTask)
    {
        var boom = new InvalidOperationException("boom");
        var send = Send(new ThrowingDataflowTarget<int>(boom), 1, valueTask);
        Assert.Same(boom, await Assert.ThrowsAsync<InvalidOperationException>(() => send.Within()));
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task A_release_without_cancellation_offers_the_message_again(bool valueTask)
    {
        var target = new SecondOfferTarget();
        var send = Send(target, 9, valueTask);
        var source = target.Source!;
        Assert.True(source.ReserveMessage(target.Header, target));
        source.ReleaseReservation(target.Header, target);
        await target.OfferedAgain.Task.Within();
        Assert.Equal(9, source.ConsumeMessage(target.Header, target, out bool consumed));
        Assert.True(consumed);
        Assert.True(await send.Within());
    }

    /// <summary>Postpones every offer and signals the second one.</summary>
    private sealed class SecondOfferTarget : ITargetBlock<int>
    {
        private int _offers;

        public TaskCompletionSource OfferedAgain { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

        public ISourceBlock<int>? Source { get; private set; }

        public DataflowMessageHeader Header { get; private set; }

        public Task Completion { get; } = new TaskCompletionSource().Task;

        public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, int messageValue, ISourceBlock<int>? source, bool consumeToAccept)
        {
            Source = source;
            Header = messageHeader;
            if (Interlocked.Increment(ref _offers) == 2)
            {
                OfferedAgain.TrySetResult();
            }

            return DataflowMessageStatus.Postponed;
        }

        public void Complete()
        {
        }

        public void Fault(Exception exception)
        {
        }
    }
}
