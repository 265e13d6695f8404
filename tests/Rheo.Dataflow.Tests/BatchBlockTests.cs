namespace Rheo.Dataflow.Tests;

public class BatchBlockTests
{
    [Fact]
    public async Task Greedy_batches_and_a_final_partial_batch_on_complete()
    {
        var block = new BatchBlock<int>(3);
        Assert.Equal(3, block.BatchSize);
        for (int i = 0; i < 7; i++)
        {
            Assert.True(block.Post(i));
        }

        block.Complete();
        var got = new List<int[]>();
        await foreach (var batch in block.ReceiveAllAsync())
        {
            got.Add(batch);
        }

        Assert.Equal(new[] { new[] { 0, 1, 2 }, new[] { 3, 4, 5 }, new[] { 6 } }, got);
        await block.Completion.Within();
    }

    [Fact]
    public async Task TriggerBatch_emits_what_is_buffered()
    {
        var block = new BatchBlock<int>(10);
        block.Post(1);
        block.Post(2);
        Assert.Equal(0, block.OutputCount);
        block.TriggerBatch();
        Assert.Equal(new[] { 1, 2 }, await block.ReceiveAsync().Within());
        block.TriggerBatch(); // nothing buffered: nothing emitted
        Assert.Equal(0, block.OutputCount);
    }

    [Fact]
    public async Task MaxNumberOfGroups_completes_the_block()
    {
        var block = new BatchBlock<int>(2, new GroupingDataflowBlockOptions { MaxNumberOfGroups = 2 });
        for (int i = 0; i < 4; i++)
        {
            Assert.True(block.Post(i));
        }

        Assert.False(block.Post(4));
        Assert.Equal(DataflowMessageStatus.DecliningPermanently, block.OfferMessage(new DataflowMessageHeader(1), 4, null, false));
        Assert.True(block.TryReceiveAll(out var batches));
        Assert.Equal(2, batches.Count);
        await block.Completion.Within();
    }

    [Fact]
    public async Task Bounded_greedy_block_postpones_until_batches_are_taken()
    {
        var block = new BatchBlock<int>(2, new GroupingDataflowBlockOptions { BoundedCapacity = 2 });
        Assert.True(block.Post(1));
        Assert.True(block.Post(2));
        Assert.False(block.Post(3));
        var send = block.SendAsync(3);
        Assert.False(send.IsCompleted);
        Assert.Equal(new[] { 1, 2 }, await block.ReceiveAsync().Within());
        Assert.True(await send.Within());
        block.Complete();
        Assert.Equal(new[] { 3 }, await block.ReceiveAsync().Within());
        await block.Completion.Within();
    }

    [Fact]
    public void Arguments_are_checked()
    {
        Assert.Equal("batchSize", Assert.Throws<ArgumentOutOfRangeException>(() => new BatchBlock<int>(0)).ParamName);
        Assert.Equal("batchSize", Assert.Throws<ArgumentOutOfRangeException>(() => new BatchBlock<int>(5, new GroupingDataflowBlockOptions { BoundedCapacity = 4 })).ParamName);
        Assert.Equal("dataflowBlockOptions", Assert.Throws<ArgumentNullException>(() => new BatchBlock<int>(1, null!)).ParamName);
        var block = new BatchBlock<int>(1);
        Assert.Equal($"BatchBlock`1 Id={block.Completion.Id}", block.ToString());
    }

    [Fact]
    public void Non_greedy_reserves_from_each_source_then_consumes()
    {
        var scheduler = new ManualDataflowScheduler();
        var block = new BatchBlock<string>(3, new GroupingDataflowBlockOptions { Greedy = false, TaskScheduler = scheduler });
        var sources = Enumerable.Range(1, 3).Select(_ => new RecordingDataflowSource<string>()).ToArray();
        for (int i = 0; i < 3; i++)
        {
            sources[i].Add(i + 1, $"m{i + 1}");
        }

        Assert.Equal(DataflowMessageStatus.Declined, block.OfferMessage(new DataflowMessageHeader(9), "x", null, false));
        Assert.Equal(DataflowMessageStatus.Postponed, sources[0].Offer(block, 1));
        Assert.Equal(DataflowMessageStatus.Postponed, sources[1].Offer(block, 2));
        scheduler.RunAll();
        Assert.Equal(0, block.OutputCount);
        Assert.Equal(DataflowMessageStatus.Postponed, sources[2].Offer(block, 3));
        scheduler.RunAll();
        for (int i = 0; i < 3; i++)
        {
            Assert.Equal(new[] { $"reserve {i + 1}", $"consume {i + 1}" }, sources[i].Snapshot());
        }

        Assert.True(block.TryReceive(out var batch));
        Assert.Equal(new[] { "m1", "m2", "m3" }, batch);
    }

