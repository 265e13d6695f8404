using Rheo.Async;
using Rheo.Async.Linq;

namespace Rheo.Dataflow.Tests;

public class AsyncObservableBridgeTests
{
    private static readonly FormatException Boom = new("boom");

    private static async Task WithTimeout(Task task)
    {
        if (await Task.WhenAny(task, Task.Delay(Bounded.Timeout)) != task)
        {
            throw new TimeoutException();
        }

        await task;
    }

    [Fact]
    public void Null_arguments_throw_with_the_parameter_name()
    {
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => DataflowBlock.AsAsyncObservable<int>(null!)).ParamName);
        Assert.Equal("target", Assert.Throws<ArgumentNullException>(() => DataflowBlock.AsAsyncObserver<int>(null!)).ParamName);
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => new BufferBlock<int>().AsAsyncObservable().SubscribeAsync(null!)).ParamName);
        Assert.Equal("error", Assert.Throws<ArgumentNullException>(() => new BufferBlock<int>().AsAsyncObserver().OnErrorAsync(null!)).ParamName);
    }

    [Fact]
    public async Task Values_then_completion_in_order()
    {
        var block = new BufferBlock<int>();
        for (var i = 1; i <= 5; i++)
        {
            block.Post(i);
        }

        block.Complete();
        var observer = new AsyncBridgeRecordingObserver<int>();
        await using var handle = await block.AsAsyncObservable().SubscribeAsync(observer);
        await observer.WaitAsync();
        Assert.Equal(new[] { 1, 2, 3, 4, 5 }, observer.Values);
        Assert.True(observer.Completed);
    }

    [Fact]
    public async Task Empty_completed_and_canceled_sources_complete_the_observer()
    {
        var empty = new BufferBlock<int>();
        empty.Complete();
        await empty.Completion;
        var observer = new AsyncBridgeRecordingObserver<int>();
        await using var h1 = await empty.AsAsyncObservable().SubscribeAsync(observer);
        await observer.WaitAsync();
        Assert.True(observer.Completed);
        Assert.Empty(observer.Values);

        using var cts = new CancellationTokenSource();
        var canceled = new BufferBlock<int>(new DataflowBlockOptions { CancellationToken = cts.Token });
        var second = new AsyncBridgeRecordingObserver<int>();
        await using var h2 = await canceled.AsAsyncObservable().SubscribeAsync(second);
        await cts.CancelAsync();
        await second.WaitAsync();
        Assert.True(second.Completed);
    }

    [Fact]
    public async Task A_faulted_source_reports_its_aggregate_exception_after_the_messages_taken()
    {
        var block = new BufferBlock<int>();
        var observer = new AsyncBridgeRecordingObserver<int>();
        await using var handle = await block.AsAsyncObservable().SubscribeAsync(observer);
        ((IDataflowBlock)block).Fault(Boom);
        await observer.WaitAsync();
        var error = Assert.IsType<AggregateException>(observer.Error);
        Assert.Same(Boom, Assert.Single(error.InnerExceptions));
    }

    [Fact]
    public async Task The_next_message_is_taken_only_after_OnNextAsync_completes()
    {
        var block = new BufferBlock<int>();
        var first = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var release = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var observer = new AsyncBridgeRecordingObserver<int>(async x =>
        {
            if (x == 1)
            {
                first.SetResult();
                await release.Task;
            }
        });
        for (var i = 1; i <= 10; i++)
        {
            block.Post(i);
        }

        block.Complete();
        await using var handle = await block.AsAsyncObservable().SubscribeAsync(observer);
        await WithTimeout(first.Task);
        Assert.Equal(9, block.Count);
        Assert.Equal(new[] { 1 }, observer.Values);
        release.SetResult();
        await observer.WaitAsync();
        Assert.Equal(Enumerable.Range(1, 10), observer.Values);
        Assert.Equal(0, block.Count);
        Assert.True(observer.Completed);
    }

    [Fact]
    public async Task Disposing_mid_stream_leaves_the_rest_in_the_source()
    {
        var block = new BufferBlock<int>();
        var first = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var release = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var observer = new AsyncBridgeRecordingObserver<int>(async x =>
        {
            first.TrySetResult();
            await release.Task;
        });
        for (var i = 1; i <= 5; i++)
        {
            block.Post(i);
        }

        var handle = await block.AsAsyncObservable().SubscribeAsync(observer);
        await WithTimeout(first.Task);
        await handle.DisposeAsync();
        release.SetResult();
        Assert.Equal(2, await block.ReceiveAsync(Bounded.Timeout));
        Assert.Equal(new[] { 1 }, observer.Values);
        Assert.Equal(0, observer.TerminalCount);
        Assert.Equal(3, block.Count);
    }

    [Fact]
    public async Task A_throwing_observer_ends_its_subscription()
    {
        var block = new BufferBlock<int>();
        var threw = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var observer = new AsyncBridgeRecordingObserver<int>(x =>
        {
            threw.TrySetResult();
            return x == 1 ? ValueTask.FromException(Boom) : default;
        });
        block.Post(1);
        block.Post(2);
        await using var handle = await block.AsAsyncObservable().SubscribeAsync(observer);
        await WithTimeout(threw.Task);
        Assert.Equal(2, await block.ReceiveAsync(Bounded.Timeout));
        block.Complete();
        await block.Completion;
        Assert.Equal(new[] { 1 }, observer.Values);
        Assert.Equal(0, observer.TerminalCount);
    }

    [Fact]
    public async Task Subscriptions_share_out_the_messages_and_lose_none_under_concurrent_producers()
    {
        const int Producers = 4;
        const int PerProducer = 5_000;
        var block = new BufferBlock<int>();
        var a = new AsyncBridgeRecordingObserver<int>(x => x % 100 == 0 ? new ValueTask(Task.Run(static () => { })) : default);
        var b = new AsyncBridgeRecordingObserver<int>(x => x % 77 == 0 ? new ValueTask(Task.Run(static () => { })) : default);
        await using var ha = await block.AsAsyncObservable().SubscribeAsync(a);
        await using var hb = await block.AsAsyncObservable().SubscribeAsync(b);
        await Task.WhenAll(Enumerable.Range(0, Producers).Select(p => Task.Run(() =>
        {
            for (var i = 0; i < PerProducer; i++)
            {
                Assert.True(block.Post(p * PerProducer + i));
            }
        })));
        block.Complete();
        await a.WaitAsync();
        await b.WaitAsync();
        Assert.Equal(Enumerable.Range(0, Producers * PerProducer), a.Values.Concat(b.Values).Order());
        Assert.True(a.Completed && b.Completed);
    }

    [Fact]
    public async Task AsAsyncObserver_feeds_completes_and_faults_the_target()
    {
        var block = new BufferBlock<int>();
        var items = new List<int>();
        await using (await AsyncObservable.Range(1, 5).SubscribeAsync(block.AsAsyncObserver()))
        {
            for (var i = 0; i < 5; i++)
            {
                items.Add(await block.ReceiveAsync(Bounded.Timeout));
            }

            await WithTimeout(block.Completion);
        }

        Assert.Equal(new[] { 1, 2, 3, 4, 5 }, items);

        var faulted = new BufferBlock<int>();
        await using (await AsyncObservable.Throw<int>(Boom).SubscribeAsync(faulted.AsAsyncObserver()))
        {
            var error = await Assert.ThrowsAnyAsync<Exception>(() => WithTimeout(faulted.Completion));
            Assert.Same(Boom, error);
        }

        var declined = new BufferBlock<int>();
        declined.Complete();
        await declined.AsAsyncObserver().OnNextAsync(1);
        Assert.Equal(0, declined.Count);
    }

    [Fact]
    public async Task A_full_bounded_target_holds_the_producer_back()
    {
        var produced = 0;
        var fourth = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var block = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 2 });
        var observer = block.AsAsyncObserver();
        var source = AsyncObservable.Range(1, 10).Select(x =>
        {
            if (Interlocked.Increment(ref produced) == 4)
            {
                fourth.SetResult();
            }

            return x;
        });
        await using var handle = await source.SubscribeAsync(observer);
        Assert.Equal(1, await block.ReceiveAsync(Bounded.Timeout));

        // 1 was taken: 2 and 3 fill the block, 4 waits in SendAsync and 5 is not produced until there is room.
        var received = new List<int> { 1 };
        await WithTimeout(fourth.Task);

        Assert.Equal(4, Volatile.Read(ref produced));
        for (var i = 0; i < 9; i++)
        {
            received.Add(await block.ReceiveAsync(Bounded.Timeout));
        }

        await WithTimeout(block.Completion);
        Assert.Equal(Enumerable.Range(1, 10), received);
        Assert.Equal(10, produced);
    }

    [Fact]
    public async Task Round_trip_through_a_transform_block_with_back_pressure()
    {
        var source = new BufferBlock<int>();
        var transform = new TransformBlock<int, int>(x => x * 2, new ExecutionDataflowBlockOptions { BoundedCapacity = 1 });
        await using var forward = await source.AsAsyncObservable().Where(x => x % 2 == 0).SubscribeAsync(transform.AsAsyncObserver());
        var observer = new AsyncBridgeRecordingObserver<int>(async _ => await Task.Yield());
        await using var back = await transform.AsAsyncObservable().SubscribeAsync(observer);
        for (var i = 0; i < 1_000; i++)
        {
            await source.SendAsync(i);
        }

        source.Complete();
        await observer.WaitAsync();
        Assert.Equal(Enumerable.Range(0, 500).Select(x => x * 4), observer.Values);
        Assert.True(observer.Completed);
    }
}
