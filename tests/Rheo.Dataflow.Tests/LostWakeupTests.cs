namespace Rheo.Dataflow.Tests;

/// <summary>
/// Wake-ups a bounded or non-greedy block must not lose: an offer postponed, a reservation released (and the message
/// offered again) or room made while the block's processing pass runs, and the slot of a <c>consumeToAccept</c> offer
/// whose message was gone. Each scenario is driven step by step by hooked sources, so the interleaving that used to
/// strand a postponed message (and hang the producers' <c>SendAsync</c>) happens on every run.
/// </summary>
public class LostWakeupTests
{
    /// <summary>
    /// A source holding one message (header 1): it answers ReserveMessage with <see cref="ReserveAnswer"/>, and runs
    /// <see cref="OnRelease"/> inside ReleaseReservation (e.g. offering the message again, as a real source does).
    /// </summary>
    private sealed class HookedSource<T>(T value) : ISourceBlock<T>
    {
        private readonly object _gate = new();
        private bool _has = true;

        public bool ReserveAnswer { get; init; } = true;

        public Action? OnRelease { get; set; }

        public List<string> Calls { get; } = new();

        public Task Completion { get; } = new TaskCompletionSource().Task;

        public DataflowMessageStatus Offer(ITargetBlock<T> target) => target.OfferMessage(new DataflowMessageHeader(1), value, this, consumeToAccept: false);

        public void Complete()
        {
        }

        public void Fault(Exception exception)
        {
        }

        public IDisposable LinkTo(ITargetBlock<T> target, DataflowLinkOptions linkOptions) => throw new NotSupportedException();

        public T? ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target, out bool messageConsumed)
        {
            lock (_gate)
            {
                Calls.Add("consume");
                messageConsumed = _has;
                _has = false;
                return messageConsumed ? value : default;
            }
        }

