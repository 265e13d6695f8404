using System.Collections.Concurrent;

namespace Rheo.Dataflow.Tests.Stress;

/// <summary>
/// Producers racing into BatchBlock (greedy and non-greedy), JoinBlock and BatchedJoinBlock: every message lands in
/// exactly one group, groups have the promised sizes and keep each producer's order, bounds hold and every run completes.
/// </summary>
public class GroupingBlockStressTests
{
    private const int Producers = 3;

    [Theory]
    [InlineData(7, DataflowBlockOptions.Unbounded)]
    [InlineData(5, 5)]
    [InlineData(4, 9)]
    public async Task A_greedy_BatchBlock_fed_by_racing_producers_batches_every_message_once(int batchSize, int bound)
    {
        const int rounds = 12, perProducer = 400;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var batch = new BatchBlock<int>(batchSize, new GroupingDataflowBlockOptions { BoundedCapacity = bound });
            var batches = new List<int[]>();
            var sink = new ActionBlock<int[]>(batches.Add, new ExecutionDataflowBlockOptions { BoundedCapacity = 1 });
            batch.LinkTo(sink, new DataflowLinkOptions { PropagateCompletion = true });
            using var reader = new ConcurrentReader(() => batch.OutputCount * batchSize, bound == DataflowBlockOptions.Unbounded ? int.MaxValue : bound);

            await Stress.Producers(Producers, async p =>
            {
                for (int s = 0; s < perProducer; s++)
                {
                    if (s % 3 == 0)
                    {
                        await Stress.PostUntilAcceptedAsync(batch, Stress.Item(p, s));
                    }
                    else
                    {
                        Assert.True(await batch.SendAsync(Stress.Item(p, s)));
                    }
                }
            });
            batch.Complete();
            await sink.Completion.Within();
            await batch.Completion.Within();
            reader.StopAndAssert();

            int total = Producers * perProducer;
            Assert.Equal((total + batchSize - 1) / batchSize, batches.Count);
            Assert.All(batches.SkipLast(1), b => Assert.Equal(batchSize, b.Length));
            Assert.Equal(total % batchSize == 0 ? batchSize : total % batchSize, batches[^1].Length);
            var flat = batches.SelectMany(b => b).ToList();
            Stress.AssertExactlyOnce(flat, Producers, perProducer);
            Stress.AssertOrderedPerProducer(flat, Producers);
        }
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task A_non_greedy_BatchBlock_takes_one_message_from_each_source_per_batch(bool linkedBuffers)
    {
        const int rounds = 10, perProducer = 200;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var batch = new BatchBlock<int>(Producers, new GroupingDataflowBlockOptions { Greedy = false, BoundedCapacity = round % 2 == 0 ? Producers : DataflowBlockOptions.Unbounded });
            var batches = new List<int[]>();
            var sink = new ActionBlock<int[]>(batches.Add, new ExecutionDataflowBlockOptions { BoundedCapacity = 2 });
            batch.LinkTo(sink, new DataflowLinkOptions { PropagateCompletion = true });
            var buffers = Enumerable.Range(0, Producers).Select(_ => new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 2 })).ToArray();
            if (linkedBuffers)
            {
                foreach (var buffer in buffers)
                {
                    buffer.LinkTo(batch);
                }
            }

            await Stress.Producers(Producers, async p =>
            {
                for (int s = 0; s < perProducer; s++)
                {
                    // Each producer has one message on offer at a time (its pending SendAsync or its buffer's head).
                    Assert.True(await (linkedBuffers ? buffers[p] : (ITargetBlock<int>)batch).SendAsync(Stress.Item(p, s)));
                }
            });
            if (linkedBuffers)
            {
                Bounded.Until(() => buffers.All(b => b.Count == 0) && batches.Count + batch.OutputCount == perProducer);
            }

            batch.Complete();
            await sink.Completion.Within();
            await batch.Completion.Within();

            Assert.Equal(perProducer, batches.Count);
            Assert.All(batches, b => Assert.Equal(Enumerable.Range(0, Producers), b.Select(Stress.ProducerOf).Order()));
            var flat = batches.SelectMany(b => b).ToList();
            Stress.AssertExactlyOnce(flat, Producers, perProducer);
            Stress.AssertOrderedPerProducer(flat, Producers);
        }
    }

    [Theory]
    [InlineData(true, DataflowBlockOptions.Unbounded)]
    [InlineData(true, 2)]
    [InlineData(false, DataflowBlockOptions.Unbounded)]
    [InlineData(false, 3)]
    public async Task A_JoinBlock_fed_from_racing_producers_pairs_each_targets_messages_in_order(bool greedy, int bound)
    {
        const int rounds = 10, count = 600;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var join = new JoinBlock<int, int>(new GroupingDataflowBlockOptions { Greedy = greedy, BoundedCapacity = bound });
            var pairs = new List<Tuple<int, int>>();
            var sink = new ActionBlock<Tuple<int, int>>(pairs.Add, new ExecutionDataflowBlockOptions { BoundedCapacity = 1 });
            join.LinkTo(sink, new DataflowLinkOptions { PropagateCompletion = true });
            var first = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 3 });
            var second = new BufferBlock<int>();
            first.LinkTo(join.Target1, new DataflowLinkOptions { PropagateCompletion = true });
            second.LinkTo(join.Target2, new DataflowLinkOptions { PropagateCompletion = true });

            await Stress.Producers(4, async p =>
            {
                // Two producers feed each side directly and two through a buffer; each side gets 0..count-1 once.
                var target = p switch { 0 => join.Target1, 1 => join.Target2, 2 => (ITargetBlock<int>)first, _ => second };
                for (int i = p < 2 ? 0 : count / 2; i < (p < 2 ? count / 2 : count); i++)
                {
                    Assert.True(await target.SendAsync(i));
                }
            });
            first.Complete();
            second.Complete();
            await sink.Completion.Within();
            await join.Completion.Within();

            Assert.Equal(count, pairs.Count);
            Assert.Equal(Enumerable.Range(0, count), pairs.Select(p => p.Item1).Order());
            Assert.Equal(Enumerable.Range(0, count), pairs.Select(p => p.Item2).Order());
        }
    }

    [Theory]
    [InlineData(1)]
    [InlineData(DataflowBlockOptions.Unbounded)]
    public async Task A_non_greedy_JoinBlock_fed_by_buffers_that_keep_offering_their_head_joins_every_message(int bound)
    {
        // Each Post into a buffer may start a new offering pass that offers the same head again, so a join target often
        // holds a stale header next to the buffer's fresh one: a join attempt then fails on the stale one while the fresh
        // offer arrives. That offer is the attempt's only wake-up; when it was lost, the round stalled for good.
        const int rounds = 40, count = 1500;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var join = new JoinBlock<int, int>(new GroupingDataflowBlockOptions { Greedy = false, BoundedCapacity = bound });
            var pairs = new List<Tuple<int, int>>();
            var sink = new ActionBlock<Tuple<int, int>>(pairs.Add, new ExecutionDataflowBlockOptions { BoundedCapacity = 1 });
            join.LinkTo(sink, new DataflowLinkOptions { PropagateCompletion = true });
            var buffers = new[] { new BufferBlock<int>(), new BufferBlock<int>() };
            buffers[0].LinkTo(join.Target1, new DataflowLinkOptions { PropagateCompletion = true });
            buffers[1].LinkTo(join.Target2, new DataflowLinkOptions { PropagateCompletion = true });

            await Stress.Producers(2, p =>
            {
                for (int i = 0; i < count; i++)
                {
                    Assert.True(buffers[p].Post(i));
                }

                buffers[p].Complete();
                return Task.CompletedTask;
            });
            await sink.Completion.Within();
            await join.Completion.Within();

            Assert.Equal(Enumerable.Range(0, count).Select(i => Tuple.Create(i, i)), pairs);
        }
    }

    [Fact]
    public async Task A_three_way_JoinBlock_with_one_producer_per_target_keeps_each_targets_order()
    {
        const int rounds = 10, count = 800;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var join = new JoinBlock<int, int, int>(new GroupingDataflowBlockOptions { Greedy = round % 2 == 0, BoundedCapacity = round % 3 == 0 ? 2 : DataflowBlockOptions.Unbounded });
            var targets = new[] { join.Target1, join.Target2, join.Target3 };
            var producers = Stress.Producers(3, async p =>
            {
                for (int i = 0; i < count; i++)
                {
                    Assert.True(await targets[p].SendAsync(i));
                }

                targets[p].Complete();
            });
            for (int i = 0; i < count; i++)
            {
                Assert.Equal(Tuple.Create(i, i, i), await join.ReceiveAsync().Within());
            }

            await producers;
            await join.Completion.Within();
            Assert.Equal(0, join.OutputCount);
        }
    }

    [Theory]
    [InlineData(5)]
    [InlineData(1)]
    public async Task A_BatchedJoinBlock_fed_by_racing_producers_batches_every_message_once_in_each_targets_order(int batchSize)
    {
        const int rounds = 10, perTarget = 500;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var join = new BatchedJoinBlock<int, int>(batchSize);
            var batches = new List<Tuple<IList<int>, IList<int>>>();
            var sink = new ActionBlock<Tuple<IList<int>, IList<int>>>(batches.Add, new ExecutionDataflowBlockOptions { BoundedCapacity = 1 });
            join.LinkTo(sink, new DataflowLinkOptions { PropagateCompletion = true });

            await Stress.Producers(2, async p =>
            {
                var target = p == 0 ? join.Target1 : join.Target2;
                for (int i = 0; i < perTarget; i++)
                {
                    Assert.True(i % 2 == 0 ? target.Post(i) : await target.SendAsync(i));
                }
            });
            join.Complete();
            await sink.Completion.Within();
            await join.Completion.Within();

            Assert.All(batches, b => Assert.Equal(batchSize, b.Item1.Count + b.Item2.Count));
            Assert.Equal(Enumerable.Range(0, perTarget), batches.SelectMany(b => b.Item1));
            Assert.Equal(Enumerable.Range(0, perTarget), batches.SelectMany(b => b.Item2));
        }
    }

    [Fact]
    public async Task A_three_way_BatchedJoinBlock_fed_by_racing_producers_loses_nothing()
    {
        const int rounds = 10, perTarget = 400, batchSize = 7;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var join = new BatchedJoinBlock<int, int, int>(batchSize);
            var batches = new ConcurrentQueue<Tuple<IList<int>, IList<int>, IList<int>>>();
            var sink = new ActionBlock<Tuple<IList<int>, IList<int>, IList<int>>>(batches.Enqueue);
            join.LinkTo(sink, new DataflowLinkOptions { PropagateCompletion = true });
            var targets = new[] { join.Target1, join.Target2, join.Target3 };

            await Stress.Producers(3, async p =>
            {
                for (int i = 0; i < perTarget; i++)
                {
                    Assert.True(await targets[p].SendAsync(i));
                }
            });
            join.Complete();
            await sink.Completion.Within();

            var all = batches.ToArray();
            int total = 3 * perTarget;
            Assert.Equal((total + batchSize - 1) / batchSize, all.Length);
            Assert.All(all.SkipLast(1), b => Assert.Equal(batchSize, b.Item1.Count + b.Item2.Count + b.Item3.Count));
            Assert.Equal(Enumerable.Range(0, perTarget), all.SelectMany(b => b.Item1));
            Assert.Equal(Enumerable.Range(0, perTarget), all.SelectMany(b => b.Item2));
            Assert.Equal(Enumerable.Range(0, perTarget), all.SelectMany(b => b.Item3));
        }
    }
}
