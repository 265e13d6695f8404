using System.Collections.Concurrent;

namespace Rheo.Dataflow.Tests.Stress;

/// <summary>
/// Several producers racing into ActionBlock, TransformBlock and TransformManyBlock with MaxDegreeOfParallelism above
/// one and small bounds: every message is processed exactly once, never more delegates run at once than allowed,
/// never more messages are held than the bound, ordered output keeps each producer's order, and every run completes.
/// </summary>
public class ExecutionBlockStressTests
{
    private const int Producers = 3;

    [Theory]
    [InlineData(2, DataflowBlockOptions.Unbounded, false)]
    [InlineData(3, 1, false)]
    [InlineData(4, 3, false)]
    [InlineData(2, 2, true)]
    [InlineData(4, DataflowBlockOptions.Unbounded, true)]
    [InlineData(4, 5, true)]
    public async Task ActionBlock_runs_every_message_once_within_its_parallelism_and_bound(int dop, int bound, bool asyncDelegate)
    {
        const int rounds = 12, perProducer = 400;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var gauge = new ConcurrencyGauge();
            var seen = new ConcurrentQueue<int>();
            int accepted = 0, finished = 0, tooMany = 0;
            int allowed = bound == DataflowBlockOptions.Unbounded ? dop : Math.Min(dop, bound);
            var options = new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = dop, BoundedCapacity = bound };
            ActionBlock<int> block = asyncDelegate
                ? new ActionBlock<int>(async i =>
                {
                    Enter(i);
                    if (i % 3 == 0)
                    {
                        await Task.Yield();
                    }

                    Exit();
                }, options)
                : new ActionBlock<int>(i =>
                {
                    Enter(i);
                    Thread.SpinWait(i % 7 * 20);
                    Exit();
                }, options);

            using var reader = new ConcurrentReader(
                () =>
                {
                    // Accepted is read before finished: accepted lags the block's own count and finished runs ahead of
                    // the bound's release, so the difference can only understate what the block holds.
                    int inFlight = Volatile.Read(ref accepted) - Volatile.Read(ref finished);
                    return Math.Max(inFlight, block.InputCount);
                },
                bound == DataflowBlockOptions.Unbounded ? int.MaxValue : bound);

            await Stress.Producers(Producers, async p =>
            {
                for (int s = 0; s < perProducer; s++)
                {
                    int item = Stress.Item(p, s);
                    if ((p + s) % 2 == 0)
                    {
                        await Stress.PostUntilAcceptedAsync(block, item);
                    }
                    else
                    {
                        Assert.True(await block.SendAsync(item));
                    }

                    Interlocked.Increment(ref accepted);
                }
            });
            block.Complete();
            await block.Completion.Within();
            reader.StopAndAssert();

            Assert.Equal(0, Volatile.Read(ref tooMany));
            Assert.InRange(gauge.Peak, 1, allowed);
            Assert.Equal(Producers * perProducer, Volatile.Read(ref finished));
            Stress.AssertExactlyOnce(seen, Producers, perProducer);
            Assert.Equal(0, block.InputCount);
            Assert.False(block.Post(0));

            void Enter(int i)
            {
                if (gauge.Enter() > allowed)
                {
                    Interlocked.Increment(ref tooMany);
                }

                seen.Enqueue(i);
            }