        public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target)
        {
            lock (_gate)
            {
                Calls.Add("reserve");
                return _has && ReserveAnswer;
            }
        }

        public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<T> target)
        {
            lock (_gate)
            {
                Calls.Add("release");
            }

            OnRelease?.Invoke();
        }
    }

    [Fact]
    public async Task A_non_greedy_JoinBlock_joins_messages_offered_while_a_failed_join_attempt_was_running()
    {
        // Target1 holds a's message, Target2 holds b's, which b will not let be reserved: the join attempt reserves a,
        // fails on b and releases a. a offers its message again from inside the release and c offers to Target2, both
        // while the attempt still runs. As in TPL Dataflow, the block looks again once the attempt ends and joins them.
        var join = new JoinBlock<int, int>(new GroupingDataflowBlockOptions { Greedy = false });
        var a = new HookedSource<int>(10);
        var b = new HookedSource<int>(30) { ReserveAnswer = false };
        var c = new HookedSource<int>(20);
        a.OnRelease = () =>
        {
            a.OnRelease = null;
            Assert.Equal(DataflowMessageStatus.Postponed, a.Offer(join.Target1));
            Assert.Equal(DataflowMessageStatus.Postponed, c.Offer(join.Target2));
        };

        Assert.Equal(DataflowMessageStatus.Postponed, a.Offer(join.Target1));
        Assert.Equal(DataflowMessageStatus.Postponed, b.Offer(join.Target2));

        Assert.Equal(Tuple.Create(10, 20), await join.ReceiveAsync().Within());
        Assert.Equal(["reserve", "release", "reserve", "consume"], a.Calls);
        Assert.Equal(["reserve"], b.Calls);
        Assert.Equal(["reserve", "consume"], c.Calls);
    }

    [Fact]
    public async Task A_non_greedy_BatchBlock_batches_messages_offered_while_a_failed_batch_attempt_was_running()
    {
        var batch = new BatchBlock<int>(2, new GroupingDataflowBlockOptions { Greedy = false });
        var a = new HookedSource<int>(10);
        var b = new HookedSource<int>(30) { ReserveAnswer = false };
        var c = new HookedSource<int>(20);
        a.OnRelease = () =>
        {
            a.OnRelease = null;
            Assert.Equal(DataflowMessageStatus.Postponed, a.Offer(batch));
            Assert.Equal(DataflowMessageStatus.Postponed, c.Offer(batch));
        };

        Assert.Equal(DataflowMessageStatus.Postponed, a.Offer(batch));
        Assert.Equal(DataflowMessageStatus.Postponed, b.Offer(batch));

        Assert.Equal(new[] { 10, 20 }, await batch.ReceiveAsync().Within());
        Assert.Equal(["reserve"], b.Calls);
    }

    /// <summary>
    /// A bounded block (bound 1, empty) is offered a message with <c>consumeToAccept</c>; while it consumes it, another
    /// source offers and is postponed (the slot is taken); then the first message turns out to be gone. The slot comes
    /// back, and the postponed message is consumed: before, nothing woke the block and the second source waited forever.
    /// </summary>
    private static void OfferWhileAGoneMessageHoldsTheSlot(ITargetBlock<int> target)
    {
        var gone = new ScriptedDataflowSource<int>();
        var waiting = new ScriptedDataflowSource<int>();
        waiting.Add(1, 42);
        gone.DuringConsume = () =>
        {
            gone.DuringConsume = null;
            Assert.Equal(DataflowMessageStatus.Postponed, waiting.Offer(target, 1));
        };

        Assert.Equal(DataflowMessageStatus.NotAvailable, gone.Offer(target, 1, consumeToAccept: true));
        Bounded.Until(() => waiting.Calls.Contains("consume 1"));
    }

    [Fact]
    public async Task An_ActionBlock_consumes_a_message_postponed_while_a_consumeToAccept_offer_held_its_only_slot()
    {
        var seen = new List<int>();
        var block = new ActionBlock<int>(seen.Add, new ExecutionDataflowBlockOptions { BoundedCapacity = 1 });
        OfferWhileAGoneMessageHoldsTheSlot(block);
        block.Complete();
        await block.Completion.Within();
        Assert.Equal([42], seen);
    }

    [Fact]
    public async Task A_BufferBlock_consumes_a_message_postponed_while_a_consumeToAccept_offer_held_its_only_slot()
    {
        var block = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 1 });
        OfferWhileAGoneMessageHoldsTheSlot(block);
        Assert.Equal(42, await block.ReceiveAsync().Within());
    }

    [Fact]
    public async Task A_BroadcastBlock_consumes_a_message_postponed_while_a_consumeToAccept_offer_held_its_only_slot()
    {
        var block = new BroadcastBlock<int>(null, new DataflowBlockOptions { BoundedCapacity = 1 });
        OfferWhileAGoneMessageHoldsTheSlot(block);
        Assert.Equal(42, await block.ReceiveAsync().Within());
    }

    [Fact]
    public async Task A_greedy_BatchBlock_consumes_a_message_postponed_while_a_consumeToAccept_offer_held_its_only_slot()
    {
        var block = new BatchBlock<int>(1, new GroupingDataflowBlockOptions { BoundedCapacity = 1 });
        OfferWhileAGoneMessageHoldsTheSlot(block);
        Assert.Equal(new[] { 42 }, await block.ReceiveAsync().Within());
    }

    [Fact]
    public async Task A_BatchBlock_whose_postponed_source_throws_from_ConsumeMessage_faults_instead_of_hanging()
    {
        // Found full (bound 1, one batch waiting), the block postpones the offer; once the batch is taken it consumes
        // the postponed message, the source throws, and the block faults with that exception (as in TPL Dataflow).
        var block = new BatchBlock<int>(1, new GroupingDataflowBlockOptions { BoundedCapacity = 1 });
        Assert.True(block.Post(1));
        var source = new ScriptedDataflowSource<int> { ConsumeFailure = new InvalidTimeZoneException("consume") };
        source.Add(1, 2);
        Assert.Equal(DataflowMessageStatus.Postponed, source.Offer(block, 1));
        Assert.Equal(new[] { 1 }, await block.ReceiveAsync().Within());
        var error = await Assert.ThrowsAsync<InvalidTimeZoneException>(() => block.Completion.Within());
        Assert.Equal("consume", error.Message);
    }
}
