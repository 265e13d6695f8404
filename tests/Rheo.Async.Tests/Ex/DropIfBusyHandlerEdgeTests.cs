using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Ex;

/// <summary>
/// DropIfBusy with a handler at its edges: a delivery still pending after the handler, disposal while the handler runs,
/// an observer that fails after the handler, and a completion that waited for the work and then fails.
/// A task is completed from a thread-pool thread with no context, where its continuations run inline: the operator has
/// acted once <see cref="ReleaseAsync"/> returns.
/// </summary>
public sealed class DropIfBusyHandlerEdgeTests
{
    private static readonly InvalidOperationException Boom = new("boom");

    [Fact]
    public async Task ValuesAreDroppedUntilTheDeliveryAfterTheHandlerHasEnded()
    {
        var handling = new TaskCompletionSource();
        var delivering = new TaskCompletionSource();
        var handled = new List<int>();
        var source = new ControlledAsyncSource<int>();
        var observer = new AsyncRecordingObserver<int>(x => x == 1 ? new ValueTask(delivering.Task) : default);
        await using var handle = await source.DropIfBusy((x, _) =>
        {
            handled.Add(x);
            return x == 1 ? new ValueTask(handling.Task) : default;
        }).SubscribeAsync(observer).Within();

        await source.Observer!.OnNextAsync(1).Within();
        await source.Observer.OnNextAsync(2).Within();
        await ReleaseAsync(handling);
        Assert.Equal([1], observer.Values);
        await source.Observer.OnNextAsync(3).Within();
        await ReleaseAsync(delivering);
        await source.Observer.OnNextAsync(4).Within();
        await source.Observer.OnCompletedAsync().Within();
        Assert.Equal([1, 4], handled);
        Assert.Equal([1, 4], observer.Values);
        Assert.True(observer.Completed);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task AValueWhoseHandlerEndsAfterDisposalIsNotDeliveredNorIsALaterEnd()
    {
        var handling = new TaskCompletionSource();
        var source = new ControlledAsyncSource<int>();
        var observer = new AsyncRecordingObserver<int>();
        var handle = await source.DropIfBusy((_, _) => new ValueTask(handling.Task)).SubscribeAsync(observer).Within();
        await source.Observer!.OnNextAsync(1).Within();
        await handle.DisposeAsync();
        Assert.Equal(1, source.Disposals);

        await ReleaseAsync(handling);
        await source.Observer.OnCompletedAsync().Within();
        await source.Observer.OnErrorAsync(Boom).Within();
        Assert.Empty(observer.Values);
        Assert.Equal(0, observer.TerminalCount);
    }

    [Fact]
    public async Task AnObserverThatThrowsAfterTheHandlerStopsTheOperator()
    {
        var handling = new TaskCompletionSource();
        var handled = new List<int>();
        var source = new ControlledAsyncSource<int>();
        var received = new List<int>();
        var observer = AsyncObserver.Create<int>(x =>
        {
            received.Add(x);
            throw Boom;
        });
        await using var handle = await source.DropIfBusy((x, _) =>
        {
            handled.Add(x);
            return new ValueTask(handling.Task);
        }).SubscribeAsync(observer).Within();

        await source.Observer!.OnNextAsync(1).Within();
        await ReleaseAsync(handling);
        Assert.Equal([1], received);
        Assert.Equal(1, source.Disposals);
        await source.Observer.OnNextAsync(2).Within();
        await source.Observer.OnCompletedAsync().Within();
        Assert.Equal([1], handled);
        Assert.Equal([1], received);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task ACompletionThatWaitedForTheHandlerFailsWithTheObserversFailure(bool faulted)
    {
        var handling = new TaskCompletionSource();
        var source = new ControlledAsyncSource<int>();
        var received = new List<int>();
        var observer = AsyncObserver.Create<int>(
            x =>
            {
                received.Add(x);
                return default;
            },
            onCompletedAsync: () => faulted ? ValueTask.FromException(Boom) : throw Boom);
        await using var handle = await source.DropIfBusy((_, _) => new ValueTask(handling.Task)).SubscribeAsync(observer).Within();
        await source.Observer!.OnNextAsync(1).Within();
        var completing = source.Observer.OnCompletedAsync().AsTask();
        Assert.False(completing.IsCompleted);

        await ReleaseAsync(handling);
        Assert.Same(Boom, await Assert.ThrowsAsync<InvalidOperationException>(() => completing.Within()));
        Assert.Equal([1], received);
    }

    private static Task ReleaseAsync(TaskCompletionSource work) => Task.Run(work.SetResult).Within();
}
