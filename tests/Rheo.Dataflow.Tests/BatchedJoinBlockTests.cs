using Tpl = System.Threading.Tasks.Dataflow;

namespace Rheo.Dataflow.Tests;

public class BatchedJoinBlockTests
{
    [Fact]
    public async Task Batches_across_targets()
    {
        var block = new BatchedJoinBlock<int, string>(3);
        Assert.Equal(3, block.BatchSize);
        block.Target1.Post(1);
        block.Target2.Post("a");
        Assert.Equal(0, block.OutputCount);
        block.Target1.Post(2);
        var batch = await block.ReceiveAsync().Within();
        Assert.Equal(new[] { 1, 2 }, batch.Item1);
        Assert.Equal(new[] { "a" }, batch.Item2);
    }

    [Fact]
    public async Task Completion_flushes_a_final_partial_batch()
    {
        var block = new BatchedJoinBlock<int, int, int>(10);
        block.Target1.Post(1);
        block.Target3.Post(3);
        block.Complete();
        var batch = await block.ReceiveAsync().Within();
        Assert.Equal(new[] { 1 }, batch.Item1);
        Assert.Empty(batch.Item2);
        Assert.Equal(new[] { 3 }, batch.Item3);
        await block.Completion.Within();
    }

    [Fact]
    public async Task Completes_when_every_target_completed()
    {
        var block = new BatchedJoinBlock<int, int>(2);
        block.Target1.Post(1);
        block.Target1.Complete();
        Assert.False(block.Target1.Post(2));
        Assert.True(block.Target2.Post(5));
        block.Target2.Post(6);
        var first = await block.ReceiveAsync().Within();
        Assert.Equal(new[] { 1 }, first.Item1);
        Assert.Equal(new[] { 5 }, first.Item2);
        block.Target2.Complete();
        var last = await block.ReceiveAsync().Within();
        Assert.Empty(last.Item1);
        Assert.Equal(new[] { 6 }, last.Item2);
        await block.Completion.Within();
    }

    [Fact]
    public async Task MaxNumberOfGroups_fault_and_cancellation()
    {
        var limited = new BatchedJoinBlock<int, int>(1, new GroupingDataflowBlockOptions { MaxNumberOfGroups = 1 });
        limited.Target1.Post(1);
        Assert.False(limited.Target2.Post(2));
        Assert.True(limited.TryReceive(out _));
        await limited.Completion.Within();

        var faulted = new BatchedJoinBlock<int, int>(2);
        var error = new Exception();
        faulted.Target1.Fault(error);
        Assert.Same(error, Assert.Single((await DataflowTestSupport.FaultOf(faulted.Completion)).InnerExceptions));

        var cts = new CancellationTokenSource();
        var canceled = new BatchedJoinBlock<int, int>(2, new GroupingDataflowBlockOptions { CancellationToken = cts.Token });
        canceled.Target1.Post(1);
        cts.Cancel();
        await DataflowTestSupport.Canceled(canceled.Completion);
        Assert.Equal(0, canceled.OutputCount);
    }

    [Fact]
    public async Task Concurrent_producers_lose_nothing()
    {
        const int perTarget = 5_000;
        var block = new BatchedJoinBlock<int, int>(7);
        var producers = new[]
        {
            Task.Run(() => { for (int i = 0; i < perTarget; i++) { block.Target1.Post(i); } }),
            Task.Run(() => { for (int i = 0; i < perTarget; i++) { block.Target2.Post(i); } }),
        };
        await Task.WhenAll(producers).Within();
        block.Complete();
        var first = new List<int>();
        var second = new List<int>();
        await foreach (var batch in block.ReceiveAllAsync())
        {
            Assert.InRange(batch.Item1.Count + batch.Item2.Count, 1, 7);
            first.AddRange(batch.Item1);
            second.AddRange(batch.Item2);
        }

        Assert.Equal(Enumerable.Range(0, perTarget), first);
        Assert.Equal(Enumerable.Range(0, perTarget), second);
    }

    [Fact]
    public void Arguments_are_checked_like_TPL()
    {
        Assert.Equal("batchSize", Assert.Throws<ArgumentOutOfRangeException>(() => new BatchedJoinBlock<int, int>(0)).ParamName);
        Assert.Equal("dataflowBlockOptions", Assert.Throws<ArgumentNullException>(() => new BatchedJoinBlock<int, int>(1, null!)).ParamName);

        var nonGreedy = Assert.ThrowsAny<ArgumentException>(() => new BatchedJoinBlock<int, int>(1, new GroupingDataflowBlockOptions { Greedy = false }));
        var tplNonGreedy = Assert.ThrowsAny<ArgumentException>(() => new Tpl.BatchedJoinBlock<int, int>(1, new Tpl.GroupingDataflowBlockOptions { Greedy = false }));
        Assert.Equal(tplNonGreedy.GetType(), nonGreedy.GetType());
        Assert.Equal(tplNonGreedy.ParamName, nonGreedy.ParamName);

        var bounded = Assert.ThrowsAny<ArgumentException>(() => new BatchedJoinBlock<int, int, int>(1, new GroupingDataflowBlockOptions { BoundedCapacity = 5 }));
        var tplBounded = Assert.ThrowsAny<ArgumentException>(() => new Tpl.BatchedJoinBlock<int, int, int>(1, new Tpl.GroupingDataflowBlockOptions { BoundedCapacity = 5 }));
        Assert.Equal(tplBounded.GetType(), bounded.GetType());
        Assert.Equal(tplBounded.ParamName, bounded.ParamName);

        var block = new BatchedJoinBlock<int, int>(1);
        Assert.Equal($"BatchedJoinBlock`2 Id={block.Completion.Id}", block.ToString());
    }
}
