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
