using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

/// <summary>RefCount and AutoConnect at their edges: a failing connect, terminal messages, a pending immediate connect.</summary>
public sealed class RefCountEdgeTests
{
    private static readonly InvalidOperationException Boom = new("boom");

    [Fact]
    public async Task AFailedConnectReachesTheSubscriberAndTheNextOneConnectsAfresh()
    {
        var connectable = new TestConnectable<int> { Connect = () => throw Boom };
        var shared = connectable.RefCount();
        var first = new AsyncRecordingObserver<int>();
        Assert.Same(Boom, await Assert.ThrowsAsync<InvalidOperationException>(() => shared.SubscribeAsync(first).Within()));
        Assert.Equal(1, connectable.Connects);
        Assert.Equal(1, connectable.Source.Disposals);

        connectable.Connect = null;
        var second = new AsyncRecordingObserver<int>();
        await using var handle = await shared.SubscribeAsync(second).Within();
        Assert.Equal(2, connectable.Connects);
        await connectable.Source.Observer!.OnNextAsync(5).Within();
        Assert.Equal([5], second.Values);
        Assert.Empty(first.Values);
    }

    [Fact]
    public async Task AnErrorReachesTheObserverOnceAndDisconnects()
    {
        var connectable = new TestConnectable<int>();
        var observer = new AsyncRecordingObserver<int>();
        await using var handle = await connectable.RefCount().SubscribeAsync(observer).Within();
        var inner = connectable.Source.Observer!;
        await inner.OnNextAsync(1).Within();
        await inner.OnErrorAsync(Boom).Within();
        Assert.Equal(1, connectable.Disconnects);

        // Whatever a misbehaving subject sends next is dropped.
        await inner.OnErrorAsync(new FormatException()).Within();
        await inner.OnCompletedAsync().Within();
        await inner.OnNextAsync(2).Within();
        Assert.Equal([1], observer.Values);
        Assert.Same(Boom, observer.Error);
        Assert.Equal(1, connectable.Disconnects);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task ASecondCompletionIsDroppedAndTheConnectionEndsOnce()
    {
        var connectable = new TestConnectable<int>();
        var observer = new AsyncRecordingObserver<int>();
        await using var handle = await connectable.RefCount().SubscribeAsync(observer).Within();
        var inner = connectable.Source.Observer!;
        await inner.OnCompletedAsync().Within();
        await inner.OnCompletedAsync().Within();
        Assert.True(observer.Completed);
        Assert.Equal(1, observer.TerminalCount);
        Assert.Equal(1, connectable.Disconnects);
    }

    [Fact]
    public async Task AutoConnectWithAPendingImmediateConnectMakesSubscribersWaitForIt()
    {
        var release = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var connectable = new TestConnectable<int> { ConnectAsyncHook = () => release.Task };
        IAsyncDisposable? connection = null;
        var shared = connectable.AutoConnect(0, c => connection = c);
        Assert.Equal(1, connectable.Connects);
        var observer = new AsyncRecordingObserver<int>();
        var subscribing = shared.SubscribeAsync(observer).AsTask();
        Assert.False(subscribing.IsCompleted);
        Assert.Equal(0, connectable.Source.Subscriptions);

        release.SetResult();
        await using var handle = await subscribing.Within();
        Assert.NotNull(connection);
        Assert.Equal(1, connectable.Source.Subscriptions);
        await connectable.Source.Observer!.OnNextAsync(3).Within();
        Assert.Equal([3], observer.Values);
        await connection!.DisposeAsync();
        Assert.Equal(1, connectable.Disconnects);
    }

    [Fact]
    public async Task AutoConnectWithoutACallbackConnectsAtTheCountAndNeverDisconnects()
    {
        var connectable = new TestConnectable<int>();
        var shared = connectable.AutoConnect(2);
        var a = new AsyncRecordingObserver<int>();
        var b = new AsyncRecordingObserver<int>();
        var ha = await shared.SubscribeAsync(a).Within();
        Assert.Equal(0, connectable.Connects);
        var hb = await shared.SubscribeAsync(b).Within();
        Assert.Equal(1, connectable.Connects);
        await ha.DisposeAsync();
        await hb.DisposeAsync();
        Assert.Equal(0, connectable.Disconnects);
    }

    /// <summary>
    /// A connectable whose subscriptions go to a <see cref="ControlledAsyncSource{T}"/> (the "subject"), counting
    /// connects and disconnects; <see cref="Connect"/> may throw, <see cref="ConnectAsyncHook"/> may hold the connect.
    /// </summary>
    private sealed class TestConnectable<T> : IConnectableAsyncObservable<T>
    {
        private int _disconnects;

        public ControlledAsyncSource<T> Source { get; } = new();

        public Action? Connect { get; set; }

        public Func<Task>? ConnectAsyncHook { get; set; }

        public int Connects { get; private set; }

        public int Disconnects => Volatile.Read(ref _disconnects);

        public ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<T> observer) => Source.SubscribeAsync(observer);

        public async ValueTask<IAsyncDisposable> ConnectAsync()
        {
            Connects++;
            Connect?.Invoke();
            if (ConnectAsyncHook is { } hook)
            {
                await hook();
            }

            return new Disconnect(this);
        }

        private sealed class Disconnect(TestConnectable<T> owner) : IAsyncDisposable
        {
            public ValueTask DisposeAsync()
            {
                Interlocked.Increment(ref owner._disconnects);
                return default;
            }
        }
    }
}
