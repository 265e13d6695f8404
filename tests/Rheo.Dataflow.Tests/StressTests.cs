namespace Rheo.Dataflow.Tests;

public class StressTests
{
    [Fact]
    public async Task Many_producers_posting_to_a_parallel_ActionBlock_lose_nothing()
    {
        const int producers = 4, perProducer = 25_000;
        var seen = new int[producers * perProducer];
        var block = new ActionBlock<int>(i => Interlocked.Increment(ref seen[i]), new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 4 });
        await Task.WhenAll(Enumerable.Range(0, producers).Select(p => Task.Run(() =>
        {
            for (int i = 0; i < perProducer; i++)
            {
                Assert.True(block.Post(p * perProducer + i));
            }
        }))).Within();
        block.Complete();
        await block.Completion.Within();
        Assert.All(seen, c => Assert.Equal(1, c));
    }

    [Fact]
    public async Task Producers_SendAsync_into_a_bounded_buffer_drained_by_bounded_consumers()
    {
        const int producers = 4, perProducer = 5_000, consumers = 3;
        var seen = new int[producers * perProducer];
        var buffer = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 5 });
        var actions = Enumerable.Range(0, consumers).Select(_ => new ActionBlock<int>(
            i => Interlocked.Increment(ref seen[i]),
            new ExecutionDataflowBlockOptions { BoundedCapacity = 2 })).ToArray();
        foreach (var action in actions)
        {
            buffer.LinkTo(action, new DataflowLinkOptions { PropagateCompletion = true });
        }

        await Task.WhenAll(Enumerable.Range(0, producers).Select(p => Task.Run(async () =>
        {
            for (int i = 0; i < perProducer; i++)
            {
                Assert.True(await buffer.SendAsync(p * perProducer + i));
            }
        }))).Within();
        buffer.Complete();
        await Task.WhenAll(actions.Select(a => a.Completion)).Within();
        Assert.All(seen, c => Assert.Equal(1, c));
    }

    [Fact]
    public async Task Concurrent_ReceiveAsync_consumers_get_each_message_once()
    {
        const int total = 20_000, consumers = 4;
        var seen = new int[total];
        var buffer = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 10 });
        var consumerTasks = Enumerable.Range(0, consumers).Select(_ => Task.Run(async () =>
        {
            try
            {
                while (true)
                {
                    int i = await buffer.ReceiveAsync();
                    Interlocked.Increment(ref seen[i]);
                }
            }
            catch (InvalidOperationException)
            {
                // The buffer completed.
            }
        })).ToArray();
        var producer = Task.Run(async () =>
        {
            for (int i = 0; i < total; i++)
            {
                Assert.True(await buffer.SendAsync(i));
            }

            buffer.Complete();
        });
        await producer.Within();
        await Task.WhenAll(consumerTasks).Within();
        await buffer.Completion.Within();
        Assert.All(seen, c => Assert.Equal(1, c));
    }

    [Fact]
    public async Task Parallel_transform_pipeline_with_bounds_keeps_order_and_counts()
    {
        const int total = 20_000;
        var transform = new TransformBlock<int, int>(
            i => i * 2,
            new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 4, BoundedCapacity = 8 });
        int expected = 0;
        bool ordered = true;
        var action = new ActionBlock<int>(
            v =>
            {
                ordered &= v == expected * 2;
                expected++;
            },
            new ExecutionDataflowBlockOptions { BoundedCapacity = 4 });
        transform.LinkTo(action, new DataflowLinkOptions { PropagateCompletion = true });
        for (int i = 0; i < total; i++)
        {
            Assert.True(await transform.SendAsync(i).Within());
        }

        transform.Complete();
        await action.Completion.Within();
        Assert.True(ordered);
        Assert.Equal(total, expected);
    }

    [Fact]
    public async Task Completion_is_always_reached_when_completing_while_producers_race()
    {
        for (int round = 0; round < 50; round++)
        {
            int accepted = 0, processed = 0;
            var block = new ActionBlock<int>(_ => Interlocked.Increment(ref processed), new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 2 });
            var producers = Enumerable.Range(0, 3).Select(_ => Task.Run(() =>
            {
                for (int i = 0; i < 500; i++)
                {
                    if (block.Post(i))
                    {
                        Interlocked.Increment(ref accepted);
                    }
                }
            })).ToArray();
            block.Complete();
            await Task.WhenAll(producers).Within();
            await block.Completion.Within();
            Assert.Equal(accepted, processed);
        }
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task A_single_producer_ActionBlock_going_idle_and_waking_between_bursts_loses_nothing(bool ownScheduler)
    {
        // Bursts of every size with yields between them make the worker go idle and restart many times, on the
        // default scheduler (where it looks again before going idle) and on another one (where it does not); the
        // completing call races the last burst.
        var random = new Random(11);
        for (int round = 0; round < 20; round++)
        {
            long sum = 0;
            int last = -1;
            bool ordered = true;
            var options = new ExecutionDataflowBlockOptions { SingleProducerConstrained = true };
            if (ownScheduler)
            {
                options.TaskScheduler = new ConcurrentExclusiveSchedulerPair().ExclusiveScheduler;
            }

            var block = new ActionBlock<int>(
                i =>
                {
                    ordered &= i == last + 1;
                    last = i;
                    sum += i;
                },
                options);
            int posted = 0;
            int total = random.Next(1, 60_000);
            while (posted < total)
            {
                int burst = Math.Min(total - posted, random.Next(1, 5_000));
                for (int i = 0; i < burst; i++)
                {
                    Assert.True(block.Post(posted++));
                }

                if (random.Next(3) == 0)
                {
                    Thread.Yield();
                }
            }

            var completing = Task.Run(block.Complete);
            await block.Completion.Within();
            await completing.Within();
            Assert.True(ordered);
            Assert.Equal((long)total * (total - 1) / 2, sum);
            Assert.Equal(0, block.InputCount);
        }
    }
}
