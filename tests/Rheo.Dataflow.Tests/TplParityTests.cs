using Tpl = System.Threading.Tasks.Dataflow;

namespace Rheo.Dataflow.Tests;

/// <summary>The same sequence run on Rheo.Dataflow and on TPL Dataflow gives the same observable results.</summary>
public class TplParityTests
{
    [Fact]
    public async Task Bounded_buffer_statuses_match()
    {
        var rheo = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 1 });
        var tpl = new Tpl.BufferBlock<int>(new Tpl.DataflowBlockOptions { BoundedCapacity = 1 });
        var header = new DataflowMessageHeader(1);
        var tplHeader = new Tpl.DataflowMessageHeader(1);

        Assert.Equal(Status(((Tpl.ITargetBlock<int>)tpl).OfferMessage(tplHeader, 1, null, false)), rheo.OfferMessage(header, 1, null, false));
        Assert.Equal(Status(((Tpl.ITargetBlock<int>)tpl).OfferMessage(tplHeader, 2, null, false)), rheo.OfferMessage(header, 2, null, false));
        Assert.Equal(Tpl.DataflowBlock.Post(tpl, 3), rheo.Post(3));
        Assert.Equal(tpl.Count, rheo.Count);

        rheo.Complete();
        tpl.Complete();
        Assert.Equal(Status(((Tpl.ITargetBlock<int>)tpl).OfferMessage(tplHeader, 4, null, false)), rheo.OfferMessage(header, 4, null, false));
        Assert.Equal(await Tpl.DataflowBlock.ReceiveAsync(tpl).Within(), await rheo.ReceiveAsync().Within());
        await Task.WhenAll(rheo.Completion, tpl.Completion).Within();
        await Assert.ThrowsAsync<InvalidOperationException>(() => Tpl.DataflowBlock.ReceiveAsync(tpl).Within());
        await Assert.ThrowsAsync<InvalidOperationException>(() => rheo.ReceiveAsync().Within());
    }

    [Fact]
    public async Task Faulted_action_block_matches()
    {
        var error = new InvalidOperationException();
        var rheo = new ActionBlock<int>(_ => throw error);
        var tpl = new Tpl.ActionBlock<int>(_ => throw error);
        rheo.Post(1);
        tpl.Post(1);
        var rheoFault = await DataflowTestSupport.FaultOf(rheo.Completion);
        var tplFault = await DataflowTestSupport.FaultOf(tpl.Completion);
        Assert.Equal(tplFault.InnerExceptions, rheoFault.InnerExceptions);
        Assert.Equal(tpl.Post(2), rheo.Post(2));
        Assert.Equal(
            Status(((Tpl.ITargetBlock<int>)tpl).OfferMessage(new Tpl.DataflowMessageHeader(5), 5, null, false)),
            rheo.OfferMessage(new DataflowMessageHeader(5), 5, null, false));
    }

    [Fact]
    public async Task Send_to_a_completed_block_matches()
    {
        var rheo = new ActionBlock<int>(_ => { });
        var tpl = new Tpl.ActionBlock<int>(_ => { });
        rheo.Complete();
        tpl.Complete();
        Assert.Equal(await Tpl.DataflowBlock.SendAsync(tpl, 1).Within(), await rheo.SendAsync(1).Within());
        await Task.WhenAll(rheo.Completion, tpl.Completion).Within();
    }

    [Fact]
    public void Names_match()
    {
        var rheo = new TransformManyBlock<int, string>(i => new[] { i.ToString() });
        var tpl = new Tpl.TransformManyBlock<int, string>(i => new[] { i.ToString() });
        Assert.Equal(tpl.ToString()!.Replace($"Id={tpl.Completion.Id}", "Id=#"), rheo.ToString().Replace($"Id={rheo.Completion.Id}", "Id=#"));
        var rheoJoin = new JoinBlock<int, int, int>();
        var tplJoin = new Tpl.JoinBlock<int, int, int>();
        Assert.Equal(tplJoin.ToString()!.Replace($"Id={tplJoin.Completion.Id}", "Id=#"), rheoJoin.ToString().Replace($"Id={rheoJoin.Completion.Id}", "Id=#"));
    }

    private static DataflowMessageStatus Status(Tpl.DataflowMessageStatus status) => (DataflowMessageStatus)(int)status;
}
