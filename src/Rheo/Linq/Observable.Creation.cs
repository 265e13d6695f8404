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

    /// <summary>
    /// Returns an observable that emits <paramref name="value"/> forever, from a plain loop on subscribe that
    /// stops as soon as the subscription is disposed (so <c>Repeat(x).Take(3)</c> completes at once).
    /// </summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="value">The value to repeat.</param>
    /// <returns>The observable; one small allocation per subscription, none per value.</returns>
    public static IObservable<TResult> Repeat<TResult>(TResult value) => new Operators.RepeatValue<TResult>(value);

    /// <summary>Returns an observable that emits <paramref name="value"/> <paramref name="repeatCount"/> times, then completes.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="value">The value to repeat.</param>
    /// <param name="repeatCount">How many times.</param>
    /// <returns>The observable; one small allocation per subscription, none per value.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="repeatCount"/> is negative.</exception>
    public static IObservable<TResult> Repeat<TResult>(TResult value, int repeatCount)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(repeatCount);
        return repeatCount == 0 ? Operators.Empty<TResult>.Instance : new Operators.RepeatValueCount<TResult>(value, repeatCount);
    }

    /// <summary>
    /// Returns an observable that runs a state machine, like a <c>for</c> loop: from <paramref name="initialState"/>,
    /// while <paramref name="condition"/> holds, emits <paramref name="resultSelector"/> of the state and moves on with
    /// <paramref name="iterate"/>. It runs as a plain loop on subscribe and stops as soon as the subscription is disposed;
    /// a throwing callback ends it with <c>OnError</c>.
    /// </summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="initialState">The first state.</param>
    /// <param name="condition">Whether to go on with a state.</param>
    /// <param name="iterate">The next state.</param>
    /// <param name="resultSelector">The value emitted for a state.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Generate<TState, TResult>(TState initialState, Func<TState, bool> condition, Func<TState, TState> iterate, Func<TState, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(condition);
        ArgumentNullException.ThrowIfNull(iterate);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.Generate<TState, TResult>(initialState, condition, iterate, resultSelector);
    }

    /// <summary>
    /// Returns an observable that creates a resource for each subscription, subscribes to the observable built
    /// from it, and disposes the resource when the subscription ends (termination or dispose).
    /// </summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <typeparam name="TResource">The resource type.</typeparam>
    /// <param name="resourceFactory">Creates the resource.</param>
    /// <param name="observableFactory">Builds the observable from the resource.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Using<TResult, TResource>(Func<TResource> resourceFactory, Func<TResource, IObservable<TResult>> observableFactory)
        where TResource : IDisposable
    {
        ArgumentNullException.ThrowIfNull(resourceFactory);
        ArgumentNullException.ThrowIfNull(observableFactory);
        return new Operators.Using<TResult, TResource>(resourceFactory, observableFactory);
    }

    /// <summary>
    /// Converts a sequence to an observable that enumerates it on subscribe, in a plain loop that stops as soon as
    /// the subscription is disposed. The enumerator is disposed on completion, error and dispose.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <returns>The observable; arrays are walked by index without an enumerator.</returns>
    public static IObservable<TSource> ToObservable<TSource>(this IEnumerable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.ToObservable<TSource>(source);
    }
}
