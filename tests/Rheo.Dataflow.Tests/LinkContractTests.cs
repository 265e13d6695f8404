using Tpl = System.Threading.Tasks.Dataflow;

namespace Rheo.Dataflow.Tests;

/// <summary>Link and propagation contracts as TPL Dataflow keeps them, each checked on TPL Dataflow too.</summary>
public class LinkContractTests
{
    /// <summary>Records the offers a target sees and postpones them all.</summary>
    private sealed class PostponingTarget<T> : ITargetBlock<T>
    {
        public readonly List<(DataflowMessageHeader Header, T Value, ISourceBlock<T> Source)> Offers = [];

        public Task Completion { get; } = new TaskCompletionSource().Task;

        public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept)
        {
            lock (Offers)
            {
                Offers.Add((messageHeader, messageValue, source!));
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

    private sealed class TplPostponingTarget<T> : Tpl.ITargetBlock<T>
    {
        public readonly List<(Tpl.DataflowMessageHeader Header, T Value, Tpl.ISourceBlock<T> Source)> Offers = [];

        public Task Completion { get; } = new TaskCompletionSource().Task;

        public Tpl.DataflowMessageStatus OfferMessage(Tpl.DataflowMessageHeader messageHeader, T messageValue, Tpl.ISourceBlock<T>? source, bool consumeToAccept)
        {
            lock (Offers)
            {
                Offers.Add((messageHeader, messageValue, source!));
            }

            return Tpl.DataflowMessageStatus.Postponed;
        }

        public void Complete()
        {
        }

        public void Fault(Exception exception)
        {
        }
    }

    public static TheoryData<string> Sources() => ["BufferBlock", "BroadcastBlock", "TransformBlock", "BatchBlock"];

    private static (ISourceBlock<int> Source, Action Post) Source(string name)
    {
        switch (name)
        {
            case "BufferBlock":
                var buffer = new BufferBlock<int>();
                return (buffer, () => buffer.Post(1));
            case "BroadcastBlock":
                var broadcast = new BroadcastBlock<int>(null);
                return (broadcast, () => broadcast.Post(1));
            case "TransformBlock":
                var transform = new TransformBlock<int, int>(i => i);
                return (transform, () => transform.Post(1));
            default:
                var batch = new BatchBlock<int>(1);
                var unbatch = new TransformManyBlock<int[], int>(b => b);
                batch.LinkTo(unbatch);
                return (unbatch, () => batch.Post(1));
        }
    }

    /// <summary>
    /// A target linked twice to one source sees the second link's offers from a distinct propagator (TPL Dataflow keeps
    /// each link a distinct target); that propagator's Completion is the source's, and it reserves, releases and consumes.
    /// </summary>
    [Theory]
    [MemberData(nameof(Sources))]
    public async Task A_target_linked_twice_sees_a_distinct_propagator_on_the_second_link(string name)
    {
        var (source, post) = Source(name);
        var target = new PostponingTarget<int>();
        source.LinkTo(target);
        source.LinkTo(target);
        post();
        Bounded.Until(() => { lock (target.Offers) { return target.Offers.Count == 2; } });
        var (header, value, first) = target.Offers[0];
        var second = target.Offers[1].Source;
        Assert.Same(source, first);
        Assert.NotSame(source, second);
        Assert.Same(source.Completion, second.Completion);
        Assert.True(second.ReserveMessage(header, target));
        second.ReleaseReservation(header, target);
        Assert.Equal(1, value);
        Assert.Equal(1, second.ConsumeMessage(header, target, out bool consumed));
        Assert.True(consumed);

        var tpl = new Tpl.BufferBlock<int>();
        var tplTarget = new TplPostponingTarget<int>();
        tpl.LinkTo(tplTarget, new Tpl.DataflowLinkOptions());
        tpl.LinkTo(tplTarget, new Tpl.DataflowLinkOptions());
        Tpl.DataflowBlock.Post(tpl, 1);
        Bounded.Until(() => { lock (tplTarget.Offers) { return tplTarget.Offers.Count == 2; } });
        Assert.Same(tpl, tplTarget.Offers[0].Source);
        Assert.NotSame(tpl, tplTarget.Offers[1].Source);
        Assert.Same(tpl.Completion, tplTarget.Offers[1].Source.Completion);
        await Task.CompletedTask;
    }

    /// <summary>Each link of a WriteOnceBlock gets the value once, also a link made while the value is being offered (dotnet/runtime's WriteOnceBlock link-options test counts 10 for 10 targets).</summary>
    [Fact]
    public async Task A_write_once_block_offers_its_value_once_per_link()
    {
        foreach (bool clone in new[] { false, true })
        {
            foreach (bool append in new[] { false, true })
            {
                foreach (int maxMessages in new[] { DataflowBlockOptions.Unbounded, 1, 2 })
                {
                    Assert.Equal(10, await CountDeliveries(clone, append, maxMessages));
                }
            }
        }
    }

    private static async Task<int> CountDeliveries(bool clone, bool append, int maxMessages)
    {
        var block = new WriteOnceBlock<int>(clone ? i => i : null);
        int delivered = 0;
        var targets = Enumerable.Range(0, 10).Select(_ => new ActionBlock<int>(_ => Interlocked.Increment(ref delivered))).ToArray();
        var options = new DataflowLinkOptions { MaxMessages = maxMessages, Append = append, PropagateCompletion = true };
        for (int i = 0; i < 5; i++)
        {
            block.LinkTo(targets[i], options, _ => false);
            block.LinkTo(targets[i], options);
        }

        block.Post(1);
        for (int i = 5; i < 10; i++)
        {
            block.LinkTo(targets[i], options);
        }

        await block.Completion.Within();
        await Task.WhenAll(targets.Select(t => t.Completion)).Within();
        return delivered;
    }

    /// <summary>A source that reserves but then fails to deliver (or throws): a non-greedy join faults, as TPL Dataflow's does.</summary>
    [Fact]
    public async Task A_non_greedy_join_faults_when_a_reserved_message_is_not_delivered()
    {
        var join = new JoinBlock<int, int>(new GroupingDataflowBlockOptions { Greedy = false });
        join.Target1.OfferMessage(new DataflowMessageHeader(1), 0, new FailingSource(), consumeToAccept: true);
        join.Target2.OfferMessage(new DataflowMessageHeader(1), 0, new FailingSource(), consumeToAccept: true);
        Assert.IsType<InvalidOperationException>(Assert.Single((await DataflowTestSupport.FaultOf(join.Completion)).InnerExceptions));

        var tpl = new Tpl.JoinBlock<int, int>(new Tpl.GroupingDataflowBlockOptions { Greedy = false });
        tpl.Target1.OfferMessage(new Tpl.DataflowMessageHeader(1), 0, new TplFailingSource(), consumeToAccept: true);
        tpl.Target2.OfferMessage(new Tpl.DataflowMessageHeader(1), 0, new TplFailingSource(), consumeToAccept: true);
        Assert.IsType<InvalidOperationException>(Assert.Single((await DataflowTestSupport.FaultOf(tpl.Completion)).InnerExceptions));
    }

    [Fact]
    public async Task A_non_greedy_join_faults_when_a_source_throws_while_reserving()
    {
        var error = new FormatException();
        var join = new JoinBlock<int, int>(new GroupingDataflowBlockOptions { Greedy = false });
        join.Target1.OfferMessage(new DataflowMessageHeader(1), 0, new FailingSource { ReserveError = error }, consumeToAccept: true);
        join.Target2.OfferMessage(new DataflowMessageHeader(1), 0, new FailingSource { ReserveError = error }, consumeToAccept: true);
        // The postponed offer released at completion throws again: every fault is the source's exception.
        Assert.All((await DataflowTestSupport.FaultOf(join.Completion)).InnerExceptions, e => Assert.Same(error, e));
    }

    /// <summary>Reserves every message, then fails to deliver it.</summary>
    private sealed class FailingSource : ISourceBlock<int>
    {
        public Exception? ReserveError { get; init; }

        public Task Completion { get; } = new TaskCompletionSource().Task;

        public void Complete()
        {
        }

        public void Fault(Exception exception)
        {
        }

        public IDisposable LinkTo(ITargetBlock<int> target, DataflowLinkOptions linkOptions) => throw new NotSupportedException();

        public int ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<int> target, out bool messageConsumed)
        {
            messageConsumed = false;
            return 0;
        }

        public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<int> target) => ReserveError == null ? true : throw ReserveError;

        public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<int> target)
        {
        }
    }

    private sealed class TplFailingSource : Tpl.ISourceBlock<int>
    {
        public Task Completion { get; } = new TaskCompletionSource().Task;

        public void Complete()
        {
        }

        public void Fault(Exception exception)
        {
        }

        public IDisposable LinkTo(Tpl.ITargetBlock<int> target, Tpl.DataflowLinkOptions linkOptions) => throw new NotSupportedException();

        public int ConsumeMessage(Tpl.DataflowMessageHeader messageHeader, Tpl.ITargetBlock<int> target, out bool messageConsumed)
        {
            messageConsumed = false;
            return 0;
        }

        public bool ReserveMessage(Tpl.DataflowMessageHeader messageHeader, Tpl.ITargetBlock<int> target) => true;

        public void ReleaseReservation(Tpl.DataflowMessageHeader messageHeader, Tpl.ITargetBlock<int> target)
        {
        }
    }
}
