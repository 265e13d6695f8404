namespace Rheo.Dataflow.Tests;

public class ReorderingRingTests
{
    [Fact]
    public async Task Outputs_held_back_by_a_slow_first_item_are_released_in_order()
    {
        const int Messages = 500;
        int done = 0;
        using var othersDone = new ManualResetEventSlim();
        var block = new TransformBlock<int, int>(
            x =>
            {
                if (x == 0)
                {
                    Assert.True(othersDone.Wait(DataflowTestSupport.Timeout));
                }
                else if (Interlocked.Increment(ref done) == Messages - 1)
                {
                    othersDone.Set();
                }

                return x * 10;
            },
            new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 4 });
        for (int i = 0; i < Messages; i++)
        {
            block.Post(i);
        }

        block.Complete();
        var outputs = new List<int>();
        while (await block.OutputAvailableAsync().Within())
        {
            while (block.TryReceive(out int v))
            {
                outputs.Add(v);
            }
        }

        Assert.Equal(Enumerable.Range(0, Messages).Select(x => x * 10), outputs);
    }

    [Fact]
    public async Task Skipped_outputs_of_canceled_tasks_keep_the_order_of_the_rest()
    {
        const int Messages = 300;
        var block = new TransformBlock<int, int>(
            async x =>
            {
                await Task.Yield();
                if (x % 7 == 3)
                {
                    throw new OperationCanceledException();
                }

                return x;
            },
            new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 5 });
        for (int i = 0; i < Messages; i++)
        {
            block.Post(i);
        }

        block.Complete();
        var outputs = new List<int>();
        while (await block.OutputAvailableAsync().Within())
        {
            while (block.TryReceive(out int v))
            {
                outputs.Add(v);
            }
        }

        await block.Completion.Within();
        Assert.Equal(Enumerable.Range(0, Messages).Where(x => x % 7 != 3), outputs);
    }
}
