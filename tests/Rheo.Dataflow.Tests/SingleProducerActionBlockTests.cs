using Tpl = System.Threading.Tasks.Dataflow;

namespace Rheo.Dataflow.Tests;

/// <summary>
/// ActionBlock with SingleProducerConstrained: the producer posts without a fence and the worker looks again for a
/// while before it goes idle, so these tests make the worker go idle, spin and restart at many points.
/// </summary>
public class SingleProducerActionBlockTests
{
    private static readonly ExecutionDataflowBlockOptions SingleProducer = new() { SingleProducerConstrained = true };

    [Fact]
    public async Task A_producer_that_pauses_keeps_every_message_once_in_order()
    {
        const int Messages = 1_000_000;
        long processed = 0;
        int last = -1;
        bool ordered = true;
        var block = new ActionBlock<int>(
            i =>
            {
                ordered &= i == last + 1;
                last = i;
                Volatile.Write(ref processed, processed + 1);
            },
            SingleProducer);
        var random = new Random(42);
        int posted = 0;
        while (posted < Messages)
        {
            int burst = Math.Min(Messages - posted, random.Next(1, 5_000));
            for (int i = 0; i < burst; i++)
            {
                Assert.True(block.Post(posted++));
            }

            switch (random.Next(4))
            {
                case 0:
                    // Post again at once: the worker is still busy or looking again.
                    break;
                case 1:
                    // Let the worker catch up, then post while it is still looking again or going idle.
                    WaitUntilProcessed(ref processed, posted);
                    Thread.SpinWait(random.Next(1, 64));
                    break;
                default:
                    // Let the worker catch up and, most of the time, go idle: the next post restarts it.
                    WaitUntilProcessed(ref processed, posted);
                    Thread.SpinWait(random.Next(64, 2_000));
                    break;
            }
        }

        block.Complete();
        await block.Completion.Within();
        Assert.True(ordered);
        Assert.Equal(Messages, Volatile.Read(ref processed));
        Assert.Equal(Messages - 1, last);
        Assert.Equal(0, block.InputCount);
    }

    [Fact]
    public async Task Posting_to_an_idle_worker_restarts_it_every_time()
    {
        using var done = new SemaphoreSlim(0);
        var seen = new List<int>();
        var block = new ActionBlock<int>(
            i =>
            {
                seen.Add(i);
                done.Release();
            },
            SingleProducer);
        var random = new Random(7);
        for (int i = 0; i < 2_000; i++)
        {
            Assert.True(block.Post(i));
            Assert.True(await done.WaitAsync(DataflowTestSupport.Timeout), $"message {i} was not processed");
            Thread.SpinWait(random.Next(1, 1_000));
        }

        block.Complete();
        await block.Completion.Within();
        Assert.Equal(Enumerable.Range(0, 2_000), seen);
    }

    [Fact]
    public async Task Completing_while_the_worker_looks_again_completes_the_block()
    {
        for (int round = 0; round < 200; round++)
        {
            int count = 0;
            var block = new ActionBlock<int>(_ => count++, SingleProducer);
            for (int i = 0; i <= round; i++)
            {
                block.Post(i);
            }

            Thread.SpinWait(round * 4);
            block.Complete();
            await block.Completion.Within();
            Assert.Equal(round + 1, count);
            Assert.False(block.Post(-1));
        }
    }

