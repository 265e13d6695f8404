using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

/// <summary>
/// ToAsyncEnumerable when the source ends while the consumer is between two MoveNextAsync calls (the end waits for the
/// next call) and when the enumerator is disposed before the source's subscription returns.
/// </summary>
public sealed class ToAsyncEnumerableEdgeTests
{
    private static readonly FormatException Boom = new("boom");

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public async Task AnEndArrivingBetweenTwoMoveNextCallsIsReportedByTheNextOne(bool fails)
    {
        var source = new ControlledAsyncSource<int>();
        var enumerator = source.ToAsyncEnumerable().GetAsyncEnumerator();
        var first = enumerator.MoveNextAsync().AsTask();
        Bounded.Until(() => source.Observer is not null);
        var sent = source.Observer!.OnNextAsync(1).AsTask();
        Assert.True(await first.Within());
        Assert.Equal(1, enumerator.Current);

        // The source's value waits for the consumer's next call; the end arrives first and is kept for that call.
        Assert.False(sent.IsCompleted);
        await (fails ? source.Observer.OnErrorAsync(Boom) : source.Observer.OnCompletedAsync()).Within();
        await source.Observer.OnCompletedAsync().Within();
        if (fails)
        {
            Assert.Same(Boom, await Assert.ThrowsAsync<FormatException>(() => enumerator.MoveNextAsync().AsTask().Within()));
        }
        else
        {
            Assert.False(await enumerator.MoveNextAsync().Within());
        }

        Assert.False(await enumerator.MoveNextAsync().Within());
        await enumerator.DisposeAsync().Within();
        await sent.Within();
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public async Task DisposingBeforeTheSubscriptionReturnsDisposesTheHandleWhenItArrives()
    {
        var handleSource = new TaskCompletionSource<IAsyncDisposable>();
        var source = new ControlledAsyncSource<int> { OnSubscribe = _ => new ValueTask<IAsyncDisposable>(handleSource.Task) };
        var enumerator = source.ToAsyncEnumerable().GetAsyncEnumerator();
        var moving = enumerator.MoveNextAsync().AsTask();
        Assert.False(moving.IsCompleted);
        await enumerator.DisposeAsync().Within();
        Assert.Equal(0, source.Disposals);
        handleSource.SetResult(source.NewHandle());
        Assert.False(await moving.Within());
        Assert.Equal(1, source.Disposals);
    }
}
