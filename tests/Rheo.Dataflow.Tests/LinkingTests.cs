using Tpl = System.Threading.Tasks.Dataflow;

namespace Rheo.Dataflow.Tests;

public class LinkingTests
{
    [Fact]
    public async Task Linked_pipeline_delivers_everything_and_propagates_completion()
    {
        var buffer = new BufferBlock<int>();
        var transform = new TransformBlock<int, int>(i => i + 1);
        var seen = new List<int>();
        var action = new ActionBlock<int>(seen.Add);
        var propagate = new DataflowLinkOptions { PropagateCompletion = true };
        buffer.LinkTo(transform, propagate);
        transform.LinkTo(action, propagate);
        for (int i = 0; i < 500; i++)
        {
            buffer.Post(i);
        }

        buffer.Complete();
        await action.Completion.Within();
        Assert.Equal(Enumerable.Range(1, 500), seen);
        Assert.True(transform.Completion.IsCompletedSuccessfully);
    }

    [Fact]
    public async Task Faulted_source_faults_the_target_with_its_AggregateException_like_TPL()
    {
        var error = new InvalidOperationException("x");

        var source = new BufferBlock<int>();
        var target = new ActionBlock<int>(_ => { });
        source.LinkTo(target, new DataflowLinkOptions { PropagateCompletion = true });
        source.Fault(error);
        var fault = await DataflowTestSupport.FaultOf(target.Completion);

        var tplSource = new Tpl.BufferBlock<int>();
        var tplTarget = new Tpl.ActionBlock<int>(_ => { });
        tplSource.LinkTo(tplTarget, new Tpl.DataflowLinkOptions { PropagateCompletion = true });
        ((Tpl.IDataflowBlock)tplSource).Fault(error);
        var tplFault = await DataflowTestSupport.FaultOf(tplTarget.Completion);

        Assert.Equal(tplFault.InnerExceptions.Count, fault.InnerExceptions.Count);
        Assert.Equal(tplFault.InnerException!.GetType(), fault.InnerException!.GetType());
        Assert.Same(error, fault.Flatten().InnerExceptions.Single());
        Assert.Same(error, tplFault.Flatten().InnerExceptions.Single());
    }

    [Fact]
    public async Task Canceled_source_completes_the_target_normally()
    {
        var cts = new CancellationTokenSource();
        var source = new BufferBlock<int>(new DataflowBlockOptions { CancellationToken = cts.Token });
        var target = new BufferBlock<int>();
        source.LinkTo(target, new DataflowLinkOptions { PropagateCompletion = true });
        cts.Cancel();
        await DataflowTestSupport.Canceled(source.Completion);
        await target.Completion.Within();
        Assert.True(target.Completion.IsCompletedSuccessfully);
    }

    [Fact]
    public async Task Linking_to_a_completed_source_propagates_at_once()
    {
        var source = new BufferBlock<int>();
        source.Complete();
        await source.Completion.Within();
        var target = new BufferBlock<int>();
        source.LinkTo(target, new DataflowLinkOptions { PropagateCompletion = true });
        await target.Completion.Within();
    }

    [Fact]
    public async Task First_link_gets_messages_and_Append_false_puts_a_link_first()
    {
        var source = new BufferBlock<int>();
        var first = new BufferBlock<int>();
        var second = new BufferBlock<int>();
        source.LinkTo(first);
        source.Post(1);
        Assert.Equal(1, await first.ReceiveAsync().Within());

        source.LinkTo(second, new DataflowLinkOptions { Append = false });
        source.Post(2);
        Assert.Equal(2, await second.ReceiveAsync().Within());
        Assert.Equal(0, first.Count);
    }

    [Fact]
    public async Task MaxMessages_unlinks_after_that_many()
    {
        var source = new BufferBlock<int>();
        var limited = new BufferBlock<int>();
        var rest = new BufferBlock<int>();
        source.LinkTo(limited, new DataflowLinkOptions { MaxMessages = 2 });
        source.LinkTo(rest);
        for (int i = 0; i < 5; i++)
        {
            source.Post(i);
        }

        for (int i = 2; i < 5; i++)
        {
            Assert.Equal(i, await rest.ReceiveAsync().Within());
        }

        Assert.True(limited.TryReceiveAll(out var got));
        Assert.Equal(new[] { 0, 1 }, got);
    }

