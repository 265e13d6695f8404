using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

/// <summary>GroupBy at its edges: a busy outer observer, a disposed outer handle, a slow source disposal, a misbehaving source.</summary>
public sealed class GroupByEdgeTests
{
    private static readonly InvalidOperationException Boom = new("boom");

    [Fact]
    public async Task AnOuterObserverThatSubscribesAfterAnAwaitStillSeesTheFirstElement()
    {
        var elements = new AsyncRecordingObserver<int>();
        var handles = new List<IAsyncDisposable>();
        var outer = new AsyncRecordingObserver<IAsyncGroupedObservable<int, int>>(async group =>
        {
            await Task.Yield();
            handles.Add(await group.SubscribeAsync(elements));
        });
        var source = new ControlledAsyncSource<int>();
        await using var handle = await source.GroupBy(x => x % 2).SubscribeAsync(outer).Within();
        await source.Observer!.OnNextAsync(1).Within();
        await source.Observer.OnNextAsync(3).Within();
        await source.Observer.OnNextAsync(2).Within();
        Assert.Equal([1, 0], outer.Values.Select(g => g.Key));
        Assert.Equal([1, 3, 2], elements.Values);
        foreach (var h in handles)
        {
            await h.DisposeAsync();
        }
    }

    [Fact]
    public async Task AfterTheOuterHandleIsDisposedNewKeysAreNotSentButKeptGroupsGoOn()
    {
        var source = new ControlledAsyncSource<string>();
        var kept = new AsyncRecordingObserver<string>();
        IAsyncDisposable? groupHandle = null;
        var outer = new AsyncRecordingObserver<IAsyncGroupedObservable<char, string>>(async group => groupHandle = await group.SubscribeAsync(kept));
        var outerHandle = await source.GroupBy(s => s[0]).SubscribeAsync(outer).Within();
        await source.Observer!.OnNextAsync("a1").Within();
        await outerHandle.DisposeAsync();
        Assert.Equal(0, source.Disposals);

        await source.Observer.OnNextAsync("b1").Within();
        await source.Observer.OnNextAsync("a2").Within();
        await source.Observer.OnCompletedAsync().Within();
        Assert.Equal(['a'], outer.Values.Select(g => g.Key));
        Assert.Equal(["a1", "a2"], kept.Values);
        Assert.True(kept.Completed);
        Assert.Equal(0, outer.TerminalCount);

        // Disposing the last group handle twice releases the source once.
        await groupHandle!.DisposeAsync();
        await groupHandle.DisposeAsync();
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public async Task AThrowingKeySelectorWaitsForTheSourceDisposalBeforeTheError()
    {
        var disposal = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var source = new ControlledAsyncSource<int> { DisposeGate = disposal.Task };
        var outer = new AsyncRecordingObserver<IAsyncGroupedObservable<int, int>>();
        await using var handle = await source.GroupBy(x => x < 0 ? throw Boom : x).SubscribeAsync(outer).Within();
        var failing = source.Observer!.OnNextAsync(-1).AsTask();
        Assert.Equal(1, source.Disposals);
        Assert.False(failing.IsCompleted);
        Assert.Equal(0, outer.TerminalCount);

        disposal.SetResult();
        await failing.Within();
        Assert.Same(Boom, outer.Error);
    }

    [Fact]
    public async Task MessagesAfterTheEndAreDropped()
    {
        var source = new ControlledAsyncSource<int>();
        var outer = new AsyncRecordingObserver<IAsyncGroupedObservable<int, int>>();
        await using var handle = await source.GroupBy(x => x).SubscribeAsync(outer).Within();
        await source.Observer!.OnNextAsync(1).Within();
        await source.Observer.OnCompletedAsync().Within();
        await source.Observer.OnNextAsync(2).Within();
        await source.Observer.OnErrorAsync(Boom).Within();
        await source.Observer.OnCompletedAsync().Within();
        Assert.Equal([1], outer.Values.Select(g => g.Key));
        Assert.True(outer.Completed);
        Assert.Null(outer.Error);
        outer.AssertGrammar();
    }
}
