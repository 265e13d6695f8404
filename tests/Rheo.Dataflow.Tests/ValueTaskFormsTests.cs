namespace Rheo.Dataflow.Tests;

public class ValueTaskFormsTests
{
    private static readonly DataflowBlockOptions BoundedOne = new() { BoundedCapacity = 1 };

    [Fact]
    public async Task SendValueAsync_completes_synchronously_when_accepted_or_declined_for_good()
    {
        var block = new BufferBlock<int>();
        var accepted = block.SendValueAsync(1);
        Assert.True(accepted.IsCompletedSuccessfully);
        Assert.True(await accepted);

        block.Complete();
        var declined = block.SendValueAsync(2, CancellationToken.None);
        Assert.True(declined.IsCompletedSuccessfully);
        Assert.False(await declined);
        Assert.Equal(1, await block.ReceiveValueAsync());
    }

    [Fact]
    public async Task ReceiveValueAsync_and_OutputAvailableValueAsync_complete_synchronously_when_output_waits()
    {
        var block = new BufferBlock<string>();
        block.Post("a");
        block.Post("b");
        var available = block.OutputAvailableValueAsync();
        Assert.True(available.IsCompletedSuccessfully);
        Assert.True(await available);
        var first = block.ReceiveValueAsync();
        Assert.True(first.IsCompletedSuccessfully);
        Assert.Equal("a", await first);
        var second = block.ReceiveValueAsync(TimeSpan.FromSeconds(10), CancellationToken.None);
        Assert.True(second.IsCompletedSuccessfully);
        Assert.Equal("b", await second);
    }

    [Fact]
    public void The_synchronous_paths_complete_synchronously()
    {
        var block = new BufferBlock<int>(BoundedOne);
        for (int i = 0; i < 1_000; i++)
        {
            SendReceive(block, i);
        }

        Assert.Equal(0, block.Count);

        static void SendReceive(BufferBlock<int> block, int i)
        {
            var send = block.SendValueAsync(i);
            if (!send.IsCompletedSuccessfully || !send.Result)
            {
                throw new InvalidOperationException("The send did not complete synchronously.");
            }

            var available = block.OutputAvailableValueAsync(CancellationToken.None);
            if (!available.IsCompletedSuccessfully || !available.Result)
            {
                throw new InvalidOperationException("Output was not available synchronously.");
            }

            var receive = block.ReceiveValueAsync();
            if (!receive.IsCompletedSuccessfully || receive.Result != i)
            {
                throw new InvalidOperationException("The receive did not complete synchronously.");
            }
        }
    }

    [Fact]
    public async Task A_waiting_receive_gets_the_next_message()
    {
        var block = new BufferBlock<int>();
        var receive = block.ReceiveValueAsync();
        var available = new BufferBlock<int>().OutputAvailableValueAsync();
        Assert.False(receive.IsCompleted);
        Assert.False(available.IsCompleted);
        block.Post(42);
        Assert.Equal(42, await receive.AsTask().Within());
        Assert.Equal(0, block.Count);
    }

    [Fact]
    public async Task Waiting_receives_in_a_row_reuse_their_targets_and_get_every_message_in_order()
    {
        var block = new BufferBlock<int>();
        for (int i = 0; i < 200; i++)
        {
            // Offered in link order: the availability probe sees the message before the receive takes it.
            var available = block.OutputAvailableValueAsync();
            var receive = block.ReceiveValueAsync(CancellationToken.None);
            block.Post(i);
            Assert.True(await available.AsTask().Within());
            Assert.Equal(i, await receive.AsTask().Within());
        }

        Assert.Equal(0, block.Count);
    }

    [Fact]
    public async Task A_waiting_send_completes_true_in_order_as_room_appears()
    {
        var block = new BufferBlock<int>(BoundedOne);
        Assert.True(await block.SendValueAsync(0).Within());
        var sends = Enumerable.Range(1, 4).Select(i => block.SendValueAsync(i).AsTask()).ToArray();
        Assert.All(sends, s => Assert.False(s.IsCompleted));
        for (int i = 0; i < 5; i++)
        {
            Assert.Equal(i, await block.ReceiveValueAsync().AsTask().Within());
        }

        Assert.All(await Task.WhenAll(sends).Within(), Assert.True);
    }

