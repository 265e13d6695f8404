using Rheo.Async;

namespace RheoBench.AsyncHelpers;

/// <summary>
/// A source driven by hand: it keeps its last observer for the benchmark to call directly (nothing else in the
/// measured path), and its subscription handle does nothing.
/// </summary>
public sealed class HeldAsyncSource<T> : IAsyncObservable<T>, IAsyncDisposable
{
    private IAsyncObserver<T>? _observer;

    /// <summary>The last observer that subscribed.</summary>
    public IAsyncObserver<T> Observer => _observer ?? throw new InvalidOperationException("Nothing has subscribed.");

    public ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<T> observer)
    {
        _observer = observer;
        return new ValueTask<IAsyncDisposable>(this);
    }

    public ValueTask DisposeAsync() => default;
}
