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
        if (source is Operators.Range range)
        {
            // Only an IObservable<int> can be a Range: TSource is int, and this test spares the generic virtual call below.
            return range.Select((Func<int, TResult>)(object)selector);
        }

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

    /// <summary>Subscribes <paramref name="other"/> for each outer value and merges the results.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TOther">The inner element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="other">The inner observable, subscribed once per outer value.</param>
    /// <returns>The merged observable; it completes when the outer source and every inner observable have completed, and an error from any of them ends it.</returns>
    public static IObservable<TOther> SelectMany<TSource, TOther>(this IObservable<TSource> source, IObservable<TOther> other)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(other);
        return new Operators.SelectMany<TSource, TOther, TOther>(source, (_, _) => other, static (_, _, c, _) => c, null, null);
    }

    /// <summary>Projects each value to an observable and merges the inner observables.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="selector">Selects the inner sequence for each outer value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The merged observable; it completes when the outer source and every inner observable have completed, and an error from any of them ends it.</returns>
    public static IObservable<TResult> SelectMany<TSource, TResult>(this IObservable<TSource> source, Func<TSource, IObservable<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SelectMany<TSource, TResult, TResult>(source, (x, _) => selector(x), static (_, _, c, _) => c, null, null);
    }

    /// <summary>Projects each value and its index to an observable and merges the inner observables.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="selector">Selects the inner sequence for each outer value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The merged observable; it completes when the outer source and every inner observable have completed, and an error from any of them ends it.</returns>
    public static IObservable<TResult> SelectMany<TSource, TResult>(this IObservable<TSource> source, Func<TSource, int, IObservable<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SelectMany<TSource, TResult, TResult>(source, selector, static (_, _, c, _) => c, null, null);
    }

    /// <summary>Projects each value to an observable, merges the inner observables and combines each inner value with its outer value.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TCollection">The inner element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="collectionSelector">Selects the inner sequence for each outer value; a throw becomes <c>OnError</c>.</param>
    /// <param name="resultSelector">Combines an outer value with an inner value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The merged observable; it completes when the outer source and every inner observable have completed, and an error from any of them ends it.</returns>
    public static IObservable<TResult> SelectMany<TSource, TCollection, TResult>(this IObservable<TSource> source, Func<TSource, IObservable<TCollection>> collectionSelector, Func<TSource, TCollection, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(collectionSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.SelectMany<TSource, TCollection, TResult>(source, (x, _) => collectionSelector(x), (x, _, c, _) => resultSelector(x, c), null, null);
    }

    /// <summary>Projects each value and its index to an observable, merges the inner observables and combines each inner value and its index with its outer value and index.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TCollection">The inner element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="collectionSelector">Selects the inner sequence for each outer value; a throw becomes <c>OnError</c>.</param>
    /// <param name="resultSelector">Combines an outer value with an inner value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The merged observable; it completes when the outer source and every inner observable have completed, and an error from any of them ends it.</returns>
    public static IObservable<TResult> SelectMany<TSource, TCollection, TResult>(this IObservable<TSource> source, Func<TSource, int, IObservable<TCollection>> collectionSelector, Func<TSource, int, TCollection, int, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(collectionSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.SelectMany<TSource, TCollection, TResult>(source, collectionSelector, resultSelector, null, null);
    }

    /// <summary>Projects each message of the source, its error and its completion included, to an observable and merges them.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="onNext">Selects the inner observable for each outer value; a throw becomes <c>OnError</c>.</param>
    /// <param name="onError">Selects the observable merged in place of the outer source's error; a throw becomes <c>OnError</c>.</param>
    /// <param name="onCompleted">Selects the observable merged when the outer source completes; a throw becomes <c>OnError</c>.</param>
    /// <returns>The merged observable; it completes when the outer source and every inner observable have completed, and an error from any of them ends it.</returns>
    public static IObservable<TResult> SelectMany<TSource, TResult>(this IObservable<TSource> source, Func<TSource, IObservable<TResult>> onNext, Func<Exception, IObservable<TResult>> onError, Func<IObservable<TResult>> onCompleted)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        ArgumentNullException.ThrowIfNull(onError);
        ArgumentNullException.ThrowIfNull(onCompleted);
        return new Operators.SelectMany<TSource, TResult, TResult>(source, (x, _) => onNext(x), static (_, _, c, _) => c, onError, onCompleted);
    }

    /// <summary>Projects each message of the source (values with their index), its error and its completion to an observable and merges them.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="onNext">Selects the inner observable for each outer value; a throw becomes <c>OnError</c>.</param>
    /// <param name="onError">Selects the observable merged in place of the outer source's error; a throw becomes <c>OnError</c>.</param>
    /// <param name="onCompleted">Selects the observable merged when the outer source completes; a throw becomes <c>OnError</c>.</param>
    /// <returns>The merged observable; it completes when the outer source and every inner observable have completed, and an error from any of them ends it.</returns>
    public static IObservable<TResult> SelectMany<TSource, TResult>(this IObservable<TSource> source, Func<TSource, int, IObservable<TResult>> onNext, Func<Exception, IObservable<TResult>> onError, Func<IObservable<TResult>> onCompleted)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        ArgumentNullException.ThrowIfNull(onError);
        ArgumentNullException.ThrowIfNull(onCompleted);
        return new Operators.SelectMany<TSource, TResult, TResult>(source, onNext, static (_, _, c, _) => c, onError, onCompleted);
    }

    /// <summary>Projects each value to a sequence and flattens the sequences.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="selector">Selects the inner sequence for each outer value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The flattened observable; each inner sequence is enumerated synchronously inside the outer <c>OnNext</c>.</returns>
    public static IObservable<TResult> SelectMany<TSource, TResult>(this IObservable<TSource> source, Func<TSource, IEnumerable<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SelectManyEnumerable<TSource, TResult, TResult, Operators.PlainManySelector<TSource, TResult>>(source, new(selector));
    }

    /// <summary>Projects each value and its index to a sequence and flattens the sequences.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="selector">Selects the inner sequence for each outer value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The flattened observable; each inner sequence is enumerated synchronously inside the outer <c>OnNext</c>.</returns>
    public static IObservable<TResult> SelectMany<TSource, TResult>(this IObservable<TSource> source, Func<TSource, int, IEnumerable<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SelectManyEnumerable<TSource, TResult, TResult, Operators.IndexedPlainManySelector<TSource, TResult>>(source, new(selector));
    }

    /// <summary>Projects each value to a sequence, flattens the sequences and combines each item with its outer value.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TCollection">The inner element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="collectionSelector">Selects the inner sequence for each outer value; a throw becomes <c>OnError</c>.</param>
    /// <param name="resultSelector">Combines an outer value with an inner value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The flattened observable; each inner sequence is enumerated synchronously inside the outer <c>OnNext</c>.</returns>
    public static IObservable<TResult> SelectMany<TSource, TCollection, TResult>(this IObservable<TSource> source, Func<TSource, IEnumerable<TCollection>> collectionSelector, Func<TSource, TCollection, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(collectionSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.SelectManyEnumerable<TSource, TCollection, TResult, Operators.PairManySelector<TSource, TCollection, TResult>>(source, new(collectionSelector, resultSelector));
    }

    /// <summary>Projects each value and its index to a sequence, flattens the sequences and combines each item and its index with its outer value and index.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TCollection">The inner element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="collectionSelector">Selects the inner sequence for each outer value; a throw becomes <c>OnError</c>.</param>
    /// <param name="resultSelector">Combines an outer value with an inner value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The flattened observable; each inner sequence is enumerated synchronously inside the outer <c>OnNext</c>.</returns>
    public static IObservable<TResult> SelectMany<TSource, TCollection, TResult>(this IObservable<TSource> source, Func<TSource, int, IEnumerable<TCollection>> collectionSelector, Func<TSource, int, TCollection, int, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(collectionSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.SelectManyEnumerable<TSource, TCollection, TResult, Operators.IndexedManySelector<TSource, TCollection, TResult>>(source, new(collectionSelector, resultSelector));
    }

    /// <summary>Starts a task for each value and merges the task results.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="selector">Selects the inner sequence for each outer value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The merged observable of task results, in completion order; a faulted or canceled task ends it with an error.</returns>
    public static IObservable<TResult> SelectMany<TSource, TResult>(this IObservable<TSource> source, Func<TSource, Task<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SelectManyValueTask<TSource, TResult, TResult>(source, (x, _, _) => new ValueTask<TResult>(selector(x)), static (_, _, r) => r, usesToken: false);
    }

    /// <summary>Starts a task for each value and its index and merges the task results.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="selector">Selects the inner sequence for each outer value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The merged observable of task results, in completion order; a faulted or canceled task ends it with an error.</returns>
    public static IObservable<TResult> SelectMany<TSource, TResult>(this IObservable<TSource> source, Func<TSource, int, Task<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SelectManyValueTask<TSource, TResult, TResult>(source, (x, i, _) => new ValueTask<TResult>(selector(x, i)), static (_, _, r) => r, usesToken: false);
    }

    /// <summary>Starts a cancelable task for each value and merges the task results; the token is canceled when the subscription is disposed.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="selector">Selects the inner sequence for each outer value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The merged observable of task results, in completion order; a faulted or canceled task ends it with an error.</returns>
    public static IObservable<TResult> SelectMany<TSource, TResult>(this IObservable<TSource> source, Func<TSource, CancellationToken, Task<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SelectManyValueTask<TSource, TResult, TResult>(source, (x, _, t) => new ValueTask<TResult>(selector(x, t)), static (_, _, r) => r, usesToken: true);
    }

    /// <summary>Starts a cancelable task for each value and its index and merges the task results; the token is canceled when the subscription is disposed.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="selector">Selects the inner sequence for each outer value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The merged observable of task results, in completion order; a faulted or canceled task ends it with an error.</returns>
    public static IObservable<TResult> SelectMany<TSource, TResult>(this IObservable<TSource> source, Func<TSource, int, CancellationToken, Task<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SelectManyValueTask<TSource, TResult, TResult>(source, (x, i, t) => new ValueTask<TResult>(selector(x, i, t)), static (_, _, r) => r, usesToken: true);
    }

    /// <summary>Starts a task for each value and merges the task results combined with their outer value.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TTaskResult">The tasks' result type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="taskSelector">Starts the task for each outer value; a throw becomes <c>OnError</c>.</param>
    /// <param name="resultSelector">Combines an outer value with an inner value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The merged observable of task results, in completion order; a faulted or canceled task ends it with an error.</returns>
    public static IObservable<TResult> SelectMany<TSource, TTaskResult, TResult>(this IObservable<TSource> source, Func<TSource, Task<TTaskResult>> taskSelector, Func<TSource, TTaskResult, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(taskSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.SelectManyValueTask<TSource, TTaskResult, TResult>(source, (x, _, _) => new ValueTask<TTaskResult>(taskSelector(x)), (x, _, r) => resultSelector(x, r), usesToken: false);
    }

    /// <summary>Starts a task for each value and its index and merges the task results combined with their outer value and index.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TTaskResult">The tasks' result type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="taskSelector">Starts the task for each outer value; a throw becomes <c>OnError</c>.</param>
    /// <param name="resultSelector">Combines an outer value with an inner value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The merged observable of task results, in completion order; a faulted or canceled task ends it with an error.</returns>
    public static IObservable<TResult> SelectMany<TSource, TTaskResult, TResult>(this IObservable<TSource> source, Func<TSource, int, Task<TTaskResult>> taskSelector, Func<TSource, int, TTaskResult, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(taskSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.SelectManyValueTask<TSource, TTaskResult, TResult>(source, (x, i, _) => new ValueTask<TTaskResult>(taskSelector(x, i)), resultSelector, usesToken: false);
    }

    /// <summary>Starts a cancelable task for each value and merges the task results combined with their outer value; the token is canceled when the subscription is disposed.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TTaskResult">The tasks' result type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="taskSelector">Starts the task for each outer value; a throw becomes <c>OnError</c>.</param>
    /// <param name="resultSelector">Combines an outer value with an inner value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The merged observable of task results, in completion order; a faulted or canceled task ends it with an error.</returns>
    public static IObservable<TResult> SelectMany<TSource, TTaskResult, TResult>(this IObservable<TSource> source, Func<TSource, CancellationToken, Task<TTaskResult>> taskSelector, Func<TSource, TTaskResult, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(taskSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.SelectManyValueTask<TSource, TTaskResult, TResult>(source, (x, _, t) => new ValueTask<TTaskResult>(taskSelector(x, t)), (x, _, r) => resultSelector(x, r), usesToken: true);
    }

    /// <summary>Starts a cancelable task for each value and its index and merges the task results combined with their outer value and index; the token is canceled when the subscription is disposed.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TTaskResult">The tasks' result type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="taskSelector">Starts the task for each outer value; a throw becomes <c>OnError</c>.</param>
    /// <param name="resultSelector">Combines an outer value with an inner value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The merged observable of task results, in completion order; a faulted or canceled task ends it with an error.</returns>
    public static IObservable<TResult> SelectMany<TSource, TTaskResult, TResult>(this IObservable<TSource> source, Func<TSource, int, CancellationToken, Task<TTaskResult>> taskSelector, Func<TSource, int, TTaskResult, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(taskSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.SelectManyValueTask<TSource, TTaskResult, TResult>(source, (x, i, t) => new ValueTask<TTaskResult>(taskSelector(x, i, t)), resultSelector, usesToken: true);
    }
}
