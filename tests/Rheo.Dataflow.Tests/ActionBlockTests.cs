using Tpl = System.Threading.Tasks.Dataflow;

namespace Rheo.Dataflow.Tests;

public class ActionBlockTests
{
    [Fact]
    public async Task Processes_every_item_in_order()
    {
        var seen = new List<int>();
        var block = new ActionBlock<int>(seen.Add);
        for (int i = 0; i < 1000; i++)
        {
            Assert.True(block.Post(i));
        }

        block.Complete();
        await block.Completion.Within();
        Assert.Equal(Enumerable.Range(0, 1000), seen);
    }

    [Fact]
    public async Task Async_delegate_processes_one_at_a_time_in_order()
    {
        var seen = new List<int>();
        int active = 0, maxActive = 0;
        var block = new ActionBlock<int>(async i =>
        {
            int now = Interlocked.Increment(ref active);
            maxActive = Math.Max(maxActive, now);
            await Task.Yield();
            seen.Add(i);
            Interlocked.Decrement(ref active);
        });
        for (int i = 0; i < 200; i++)
        {
            block.Post(i);
        }

        block.Complete();
        await block.Completion.Within();
        Assert.Equal(Enumerable.Range(0, 200), seen);
        Assert.Equal(1, maxActive);
    }

    [Fact]
    public async Task MaxDegreeOfParallelism_runs_that_many_at_once_and_no_more()
    {
        const int dop = 4;
        int active = 0, maxActive = 0;
        var allIn = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var block = new ActionBlock<int>(
            async _ =>
            {
                int now = Interlocked.Increment(ref active);
                InterlockedMax(ref maxActive, now);
                if (now == dop)
                {
                    allIn.TrySetResult();
                }

                await allIn.Task;
                Interlocked.Decrement(ref active);
            },
            new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = dop });
        for (int i = 0; i < 40; i++)
        {
            block.Post(i);
        }

