using Tpl = System.Threading.Tasks.Dataflow;

namespace Rheo.Dataflow.Tests;

/// <summary>
/// ReceiveAllAsync over a source that faults: as in TPL Dataflow the stream ends quietly (no exception out of the
/// enumeration), and the fault is observed on the source's Completion. The same script runs on both libraries.
/// </summary>
public class ReceiveAllAsyncFaultTests
{
    // (Faulting a block that still buffers items is left out: TPL Dataflow drops them on a task of its own, so what a
    // receive racing that task sees depends on timing.)
    public static TheoryData<string> Scripts() => ["fault while waiting", "fault after items were taken"];

    [Theory]
    [MemberData(nameof(Scripts))]
    public async Task The_stream_of_a_faulting_source_ends_as_in_tpl_dataflow(string script)
    {
        var expected = await Run(
            script,
            () => new Tpl.BufferBlock<int>(),
            static (b, i) => Tpl.DataflowBlock.Post(b, i),
            static (b, e) => ((Tpl.IDataflowBlock)b).Fault(e),
            static b => Tpl.DataflowBlock.ReceiveAllAsync(b),
            static b => b.Completion);
        var actual = await Run(
            script,
            () => new BufferBlock<int>(),
            static (b, i) => b.Post(i),
            static (b, e) => b.Fault(e),
            static b => b.ReceiveAllAsync(),
            static b => b.Completion);

        Assert.Equal(expected, actual);
        Assert.EndsWith("ended; completion FormatException", actual);
    }

    private static async Task<string> Run<TBlock>(
        string script,
        Func<TBlock> create,
        Func<TBlock, int, bool> post,
        Action<TBlock, Exception> fault,
        Func<TBlock, IAsyncEnumerable<int>> receiveAll,
        Func<TBlock, Task> completion)
    {
        var block = create();
        var log = new List<string>();
        if (script != "fault while waiting")
        {
            post(block, 1);
            post(block, 2);
        }

        var stream = receiveAll(block).GetAsyncEnumerator();
        try
        {
            if (script == "fault after items were taken")
            {
                Assert.True(await stream.MoveNextAsync().AsTask().Within());
                Assert.True(await stream.MoveNextAsync().AsTask().Within());
                log.Add($"took {stream.Current}");
            }

            var next = stream.MoveNextAsync().AsTask();
            fault(block, new FormatException());

            while (await next.Within())
            {
                log.Add($"item {stream.Current}");
                next = stream.MoveNextAsync().AsTask();
            }

            log.Add("ended");
        }
        catch (Exception e)
        {
            log.Add($"threw {e.GetType().Name}");
        }
        finally
        {
            await stream.DisposeAsync();
        }

        try
        {
            await completion(block).Within();
            log.Add("completion ok");
        }
        catch (Exception e)
        {
            log.Add($"completion {e.GetType().Name}");
        }

        return string.Join("; ", log);
    }
}