            void Exit()
            {
                gauge.Exit();
                Interlocked.Increment(ref finished);
            }
        }
    }

    [Theory]
    [InlineData(2, true, DataflowBlockOptions.Unbounded, false)]
    [InlineData(4, true, 3, false)]
    [InlineData(3, true, 1, true)]
    [InlineData(4, false, DataflowBlockOptions.Unbounded, false)]
    [InlineData(2, false, 2, true)]
    [InlineData(4, true, 4, true)]
    public async Task TransformBlock_outputs_every_message_once_and_in_order_when_ordered(int dop, bool ordered, int bound, bool asyncDelegate)
    {
        const int rounds = 10, perProducer = 400;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var gauge = new ConcurrencyGauge();
            int tooMany = 0;
            var options = new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = dop, BoundedCapacity = bound, EnsureOrdered = ordered };
            TransformBlock<int, int> block = asyncDelegate
                ? new TransformBlock<int, int>(async i =>
                {
                    Enter();
                    if (i % 4 == 1)
                    {
                        await Task.Yield();
                    }

                    gauge.Exit();
                    return i;
                }, options)
                : new TransformBlock<int, int>(i =>
                {
                    Enter();
                    Thread.SpinWait((i * 7919) % 13 * 15);
                    gauge.Exit();
                    return i;
                }, options);
            var output = new List<int>();
            var sink = new ActionBlock<int>(output.Add, new ExecutionDataflowBlockOptions { BoundedCapacity = 2 });
            block.LinkTo(sink, new DataflowLinkOptions { PropagateCompletion = true });

            int limit = bound == DataflowBlockOptions.Unbounded ? int.MaxValue : bound;
            using var inputReader = new ConcurrentReader(() => block.InputCount, limit);
            using var outputReader = new ConcurrentReader(() => block.OutputCount, limit);

            await Stress.Producers(Producers, async p =>
            {
                for (int s = 0; s < perProducer; s++)
                {
                    if (s % 3 == 0)
                    {
                        await Stress.PostUntilAcceptedAsync(block, Stress.Item(p, s));
                    }
                    else
                    {
                        Assert.True(await block.SendAsync(Stress.Item(p, s)));
                    }
                }
            });
            block.Complete();
            await sink.Completion.Within();
            await block.Completion.Within();
            inputReader.StopAndAssert();
            outputReader.StopAndAssert();

            Assert.Equal(0, Volatile.Read(ref tooMany));
            Assert.InRange(gauge.Peak, 1, dop);
            Stress.AssertExactlyOnce(output, Producers, perProducer);
            if (ordered || dop == 1)
            {
                Stress.AssertOrderedPerProducer(output, Producers);
            }

            void Enter()
            {
                if (gauge.Enter() > dop)
                {
                    Interlocked.Increment(ref tooMany);
                }
            }
        }
    }

    [Theory]
    [InlineData(2, true)]
    [InlineData(4, true)]
    [InlineData(4, false)]
    public async Task A_single_producer_through_an_ordered_parallel_TransformBlock_comes_out_in_input_order(int dop, bool bounded)
    {
        const int rounds = 10, count = 2_000;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var block = new TransformBlock<int, int>(
                i =>
                {
                    Thread.SpinWait((count - i) % 11 * 25);
                    return i;
                },
                new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = dop, BoundedCapacity = bounded ? 3 : DataflowBlockOptions.Unbounded });
            var producer = Task.Run(async () =>
            {
                for (int i = 0; i < count; i++)
                {
                    Assert.True(await block.SendAsync(i));
                }

                block.Complete();
            });
            for (int i = 0; i < count; i++)
            {
                Assert.Equal(i, await block.ReceiveAsync().Within());
            }

            await producer.Within();
            await block.Completion.Within();
            Assert.False(block.TryReceive(out _));
        }
    }

    [Theory]
    [InlineData(2)]
    [InlineData(4)]
    public async Task A_bounded_TransformBlock_with_no_consumer_accepts_exactly_its_bound_then_drains(int dop)
    {
        const int rounds = 20, bound = 3, perProducer = 30;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var block = new TransformBlock<int, int>(i => i, new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = dop, BoundedCapacity = bound });
            int accepted = 0;
            var producers = Enumerable.Range(0, Producers).Select(p => Task.Run(async () =>
            {
                for (int s = 0; s < perProducer; s++)
                {
                    Assert.True(await block.SendAsync(Stress.Item(p, s)));
                    Interlocked.Increment(ref accepted);
                }
            })).ToArray();

            Bounded.Until(() => block.OutputCount == bound && Volatile.Read(ref accepted) == bound);
            Assert.Equal(0, block.InputCount);
            Assert.Equal(bound, Volatile.Read(ref accepted));
            Assert.All(producers, t => Assert.False(t.IsCompleted));

            var received = new List<int>();
            for (int i = 0; i < Producers * perProducer; i++)
            {
                received.Add(await block.ReceiveAsync().Within());
                Assert.InRange(block.OutputCount, 0, bound);
            }

            await Task.WhenAll(producers).Within();
            block.Complete();
            await block.Completion.Within();
            Stress.AssertExactlyOnce(received, Producers, perProducer);
            Stress.AssertOrderedPerProducer(received, Producers);
        }
    }

    [Theory]
    [InlineData(2, true, DataflowBlockOptions.Unbounded, 0)]
    [InlineData(4, true, 2, 1)]
    [InlineData(3, false, 3, 0)]
    [InlineData(4, false, DataflowBlockOptions.Unbounded, 1)]
    [InlineData(4, true, 4, 2)]
    public async Task TransformManyBlock_outputs_every_element_once_and_each_input_whole_and_in_order_when_ordered(int dop, bool ordered, int bound, int form)
    {
        const int rounds = 8, perProducer = 300;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            var gauge = new ConcurrencyGauge();
            int tooMany = 0;
            var options = new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = dop, BoundedCapacity = bound, EnsureOrdered = ordered };
            TransformManyBlock<int, (int Item, int Part)> block = form switch
            {
                0 => new TransformManyBlock<int, (int, int)>(i =>
                {
                    Enter();
                    var parts = Parts(i);
                    Thread.SpinWait(i % 5 * 30);
                    gauge.Exit();
                    return parts;
                }, options),
                1 => new TransformManyBlock<int, (int, int)>(async i =>
                {
                    Enter();
                    if (i % 2 == 0)
                    {
                        await Task.Yield();
                    }

                    gauge.Exit();
                    return (IEnumerable<(int, int)>)Parts(i);
                }, options),
                _ => new TransformManyBlock<int, (int, int)>(i => Stream(i), options),
            };
            var output = new List<(int Item, int Part)>();
            var sink = new ActionBlock<(int Item, int Part)>(output.Add, new ExecutionDataflowBlockOptions { BoundedCapacity = 3 });
            block.LinkTo(sink, new DataflowLinkOptions { PropagateCompletion = true });
            using var inputReader = new ConcurrentReader(() => block.InputCount, bound == DataflowBlockOptions.Unbounded ? int.MaxValue : bound);

            await Stress.Producers(Producers, async p =>
            {
                for (int s = 0; s < perProducer; s++)
                {
                    Assert.True(await block.SendAsync(Stress.Item(p, s)));
                }
            });
            block.Complete();
            await sink.Completion.Within();
            await block.Completion.Within();
            inputReader.StopAndAssert();

            Assert.Equal(0, Volatile.Read(ref tooMany));
            Assert.InRange(gauge.Peak, 1, dop);
            int expected = 0;
            for (int p = 0; p < Producers; p++)
            {
                for (int s = 0; s < perProducer; s++)
                {
                    expected += Stress.Item(p, s) % 4;
                }
            }

            Assert.Equal(expected, output.Count);
            Assert.Equal(output.Count, output.Distinct().Count());
            Assert.All(output.GroupBy(o => o.Item), g => Assert.Equal(Enumerable.Range(0, g.Key % 4), g.Select(o => o.Part).Order()));
            if (ordered)
            {
                // Each input's elements come together and in order, and the inputs of a producer in the order sent.
                var items = new List<int>();
                for (int i = 0; i < output.Count; i++)
                {
                    if (output[i].Part == 0)
                    {
                        items.Add(output[i].Item);
                    }
                    else
                    {
                        Assert.Equal(output[i - 1], (output[i].Item, output[i].Part - 1));
                    }
                }

                Stress.AssertOrderedPerProducer(items, Producers);
            }

            void Enter()
            {
                if (gauge.Enter() > dop)
                {
                    Interlocked.Increment(ref tooMany);
                }
            }

            async IAsyncEnumerable<(int, int)> Stream(int i)
            {
                Enter();
                try
                {
                    for (int part = 0; part < i % 4; part++)
                    {
                        if (part == 1)
                        {
                            await Task.Yield();
                        }

                        yield return (i, part);
                    }
                }
                finally
                {
                    gauge.Exit();
                }
            }
        }

        static (int, int)[] Parts(int i) => Enumerable.Range(0, i % 4).Select(part => (i, part)).ToArray();
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task A_delegate_that_throws_while_producers_race_faults_the_block_and_stops_every_producer(bool transform)
    {
        const int rounds = 25;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            int failAt = 100 + round * 13;
            int calls = 0;
            var gauge = new ConcurrencyGauge();
            var boom = new InvalidOperationException("boom");
            var options = new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 4, BoundedCapacity = round % 2 == 0 ? 4 : DataflowBlockOptions.Unbounded };
            Func<int, int> body = i =>
            {
                gauge.Enter();
                try
                {
                    if (Interlocked.Increment(ref calls) == failAt)
                    {
                        throw boom;
                    }

                    return i;
                }
                finally
                {
                    gauge.Exit();
                }
            };
            ITargetBlock<int> block = transform
                ? new TransformBlock<int, int>(body, options)
                : new ActionBlock<int>(i => body(i), options);
            if (block is TransformBlock<int, int> t)
            {
                t.LinkTo(DataflowBlock.NullTarget<int>());
            }

            int declined = 0;
            int sentAll = 0;
            await Stress.Producers(Producers, async p =>
            {
                // Far more than the delegate runs before it throws, but the block faults only once the throwing worker gets
                // back to it: a worker preempted in between lets the others go on (as in TPL Dataflow), so a producer may
                // send them all. Every other producer is turned away and stays turned away.
                for (int s = 0; s < 2_000; s++)
                {
                    if (!await block.SendAsync(Stress.Item(p, s)))
                    {
                        Interlocked.Increment(ref declined);
                        Assert.False(block.Post(Stress.Item(p, s)));
                        return;
                    }
                }

                Interlocked.Increment(ref sentAll);
            });

            var fault = await DataflowTestSupport.FaultOf(block.Completion);
            Assert.Same(boom, Assert.Single(fault.InnerExceptions));
            Assert.InRange(gauge.Peak, 1, 4);
            Assert.Equal(0, gauge.Running);
            Assert.Equal(Producers, Volatile.Read(ref declined) + Volatile.Read(ref sentAll));
            int after = Volatile.Read(ref calls);
            Assert.False(block.Post(1));
            Assert.Equal(after, Volatile.Read(ref calls));
        }
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task Cancellation_while_producers_race_cancels_the_block_and_runs_no_delegate_afterwards(bool bounded)
    {
        const int rounds = 25;
        var started = StressRounds.Start();
        for (int round = 0; StressRounds.Next(round, rounds, started); round++)
        {
            using var cts = new CancellationTokenSource();
            var gauge = new ConcurrencyGauge();
            int calls = 0;
            var block = new ActionBlock<int>(
                i =>
                {
                    gauge.Enter();
                    if (Interlocked.Increment(ref calls) == 50 + round)
                    {
                        cts.Cancel();
                    }

                    gauge.Exit();
                },
                new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 3, BoundedCapacity = bounded ? 2 : DataflowBlockOptions.Unbounded, CancellationToken = cts.Token });

            await Stress.Producers(Producers, async p =>
            {
                for (int s = 0; s < 2_000; s++)
                {
                    if (!await block.SendAsync(Stress.Item(p, s)))
                    {
                        return;
                    }
                }
            });

            await DataflowTestSupport.Canceled(block.Completion);
            Assert.Equal(0, gauge.Running);
            Assert.InRange(gauge.Peak, 1, 3);
            int after = Volatile.Read(ref calls);
            Assert.False(block.Post(0));
            Assert.Equal(0, block.InputCount);
            Assert.Equal(after, Volatile.Read(ref calls));
        }
    }
}
