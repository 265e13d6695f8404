using Rheo.Concurrency;

namespace Rheo.Linq;

// Rx.NET's experimental operators (System.Reactive.Linq.ObservableEx), with its names and overloads.
public static partial class ObservableEx
{
    /// <summary>
    /// Creates an observable from an iterator: per subscription, <paramref name="iteratorMethod"/> gets the observer
    /// (to send values to) and yields observables that are subscribed one after another (their values are ignored);
    /// the result completes when the iteration ends and fails when a yielded observable or the iterator fails.
    /// </summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="iteratorMethod">The iterator; enumerated lazily, once per subscription.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="iteratorMethod"/> is null.</exception>
    public static IObservable<TResult> Create<TResult>(Func<IObserver<TResult>, IEnumerable<IObservable<object>>> iteratorMethod)
    {
        ArgumentNullException.ThrowIfNull(iteratorMethod);
        return Observable.Create<TResult>(observer => iteratorMethod(observer).Concat().Subscribe(new Operators.TerminalOnlyObserver<TResult>(observer)));
    }

    /// <summary>
    /// Creates an observable from an iterator that yields observables, subscribed one after another (their values are
    /// ignored); the result sends no values and completes when the iteration ends, or fails with the first error.
    /// </summary>
    /// <param name="iteratorMethod">The iterator; enumerated lazily, once per subscription.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="iteratorMethod"/> is null.</exception>
    public static IObservable<Unit> Create(Func<IEnumerable<IObservable<object>>> iteratorMethod)
    {
        ArgumentNullException.ThrowIfNull(iteratorMethod);
        return Observable.Create<Unit>(observer => iteratorMethod().Concat().Subscribe(new Operators.TerminalOnlyObserver<Unit>(observer)));
    }

    /// <summary>
    /// Expands the source recursively: emits its values and, for each value emitted, subscribes to
    /// <paramref name="selector"/>'s sequence for it, whose values are expanded in turn; subscriptions are made by work
    /// items on <paramref name="scheduler"/>. Completes when every subscribed sequence has completed.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The initial sequence.</param>
    /// <param name="selector">Makes the sequence for a value; a throwing selector becomes <c>OnError</c>.</param>
    /// <param name="scheduler">Runs the subscriptions, one per work item.</param>
    /// <returns>The observable; the first error of any sequence fails it.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TSource> Expand<TSource>(this IObservable<TSource> source, Func<TSource, IObservable<TSource>> selector, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.Expand<TSource>(source, selector, scheduler);
    }

    /// <summary>Expands the source recursively (see the overload with a scheduler), subscribing on <see cref="Scheduler.CurrentThread"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The initial sequence.</param>
    /// <param name="selector">Makes the sequence for a value; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TSource> Expand<TSource>(this IObservable<TSource> source, Func<TSource, IObservable<TSource>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.Expand<TSource>(source, selector, Scheduler.CurrentThread);
    }

    /// <summary>
    /// Runs both sources to completion and emits the selector over their last values, then completes; completes without
    /// a value when either source sent none. The first error fails the result.
    /// </summary>
    /// <typeparam name="TSource1">The element type of the first source.</typeparam>
    /// <typeparam name="TSource2">The element type of the second source.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="first">The first source.</param>
    /// <param name="second">The second source.</param>
    /// <param name="resultSelector">Combines the last values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable of at most one value.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TResult> ForkJoin<TSource1, TSource2, TResult>(this IObservable<TSource1> first, IObservable<TSource2> second, Func<TSource1, TSource2, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.ForkJoinPair<TSource1, TSource2, TResult>(first, second, resultSelector);
    }

    /// <summary>
    /// Runs all sources to completion and emits the array of their last values, then completes. A source that completes
    /// without a value completes the result at once without one (as does an empty array); the first error fails it.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources.</param>
    /// <returns>The observable of at most one array.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="sources"/> is null.</exception>
    public static IObservable<TSource[]> ForkJoin<TSource>(params IObservable<TSource>[] sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.ForkJoin<TSource>(sources);
    }

    /// <summary>
    /// Runs all sources to completion and emits the array of their last values, then completes (see the array overload);
    /// the sequence of sources is enumerated once per subscription.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources.</param>
    /// <returns>The observable of at most one array.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="sources"/> is null.</exception>
    public static IObservable<TSource[]> ForkJoin<TSource>(this IEnumerable<IObservable<TSource>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.ForkJoin<TSource>(sources);
    }

    /// <summary>Applies <paramref name="selector"/> to the source once, now, and returns its result (to name a sequence inside a query).</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TResult">The element type of the result.</typeparam>
    /// <param name="source">The source, passed to the selector.</param>
    /// <param name="selector">Builds the result from the source.</param>
    /// <returns>What <paramref name="selector"/> returns.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TResult> Let<TSource, TResult>(this IObservable<TSource> source, Func<IObservable<TSource>, IObservable<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return selector(source);
    }

    /// <summary>
    /// For each value, emits <paramref name="selector"/> applied to the sequence that starts with that value and goes on
    /// with the source's later values and terminal message (a comonadic bind); results are sent on <paramref name="scheduler"/>.
    /// </summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="selector">Maps a suffix of the source to a result; a throwing selector becomes <c>OnError</c>.</param>
    /// <param name="scheduler">The scheduler results are sent on.</param>
    /// <returns>The observable of results.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TResult> ManySelect<TSource, TResult>(this IObservable<TSource> source, Func<IObservable<TSource>, TResult> selector, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        ArgumentNullException.ThrowIfNull(scheduler);
        return Operators.ManySelect.Create(source, selector, scheduler);
    }

    /// <summary>For each value, emits <paramref name="selector"/> applied to the sequence that starts with that value (see the overload with a scheduler), sent on <see cref="Scheduler.Default"/>.</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="selector">Maps a suffix of the source to a result; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable of results.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TResult> ManySelect<TSource, TResult>(this IObservable<TSource> source, Func<IObservable<TSource>, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return Operators.ManySelect.Create(source, selector, Scheduler.Default);
    }
}
