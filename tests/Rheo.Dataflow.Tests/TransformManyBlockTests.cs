namespace Rheo.Dataflow.Tests;

public class TransformManyBlockTests
{
    [Fact]
    public async Task Flattens_in_order()
    {
        var block = new TransformManyBlock<int, int>(i => Enumerable.Repeat(i, i));
        for (int i = 0; i < 5; i++)
        {
            block.Post(i);
        }

        block.Complete();
        var got = new List<int>();
        await foreach (var v in block.ReceiveAllAsync())
        {
            got.Add(v);
        }

        Assert.Equal(new[] { 1, 2, 2, 3, 3, 3, 4, 4, 4, 4 }, got);
    }

    [Fact]
    public async Task Elements_flow_as_they_are_enumerated()
    {
        using var release = new ManualResetEventSlim();
        IEnumerable<int> Produce(int _)
        {
            yield return 1;
            release.Wait(DataflowTestSupport.Timeout);
            yield return 2;
        }

        var block = new TransformManyBlock<int, int>(Produce);
        block.Post(0);
        Assert.Equal(1, await block.ReceiveAsync().Within());
        release.Set();
        Assert.Equal(2, await block.ReceiveAsync().Within());
    }

    [Fact]
    public async Task Async_stream_elements_flow_as_they_are_yielded()
    {
        var gate = new TaskCompletionSource();
        async IAsyncEnumerable<string> Produce(int i)
        {
            yield return $"{i}a";
            await gate.Task;
            yield return $"{i}b";
        }

        var block = new TransformManyBlock<int, string>(Produce);
        block.Post(7);
        Assert.Equal("7a", await block.ReceiveAsync().Within());
        gate.SetResult();
        Assert.Equal("7b", await block.ReceiveAsync().Within());
        block.Complete();
        await foreach (var _ in block.ReceiveAllAsync())
        {
            Assert.Fail("no more output expected");
        }

        await block.Completion.Within();
    }

    [Fact]
    public async Task Task_of_enumerable_results_flatten_and_canceled_ones_are_skipped()
    {
        var block = new TransformManyBlock<int, int>(i => i == 1
            ? Task.FromCanceled<IEnumerable<int>>(new CancellationToken(true))
            : Task.FromResult<IEnumerable<int>>(new[] { i, i }));
        block.Post(0);
        block.Post(1);
        block.Post(2);
        block.Complete();
        var got = new List<int>();
        await foreach (var v in block.ReceiveAllAsync())
        {
            got.Add(v);
        }

        Assert.Equal(new[] { 0, 0, 2, 2 }, got);
    }

    [Fact]
    public async Task EnsureOrdered_under_parallelism_keeps_whole_sequences_in_input_order()
    {
        const int n = 32;
        var started = Enumerable.Range(0, n + 1).Select(_ => new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously)).ToArray();
        started[n].SetResult();
        async IAsyncEnumerable<int> Produce(int i)
        {
            started[i].SetResult();
            yield return i * 10;
            await started[i + 1].Task;
            yield return i * 10 + 1;
        }

        var block = new TransformManyBlock<int, int>(Produce, new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 4 });
        for (int i = n - 1; i >= 0; i--)
        {
            block.Post(i);
        }

        block.Complete();
        var got = new List<int>();
        await foreach (var v in block.ReceiveAllAsync())
        {
            got.Add(v);
        }

        Assert.Equal(Enumerable.Range(0, n).Reverse().SelectMany(i => new[] { i * 10, i * 10 + 1 }), got);
    }

    [Fact]
    public async Task Throwing_enumeration_faults_the_block()
    {
        var error = new InvalidOperationException();
        IEnumerable<int> Produce(int i)
        {
            yield return i;
            throw error;
        }

        var block = new TransformManyBlock<int, int>(Produce);
        block.Post(1);
        Assert.Same(error, Assert.Single((await DataflowTestSupport.FaultOf(block.Completion)).InnerExceptions));
    }

    [Fact]
    public async Task Bounded_capacity_counts_every_output()
    {
        var scheduler = new ManualDataflowScheduler();
        var block = new TransformManyBlock<int, int>(i => new[] { i, i, i }, new ExecutionDataflowBlockOptions { BoundedCapacity = 2, TaskScheduler = scheduler });
        Assert.True(block.Post(1));
        scheduler.RunAll();
        Assert.Equal(3, block.OutputCount);
        Assert.False(block.Post(2)); // three outputs exceed the bound of two
        var second = block.SendAsync(2);
        Assert.True(block.TryReceive(out _));
        scheduler.RunAll();
        Assert.False(second.IsCompleted); // two outputs still fill the bound
        Assert.True(block.TryReceive(out _));
        scheduler.RunAll();
        Assert.True(second.IsCompletedSuccessfully);
        Assert.True(await second);
        scheduler.RunAll();
        Assert.Equal(4, block.OutputCount);
    }

    [Fact]
    public void Arguments_and_name()
    {
        Assert.Equal("transform", Assert.Throws<ArgumentNullException>(() => new TransformManyBlock<int, int>((Func<int, IEnumerable<int>>)null!)).ParamName);
        Assert.Equal("transform", Assert.Throws<ArgumentNullException>(() => new TransformManyBlock<int, int>((Func<int, IAsyncEnumerable<int>>)null!)).ParamName);
        Assert.Equal("dataflowBlockOptions", Assert.Throws<ArgumentNullException>(() => new TransformManyBlock<int, int>(i => new[] { i }, null!)).ParamName);
        var block = new TransformManyBlock<int, int>(i => new[] { i });
        Assert.Equal($"TransformManyBlock`2 Id={block.Completion.Id}", block.ToString());
    }
}
