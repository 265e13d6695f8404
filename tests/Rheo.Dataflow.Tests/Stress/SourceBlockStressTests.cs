using System.Collections.Concurrent;

namespace Rheo.Dataflow.Tests.Stress;

/// <summary>
/// Several producers racing into BufferBlock, BroadcastBlock and WriteOnceBlock with bounded consumers: nothing lost or
/// duplicated, a bounded buffer never holds more than its bound, broadcast targets see the same order, and every run
/// completes.
/// </summary>
public class SourceBlockStressTests
{
    private const int Producers = 3;

    [Theory]
    [InlineData(1)]
    [InlineData(3)]
    [InlineData(DataflowBlockOptions.Unbounded)]
    public async Task A_BufferBlock_drained_by_bounded_links_and_a_receiving_thread_delivers_each_message_once_within_its_bound(int bound)
    {
        const int rounds = 10, perProducer = 500;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var buffer = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = bound });
            var seen = new ConcurrentQueue<int>();
            var consumers = Enumerable.Range(0, 2).Select(_ => new ActionBlock<int>(
                seen.Enqueue,
                new ExecutionDataflowBlockOptions { BoundedCapacity = 1 })).ToArray();
            foreach (var consumer in consumers)
            {
                buffer.LinkTo(consumer, new DataflowLinkOptions { PropagateCompletion = true });
            }

            using var reader = new ConcurrentReader(() => buffer.Count, bound == DataflowBlockOptions.Unbounded ? int.MaxValue : bound);
            var receiver = Task.Run(() =>
            {
                while (!buffer.Completion.IsCompleted)
                {
                    if (buffer.TryReceive(out int item))
                    {
                        seen.Enqueue(item);
                    }
                    else
                    {
                        Thread.Yield();
                    }
                }
            });

            await Stress.Producers(Producers, async p =>
            {
                for (int s = 0; s < perProducer; s++)
                {
                    if (s % 2 == 0)
                    {
                        await Stress.PostUntilAcceptedAsync(buffer, Stress.Item(p, s));
                    }
                    else
                    {
                        Assert.True(await buffer.SendAsync(Stress.Item(p, s)));
                    }
                }
            });
            buffer.Complete();
            await Task.WhenAll(consumers.Select(c => c.Completion)).Within();
            await buffer.Completion.Within();
            await receiver.Within();
            reader.StopAndAssert();

            Stress.AssertExactlyOnce(seen, Producers, perProducer);
            Assert.Equal(0, buffer.Count);
        }
    }

    [Theory]
    [InlineData(2)]
    [InlineData(DataflowBlockOptions.Unbounded)]
    public async Task A_BufferBlock_with_one_receiver_keeps_each_producers_order(int bound)
    {
        const int rounds = 10, perProducer = 1_000;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var buffer = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = bound });
            var producers = Stress.Producers(Producers, async p =>
            {
                for (int s = 0; s < perProducer; s++)
                {
                    Assert.True(await buffer.SendAsync(Stress.Item(p, s)));
                }
            });
            var received = new List<int>();
            for (int i = 0; i < Producers * perProducer; i++)
            {
                received.Add(await buffer.ReceiveAsync().Within());
            }

            await producers;
            buffer.Complete();
            await buffer.Completion.Within();
            Stress.AssertExactlyOnce(received, Producers, perProducer);
            Stress.AssertOrderedPerProducer(received, Producers);
        }
    }

    [Fact]
    public async Task An_unbounded_BroadcastBlock_gives_every_unbounded_target_every_message_in_the_same_order()
    {
        const int rounds = 10, perProducer = 500, targets = 3;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var broadcast = new BroadcastBlock<int>(null);
            var received = Enumerable.Range(0, targets).Select(_ => new List<int>()).ToArray();
            var actions = received.Select(list => new ActionBlock<int>(list.Add)).ToArray();
            foreach (var action in actions)
            {
                broadcast.LinkTo(action, new DataflowLinkOptions { PropagateCompletion = true });
            }

            await Stress.Producers(Producers, async p =>
            {
                for (int s = 0; s < perProducer; s++)
                {
                    Assert.True(s % 2 == 0 ? broadcast.Post(Stress.Item(p, s)) : await broadcast.SendAsync(Stress.Item(p, s)));
                }
            });
            broadcast.Complete();
            await Task.WhenAll(actions.Select(a => a.Completion)).Within();
            await broadcast.Completion.Within();

            Stress.AssertExactlyOnce(received[0], Producers, perProducer);
            Stress.AssertOrderedPerProducer(received[0], Producers);
            for (int t = 1; t < targets; t++)
            {
                Assert.Equal(received[0], received[t]);
            }
        }
    }

    [Theory]
    [InlineData(1)]
    [InlineData(3)]
    [InlineData(DataflowBlockOptions.Unbounded)]
    public async Task A_BroadcastBlock_with_bounded_targets_gives_each_an_ordered_subset_without_repeats(int bound)
    {
        const int rounds = 12, perProducer = 300, targets = 3;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var broadcast = new BroadcastBlock<int>(i => i, new DataflowBlockOptions { BoundedCapacity = bound });
            var received = Enumerable.Range(0, targets).Select(_ => new List<int>()).ToArray();
            var actions = received.Select((list, t) => new ActionBlock<int>(
                i =>
                {
                    list.Add(i);
                    Thread.SpinWait(t * 50);
                },
                new ExecutionDataflowBlockOptions { BoundedCapacity = 1 })).ToArray();
            foreach (var action in actions)
            {
                broadcast.LinkTo(action, new DataflowLinkOptions { PropagateCompletion = true });
            }

            await Stress.Producers(Producers, async p =>
            {
                for (int s = 0; s < perProducer; s++)
                {
                    Assert.True(await broadcast.SendAsync(Stress.Item(p, s)));
                }
            });
            broadcast.Complete();
            await Task.WhenAll(actions.Select(a => a.Completion)).Within();
            await broadcast.Completion.Within();

            // A completed broadcast block keeps its last message; a target busy when it came may have missed it
            // (completion releases what it postponed), so each target gets an ordered subset without repeats.
            Assert.True(broadcast.TryReceive(out int last));
            Assert.Equal(perProducer - 1, Stress.SequenceOf(last));
            foreach (var list in received)
            {
                Assert.NotEmpty(list);
                Assert.Equal(list.Count, list.Distinct().Count());
                Stress.AssertOrderedPerProducer(list, Producers);
            }
        }
    }

    [Fact]
    public async Task Racing_writers_to_a_WriteOnceBlock_see_one_accepted_and_every_bounded_target_gets_that_value()
    {
        const int rounds = 150, writers = 4, targets = 3;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var once = new WriteOnceBlock<int>(null);
            var targetValues = new ConcurrentQueue<int>[targets];
            var actions = new ActionBlock<int>[targets];
            for (int t = 0; t < targets; t++)
            {
                var values = targetValues[t] = new ConcurrentQueue<int>();
                actions[t] = new ActionBlock<int>(values.Enqueue, new ExecutionDataflowBlockOptions { BoundedCapacity = 1 });
                once.LinkTo(actions[t], new DataflowLinkOptions { PropagateCompletion = true });
            }

            var receiver = once.ReceiveAsync();
            var accepted = new ConcurrentQueue<int>();
            await Stress.Producers(writers, async w =>
            {
                bool ok = w % 2 == 0 ? once.Post(w) : await once.SendAsync(w);
                if (ok)
                {
                    accepted.Enqueue(w);
                }
            });

            int winner = Assert.Single(accepted);
            Assert.Equal(winner, await receiver.Within());
            await once.Completion.Within();
            await Task.WhenAll(actions.Select(a => a.Completion)).Within();
            Assert.All(targetValues, values => Assert.Equal([winner], values));
            Assert.True(once.TryReceive(out int again));
            Assert.Equal(winner, again);
            Assert.False(once.Post(99));
        }
    }
}
