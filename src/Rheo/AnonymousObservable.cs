using Rheo.Disposables;

namespace Rheo;

/// <summary>
/// An observable built from a subscribe function, as in Rx.NET; it has the guarantees of
/// <see cref="ObservableBase{T}"/> (the function sees a safe observer, a throwing function becomes <c>OnError</c>,
/// what it returns is disposed when the subscription ends).
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public sealed class AnonymousObservable<T> : ObservableBase<T>
{
    private readonly Func<IObserver<T>, IDisposable> _subscribe;

    /// <summary>Creates an observable that runs <paramref name="subscribe"/> for each subscriber.</summary>
    /// <param name="subscribe">Emits to the observer and returns what to dispose when the subscription ends (null for nothing).</param>
    /// <exception cref="ArgumentNullException"><paramref name="subscribe"/> is null.</exception>
    public AnonymousObservable(Func<IObserver<T>, IDisposable> subscribe)
    {
        ArgumentNullException.ThrowIfNull(subscribe);
        _subscribe = subscribe;
    }

    /// <inheritdoc />
    protected override IDisposable SubscribeCore(IObserver<T> observer) => _subscribe(observer) ?? Disposable.Empty;
}