    [Fact]
    public async Task MaxMessages_counts_messages_consumed_after_postponement()
    {
        var source = new BufferBlock<int>();
        var gate = new TaskCompletionSource();
        int processed = 0;
        var two = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var bounded = new ActionBlock<int>(
            async _ =>
            {
                await gate.Task;
                if (Interlocked.Increment(ref processed) == 2)
                {
                    two.SetResult();
                }
            },
            new ExecutionDataflowBlockOptions { BoundedCapacity = 1 });
        source.LinkTo(bounded, new DataflowLinkOptions { MaxMessages = 2 });
        source.Post(0); // accepted when offered
        source.Post(1); // postponed, consumed later through ConsumeMessage
        gate.SetResult();
        await two.Task.Within();

        var rest = new BufferBlock<int>();
        source.LinkTo(rest);
        source.Post(2);
        source.Post(3);
        Assert.Equal(2, await rest.ReceiveAsync().Within());
        Assert.Equal(3, await rest.ReceiveAsync().Within());
        bounded.Complete();
        await bounded.Completion.Within();
        Assert.Equal(2, processed);
    }

    [Fact]
    public async Task Predicate_links_filter_messages()
    {
        var source = new BufferBlock<int>();
        var evens = new BufferBlock<int>();
        var odds = new BufferBlock<int>();
        source.LinkTo(evens, i => i % 2 == 0);
        source.LinkTo(odds, new DataflowLinkOptions(), i => i % 2 == 1);
        for (int i = 0; i < 10; i++)
        {
            source.Post(i);
        }

        for (int i = 0; i < 10; i += 2)
        {
            Assert.Equal(i, await evens.ReceiveAsync().Within());
            Assert.Equal(i + 1, await odds.ReceiveAsync().Within());
        }
    }

    [Fact]
    public async Task Message_declined_by_every_link_stays_in_the_source()
    {
        var source = new BufferBlock<int>();
        var evens = new BufferBlock<int>();
        source.LinkTo(evens, i => i % 2 == 0);
        source.Post(1);
        source.Post(2);
        Assert.Equal(1, await source.ReceiveAsync().Within());
        Assert.Equal(2, await evens.ReceiveAsync().Within());
    }

    [Fact]
    public async Task Disposing_a_link_unlinks()
    {
        var source = new BufferBlock<int>();
        var target = new BufferBlock<int>();
        var link = source.LinkTo(target);
        source.Post(1);
        Assert.Equal(1, await target.ReceiveAsync().Within());
        link.Dispose();
        source.Post(2);
        Assert.Equal(2, await source.ReceiveAsync().Within());
        Assert.Equal(0, target.Count);
    }

    [Fact]
    public void LinkTo_arguments_are_checked()
    {
        var source = new BufferBlock<int>();
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => DataflowBlock.LinkTo(null!, source)).ParamName);
        Assert.Equal("target", Assert.Throws<ArgumentNullException>(() => source.LinkTo(null!)).ParamName);
        Assert.Equal("predicate", Assert.Throws<ArgumentNullException>(() => source.LinkTo(source, (Predicate<int>)null!)).ParamName);
        Assert.Equal("linkOptions", Assert.Throws<ArgumentNullException>(() => source.LinkTo(source, null!, _ => true)).ParamName);
    }

    [Fact]
    public async Task NullTarget_accepts_and_drops_everything()
    {
        var target = DataflowBlock.NullTarget<int>();
        Assert.True(target.Post(1));
        var source = new BufferBlock<int>();
        source.LinkTo(target);
        for (int i = 0; i < 100; i++)
        {
            source.Post(i);
        }

        var drained = source.OutputAvailableAsync();
        source.Complete();
        await source.Completion.Within();
        target.Complete();
        Assert.False(target.Completion.IsCompleted);
    }
}
