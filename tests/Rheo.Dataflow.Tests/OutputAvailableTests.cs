namespace Rheo.Dataflow.Tests;

public class OutputAvailableTests
{
    [Fact]
    public async Task Reports_true_when_data_arrives_and_false_when_the_source_completes_empty()
    {
        var block = new BufferBlock<int>();
        block.Post(1);
        Assert.True(await block.OutputAvailableAsync().Within());
        Assert.True(block.TryReceive(out _));

        var waiting = block.OutputAvailableAsync();
        Assert.False(waiting.IsCompleted);
        block.Post(2);
        Assert.True(await waiting.Within());
        Assert.Equal(1, block.Count); // the message stays in the source
        Assert.True(block.TryReceive(out _));

        var last = block.OutputAvailableAsync();
        block.Complete();
        Assert.False(await last.Within());
        Assert.False(await block.OutputAvailableAsync().Within());
    }

    [Fact]
    public async Task Cancellation_cancels_the_wait_and_unlinks()
    {
        var block = new BufferBlock<int>();
        var cts = new CancellationTokenSource();
        var waiting = block.OutputAvailableAsync(cts.Token);
        cts.Cancel();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => waiting.Within());
        Assert.True(block.OutputAvailableAsync(new CancellationToken(true)).IsCanceled);
        block.Post(1);
        Assert.Equal(1, await block.ReceiveAsync().Within());
    }

    [Fact]
    public async Task ReceiveAllAsync_yields_everything_then_ends()
    {
        var block = new BufferBlock<int>();
        var producer = Task.Run(() =>
        {
            for (int i = 0; i < 1000; i++)
            {
                block.Post(i);
            }

            block.Complete();
        });
        var got = new List<int>();
        await foreach (var i in block.ReceiveAllAsync())
        {
            got.Add(i);
        }

        await producer.Within();
        Assert.Equal(Enumerable.Range(0, 1000), got);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => DataflowBlock.ReceiveAllAsync<int>(null!)).ParamName);
    }
}