        block.Complete();
        await block.Completion.Within();
        Assert.Equal(dop, maxActive);
    }

    [Fact]
    public async Task Canceled_task_from_async_delegate_is_ignored()
    {
        int done = 0;
        var block = new ActionBlock<int>(i => i % 2 == 0 ? Task.FromCanceled(new CancellationToken(true)) : Task.Run(() => Interlocked.Increment(ref done)));
        for (int i = 0; i < 10; i++)
        {
            block.Post(i);
        }

        block.Complete();
        await block.Completion.Within();
        Assert.Equal(5, done);
    }

    [Fact]
    public async Task Throwing_delegate_faults_the_block_and_declines_further_messages()
    {
        var error = new InvalidOperationException("boom");
        var block = new ActionBlock<int>(i =>
        {
            if (i == 3)
            {
                throw error;
            }
        });
        for (int i = 0; i < 5; i++)
        {
            block.Post(i);
        }

        var fault = await DataflowTestSupport.FaultOf(block.Completion);
        Assert.Same(error, Assert.Single(fault.InnerExceptions));
        Assert.False(block.Post(9));
        Assert.Equal(DataflowMessageStatus.DecliningPermanently, block.OfferMessage(new DataflowMessageHeader(1), 9, null, false));
    }

    [Fact]
    public async Task Faulted_task_from_async_delegate_faults_with_its_exception()
    {
        var error = new FormatException();
        var block = new ActionBlock<int>(async _ =>
        {
            await Task.Yield();
            throw error;
        });
        block.Post(1);
        var fault = await DataflowTestSupport.FaultOf(block.Completion);
        Assert.Same(error, Assert.Single(fault.InnerExceptions));
    }

    [Fact]
    public async Task Fault_completes_with_the_exception()
    {
        var gate = new TaskCompletionSource();
        var block = new ActionBlock<int>(_ => gate.Task);
        block.Post(1);
        block.Post(2);
        var error = new ArithmeticException();
        block.Fault(error);
        Assert.False(block.Post(3));
        gate.SetResult();
        var fault = await DataflowTestSupport.FaultOf(block.Completion);
        Assert.Same(error, Assert.Single(fault.InnerExceptions));
        Assert.Equal(0, block.InputCount);
    }

    [Fact]
    public void Arguments_are_checked()
    {
        Assert.Equal("action", Assert.Throws<ArgumentNullException>(() => new ActionBlock<int>((Action<int>)null!)).ParamName);
        Assert.Equal("action", Assert.Throws<ArgumentNullException>(() => new ActionBlock<int>((Func<int, Task>)null!)).ParamName);
        Assert.Equal("dataflowBlockOptions", Assert.Throws<ArgumentNullException>(() => new ActionBlock<int>(_ => { }, null!)).ParamName);
        var block = new ActionBlock<int>(_ => { });
        Assert.Equal("exception", Assert.Throws<ArgumentNullException>(() => block.Fault(null!)).ParamName);
        Assert.Equal("messageHeader", Assert.Throws<ArgumentException>(() => block.OfferMessage(default, 1, null, false)).ParamName);
        Assert.Equal("consumeToAccept", Assert.Throws<ArgumentException>(() => block.OfferMessage(new DataflowMessageHeader(1), 1, null, true)).ParamName);
    }

    [Fact]
    public async Task Bounded_block_declines_posts_and_postpones_offers_until_room()
    {
        var gate = new TaskCompletionSource();
        var seen = new List<int>();
        var third = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var block = new ActionBlock<int>(
            async i =>
            {
                await gate.Task;
                lock (seen)
                {
                    seen.Add(i);
                    if (seen.Count == 3)
                    {
                        third.SetResult();
                    }
                }
            },
            new ExecutionDataflowBlockOptions { BoundedCapacity = 2 });
        Assert.True(block.Post(1));
        Assert.True(block.Post(2));
        Assert.False(block.Post(3));

        var source = new RecordingDataflowSource<int>();
        source.Add(10, 10);
        Assert.Equal(DataflowMessageStatus.Postponed, source.Offer(block, 10));
        Assert.Empty(source.Snapshot());

        gate.SetResult();
        await third.Task.Within();
        Assert.False(source.Has(10));
        Assert.Contains("consume 10", source.Snapshot());
        block.Complete();
        await block.Completion.Within();
        Assert.Equal(new[] { 1, 2, 10 }, seen);
    }

    [Fact]
    public void ConsumeToMessage_consumes_synchronously()
    {
        var block = new ActionBlock<int>(_ => { });
        var source = new RecordingDataflowSource<int>();
        source.Add(5, 5);
        Assert.Equal(DataflowMessageStatus.Accepted, block.OfferMessage(new DataflowMessageHeader(5), 5, source, consumeToAccept: true));
        Assert.Equal(new[] { "consume 5" }, source.Snapshot());
        Assert.Equal(DataflowMessageStatus.NotAvailable, block.OfferMessage(new DataflowMessageHeader(6), 6, source, consumeToAccept: true));
    }

    [Fact]
    public async Task Cancellation_completes_as_canceled_and_releases_postponed_messages()
    {
        var cts = new CancellationTokenSource();
        var gate = new TaskCompletionSource();
        var block = new ActionBlock<int>(_ => gate.Task, new ExecutionDataflowBlockOptions { BoundedCapacity = 1, CancellationToken = cts.Token });
        Assert.True(block.Post(1));
        var source = new RecordingDataflowSource<int>();
        source.Add(7, 7);
        Assert.Equal(DataflowMessageStatus.Postponed, source.Offer(block, 7));

        cts.Cancel();
        Assert.Equal(new[] { "reserve 7", "release 7" }, source.Snapshot());
        Assert.True(source.Has(7));
        Assert.Equal(DataflowMessageStatus.DecliningPermanently, source.Offer(block, 7));
        gate.SetResult();
        await DataflowTestSupport.Canceled(block.Completion);
    }

    [Fact]
    public async Task Already_canceled_token_completes_the_block_as_canceled()
    {
        var block = new ActionBlock<int>(_ => { }, new ExecutionDataflowBlockOptions { CancellationToken = new CancellationToken(true) });
        await DataflowTestSupport.Canceled(block.Completion);
        Assert.False(block.Post(1));
    }

    [Fact]
    public async Task InputCount_counts_waiting_items()
    {
        var gate = new TaskCompletionSource();
        var started = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var block = new ActionBlock<int>(_ =>
        {
            started.TrySetResult();
            return gate.Task;
        });
        block.Post(1);
        await started.Task.Within();
        block.Post(2);
        block.Post(3);
        Assert.Equal(2, block.InputCount);
        gate.SetResult();
        block.Complete();
        await block.Completion.Within();
        Assert.Equal(0, block.InputCount);
    }

    [Fact]
    public async Task MaxMessagesPerTask_still_processes_everything()
    {
        int count = 0;
        var block = new ActionBlock<int>(_ => count++, new ExecutionDataflowBlockOptions { MaxMessagesPerTask = 1 });
        for (int i = 0; i < 100; i++)
        {
            block.Post(i);
        }

        block.Complete();
        await block.Completion.Within();
        Assert.Equal(100, count);
    }

    [Fact]
    public async Task SingleProducerConstrained_processes_everything_in_order()
    {
        long sum = 0;
        int last = -1;
        bool ordered = true;
        var block = new ActionBlock<int>(
            i =>
            {
                ordered &= i == last + 1;
                last = i;
                sum += i;
            },
            new ExecutionDataflowBlockOptions { SingleProducerConstrained = true });
        const int n = 200_000;
        for (int i = 0; i < n; i++)
        {
            Assert.True(block.Post(i));
        }

        block.Complete();
        Assert.False(block.Post(n));
        await block.Completion.Within();
        Assert.True(ordered);
        Assert.Equal((long)n * (n - 1) / 2, sum);
        Assert.Equal(0, block.InputCount);
    }

    [Fact]
    public async Task SingleProducerConstrained_faults_and_cancels()
    {
        var error = new InvalidOperationException();
        var faulting = new ActionBlock<int>(i => { if (i == 2) { throw error; } }, new ExecutionDataflowBlockOptions { SingleProducerConstrained = true });
        for (int i = 0; i < 5; i++)
        {
            faulting.Post(i);
        }

        Assert.Same(error, Assert.Single((await DataflowTestSupport.FaultOf(faulting.Completion)).InnerExceptions));
        Assert.False(faulting.Post(1));

        var cts = new CancellationTokenSource();
        var canceled = new ActionBlock<int>(_ => { }, new ExecutionDataflowBlockOptions { SingleProducerConstrained = true, CancellationToken = cts.Token });
        canceled.Post(1);
        cts.Cancel();
        await DataflowTestSupport.Canceled(canceled.Completion);

        var external = new ActionBlock<int>(_ => { }, new ExecutionDataflowBlockOptions { SingleProducerConstrained = true });
        external.Fault(error);
        Assert.Same(error, Assert.Single((await DataflowTestSupport.FaultOf(external.Completion)).InnerExceptions));
    }

    [Fact]
    public void ToString_uses_NameFormat_like_TPL_Dataflow()
    {
        var block = new ActionBlock<int>(_ => { });
        Assert.Equal($"ActionBlock`1 Id={block.Completion.Id}", block.ToString());
        var tpl = new Tpl.ActionBlock<int>(_ => { });
        Assert.Equal($"ActionBlock`1 Id={tpl.Completion.Id}", tpl.ToString());

        var named = new ActionBlock<int>(_ => { }, new ExecutionDataflowBlockOptions { NameFormat = "worker {1} of {0}" });
        Assert.Equal($"worker {named.Completion.Id} of ActionBlock`1", named.ToString());

        var bad = new ActionBlock<int>(_ => { }, new ExecutionDataflowBlockOptions { NameFormat = "{2}" });
        Assert.NotEmpty(bad.ToString());
    }

    [Fact]
    public async Task Options_are_copied_at_construction()
    {
        var options = new ExecutionDataflowBlockOptions { BoundedCapacity = 1 };
        var gate = new TaskCompletionSource();
        var block = new ActionBlock<int>(_ => gate.Task, options);
        options.BoundedCapacity = 100;
        Assert.True(block.Post(1));
        Assert.False(block.Post(2));
        gate.SetResult();
        block.Complete();
        await block.Completion.Within();
    }

    private static void InterlockedMax(ref int target, int value)
    {
        int current;
        while ((current = Volatile.Read(ref target)) < value && Interlocked.CompareExchange(ref target, value, current) != current)
        {
        }
    }
}
