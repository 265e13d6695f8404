namespace Rheo.Dataflow.Tests;

public class EncapsulateTests
{
    [Fact]
    public async Task Encapsulated_pipeline_behaves_as_one_propagator()
    {
        var inner = new TransformBlock<int, int>(i => i * 10);
        var outer = new TransformBlock<int, string>(i => i.ToString());
        inner.LinkTo(outer, new DataflowLinkOptions { PropagateCompletion = true });
        var block = DataflowBlock.Encapsulate(inner, outer);
        Assert.True(block.Post(1));
        Assert.True(await block.SendAsync(2));
        Assert.Equal("10", await block.ReceiveAsync().Within());
        Assert.True(await block.OutputAvailableAsync().Within());
        Assert.True(((IReceivableSourceBlock<string>)block).TryReceive(null, out var second));
        Assert.Equal("20", second);
        block.Complete();
        await block.Completion.Within();
        Assert.Same(outer.Completion, block.Completion);
    }

    /// <summary>
    /// A postponed send through an encapsulated block is consumed by the inner block, which names itself as the
    /// target: the send's source gives its message to whichever target consumes it, as TPL Dataflow's does, so the
    /// send completes instead of waiting forever.
    /// </summary>
    [Fact]
    public async Task A_postponed_SendAsync_through_an_encapsulated_block_is_consumed_by_the_inner_block()
    {
        var inner = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 1 });
        var block = DataflowBlock.Encapsulate(inner, inner);
        Assert.True(block.Post(1));
        var send = block.SendAsync(2);
        var sendValue = block.SendValueAsync(3);
        Assert.False(send.IsCompleted);
        Assert.Equal(1, await inner.ReceiveAsync().Within());
        Assert.True(await send.Within());
        Assert.Equal(2, await inner.ReceiveAsync().Within());
        Assert.True(await sendValue.AsTask().Within());
        Assert.Equal(3, await inner.ReceiveAsync().Within());

        var tplInner = new System.Threading.Tasks.Dataflow.BufferBlock<int>(new System.Threading.Tasks.Dataflow.DataflowBlockOptions { BoundedCapacity = 1 });
        var tplBlock = System.Threading.Tasks.Dataflow.DataflowBlock.Encapsulate(tplInner, tplInner);
        Assert.True(System.Threading.Tasks.Dataflow.DataflowBlock.Post(tplBlock, 1));
        var tplSend = System.Threading.Tasks.Dataflow.DataflowBlock.SendAsync(tplBlock, 2);
        Assert.False(tplSend.IsCompleted);
        Assert.Equal(1, await System.Threading.Tasks.Dataflow.DataflowBlock.ReceiveAsync(tplInner).Within());
        Assert.True(await tplSend.Within());
        Assert.Equal(2, await System.Threading.Tasks.Dataflow.DataflowBlock.ReceiveAsync(tplInner).Within());
    }

    [Fact]
    public async Task Fault_goes_to_the_target()
    {
        var inner = new BufferBlock<int>();
        var outer = new BufferBlock<int>();
        inner.LinkTo(outer, new DataflowLinkOptions { PropagateCompletion = true });
        var block = DataflowBlock.Encapsulate(inner, outer);
        var error = new Exception();
        block.Fault(error);
        await DataflowTestSupport.FaultOf(inner.Completion);
        await DataflowTestSupport.FaultOf(block.Completion);
    }

    [Fact]
    public void Arguments_are_checked()
    {
        Assert.Equal("target", Assert.Throws<ArgumentNullException>(() => DataflowBlock.Encapsulate<int, int>(null!, new BufferBlock<int>())).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => DataflowBlock.Encapsulate<int, int>(new BufferBlock<int>(), null!)).ParamName);
    }
}