    [Fact]
    public async Task A_backlog_drained_in_runs_skips_canceled_messages_and_stops_at_the_fault()
    {
        // The worker starts only after 3,000 messages wait in rings of several sizes, so it drains them in runs; the
        // delegate cancels every hundredth message (skipped) and throws at 2,500 (the fault names it, nothing after it runs).
        var scheduler = new ManualDataflowScheduler();
        var seen = new List<int>();
        var block = new ActionBlock<int>(
            i =>
            {
                if (i == 2500)
                {
                    throw new InvalidOperationException("at 2500");
                }

                if (i % 100 == 99)
                {
                    throw new OperationCanceledException();
                }

                seen.Add(i);
            },
            new ExecutionDataflowBlockOptions { SingleProducerConstrained = true, TaskScheduler = scheduler });
        for (int i = 0; i < 3000; i++)
        {
            Assert.True(block.Post(i));
        }

        while (scheduler.RunAll() > 0)
        {
        }

        var error = await Assert.ThrowsAsync<InvalidOperationException>(() => block.Completion.Within());
        Assert.Equal("2500", error.Data["DataflowMessageValue"]);
        Assert.Equal(Enumerable.Range(0, 2500).Where(i => i % 100 != 99), seen);
        Assert.False(block.Post(3000));
        Assert.Equal(0, block.InputCount);
    }

    [Fact]
    public async Task Workers_run_on_the_given_TaskScheduler_and_go_idle_between_posts()
    {
        var scheduler = new ManualDataflowScheduler();
        var seen = new List<int>();
        var schedulers = new List<TaskScheduler>();
        var block = new ActionBlock<int>(
            i =>
            {
                seen.Add(i);
                schedulers.Add(TaskScheduler.Current);
            },
            new ExecutionDataflowBlockOptions { SingleProducerConstrained = true, TaskScheduler = scheduler });
        for (int i = 0; i < 5; i++)
        {
            block.Post(i);
            Assert.Equal(i + 1, scheduler.Scheduled);
            Assert.Equal(1, scheduler.RunAll());
            Assert.Equal(i + 1, seen.Count);
        }

        block.Complete();
        scheduler.RunAll();
        await block.Completion.Within();
        Assert.Equal(new[] { 0, 1, 2, 3, 4 }, seen);
        Assert.All(schedulers, s => Assert.Same(scheduler, s));
    }

    [Fact]
    public async Task MaxMessagesPerTask_splits_the_work_into_tasks_like_TPL_Dataflow()
    {
        var rheoScheduler = new ManualDataflowScheduler();
        var rheoTasks = new List<int?>();
        var rheo = new ActionBlock<int>(
            _ => rheoTasks.Add(Task.CurrentId),
            new ExecutionDataflowBlockOptions { SingleProducerConstrained = true, MaxMessagesPerTask = 3, TaskScheduler = rheoScheduler });
        var tplScheduler = new ManualDataflowScheduler();
        var tplTasks = new List<int?>();
        var tpl = new Tpl.ActionBlock<int>(
            _ => tplTasks.Add(Task.CurrentId),
            new Tpl.ExecutionDataflowBlockOptions { SingleProducerConstrained = true, MaxMessagesPerTask = 3, TaskScheduler = tplScheduler });
        for (int i = 0; i < 10; i++)
        {
            Assert.True(rheo.Post(i));
            Assert.True(tpl.Post(i));
        }

        Assert.Equal(1, rheoScheduler.Scheduled);
        Assert.Equal(1, tplScheduler.Scheduled);
        rheoScheduler.RunAll();
        tplScheduler.RunAll();
        int[] expected = [3, 3, 3, 1];
        Assert.Equal(expected, rheoTasks.GroupBy(id => id).Select(g => g.Count()));
        Assert.Equal(expected, tplTasks.GroupBy(id => id).Select(g => g.Count()));

        rheo.Complete();
        tpl.Complete();
        rheoScheduler.RunAll();
        tplScheduler.RunAll();
        await rheo.Completion.Within();
        await tpl.Completion.Within();
    }

