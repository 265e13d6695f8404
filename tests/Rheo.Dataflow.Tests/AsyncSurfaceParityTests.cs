using Tpl = System.Threading.Tasks.Dataflow;

namespace Rheo.Dataflow.Tests;

/// <summary>The newer TPL Dataflow surface, run on both libraries: <c>ReceiveAllAsync</c> and <c>TransformManyBlock</c> over <see cref="IAsyncEnumerable{T}"/>.</summary>
public class AsyncSurfaceParityTests
{
    /// <summary>
    /// TPL Dataflow's <c>ReceiveAllAsync</c> ends when the source completes, also when it faulted: the enumeration yields
    /// what the source held and stops without the fault (dotnet/runtime #79535 asks for the fault; it is open). Rheo
    /// does the same, so a fault is observed through <c>Completion</c> on both.
    /// </summary>
    [Fact]
    public async Task ReceiveAllAsync_ends_on_a_faulted_source_as_in_tpl_dataflow()
    {
        var error = new FormatException();
        var rheo = new BufferBlock<int>();
        rheo.Post(1);
        rheo.Post(2);
        rheo.Complete();
        var tpl = new Tpl.BufferBlock<int>();
        Tpl.DataflowBlock.Post(tpl, 1);
        Tpl.DataflowBlock.Post(tpl, 2);
        tpl.Complete();
        Assert.Equal(await Drain(Tpl.DataflowBlock.ReceiveAllAsync(tpl)).Within(), await Drain(rheo.ReceiveAllAsync()).Within());

        var faulted = new BufferBlock<int>();
        faulted.Post(1);
        ((IDataflowBlock)faulted).Fault(error);
        var tplFaulted = new Tpl.BufferBlock<int>();
        Tpl.DataflowBlock.Post(tplFaulted, 1);
        ((Tpl.IDataflowBlock)tplFaulted).Fault(error);
        // Whether the message posted before the fault is still received is a race in TPL Dataflow (it drops buffered
        // messages asynchronously); what is promised is that neither enumeration throws.
        Assert.Subset(new HashSet<int> { 1 }, (await Drain(Tpl.DataflowBlock.ReceiveAllAsync(tplFaulted)).Within()).ToHashSet());
        Assert.Subset(new HashSet<int> { 1 }, (await Drain(faulted.ReceiveAllAsync()).Within()).ToHashSet());
        Assert.Same(error, Assert.Single((await DataflowTestSupport.FaultOf(faulted.Completion)).InnerExceptions));
    }

    [Fact]
    public async Task ReceiveAllAsync_stops_with_cancellation_as_in_tpl_dataflow()
    {
        using var cts = new CancellationTokenSource();
        var rheo = new BufferBlock<int>().ReceiveAllAsync(cts.Token).GetAsyncEnumerator();
        var tpl = Tpl.DataflowBlock.ReceiveAllAsync(new Tpl.BufferBlock<int>(), cts.Token).GetAsyncEnumerator();
        var rheoMove = rheo.MoveNextAsync().AsTask();
        var tplMove = tpl.MoveNextAsync().AsTask();
        cts.Cancel();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => rheoMove.Within());
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => tplMove.Within());
    }

    [Theory]
    [InlineData(1)]
    [InlineData(4)]
    public async Task TransformManyBlock_over_async_streams_outputs_as_tpl_dataflow(int dop)
    {
        var rheo = new TransformManyBlock<int, int>(i => Stream(i), new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = dop });
        var tpl = new Tpl.TransformManyBlock<int, int>(i => Stream(i), new Tpl.ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = dop });
        for (int i = 0; i < 6; i++)
        {
            rheo.Post(i);
            Tpl.DataflowBlock.Post(tpl, i);
        }

        rheo.Complete();
        tpl.Complete();
        Assert.Equal(await Drain(Tpl.DataflowBlock.ReceiveAllAsync(tpl)).Within(), await Drain(rheo.ReceiveAllAsync()).Within());
        await Task.WhenAll(rheo.Completion, tpl.Completion).Within();
    }

    [Fact]
    public async Task TransformManyBlock_faulted_by_an_async_stream_names_the_input_as_tpl_dataflow()
    {
        var error = new FormatException();
        var rheo = new TransformManyBlock<int, int>(i => Failing(i, error));
        rheo.Post(42);
        Assert.Same(error, Assert.Single((await DataflowTestSupport.FaultOf(rheo.Completion)).InnerExceptions));
        Assert.Equal("42", error.Data["DataflowMessageValue"]);

        var tplError = new FormatException();
        var tpl = new Tpl.TransformManyBlock<int, int>(i => Failing(i, tplError));
        Tpl.DataflowBlock.Post(tpl, 42);
        Assert.Same(tplError, Assert.Single((await DataflowTestSupport.FaultOf(tpl.Completion)).InnerExceptions));
        Assert.Equal("42", tplError.Data["DataflowMessageValue"]);
    }

    [Fact]
    public async Task TransformManyBlock_skips_an_async_stream_canceled_by_its_producer_as_tpl_dataflow()
    {
        var rheo = new TransformManyBlock<int, int>(i => i == 1 ? Canceled() : Stream(i));
        var tpl = new Tpl.TransformManyBlock<int, int>(i => i == 1 ? Canceled() : Stream(i));
        for (int i = 0; i < 3; i++)
        {
            rheo.Post(i);
            Tpl.DataflowBlock.Post(tpl, i);
        }

        rheo.Complete();
        tpl.Complete();
        Assert.Equal(await Drain(Tpl.DataflowBlock.ReceiveAllAsync(tpl)).Within(), await Drain(rheo.ReceiveAllAsync()).Within());
        await Task.WhenAll(rheo.Completion, tpl.Completion).Within();
    }

    private static async Task<List<int>> Drain(IAsyncEnumerable<int> items)
    {
        var list = new List<int>();
        await foreach (var item in items)
        {
            list.Add(item);
        }

        return list;
    }

    private static async IAsyncEnumerable<int> Stream(int i)
    {
        // Later inputs finish first, so parallel workers complete out of order and the block must reorder.
        for (int k = 0; k < 6 - i; k++)
        {
            await Task.Yield();
        }

        yield return i * 10;
        yield return i * 10 + 1;
    }

    private static async IAsyncEnumerable<int> Failing(int i, Exception error)
    {
        await Task.Yield();
        yield return i;
        throw error;
    }

    private static async IAsyncEnumerable<int> Canceled()
    {
        await Task.Yield();
        throw new OperationCanceledException();
#pragma warning disable CS0162 // The stream ends with its exception; the yield makes it an iterator.
        yield break;
#pragma warning restore CS0162
    }
}
