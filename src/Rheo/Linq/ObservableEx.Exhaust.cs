using Rheo.Threading.Tasks;

namespace Rheo.Linq;

// ExhaustMap and Exhaust (RxJS's exhaustMap and exhaustAll): the flattening that ignores new inner sequences while
// one is active, next to SelectMany (merge), Concat and Switch. Operator: Operators/ExhaustMap.cs.
public static partial class ObservableEx
{
    /// <summary>
    /// Projects each value to an inner sequence and mirrors it; values that arrive while an inner sequence is active
    /// are ignored (the selector is not called for them). Completes when the source has completed and no inner
    /// sequence is active; an error of the source or of the inner sequence ends it.
    /// </summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="selector">Selects the inner sequence for an accepted value; a throw or a null result becomes <c>OnError</c>.</param>
    /// <returns>The observable; 0 bytes per ignored value.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TResult> ExhaustMap<TSource, TResult>(this IObservable<TSource> source, Func<TSource, IObservable<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.ExhaustMap<TSource, TResult>(source, (x, _) => selector(x));
    }

    /// <summary>
    /// Projects each value and its index to an inner sequence and mirrors it, ignoring values that arrive while an
    /// inner sequence is active. As in RxJS, the index counts the values the selector is called with (0, 1, 2, ...).
    /// </summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="selector">Selects the inner sequence for an accepted value and its index; a throw or a null result becomes <c>OnError</c>.</param>
    /// <returns>The observable; 0 bytes per ignored value.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TResult> ExhaustMap<TSource, TResult>(this IObservable<TSource> source, Func<TSource, int, IObservable<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.ExhaustMap<TSource, TResult>(source, selector);
    }

    /// <summary>Starts a task for each value unless one is still running (values that arrive meanwhile are ignored), and emits the task results.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The task result type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="selector">Starts the task for an accepted value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable of task results; a faulted or canceled task ends it with an error.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TResult> ExhaustMap<TSource, TResult>(this IObservable<TSource> source, Func<TSource, Task<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.ExhaustMap<TSource, TResult>(source, (x, _) => selector(x).ToObservable());
    }

    /// <summary>Starts a task for each value and its index unless one is still running, and emits the task results; the index counts the values a task is started for.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The task result type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="selector">Starts the task for an accepted value and its index; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable of task results; a faulted or canceled task ends it with an error.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TResult> ExhaustMap<TSource, TResult>(this IObservable<TSource> source, Func<TSource, int, Task<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.ExhaustMap<TSource, TResult>(source, (x, i) => selector(x, i).ToObservable());
    }

    /// <summary>
    /// Starts a cancelable task for each value unless one is still running, and emits the task results; the running
    /// task's token is canceled when the subscription is disposed.
    /// </summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The task result type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="selector">Starts the task for an accepted value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable of task results; a faulted or canceled task ends it with an error.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TResult> ExhaustMap<TSource, TResult>(this IObservable<TSource> source, Func<TSource, CancellationToken, Task<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.ExhaustMap<TSource, TResult>(source, (x, _) => Observable.FromAsync(ct => selector(x, ct)));
    }

    /// <summary>
    /// Starts a cancelable task for each value and its index unless one is still running, and emits the task results;
    /// the index counts the values a task is started for, and the running task's token is canceled when the
    /// subscription is disposed.
    /// </summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The task result type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="selector">Starts the task for an accepted value and its index; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable of task results; a faulted or canceled task ends it with an error.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TResult> ExhaustMap<TSource, TResult>(this IObservable<TSource> source, Func<TSource, int, CancellationToken, Task<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.ExhaustMap<TSource, TResult>(source, (x, i) => Observable.FromAsync(ct => selector(x, i, ct)));
    }

    /// <summary>
    /// Mirrors the first inner sequence until it completes, ignoring inner sequences that arrive meanwhile; then the
    /// next inner sequence to arrive, and so on (RxJS's <c>exhaustAll</c>).
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The observable of inner sequences; a null inner sequence becomes <c>OnError</c>.</param>
    /// <returns>The observable; 0 bytes per ignored inner sequence.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="sources"/> is null.</exception>
    public static IObservable<TSource> Exhaust<TSource>(this IObservable<IObservable<TSource>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.ExhaustMap<IObservable<TSource>, TSource>(sources, static (x, _) => x);
    }

    /// <summary>Observes the first task until it finishes, ignoring tasks that arrive meanwhile; then the next task to arrive, and so on.</summary>
    /// <typeparam name="TSource">The task result type.</typeparam>
    /// <param name="sources">The observable of tasks; a null task becomes <c>OnError</c>.</param>
    /// <returns>The observable of task results; a faulted or canceled task ends it with an error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="sources"/> is null.</exception>
    public static IObservable<TSource> Exhaust<TSource>(this IObservable<Task<TSource>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.ExhaustMap<Task<TSource>, TSource>(sources, static (task, _) => task is null ? null! : task.ToObservable());
    }
}