    [Fact]
    public void Non_greedy_releases_reservations_when_a_message_is_gone()
    {
        var scheduler = new ManualDataflowScheduler();
        var block = new BatchBlock<int>(2, new GroupingDataflowBlockOptions { Greedy = false, TaskScheduler = scheduler });
        var a = new RecordingDataflowSource<int>();
        var b = new RecordingDataflowSource<int>();
        a.Add(1, 1);
        b.Add(1, 2);
        a.Offer(block, 1);
        b.Offer(block, 1);
        b.ConsumeMessage(new DataflowMessageHeader(1), DataflowBlock.NullTarget<int>(), out _); // taken by someone else
        scheduler.RunAll();
        Assert.Equal(new[] { "reserve 1", "release 1" }, a.Snapshot());
        Assert.True(a.Has(1));
        Assert.Equal(0, block.OutputCount);
        Assert.Equal(0, scheduler.Pending);
    }

    [Fact]
    public void Non_greedy_TriggerBatch_takes_what_can_be_reserved()
    {
        var scheduler = new ManualDataflowScheduler();
        var block = new BatchBlock<int>(5, new GroupingDataflowBlockOptions { Greedy = false, TaskScheduler = scheduler });
        var a = new RecordingDataflowSource<int>();
        var b = new RecordingDataflowSource<int>();
        a.Add(1, 10);
        b.Add(1, 20);
        a.Offer(block, 1);
        b.Offer(block, 1);
        scheduler.RunAll();
        Assert.Equal(0, block.OutputCount);
        block.TriggerBatch();
        scheduler.RunAll();
        Assert.True(block.TryReceive(out var batch));
        Assert.Equal(new[] { 10, 20 }, batch);
    }

    [Fact]
    public async Task Non_greedy_with_real_sources_loses_and_duplicates_nothing()
    {
        const int perSource = 2_000, sources = 3;
        var block = new BatchBlock<int>(sources, new GroupingDataflowBlockOptions { Greedy = false });
        var buffers = Enumerable.Range(0, sources).Select(_ => new BufferBlock<int>()).ToArray();
        foreach (var buffer in buffers)
        {
            buffer.LinkTo(block);
        }

        var seen = new int[perSource * sources];
        int batches = 0;
        var all = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var sink = new ActionBlock<int[]>(batch =>
        {
            Assert.Equal(sources, batch.Length);
            foreach (var v in batch)
            {
                seen[v]++;
            }

            if (++batches == perSource)
            {
                all.SetResult();
            }
        });
        block.LinkTo(sink);
        for (int i = 0; i < perSource; i++)
        {
            for (int s = 0; s < sources; s++)
            {
                buffers[s].Post(s * perSource + i);
            }
        }

        await all.Task.Within();
        Assert.All(seen, c => Assert.Equal(1, c));
    }

    [Fact]
    public async Task Cancellation_releases_postponed_and_completes_canceled()
    {
        var cts = new CancellationTokenSource();
        var block = new BatchBlock<int>(2, new GroupingDataflowBlockOptions { Greedy = false, CancellationToken = cts.Token });
        var a = new RecordingDataflowSource<int>();
        a.Add(1, 1);
        a.Offer(block, 1);
        cts.Cancel();
        await DataflowTestSupport.Canceled(block.Completion);
        Assert.Equal(new[] { "reserve 1", "release 1" }, a.Snapshot());
    }

    [Fact]
    public async Task Fault_completes_faulted()
    {
        var block = new BatchBlock<int>(2);
        block.Post(1);
        var error = new Exception();
        block.Fault(error);
        Assert.Same(error, Assert.Single((await DataflowTestSupport.FaultOf(block.Completion)).InnerExceptions));
        Assert.Equal(0, block.OutputCount);
    }
}
