namespace Rheo.Dataflow.Tests;

public class BroadcastBlockTests
{
    [Fact]
    public async Task Every_linked_target_gets_every_message()
    {
        var broadcast = new BroadcastBlock<int>(null);
        var a = new BufferBlock<int>();
        var b = new BufferBlock<int>();
        broadcast.LinkTo(a, new DataflowLinkOptions { PropagateCompletion = true });
        broadcast.LinkTo(b, new DataflowLinkOptions { PropagateCompletion = true });
        for (int i = 0; i < 100; i++)
        {
            Assert.True(broadcast.Post(i));
        }

        broadcast.Complete();
        await Task.WhenAll(broadcast.Completion, a.OutputAvailableAsync(), b.OutputAvailableAsync()).Within();
        foreach (var target in new[] { a, b })
        {
            var got = new List<int>();
            await foreach (var v in target.ReceiveAllAsync())
            {
                got.Add(v);
            }

            Assert.Equal(Enumerable.Range(0, 100), got);
        }
    }

    [Fact]
    public async Task Cloning_function_clones_for_each_target_and_each_receive()
    {
        int clones = 0;
        var broadcast = new BroadcastBlock<int[]>(x =>
        {
            Interlocked.Increment(ref clones);
            return (int[])x.Clone();
        });
        var a = new BufferBlock<int[]>();
        var b = new BufferBlock<int[]>();
        broadcast.LinkTo(a);
        broadcast.LinkTo(b);
        var original = new[] { 1 };
        broadcast.Post(original);
        var fromA = await a.ReceiveAsync().Within();
        var fromB = await b.ReceiveAsync().Within();
        Assert.NotSame(original, fromA);
        Assert.NotSame(fromA, fromB);
        Assert.True(broadcast.TryReceive(out var received));
        Assert.NotSame(original, received);
        Assert.Equal(3, clones);
    }

    [Fact]
    public void Current_value_stays_and_is_overwritten_by_the_next()
    {
        var scheduler = new ManualDataflowScheduler();
        var broadcast = new BroadcastBlock<int>(null, new DataflowBlockOptions { TaskScheduler = scheduler });
        Assert.False(broadcast.TryReceive(out _));
        broadcast.Post(1);
        scheduler.RunAll();
        Assert.True(broadcast.TryReceive(out int first));
        Assert.True(broadcast.TryReceive(out int again));
        Assert.Equal(1, first);
        Assert.Equal(1, again);
        broadcast.Post(2);
        scheduler.RunAll();
        Assert.True(broadcast.TryReceiveAll(out var all));
        Assert.Equal(new[] { 2 }, all);
    }

    [Fact]
    public void Postponing_targets_consume_the_current_message_or_the_one_they_reserved()
    {
        var scheduler = new ManualDataflowScheduler();
        var broadcast = new BroadcastBlock<int>(null, new DataflowBlockOptions { TaskScheduler = scheduler });
        var target = new BufferBlock<int>();
        broadcast.Post(10);
        scheduler.RunAll();
        broadcast.Post(20);
        scheduler.RunAll();
        Assert.Equal(0, broadcast.ConsumeMessage(new DataflowMessageHeader(1), target, out bool consumed));
        Assert.False(consumed); // overwritten
        Assert.Equal(20, broadcast.ConsumeMessage(new DataflowMessageHeader(2), target, out consumed));
        Assert.True(consumed);
        Assert.True(broadcast.TryReceive(out int stays));
        Assert.Equal(20, stays);

        Assert.True(broadcast.ReserveMessage(new DataflowMessageHeader(2), target));
        Assert.False(broadcast.ReserveMessage(new DataflowMessageHeader(2), new BufferBlock<int>()));
        broadcast.Post(30);
        scheduler.RunAll();
        Assert.Equal(20, broadcast.ConsumeMessage(new DataflowMessageHeader(2), target, out consumed)); // reserved value survives
        Assert.True(consumed);
        Assert.Throws<InvalidOperationException>(() => broadcast.ReleaseReservation(new DataflowMessageHeader(2), target));
    }

    [Fact]
    public void Bounded_broadcast_offers_each_message_before_taking_the_next()
    {
        var scheduler = new ManualDataflowScheduler();
        var broadcast = new BroadcastBlock<int>(null, new DataflowBlockOptions { BoundedCapacity = 1, TaskScheduler = scheduler });
        var target = new BufferBlock<int>(new DataflowBlockOptions { TaskScheduler = scheduler });
        broadcast.LinkTo(target);
        Assert.True(broadcast.Post(1));
        Assert.False(broadcast.Post(2));
        var source = new RecordingDataflowSource<int>();
        source.Add(5, 2);
        Assert.Equal(DataflowMessageStatus.Postponed, source.Offer(broadcast, 5));
        scheduler.RunAll();
        Assert.Equal(new[] { "consume 5" }, source.Snapshot());
        Assert.True(target.TryReceiveAll(out var got));
        Assert.Equal(new[] { 1, 2 }, got);
    }

    [Fact]
    public async Task Late_links_get_the_current_value_and_completion()
    {
        var broadcast = new BroadcastBlock<string>(null);
        broadcast.Post("hello");
        broadcast.Complete();
        await broadcast.Completion.Within();
        var late = new BufferBlock<string>();
        broadcast.LinkTo(late, new DataflowLinkOptions { PropagateCompletion = true });
        await late.Completion.Within(); // linked after completion: told of it at once
        Assert.True(broadcast.TryReceive(out var value));
        Assert.Equal("hello", value);
        Assert.Equal("hello", await broadcast.ReceiveAsync().Within());
    }

    [Fact]
    public async Task New_link_is_offered_the_current_value()
    {
        var broadcast = new BroadcastBlock<int>(null);
        broadcast.Post(7);
        Assert.True(await broadcast.OutputAvailableAsync().Within());
        var target = new BufferBlock<int>();
        broadcast.LinkTo(target);
        Assert.Equal(7, await target.ReceiveAsync().Within());
    }

    [Fact]
    public async Task Fault_and_cancellation()
    {
        var faulted = new BroadcastBlock<int>(null);
        var error = new Exception();
        faulted.Fault(error);
        Assert.Same(error, Assert.Single((await DataflowTestSupport.FaultOf(faulted.Completion)).InnerExceptions));
        Assert.False(faulted.Post(1));

        var cts = new CancellationTokenSource();
        var canceled = new BroadcastBlock<int>(null, new DataflowBlockOptions { CancellationToken = cts.Token });
        cts.Cancel();
        await DataflowTestSupport.Canceled(canceled.Completion);
    }

    [Fact]
    public void Arguments_and_name()
    {
        Assert.Equal("dataflowBlockOptions", Assert.Throws<ArgumentNullException>(() => new BroadcastBlock<int>(null, null!)).ParamName);
        var broadcast = new BroadcastBlock<int>(null);
        Assert.Equal($"BroadcastBlock`1 Id={broadcast.Completion.Id}", broadcast.ToString());
    }
}
