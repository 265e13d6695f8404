using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

/// <summary>Buffer by count at its edges: the last partial buffer before completion, disposal inside it, a misbehaving source.</summary>
public sealed class BufferCountEdgeTests
{
    [Fact]
    public async Task ExactBuffersSendThePartialOneBeforeCompletingEvenWhenTheObserverIsBusy()
    {
        var source = new ControlledAsyncSource<int>();
        var observer = new AsyncRecordingObserver<IList<int>>(async _ => await Task.Yield());
        await using var handle = await source.Buffer(2).SubscribeAsync(observer).Within();
        await source.Observer!.OnNextAsync(1).Within();
        await source.Observer.OnNextAsync(2).Within();
        await source.Observer.OnNextAsync(3).Within();
        await source.Observer.OnCompletedAsync().Within();
        await source.Observer.OnNextAsync(4).Within();
        await source.Observer.OnCompletedAsync().Within();
        Assert.Equal([[1, 2], [3]], observer.Values.Select(b => b.ToArray()));
        Assert.True(observer.Completed);
        observer.AssertGrammar();
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task ExactBuffersDisposedInsideThePartialBufferDoNotComplete(bool busy)
    {
        var source = new ControlledAsyncSource<int>();
        IAsyncDisposable? handle = null;
        var observer = new AsyncRecordingObserver<IList<int>>(async _ =>
        {
            if (busy)
            {
                await Task.Yield();
            }

            await handle!.DisposeAsync();
        });
        handle = await source.Buffer(3).SubscribeAsync(observer).Within();
        await source.Observer!.OnNextAsync(1).Within();
        await source.Observer.OnCompletedAsync().Within();
        Assert.Equal([[1]], observer.Values.Select(b => b.ToArray()));
        Assert.Equal(0, observer.TerminalCount);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public async Task OverlappingBuffersIgnoreMessagesAfterTheEnd()
    {
        var source = new ControlledAsyncSource<int>();
        var observer = new AsyncRecordingObserver<IList<int>>();
        await using var handle = await source.Buffer(2, 1).SubscribeAsync(observer).Within();
        await source.Observer!.OnNextAsync(1).Within();
        await source.Observer.OnNextAsync(2).Within();
        await source.Observer.OnCompletedAsync().Within();
        await source.Observer.OnNextAsync(3).Within();
        await source.Observer.OnCompletedAsync().Within();
        Assert.Equal([[1, 2], [2]], observer.Values.Select(b => b.ToArray()));
        Assert.Equal(1, observer.TerminalCount);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task OverlappingBuffersDisposedWhileFlushingSendNoMore()
    {
        var source = new ControlledAsyncSource<int>();
        IAsyncDisposable? handle = null;
        var observer = new AsyncRecordingObserver<IList<int>>(b => b.Count == 2 ? handle!.DisposeAsync() : default);
        handle = await source.Buffer(3, 1).SubscribeAsync(observer).Within();
        await source.Observer!.OnNextAsync(1).Within();
        await source.Observer.OnNextAsync(2).Within();
        await source.Observer.OnCompletedAsync().Within();

        // Rx flushes [1, 2] and then [2]; disposal inside the first flushed buffer stops the rest.
        Assert.Equal([[1, 2]], observer.Values.Select(b => b.ToArray()));
        Assert.Equal(0, observer.TerminalCount);
    }
}
