using System.Runtime.ExceptionServices;

namespace Rheo;

/// <summary>
/// An observer built from delegates, as in Rx.NET (see <see cref="ObserverBase{T}"/> for the grammar it keeps).
/// Without an error handler an error is rethrown on the thread that delivered it; without a completion
/// handler completion does nothing.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public sealed class AnonymousObserver<T> : ObserverBase<T>
{
    private static readonly Action<Exception> Rethrow = static error => ExceptionDispatchInfo.Throw(error);
    private static readonly Action Nothing = static () => { };

    private readonly Action<T> _onNext;
    private readonly Action<Exception> _onError;
    private readonly Action _onCompleted;

    /// <summary>Creates an observer from value, error and completion handlers.</summary>
    /// <param name="onNext">Called for each value.</param>
    /// <param name="onError">Called on error.</param>
    /// <param name="onCompleted">Called on completion.</param>
    /// <exception cref="ArgumentNullException">A handler is null.</exception>
    public AnonymousObserver(Action<T> onNext, Action<Exception> onError, Action onCompleted)
    {
        ArgumentNullException.ThrowIfNull(onNext);
        ArgumentNullException.ThrowIfNull(onError);
        ArgumentNullException.ThrowIfNull(onCompleted);
        _onNext = onNext;
        _onError = onError;
        _onCompleted = onCompleted;
    }

    /// <summary>Creates an observer from a value handler; errors are rethrown.</summary>
    /// <param name="onNext">Called for each value.</param>
    /// <exception cref="ArgumentNullException"><paramref name="onNext"/> is null.</exception>
    public AnonymousObserver(Action<T> onNext)
        : this(onNext, Rethrow, Nothing)
    {
    }

    /// <summary>Creates an observer from value and error handlers.</summary>
    /// <param name="onNext">Called for each value.</param>
    /// <param name="onError">Called on error.</param>
    /// <exception cref="ArgumentNullException">A handler is null.</exception>
    public AnonymousObserver(Action<T> onNext, Action<Exception> onError)
        : this(onNext, onError, Nothing)
    {
    }

    /// <summary>Creates an observer from value and completion handlers; errors are rethrown.</summary>
    /// <param name="onNext">Called for each value.</param>
    /// <param name="onCompleted">Called on completion.</param>
    /// <exception cref="ArgumentNullException">A handler is null.</exception>
    public AnonymousObserver(Action<T> onNext, Action onCompleted)
        : this(onNext, Rethrow, onCompleted)
    {
    }

    /// <inheritdoc />
    protected override void OnNextCore(T value) => _onNext(value);

    /// <inheritdoc />
    protected override void OnErrorCore(Exception error) => _onError(error);

    /// <inheritdoc />
    protected override void OnCompletedCore() => _onCompleted();
}