    [Fact]
    public async Task Waiting_sends_in_a_row_reuse_their_sources()
    {
        var block = new BufferBlock<int>(BoundedOne);
        block.Post(-1);
        for (int i = 0; i < 200; i++)
        {
            var send = block.SendValueAsync(i);
            Assert.False(send.IsCompleted);
            Assert.Equal(i - 1, await block.ReceiveValueAsync().AsTask().Within());
            Assert.True(await send.AsTask().Within());
        }

        Assert.Equal(199, await block.ReceiveValueAsync().AsTask().Within());
    }

    [Fact]
    public async Task A_postponed_send_source_is_reused_under_a_new_header_so_a_stale_header_consumes_nothing()
    {
        var target = new PostponingRecordingTarget<int>();
        var cts = new CancellationTokenSource();
        var first = target.SendValueAsync(1, cts.Token);
        var firstSource = target.LastSource!;
        var firstHeader = target.LastHeader;
        cts.Cancel();
        Assert.True(first.IsCanceled);
        await Assert.ThrowsAnyAsync<OperationCanceledException>(async () => await first);

        var second = target.SendValueAsync(2);
        Assert.Same(firstSource, target.LastSource);
        Assert.NotEqual(firstHeader, target.LastHeader);
        Assert.False(firstSource.ReserveMessage(firstHeader, target));
        firstSource.ConsumeMessage(firstHeader, target, out bool staleConsumed);
        Assert.False(staleConsumed);
        Assert.False(second.IsCompleted);

        Assert.Equal(2, target.LastSource!.ConsumeMessage(target.LastHeader, target, out bool consumed));
        Assert.True(consumed);
        Assert.True(await second.AsTask().Within());
    }

    [Fact]
    public async Task A_reserved_then_released_send_is_offered_again()
    {
        var target = new PostponingRecordingTarget<int>();
        var send = target.SendValueAsync(7);
        var source = target.LastSource!;
        var header = target.LastHeader;
        Assert.True(source.ReserveMessage(header, target));
        source.ReleaseReservation(header, target);
        await WaitUntil(() => target.Offers >= 3);
        Assert.Equal(7, source.ConsumeMessage(target.LastHeader, target, out bool consumed));
        Assert.True(consumed);
        Assert.True(await send.AsTask().Within());
    }

    [Fact]
    public async Task Canceling_a_waiting_receive_cancels_it_and_the_next_message_stays_in_the_block()
    {
        var block = new BufferBlock<int>();
        var cts = new CancellationTokenSource();
        var receive = block.ReceiveValueAsync(cts.Token).AsTask();
        var available = block.OutputAvailableValueAsync(cts.Token).AsTask();
        cts.Cancel();
        await DataflowTestSupport.Canceled(receive);
        await DataflowTestSupport.Canceled(available);
        block.Post(5);
        Assert.Equal(1, block.Count);
        Assert.Equal(5, await block.ReceiveValueAsync().AsTask().Within());
    }

    [Fact]
    public async Task Canceling_a_waiting_send_cancels_it_and_the_message_never_arrives()
    {
        var block = new BufferBlock<int>(BoundedOne);
        block.Post(1);
        var cts = new CancellationTokenSource();
        var send = block.SendValueAsync(2, cts.Token).AsTask();
        var after = block.SendValueAsync(3).AsTask();
        cts.Cancel();
        await DataflowTestSupport.Canceled(send);
        Assert.Equal(1, await block.ReceiveValueAsync().AsTask().Within());
        Assert.Equal(3, await block.ReceiveValueAsync().AsTask().Within());
        Assert.True(await after.Within());
        Assert.Equal(0, block.Count);
    }

    [Fact]
    public async Task An_already_canceled_token_cancels_at_once()
    {
        var block = new BufferBlock<int>();
        block.Post(1);
        var token = new CancellationToken(canceled: true);
        Assert.True(block.SendValueAsync(2, token).IsCanceled);
        Assert.True(block.ReceiveValueAsync(token).IsCanceled);
        Assert.True(block.OutputAvailableValueAsync(token).IsCanceled);
        Assert.Equal(1, block.Count);
        await Task.CompletedTask;
    }

