namespace Rheo.Dataflow.Tests;

public class ObservableBridgeTests
{
    [Fact]
    public void Null_arguments_throw_with_the_parameter_name()
    {
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => DataflowBlock.AsObservable<int>(null!)).ParamName);
        Assert.Equal("target", Assert.Throws<ArgumentNullException>(() => DataflowBlock.AsObserver<int>(null!)).ParamName);
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => new BufferBlock<int>().AsObservable().Subscribe(null!)).ParamName);
        Assert.Equal("error", Assert.Throws<ArgumentNullException>(() => new BufferBlock<int>().AsObserver().OnError(null!)).ParamName);
    }

    [Fact]
    public void The_same_source_gives_the_same_observable()
    {
        var block = new BufferBlock<int>();
        Assert.Same(block.AsObservable(), block.AsObservable());
        Assert.NotSame(block.AsObservable(), new BufferBlock<int>().AsObservable());
    }

    [Fact]
    public async Task Several_observers_get_every_message_after_they_subscribed_in_order_then_completion()
    {
        var block = new BufferBlock<int>();
        var first = new BridgeRecordingObserver<int>();
        var second = new BridgeRecordingObserver<int>();
        var late = new BridgeRecordingObserver<int>();
        using var s1 = block.AsObservable().Subscribe(first);
        using var s2 = block.AsObservable().Subscribe(second);
        for (int i = 0; i < 100; i++)
        {
            block.Post(i);
        }

        await first.WhenCount(100).Within();
        await second.WhenCount(100).Within();
        using var s3 = block.AsObservable().Subscribe(late);
        for (int i = 100; i < 200; i++)
        {
            block.Post(i);
        }

        block.Complete();
        Assert.Null(await first.Done.Within());
        Assert.Null(await second.Done.Within());
        Assert.Null(await late.Done.Within());
        Assert.Equal(Enumerable.Range(0, 200), first.Values);
        Assert.Equal(Enumerable.Range(0, 200), second.Values);
        Assert.Equal(Enumerable.Range(100, 100), late.Values);
        foreach (var o in new[] { first, second, late })
        {
            Assert.Equal(1, o.Terminals);
            Assert.Equal(0, o.CallsAfterTerminal);
        }

        // Subscribing after the source completed gets the completion at once.
        var after = new BridgeRecordingObserver<int>();
        block.AsObservable().Subscribe(after).Dispose();
        Assert.True(after.Done.IsCompleted);
        Assert.Null(await after.Done);
    }

    [Fact]
    public async Task A_fault_of_the_source_reaches_every_observer_after_the_messages_before_it()
    {
        var block = new TransformBlock<int, int>(i => i * 2);
        var a = new BridgeRecordingObserver<int>();
        var b = new BridgeRecordingObserver<int>();
        using var sa = block.AsObservable().Subscribe(a);
        using var sb = block.AsObservable().Subscribe(b);
        block.Post(1);
        block.Post(2);
        await a.WhenCount(2).Within();
        await b.WhenCount(2).Within();
        var boom = new InvalidOperationException("boom");
        ((IDataflowBlock)block).Fault(boom);
        var errorA = Assert.IsType<AggregateException>(await a.Done.Within());
        Assert.Same(boom, Assert.Single(errorA.InnerExceptions));
        Assert.Same(errorA, await b.Done.Within());
        Assert.Equal([2, 4], a.Values);
        Assert.Equal([2, 4], b.Values);
        Assert.Equal(1, a.Terminals);

        var after = new BridgeRecordingObserver<int>();
        block.AsObservable().Subscribe(after);
        Assert.Same(boom, Assert.IsType<AggregateException>(await after.Done.Within()).InnerException);
    }

    [Fact]
    public async Task A_throwing_observer_faults_the_broadcast_and_every_observer_hears_it()
    {
        var block = new BufferBlock<int>();
        var boom = new InvalidOperationException("observer");
        var thrower = new ThrowingBridgeObserver(boom);
        var other = new BridgeRecordingObserver<int>();
        using var s1 = block.AsObservable().Subscribe(thrower);
        using var s2 = block.AsObservable().Subscribe(other);
        block.Post(1);
        var error = Assert.IsType<AggregateException>(await other.Done.Within());
        Assert.Same(boom, Assert.Single(error.InnerExceptions));
        Assert.Same(error, await thrower.Error.Within());

        // The source itself is not faulted; a new subscription links again.
        block.Post(2);
        var next = new BridgeRecordingObserver<int>();
        using var s3 = block.AsObservable().Subscribe(next);
        await next.WhenCount(1).Within();
        Assert.Equal([2], next.Values);
    }

    [Fact]
    public async Task A_canceled_source_completes_the_observers()
    {
        using var cts = new CancellationTokenSource();
        var block = new BufferBlock<int>(new DataflowBlockOptions { CancellationToken = cts.Token });
        var observer = new BridgeRecordingObserver<int>();
        using var s = block.AsObservable().Subscribe(observer);
        cts.Cancel();
        Assert.Null(await observer.Done.Within());
    }

    [Fact]
    public async Task Disposing_the_last_observer_unlinks_so_later_messages_stay_in_the_source()
    {
        var block = new BufferBlock<int>();
        var first = new BridgeRecordingObserver<int>();
        var second = new BridgeRecordingObserver<int>();
        var s1 = block.AsObservable().Subscribe(first);
        var s2 = block.AsObservable().Subscribe(second);
        block.Post(1);
        await first.WhenCount(1).Within();
        await second.WhenCount(1).Within();

        s1.Dispose();
        block.Post(2);
        await second.WhenCount(2).Within();
        Assert.Equal([1], first.Values);

        s2.Dispose();
        s2.Dispose();
        block.Post(3);
        Assert.True(block.TryReceive(out var kept));
        Assert.Equal(3, kept);
        Assert.Equal([1, 2], second.Values);

        // A new subscription links again; completing after the unsubscriptions tells only the new observer.
        var third = new BridgeRecordingObserver<int>();
        using var s3 = block.AsObservable().Subscribe(third);
        block.Post(4);
        block.Complete();
        Assert.Null(await third.Done.Within());
        Assert.Equal([4], third.Values);
        Assert.Equal(0, first.Terminals);
        Assert.Equal(0, second.Terminals);
    }

    [Fact]
    public async Task AsObserver_waits_for_room_in_a_bounded_target()
    {
        var target = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 1 });
        var observer = target.AsObserver();
        observer.OnNext(1);
        var blocked = Task.Run(() => observer.OnNext(2));
        await Assert.ThrowsAsync<TimeoutException>(() => blocked.WaitAsync(TimeSpan.FromMilliseconds(50)));
        Assert.Equal(1, target.Count);

        Assert.True(target.TryReceive(out var first));
        Assert.Equal(1, first);
        await blocked.Within();
        Assert.Equal(2, await target.ReceiveAsync().Within());
    }

    [Fact]
    public async Task AsObserver_OnCompleted_completes_and_OnError_faults_the_target()
    {
        var completed = new BufferBlock<int>();
        var observer = completed.AsObserver();
        observer.OnNext(7);
        observer.OnCompleted();
        Assert.Equal(7, await completed.ReceiveAsync().Within());
        await completed.Completion.Within();
        observer.OnNext(8); // declined by the completed target, dropped
        Assert.Equal(0, completed.Count);

        var faulted = new ActionBlock<int>(_ => { });
        var boom = new InvalidOperationException("boom");
        faulted.AsObserver().OnError(boom);
        var error = await DataflowTestSupport.FaultOf(faulted.Completion);
        Assert.Same(boom, error.InnerException);
    }

    [Fact]
    public async Task A_source_broadcasts_to_bounded_targets_with_back_pressure_and_propagates_completion()
    {
        var source = new BufferBlock<int>();
        var gate = new SemaphoreSlim(0);
        var slowSeen = new List<int>();
        var slow = new ActionBlock<int>(
            async i =>
            {
                await gate.WaitAsync();
                slowSeen.Add(i);
            },
            new ExecutionDataflowBlockOptions { BoundedCapacity = 1 });
        var fast = new BufferBlock<int>();
        using var toSlow = source.AsObservable().Subscribe(slow.AsObserver());
        using var toFast = source.AsObservable().Subscribe(fast.AsObserver());
        for (int i = 0; i < 10; i++)
        {
            source.Post(i);
        }

        // The slow target holds one message; the broadcast waits for it, so the rest stays in the source.
        Assert.Equal(0, await fast.ReceiveAsync().Within());
        Assert.Equal(1, await fast.ReceiveAsync().Within());
        Assert.True(source.Count >= 7);

        source.Complete();
        gate.Release(10);
        await slow.Completion.Within();
        Assert.Equal(Enumerable.Range(0, 10), slowSeen);
        var rest = new List<int>();
        while (await fast.OutputAvailableAsync().Within())
        {
            Assert.True(fast.TryReceive(out var item));
            rest.Add(item);
        }

        await fast.Completion.Within();
        Assert.Equal(Enumerable.Range(2, 8), rest);
    }

    [Fact]
    public async Task Stress_four_producers_through_AsObserver_into_an_ActionBlock_lose_nothing()
    {
        // Every OnNext beyond the bound waits for the block to make room: each of these hand-offs needs a thread
        // switch, so on a loaded machine they crawl (80,000 took over 30 s in a Debug build while others compiled, and
        // 20,000 with two whole-suite runs side by side). TPL Dataflow's AsObserver crawls alike: 4 x 5,000 with four
        // busy threads beside took Rheo 1.2-1.7 s and TPL 1.1-1.6 s (6-46 ms on an idle machine).
        const int Producers = 4;
        const int PerProducer = 2_000;
        var seen = new int[Producers * PerProducer];
        long sum = 0;
        var block = new ActionBlock<int>(
            i =>
            {
                seen[i]++;
                sum += i;
            },
            new ExecutionDataflowBlockOptions { BoundedCapacity = 16 });
        var observer = block.AsObserver();
        using var start = new Barrier(Producers);
        var producers = Enumerable.Range(0, Producers).Select(p => Task.Factory.StartNew(
            () =>
            {
                start.SignalAndWait();
                for (int i = 0; i < PerProducer; i++)
                {
                    observer.OnNext((p * PerProducer) + i);
                }
            },
            TaskCreationOptions.LongRunning)).ToArray();
        await Task.WhenAll(producers).WaitAsync(Bounded.Timeout);
        observer.OnCompleted();
        await block.Completion.WaitAsync(Bounded.Timeout);
        Assert.All(seen, count => Assert.Equal(1, count));
        long n = Producers * PerProducer;
        Assert.Equal(n * (n - 1) / 2, sum);
    }

    [Fact]
    public async Task Stress_four_producers_into_a_source_broadcast_to_two_observers_each_get_everything_once()
    {
        const int Producers = 4;
        const int PerProducer = 10_000;
        var source = new BufferBlock<int>();
        var observers = new[] { new BridgeRecordingObserver<int>(), new BridgeRecordingObserver<int>() };
        var subscriptions = observers.Select(o => source.AsObservable().Subscribe(o)).ToArray();
        using var start = new Barrier(Producers);
        var producers = Enumerable.Range(0, Producers).Select(p => Task.Factory.StartNew(
            () =>
            {
                start.SignalAndWait();
                for (int i = 0; i < PerProducer; i++)
                {
                    Assert.True(source.Post((p * PerProducer) + i));
                }
            },
            TaskCreationOptions.LongRunning)).ToArray();
        await Task.WhenAll(producers).WaitAsync(Bounded.Timeout);
        source.Complete();
        foreach (var observer in observers)
        {
            Assert.Null(await observer.Done.WaitAsync(Bounded.Timeout));
            Assert.Equal(1, observer.Terminals);
            Assert.Equal(0, observer.CallsAfterTerminal);
            var values = observer.Values;
            Assert.Equal(Producers * PerProducer, values.Count);
            Assert.Equal(Enumerable.Range(0, Producers * PerProducer), values.Order());
            for (int p = 0; p < Producers; p++)
            {
                Assert.Equal(Enumerable.Range(p * PerProducer, PerProducer), values.Where(v => v / PerProducer == p));
            }
        }

        Assert.Equal(observers[0].Values, observers[1].Values);
        foreach (var subscription in subscriptions)
        {
            subscription.Dispose();
        }
    }
}
