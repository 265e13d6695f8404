namespace Rheo.Async.Tests.Support;

/// <summary>
/// A source the test drives by hand: it keeps the observer of its last subscription (so messages can be sent even after
/// the handle was disposed), lets the test replace what <c>SubscribeAsync</c> does, counts disposals of its handles and
/// can hold each disposal until <see cref="DisposeGate"/> completes.
/// </summary>
public sealed class ControlledAsyncSource<T> : IAsyncObservable<T>
{
    private int _disposals;

    public Func<IAsyncObserver<T>, ValueTask<IAsyncDisposable>>? OnSubscribe { get; set; }

    public IAsyncObserver<T>? Observer { get; private set; }

    public int Subscriptions { get; private set; }

    public int Disposals => Volatile.Read(ref _disposals);

    public Task? DisposeGate { get; set; }

    public IAsyncDisposable NewHandle() => new Handle(this);

    public ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<T> observer)
    {
        Observer = observer;
        Subscriptions++;
        return OnSubscribe is { } subscribe ? subscribe(observer) : new ValueTask<IAsyncDisposable>(NewHandle());
    }

    private sealed class Handle(ControlledAsyncSource<T> source) : IAsyncDisposable
    {
        public ValueTask DisposeAsync()
        {
            Interlocked.Increment(ref source._disposals);
            return source.DisposeGate is { } gate ? new ValueTask(gate) : default;
        }
    }
}