    [Fact]
    public async Task A_receive_times_out_with_TimeoutException()
    {
        var block = new BufferBlock<int>();
        var zero = block.ReceiveValueAsync(TimeSpan.Zero);
        Assert.True(zero.IsFaulted);
        await Assert.ThrowsAsync<TimeoutException>(async () => await zero);
        await Assert.ThrowsAsync<TimeoutException>(() => block.ReceiveValueAsync(TimeSpan.FromMilliseconds(20)).AsTask().Within());
        await Assert.ThrowsAsync<TimeoutException>(() => block.ReceiveValueAsync(TimeSpan.FromMilliseconds(20), new CancellationTokenSource().Token).AsTask().Within());
        block.Post(9);
        Assert.Equal(9, await block.ReceiveValueAsync(Bounded.Timeout).AsTask().Within());
    }

    [Fact]
    public async Task A_waiting_receive_fails_when_the_source_completes_or_faults()
    {
        var completing = new BufferBlock<int>();
        var receive = completing.ReceiveValueAsync().AsTask();
        var available = completing.OutputAvailableValueAsync().AsTask();
        completing.Complete();
        await Assert.ThrowsAsync<InvalidOperationException>(() => receive.Within());
        Assert.False(await available.Within());
        await Assert.ThrowsAsync<InvalidOperationException>(() => completing.ReceiveValueAsync().AsTask().Within());

        var faulting = new TransformBlock<int, int>(x => x);
        var faultedReceive = faulting.ReceiveValueAsync().AsTask();
        var faultedAvailable = faulting.OutputAvailableValueAsync().AsTask();
        faulting.Fault(new FormatException());
        await Assert.ThrowsAsync<InvalidOperationException>(() => faultedReceive.Within());
        Assert.False(await faultedAvailable.Within());
    }

    [Fact]
    public async Task A_waiting_send_reports_false_when_the_target_completes_or_faults()
    {
        var completing = new BufferBlock<int>(BoundedOne);
        completing.Post(1);
        var send = completing.SendValueAsync(2).AsTask();
        completing.Complete();
        Assert.False(await send.Within());

        var gate = new BufferBlock<int>(BoundedOne);
        gate.Post(0);
        var sent = gate.SendValueAsync(1).AsTask();
        gate.Fault(new FormatException());
        Assert.False(await sent.Within());
    }

    [Fact]
    public async Task Sources_that_are_not_queue_backed_get_fresh_targets()
    {
        var broadcast = new BroadcastBlock<int>(null);
        var receive = broadcast.ReceiveValueAsync().AsTask();
        var available = broadcast.OutputAvailableValueAsync().AsTask();
        broadcast.Post(3);
        Assert.Equal(3, await receive.Within());
        Assert.True(await available.Within());

        var once = new WriteOnceBlock<int>(null);
        var completed = once.ReceiveValueAsync().AsTask();
        once.Complete();
        await Assert.ThrowsAsync<InvalidOperationException>(() => completed.Within());
    }

