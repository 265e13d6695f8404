namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>
    /// Projects each value. <c>Select∘Select</c> and <c>Where∘Select</c> fuse into one stage.
    /// </summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="selector">The projection; a throw becomes <c>OnError</c>.</param>
    /// <returns>The projected observable; no allocation per value.</returns>
    public static IObservable<TResult> Select<TSource, TResult>(this IObservable<TSource> source, Func<TSource, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return source is Operators.ISelectFusable<TSource> fusable
            ? fusable.CombineSelect(selector)
            : new Operators.Select<TSource, TResult>(source, selector);
    }

    /// <summary>Projects each value with its index.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="selector">The projection; a throw becomes <c>OnError</c>.</param>
    /// <returns>The projected observable.</returns>
    public static IObservable<TResult> Select<TSource, TResult>(this IObservable<TSource> source, Func<TSource, int, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SelectIndexed<TSource, TResult>(source, selector);
    }

    /// <summary>Converts each value to <typeparamref name="TResult"/>; a value of another type ends the sequence with <see cref="InvalidCastException"/>.</summary>
    /// <typeparam name="TResult">The target type.</typeparam>
    /// <param name="source">The source.</param>
    /// <returns>The observable; no allocation per value beyond unboxing.</returns>
    public static IObservable<TResult> Cast<TResult>(this IObservable<object> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return source as IObservable<TResult> ?? new Operators.Cast<TResult>(source);
    }

    /// <summary>Emits each running accumulation, starting from <paramref name="seed"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TAccumulate">The accumulation type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="seed">The initial accumulation (per subscription).</param>
    /// <param name="accumulator">Combines the accumulation with a value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable; no allocation per value.</returns>
    public static IObservable<TAccumulate> Scan<TSource, TAccumulate>(this IObservable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> accumulator)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(accumulator);
        return new Operators.Scan<TSource, TAccumulate>(source, seed, accumulator);
    }

    /// <summary>Emits each running accumulation; the first value is emitted as it is.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="accumulator">Combines the accumulation with a value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable; no allocation per value.</returns>
    public static IObservable<TSource> Scan<TSource>(this IObservable<TSource> source, Func<TSource, TSource, TSource> accumulator)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(accumulator);
        return new Operators.Scan<TSource>(source, accumulator);
    }

    /// <summary>Turns every message, the terminal one included, into a <see cref="Notification{T}"/> value, then completes.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <returns>The observable; one notification object per value.</returns>
    public static IObservable<Notification<TSource>> Materialize<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Materialize<TSource>(source);
    }

    /// <summary>Turns <see cref="Notification{T}"/> values back into messages; an error or completion notification ends the sequence.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source of notifications.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> Dematerialize<TSource>(this IObservable<Notification<TSource>> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Dematerialize<TSource>(source);
    }

    /// <summary>Calls <paramref name="onNext"/> for each value before passing it on; a throw becomes <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="onNext">The side effect for each value.</param>
    /// <returns>The observable; no allocation per value.</returns>
    public static IObservable<TSource> Do<TSource>(this IObservable<TSource> source, Action<TSource> onNext)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        return new Operators.Do<TSource>(source, onNext, null, null);
    }

    /// <summary>Calls <paramref name="onNext"/> for each value and <paramref name="onCompleted"/> on completion, before passing them on.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="onNext">The side effect for each value; a throw becomes <c>OnError</c>.</param>
    /// <param name="onCompleted">The side effect on completion; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable; no allocation per value.</returns>
    public static IObservable<TSource> Do<TSource>(this IObservable<TSource> source, Action<TSource> onNext, Action onCompleted)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        ArgumentNullException.ThrowIfNull(onCompleted);
        return new Operators.Do<TSource>(source, onNext, null, onCompleted);
    }

    /// <summary>Calls <paramref name="onNext"/> for each value and <paramref name="onError"/> on error, before passing them on.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="onNext">The side effect for each value; a throw becomes <c>OnError</c>.</param>
    /// <param name="onError">The side effect on error; if it throws, its exception replaces the error.</param>
    /// <returns>The observable; no allocation per value.</returns>
    public static IObservable<TSource> Do<TSource>(this IObservable<TSource> source, Action<TSource> onNext, Action<Exception> onError)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        ArgumentNullException.ThrowIfNull(onError);
        return new Operators.Do<TSource>(source, onNext, onError, null);
    }

    /// <summary>Calls the matching side effect for each message before passing it on.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="onNext">The side effect for each value; a throw becomes <c>OnError</c>.</param>
    /// <param name="onError">The side effect on error; if it throws, its exception replaces the error.</param>
    /// <param name="onCompleted">The side effect on completion; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable; no allocation per value.</returns>
    public static IObservable<TSource> Do<TSource>(this IObservable<TSource> source, Action<TSource> onNext, Action<Exception> onError, Action onCompleted)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        ArgumentNullException.ThrowIfNull(onError);
        ArgumentNullException.ThrowIfNull(onCompleted);
        return new Operators.Do<TSource>(source, onNext, onError, onCompleted);
    }

    /// <summary>Sends each message to <paramref name="observer"/> before passing it on.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="observer">Sees every message first; a throw from it becomes (or replaces) <c>OnError</c>.</param>
    /// <returns>The observable; no allocation per value.</returns>
    public static IObservable<TSource> Do<TSource>(this IObservable<TSource> source, IObserver<TSource> observer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(observer);
        return new Operators.DoObserver<TSource>(source, observer);
    }

    /// <summary>
    /// Runs <paramref name="finallyAction"/> once the subscription ends: after the terminal message has been
    /// delivered, or when the subscription is disposed.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="finallyAction">The action; it runs at most once per subscription.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> Finally<TSource>(this IObservable<TSource> source, Action finallyAction)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(finallyAction);
        return new Operators.Finally<TSource>(source, finallyAction);
    }
}