    [Theory]
    [InlineData(1_023)]
    [InlineData(1_024)]
    [InlineData(1_025)]
    [InlineData(2_500)]
    public async Task MaxMessagesPerTask_in_the_thousands_splits_a_long_backlog_like_TPL_Dataflow(int perTask)
    {
        // Budgets that end at, just before and just after a power of two, and one that is not near one.
        const int Messages = 6_000;
        var rheoScheduler = new ManualDataflowScheduler();
        var rheoTasks = new List<int?>();
        var rheoSeen = new List<int>();
        var rheo = new ActionBlock<int>(
            i =>
            {
                rheoTasks.Add(Task.CurrentId);
                rheoSeen.Add(i);
            },
            new ExecutionDataflowBlockOptions { SingleProducerConstrained = true, MaxMessagesPerTask = perTask, TaskScheduler = rheoScheduler });
        var tplScheduler = new ManualDataflowScheduler();
        var tplTasks = new List<int?>();
        var tpl = new Tpl.ActionBlock<int>(
            _ => tplTasks.Add(Task.CurrentId),
            new Tpl.ExecutionDataflowBlockOptions { SingleProducerConstrained = true, MaxMessagesPerTask = perTask, TaskScheduler = tplScheduler });
        for (int i = 0; i < Messages; i++)
        {
            Assert.True(rheo.Post(i));
            Assert.True(tpl.Post(i));
        }

        rheoScheduler.RunAll();
        tplScheduler.RunAll();
        var expected = tplTasks.GroupBy(id => id).Select(g => g.Count()).ToArray();
        Assert.Equal(Messages, expected.Sum());
        Assert.Equal(expected, rheoTasks.GroupBy(id => id).Select(g => g.Count()));
        Assert.Equal(Enumerable.Range(0, Messages), rheoSeen);

        rheo.Complete();
        tpl.Complete();
        rheoScheduler.RunAll();
        tplScheduler.RunAll();
        await rheo.Completion.Within();
        await tpl.Completion.Within();
    }

    [Fact]
    public async Task A_fault_while_the_producer_keeps_posting_stops_processing_and_declines()
    {
        var error = new InvalidOperationException();
        int processed = 0;
        var block = new ActionBlock<int>(
            i =>
            {
                if (i == 50_000)
                {
                    throw error;
                }

                processed++;
            },
            SingleProducer);
        int accepted = 0;
        for (int i = 0; i < 200_000; i++)
        {
            if (block.Post(i))
            {
                accepted++;
            }
        }

        Assert.Same(error, Assert.Single((await DataflowTestSupport.FaultOf(block.Completion)).InnerExceptions));
        Assert.Equal(50_000, processed);
        Assert.True(accepted > 50_000);
        Assert.False(block.Post(-1));
    }

    [Fact]
    public async Task A_second_backlog_after_the_first_is_processed_whole()
    {
        // About 60 of the largest rings (16,384 ints each): the second backlog goes round those the first one left.
        const int First = 1_000_000;
        const int Second = 900_000;
        using var gate = new ManualResetEventSlim();
        long processed = 0;
        var block = new ActionBlock<int>(
            i =>
            {
                if (i < 0)
                {
                    Assert.True(gate.Wait(DataflowTestSupport.Timeout));
                    gate.Reset();
                }

                Volatile.Write(ref processed, processed + 1);
            },
            SingleProducer);

        // The worker waits at -1 while the producer builds the backlog, then drains it.
        block.Post(-1);
        PostRange(block, First);
        gate.Set();
        WaitUntilProcessed(ref processed, First + 1);

        block.Post(-1);
        PostRange(block, Second);
        gate.Set();
        WaitUntilProcessed(ref processed, First + Second + 2);
        block.Complete();
        await block.Completion.Within();
        Assert.Equal(First + Second + 2, Volatile.Read(ref processed));
    }

    /// <summary>Posts 0 to <paramref name="count"/> - 1, each accepted.</summary>
    private static void PostRange(ActionBlock<int> block, int count)
    {
        for (int i = 0; i < count; i++)
        {
            Assert.True(block.Post(i));
        }
    }

    private static void WaitUntilProcessed(ref long processed, long posted)
    {
        var wait = new SpinWait();
        var deadline = DateTime.UtcNow + DataflowTestSupport.Timeout;
        while (Volatile.Read(ref processed) < posted)
        {
            Assert.True(DateTime.UtcNow < deadline, $"only {Volatile.Read(ref processed)} of {posted} messages processed");
            wait.SpinOnce();
        }
    }
}