    [Fact]
    public void Arguments_are_checked()
    {
        Assert.Equal("target", Assert.Throws<ArgumentNullException>(() => DataflowBlock.SendValueAsync<int>(null!, 1)).ParamName);
        Assert.Equal("target", Assert.Throws<ArgumentNullException>(() => DataflowBlock.SendValueAsync<int>(null!, 1, CancellationToken.None)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => DataflowBlock.ReceiveValueAsync<int>(null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => DataflowBlock.ReceiveValueAsync<int>(null!, TimeSpan.Zero)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => DataflowBlock.OutputAvailableValueAsync<int>(null!)).ParamName);
        var block = new BufferBlock<int>();
        Assert.Equal("timeout", Assert.Throws<ArgumentOutOfRangeException>(() => block.ReceiveValueAsync(TimeSpan.FromMilliseconds(-2))).ParamName);
        Assert.Equal("timeout", Assert.Throws<ArgumentOutOfRangeException>(() => block.ReceiveValueAsync(TimeSpan.FromDays(30), CancellationToken.None)).ParamName);
    }

    [Fact]
    public async Task Many_senders_and_receivers_move_every_message_exactly_once()
    {
        const int Producers = 4;
        const int Consumers = 4;
        const int PerProducer = 5_000;
        var block = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 3 });
        var seen = new int[Producers * PerProducer];
        var producers = Enumerable.Range(0, Producers).Select(p => Task.Run(async () =>
        {
            for (int i = 0; i < PerProducer; i++)
            {
                if (!await block.SendValueAsync((p * PerProducer) + i))
                {
                    throw new InvalidOperationException("A send was declined.");
                }
            }
        })).ToArray();
        var consumers = Enumerable.Range(0, Consumers).Select(c => Task.Run(async () =>
        {
            int count = 0;
            var last = Enumerable.Repeat(-1, Producers).ToArray();
            while (true)
            {
                int value;
                if (c % 2 == 0)
                {
                    try
                    {
                        value = await block.ReceiveValueAsync();
                    }
                    catch (InvalidOperationException)
                    {
                        return count;
                    }
                }
                else
                {
                    if (!await block.OutputAvailableValueAsync())
                    {
                        return count;
                    }

                    if (!block.TryReceive(out value))
                    {
                        continue;
                    }
                }

                Interlocked.Increment(ref seen[value]);
                int producer = value / PerProducer;
                Assert.True(value > last[producer], "Messages of one producer arrived out of order.");
                last[producer] = value;
                count++;
            }
        })).ToArray();

        await Task.WhenAll(producers).Within();
        block.Complete();
        var counts = await Task.WhenAll(consumers).Within();
        Assert.Equal(Producers * PerProducer, counts.Sum());
        Assert.All(seen, n => Assert.Equal(1, n));
        await block.Completion.Within();
    }

    [Fact]
    public async Task Concurrent_sends_and_receives_with_cancellation_lose_and_duplicate_nothing()
    {
        const int Messages = 4_000;
        var block = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 2 });
        int sent = 0;
        var delivered = new int[Messages];
        var producer = Task.Run(async () =>
        {
            for (int i = 0; i < Messages; i++)
            {
                using var cts = new CancellationTokenSource();
                var send = block.SendValueAsync(i, cts.Token);
                if (i % 3 == 0)
                {
                    cts.Cancel();
                }

                try
                {
                    if (await send)
                    {
                        sent++;
                    }
                }
                catch (OperationCanceledException)
                {
                }
            }

            block.Complete();
        });
        var consumer = Task.Run(async () =>
        {
            int received = 0;
            while (true)
            {
                using var cts = new CancellationTokenSource();
                var receive = block.ReceiveValueAsync(cts.Token);
                if (received % 5 == 0)
                {
                    cts.Cancel();
                }

                try
                {
                    delivered[await receive]++;
                    received++;
                }
                catch (OperationCanceledException)
                {
                    received++;
                }
                catch (InvalidOperationException)
                {
                    return;
                }
            }
        });

        await Task.WhenAll(producer, consumer).Within();
        Assert.Equal(sent, delivered.Sum());
        Assert.All(delivered, n => Assert.InRange(n, 0, 1));
    }

    [Fact]
    public async Task ReceiveAllAsync_waits_between_bursts_on_pooled_targets_and_stops_on_cancellation()
    {
        var block = new BufferBlock<int>();
        using var cts = new CancellationTokenSource();
        var received = new List<int>();
        using var gotBurst = new SemaphoreSlim(0);
        var consumer = Task.Run(async () =>
        {
            await foreach (var v in block.ReceiveAllAsync(cts.Token))
            {
                received.Add(v);
                if (v % 10 == 9)
                {
                    gotBurst.Release();
                }
            }
        });
        for (int burst = 0; burst < 20; burst++)
        {
            for (int i = 0; i < 10; i++)
            {
                block.Post((burst * 10) + i);
            }

            Assert.True(await gotBurst.WaitAsync(DataflowTestSupport.Timeout));
        }

        cts.Cancel();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => consumer.Within());
        Assert.Equal(Enumerable.Range(0, 200), received);
    }

    private static async Task WaitUntil(Func<bool> condition)
    {
        var deadline = DateTime.UtcNow + DataflowTestSupport.Timeout;
        while (!condition())
        {
            Assert.True(DateTime.UtcNow < deadline, "The condition was not reached in time.");
            await Task.Yield();
        }
    }
}
