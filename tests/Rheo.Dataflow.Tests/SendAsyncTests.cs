namespace Rheo.Dataflow.Tests;

public class SendAsyncTests
{
    [Fact]
    public async Task Accepted_and_declined_sends_return_cached_completed_tasks()
    {
        var block = new BufferBlock<int>();
        var a = block.SendAsync(1);
        var b = block.SendAsync(2);
        Assert.True(a.IsCompletedSuccessfully);
        Assert.True(await a);
        Assert.Same(a, b);

        block.Complete();
        var c = block.SendAsync(3);
        var d = block.SendAsync(4, CancellationToken.None);
        Assert.True(c.IsCompletedSuccessfully);
        Assert.False(await c);
        Assert.Same(c, d);
    }

    [Fact]
    public async Task Postponed_sends_complete_in_order_as_room_appears()
    {
        var block = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 1 });
        var sends = Enumerable.Range(0, 5).Select(i => block.SendAsync(i)).ToArray();
        Assert.True(sends[0].IsCompletedSuccessfully);
        Assert.All(sends.Skip(1), s => Assert.False(s.IsCompleted));
        for (int i = 0; i < 5; i++)
        {
            Assert.Equal(i, await block.ReceiveAsync().Within());
        }

        Assert.All(await Task.WhenAll(sends).Within(), Assert.True);
    }

    [Fact]
    public async Task Canceling_a_postponed_send_cancels_its_task_and_the_message_never_arrives()
    {
        var block = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 1 });
        block.Post(1);
        var cts = new CancellationTokenSource();
        var send = block.SendAsync(2, cts.Token);
        var after = block.SendAsync(3);
        cts.Cancel();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => send.Within());
        Assert.True(send.IsCanceled);
        Assert.Equal(1, await block.ReceiveAsync().Within());
        Assert.Equal(3, await block.ReceiveAsync().Within());
        Assert.True(await after.Within());
        Assert.Equal(0, block.Count);
    }

    [Fact]
    public async Task Postponed_send_reports_false_when_the_target_completes_or_faults()
    {
        var completing = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 1 });
        completing.Post(1);
        var send = completing.SendAsync(2);
        completing.Complete();
        Assert.False(await send.Within());

        var faulting = new ActionBlock<int>(_ => new TaskCompletionSource().Task, new ExecutionDataflowBlockOptions { BoundedCapacity = 1 });
        faulting.Post(1);
        var send2 = faulting.SendAsync(2);
        faulting.Fault(new Exception());
        Assert.False(await send2.Within());
    }

    [Fact]
    public async Task Send_arguments_and_precanceled_token()
    {
        Assert.Equal("target", Assert.Throws<ArgumentNullException>(() => { _ = DataflowBlock.SendAsync<int>(null!, 1); }).ParamName);
        Assert.Equal("target", Assert.Throws<ArgumentNullException>(() => DataflowBlock.Post<int>(null!, 1)).ParamName);
        var block = new BufferBlock<int>();
        var send = block.SendAsync(1, new CancellationToken(true));
        Assert.True(send.IsCanceled);
        Assert.Equal(0, block.Count);
        await Task.CompletedTask;
    }

    [Fact]
    public async Task Back_pressure_through_SendAsync_keeps_the_bound()
    {
        const int bound = 3;
        int inFlight = 0, maxInFlight = 0;
        var gate = new SemaphoreSlim(0);
        var block = new ActionBlock<int>(
            async _ =>
            {
                await gate.WaitAsync();
                Interlocked.Decrement(ref inFlight);
            },
            new ExecutionDataflowBlockOptions { BoundedCapacity = bound });
        var producer = Task.Run(async () =>
        {
            for (int i = 0; i < 50; i++)
            {
                int now = Interlocked.Increment(ref inFlight);
                maxInFlight = Math.Max(maxInFlight, now);
                Assert.True(await block.SendAsync(i));
            }
        });
        for (int i = 0; i < 50; i++)
        {
            gate.Release();
        }

        await producer.Within();
        block.Complete();
        await block.Completion.Within();
        Assert.True(maxInFlight <= bound + 1, $"max in flight {maxInFlight}");
    }
}
