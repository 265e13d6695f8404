namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>Returns an observable that emits <paramref name="value"/> and completes, synchronously on subscribe.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="value">The single value.</param>
    /// <returns>The observable; one small allocation per subscription.</returns>
    public static IObservable<TResult> Return<TResult>(TResult value) => new Operators.Return<TResult>(value);

    /// <summary>Returns an observable that completes at once, without values.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <returns>A shared observable; subscribing allocates nothing.</returns>
    public static IObservable<TResult> Empty<TResult>() => Operators.Empty<TResult>.Instance;

    /// <summary>Returns an observable that completes at once; the witness only fixes the element type.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="witness">Unused; infers <typeparamref name="TResult"/>.</param>
    /// <returns>A shared observable.</returns>
    public static IObservable<TResult> Empty<TResult>(TResult witness) => Operators.Empty<TResult>.Instance;

    /// <summary>Returns an observable that never sends a message.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <returns>A shared observable; subscribing allocates nothing.</returns>
    public static IObservable<TResult> Never<TResult>() => Operators.Never<TResult>.Instance;

    /// <summary>Returns an observable that never sends a message; the witness only fixes the element type.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="witness">Unused; infers <typeparamref name="TResult"/>.</param>
    /// <returns>A shared observable.</returns>
    public static IObservable<TResult> Never<TResult>(TResult witness) => Operators.Never<TResult>.Instance;

    /// <summary>Returns an observable that fails at once with <paramref name="exception"/>.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="exception">The error.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Throw<TResult>(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        return new Operators.Throw<TResult>(exception);
    }

    /// <summary>Returns an observable that fails at once; the witness only fixes the element type.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="exception">The error.</param>
    /// <param name="witness">Unused; infers <typeparamref name="TResult"/>.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Throw<TResult>(Exception exception, TResult witness) => Throw<TResult>(exception);

    /// <summary>
    /// Returns an observable of <paramref name="count"/> consecutive integers from <paramref name="start"/>,
    /// emitted by a plain loop on subscribe that stops as soon as the subscription is disposed.
    /// </summary>
    /// <param name="start">The first value.</param>
    /// <param name="count">How many values.</param>
    /// <returns>The observable; one small allocation per subscription, none per value.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative or <c>start + count - 1</c> exceeds <see cref="int.MaxValue"/>.</exception>
    public static IObservable<int> Range(int start, int count)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        if ((long)start + count - 1 > int.MaxValue)
        {
            throw new ArgumentOutOfRangeException(nameof(count), count, "start + count - 1 exceeds int.MaxValue.");
        }

        return count == 0 ? Operators.Empty<int>.Instance : new Operators.Range(start, count);
    }

    /// <summary>
    /// Creates an observable from a subscribe function. The observer handed to it ignores calls after a
    /// terminal one and disposes the returned disposable on termination; a throwing function becomes <c>OnError</c>.
    /// </summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="subscribe">Runs for each subscription; returns what to dispose when it ends.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Create<TResult>(Func<IObserver<TResult>, IDisposable> subscribe)
    {
        ArgumentNullException.ThrowIfNull(subscribe);
        return new Operators.Create<TResult>(subscribe);
    }

    /// <summary>Creates an observable from a subscribe function that returns the action to run on dispose.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="subscribe">Runs for each subscription; returns the action to run when it ends (or null).</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Create<TResult>(Func<IObserver<TResult>, Action> subscribe)
    {
        ArgumentNullException.ThrowIfNull(subscribe);
        return new Operators.Create<TResult>(observer => subscribe(observer) is { } action ? Disposables.Disposable.Create(action) : null);
    }
}
