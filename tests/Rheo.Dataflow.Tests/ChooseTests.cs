namespace Rheo.Dataflow.Tests;

public class ChooseTests
{
    [Fact]
    public async Task Takes_data_already_waiting_from_one_source_only()
    {
        var a = new BufferBlock<int>();
        var b = new BufferBlock<string>();
        b.Post("x");
        b.Post("y");
        string? got = null;
        int index = await DataflowBlock.Choose(a, _ => Assert.Fail("wrong branch"), b, s => got = s).Within();
        Assert.Equal(1, index);
        Assert.Equal("x", got);
        Assert.Equal(1, b.Count);
    }

    [Fact]
    public async Task Waits_for_the_first_source_with_data_and_consumes_exactly_one_message()
    {
        var a = new BufferBlock<int>();
        var b = new BufferBlock<int>();
        int got = 0;
        var choice = DataflowBlock.Choose(a, i => got = i, b, _ => Assert.Fail("wrong branch"));
        Assert.False(choice.IsCompleted);
        a.Post(5);
        Assert.Equal(0, await choice.Within());
        Assert.Equal(5, got);
        a.Post(6);
        b.Post(7);
        Assert.Equal(6, await a.ReceiveAsync().Within());
        Assert.Equal(7, await b.ReceiveAsync().Within());
    }

    [Fact]
    public async Task Three_sources()
    {
        var a = new BufferBlock<int>();
        var b = new BufferBlock<int>();
        var c = new BufferBlock<int>();
        int got = 0;
        var choice = DataflowBlock.Choose(a, _ => { }, b, _ => { }, c, i => got = i);
        c.Post(3);
        Assert.Equal(2, await choice.Within());
        Assert.Equal(3, got);
    }

    [Fact]
    public async Task Canceled_when_every_source_completes_without_data()
    {
        var a = new BufferBlock<int>();
        var b = new BufferBlock<int>();
        var choice = DataflowBlock.Choose(a, _ => { }, b, _ => { });
        a.Complete();
        Assert.False(choice.IsCompleted);
        b.Complete();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => choice.Within());
        Assert.True(choice.IsCanceled);
    }

    [Fact]
    public async Task Handler_exception_faults_the_task()
    {
        var a = new BufferBlock<int>();
        var error = new InvalidOperationException();
        a.Post(1);
        var choice = DataflowBlock.Choose(a, _ => throw error, new BufferBlock<int>(), _ => { });
        Assert.Same(error, await Assert.ThrowsAsync<InvalidOperationException>(() => choice.Within()));
    }

    [Fact]
    public async Task Cancellation_cancels_and_consumes_nothing()
    {
        var a = new BufferBlock<int>();
        var b = new BufferBlock<int>();
        var cts = new CancellationTokenSource();
        var choice = DataflowBlock.Choose(a, _ => { }, b, _ => { }, new DataflowBlockOptions { CancellationToken = cts.Token });
        cts.Cancel();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => choice.Within());
        a.Post(1);
        Assert.Equal(1, await a.ReceiveAsync().Within());
        Assert.True(DataflowBlock.Choose(a, _ => { }, b, _ => { }, new DataflowBlockOptions { CancellationToken = new CancellationToken(true) }).IsCanceled);
    }

    [Fact]
    public async Task Racing_choices_and_producers_consume_each_message_once()
    {
        const int rounds = 300;
        var a = new BufferBlock<int>();
        var b = new BufferBlock<int>();
        var seen = new int[2 * rounds];
        var producer = Task.Run(() =>
        {
            for (int i = 0; i < rounds; i++)
            {
                a.Post(i);
                b.Post(rounds + i);
            }
        });
        for (int i = 0; i < rounds; i++)
        {
            await DataflowBlock.Choose(a, v => seen[v]++, b, v => seen[v]++).Within();
        }

        await producer.Within();
        int chosen = seen.Count(c => c == 1);
        Assert.Equal(rounds, chosen);
        Assert.All(seen, c => Assert.InRange(c, 0, 1));
        Assert.Equal(rounds, a.Count + b.Count);
    }

    [Fact]
    public void Arguments_are_checked()
    {
        var a = new BufferBlock<int>();
        Assert.Equal("source1", Assert.Throws<ArgumentNullException>(() => { _ = DataflowBlock.Choose<int, int>(null!, _ => { }, a, _ => { }); }).ParamName);
        Assert.Equal("action2", Assert.Throws<ArgumentNullException>(() => { _ = DataflowBlock.Choose(a, _ => { }, a, null!); }).ParamName);
        Assert.Equal("dataflowBlockOptions", Assert.Throws<ArgumentNullException>(() => { _ = DataflowBlock.Choose(a, _ => { }, a, _ => { }, null!); }).ParamName);
        Assert.Equal("source3", Assert.Throws<ArgumentNullException>(() => { _ = DataflowBlock.Choose<int, int, int>(a, _ => { }, a, _ => { }, null!, _ => { }); }).ParamName);
    }
}
