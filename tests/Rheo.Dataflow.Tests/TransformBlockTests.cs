namespace Rheo.Dataflow.Tests;

public class TransformBlockTests
{
    [Fact]
    public async Task Transforms_in_order()
    {
        var block = new TransformBlock<int, string>(i => (i * 2).ToString());
        for (int i = 0; i < 100; i++)
        {
            block.Post(i);
        }

        block.Complete();
        var results = new List<string>();
        await foreach (var s in block.ReceiveAllAsync())
        {
            results.Add(s);
        }

        Assert.Equal(Enumerable.Range(0, 100).Select(i => (i * 2).ToString()), results);
        await block.Completion.Within();
    }

    [Fact]
    public async Task EnsureOrdered_keeps_input_order_under_parallelism()
    {
        // Item i finishes only after item i+1 started, so completion order is scrambled.
        const int n = 64;
        var started = Enumerable.Range(0, n + 1).Select(_ => new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously)).ToArray();
        started[n].SetResult();
        var block = new TransformBlock<int, int>(
            async i =>
            {
                started[i].SetResult();
                await started[i + 1].Task;
                return i;
            },
            new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 8 });
        for (int i = n - 1; i >= 0; i--)
        {
            block.Post(i);
        }

        block.Complete();
        var results = new List<int>();
        await foreach (var v in block.ReceiveAllAsync())
        {
            results.Add(v);
        }

        Assert.Equal(Enumerable.Range(0, n).Reverse(), results);
    }

    [Fact]
    public async Task Unordered_parallel_output_contains_everything_exactly_once()
    {
        var block = new TransformBlock<int, int>(
            async i =>
            {
                await Task.Yield();
                return i;
            },
            new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 4, EnsureOrdered = false });
        for (int i = 0; i < 1000; i++)
        {
            block.Post(i);
        }

        block.Complete();
        var results = new List<int>();
        await foreach (var v in block.ReceiveAllAsync())
        {
            results.Add(v);
        }

        results.Sort();
        Assert.Equal(Enumerable.Range(0, 1000), results);
    }

    [Fact]
    public async Task Canceled_async_results_produce_no_output()
    {
        var block2 = new TransformBlock<int, int>(i => i % 2 == 0 ? Task.FromCanceled<int>(new CancellationToken(true)) : Task.FromResult(i));
        for (int i = 0; i < 6; i++)
        {
            block2.Post(i);
        }

        Assert.Equal(1, await block2.ReceiveAsync().Within());
        Assert.Equal(3, await block2.ReceiveAsync().Within());
        Assert.Equal(5, await block2.ReceiveAsync().Within());
        block2.Complete();
        await block2.Completion.Within();
    }

    [Fact]
    public async Task Completion_waits_for_output_to_be_consumed()
    {
        var block = new TransformBlock<int, int>(i => i);
        block.Post(1);
        block.Complete();
        Assert.Equal(1, await block.ReceiveAsync().Within());
        await block.Completion.Within();
        Assert.Equal(0, block.OutputCount);
        Assert.Equal(0, block.InputCount);
    }

    [Fact]
    public async Task Throwing_transform_faults_and_drops_output()
    {
        var error = new InvalidOperationException();
        var block = new TransformBlock<int, int>(i => i == 2 ? throw error : i);
        block.Post(1);
        block.Post(2);
        block.Post(3);
        var fault = await DataflowTestSupport.FaultOf(block.Completion);
        Assert.Same(error, Assert.Single(fault.InnerExceptions));
        Assert.Equal(0, block.OutputCount);
    }

    [Fact]
    public async Task Bounded_capacity_counts_input_and_output()
    {
        var block = new TransformBlock<int, int>(i => i, new ExecutionDataflowBlockOptions { BoundedCapacity = 2 });
        Assert.True(block.Post(1));
        Assert.True(block.Post(2));
        Assert.False(block.Post(3));
        var third = block.SendAsync(3);
        Assert.False(third.IsCompleted);
        Assert.Equal(1, await block.ReceiveAsync().Within());
        Assert.True(await third.Within());
        Assert.Equal(2, await block.ReceiveAsync().Within());
        Assert.Equal(3, await block.ReceiveAsync().Within());
    }

    [Fact]
    public void Arguments_and_name()
    {
        Assert.Equal("transform", Assert.Throws<ArgumentNullException>(() => new TransformBlock<int, int>((Func<int, int>)null!)).ParamName);
        Assert.Equal("transform", Assert.Throws<ArgumentNullException>(() => new TransformBlock<int, int>((Func<int, Task<int>>)null!)).ParamName);
        Assert.Equal("dataflowBlockOptions", Assert.Throws<ArgumentNullException>(() => new TransformBlock<int, int>(i => i, null!)).ParamName);
        var block = new TransformBlock<int, string>(i => "");
        Assert.Equal($"TransformBlock`2 Id={block.Completion.Id}", block.ToString());
    }

    [Fact]
    public async Task Fault_while_messages_are_postponed_releases_them()
    {
        var gate = new TaskCompletionSource<int>();
        var block = new TransformBlock<int, int>(_ => gate.Task, new ExecutionDataflowBlockOptions { BoundedCapacity = 1 });
        Assert.True(block.Post(1));
        var postponed = block.SendAsync(2);
        var source = new RecordingDataflowSource<int>();
        source.Add(3, 3);
        Assert.Equal(DataflowMessageStatus.Postponed, source.Offer(block, 3));
        var error = new Exception();
        block.Fault(error);
        Assert.False(await postponed.Within());
        Assert.Equal(new[] { "reserve 3", "release 3" }, source.Snapshot());
        gate.SetResult(0);
        Assert.Same(error, Assert.Single((await DataflowTestSupport.FaultOf(block.Completion)).InnerExceptions));
    }

    [Fact]
    public async Task Cancellation_while_processing_completes_as_canceled()
    {
        var cts = new CancellationTokenSource();
        var gate = new TaskCompletionSource<int>();
        var block = new TransformBlock<int, int>(_ => gate.Task, new ExecutionDataflowBlockOptions { CancellationToken = cts.Token });
        block.Post(1);
        block.Post(2);
        cts.Cancel();
        gate.SetResult(0);
        await DataflowTestSupport.Canceled(block.Completion);
        Assert.Equal(0, block.OutputCount);
    }
}
