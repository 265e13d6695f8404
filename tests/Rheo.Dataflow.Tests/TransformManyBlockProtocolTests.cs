namespace Rheo.Dataflow.Tests;

/// <summary>TransformManyBlock: null results, an out-of-turn item under EnsureOrdered, and its source-side protocol members.</summary>
public class TransformManyBlockProtocolTests
{
    [Fact]
    public async Task A_null_task_or_null_stream_produces_no_output_and_the_block_goes_on()
    {
        var fromTask = new TransformManyBlock<int, int>(i => i == 1 ? null! : Task.FromResult<IEnumerable<int>>([i]));
        var fromStream = new TransformManyBlock<int, int>(i => i == 1 ? null! : One(i));
        foreach (var block in new[] { fromTask, fromStream })
        {
            block.Post(1);
            block.Post(2);
            block.Complete();
            Assert.Equal(2, await block.ReceiveAsync().Within());
            await block.Completion.Within();
            Assert.Equal(0, block.OutputCount);
        }

        static async IAsyncEnumerable<int> One(int i)
        {
            await Task.Yield();
            yield return i;
        }
    }

    [Fact]
    public async Task Under_EnsureOrdered_an_item_finishing_before_its_turn_is_held_back_whole()
    {
        var first = new TaskCompletionSource<IEnumerable<int>>(TaskCreationOptions.RunContinuationsAsynchronously);
        var block = new TransformManyBlock<int, int>(
            i => i == 0 ? first.Task : Task.FromResult<IEnumerable<int>>([10, 11]),
            new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 2, EnsureOrdered = true });
        Assert.Equal(0, block.InputCount);
        block.Post(0);
        block.Post(1);
        Bounded.Until(() => block.InputCount == 0);
        Assert.False(block.TryReceive(out _));
        first.SetResult([1, 2]);
        block.Complete();
        var output = new List<int>();
        while (await block.OutputAvailableAsync().Within())
        {
            Assert.True(block.TryReceiveAll(out var items));
            output.AddRange(items);
        }

        Assert.Equal([1, 2, 10, 11], output);
        await block.Completion.Within();
    }

    [Fact]
    public async Task Reserve_release_and_fault_through_the_block()
    {
        var block = new TransformManyBlock<int, int>(i => [i, i + 1]);
        var target = new PostponingRecordingTarget<int>();
        block.LinkTo(target);
        block.Post(1);
        Bounded.Until(() => target.Offers > 0);
        Assert.True(block.ReserveMessage(target.LastHeader, target));
        block.ReleaseReservation(target.LastHeader, target);
        Assert.Equal(1, block.ConsumeMessage(target.LastHeader, target, out bool consumed));
        Assert.True(consumed);

        Assert.Throws<ArgumentNullException>(() => ((IDataflowBlock)block).Fault(null!));
        var boom = new InvalidOperationException("boom");
        ((IDataflowBlock)block).Fault(boom);
        var fault = await DataflowTestSupport.FaultOf(block.Completion);
        Assert.Same(boom, Assert.Single(fault.InnerExceptions));
    }
}
