using Rheo.Concurrency;

namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>
    /// On each subscription, runs <paramref name="thenSource"/> if <paramref name="condition"/> is true, otherwise
    /// completes on <paramref name="scheduler"/> (as <c>Empty(scheduler)</c>).
    /// </summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="condition">Evaluated per subscription; a throwing condition becomes <c>OnError</c>.</param>
    /// <param name="thenSource">The source when the condition holds.</param>
    /// <param name="scheduler">The scheduler that sends the completion otherwise.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TResult> If<TResult>(Func<bool> condition, IObservable<TResult> thenSource, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(condition);
        ArgumentNullException.ThrowIfNull(thenSource);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.If<TResult>(condition, thenSource, Empty<TResult>(scheduler));
    }

    /// <summary>
    /// On each subscription, runs the source of <paramref name="sources"/> keyed by the selector's value, or completes on
    /// <paramref name="scheduler"/> when none matches (as <c>Empty(scheduler)</c>).
    /// </summary>
    /// <typeparam name="TValue">The key type.</typeparam>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="selector">Evaluated per subscription; a throwing selector becomes <c>OnError</c>.</param>
    /// <param name="sources">The sources by key.</param>
    /// <param name="scheduler">The scheduler that sends the completion when no key matches.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TResult> Case<TValue, TResult>(Func<TValue> selector, IDictionary<TValue, IObservable<TResult>> sources, IScheduler scheduler)
        where TValue : notnull
    {
        ArgumentNullException.ThrowIfNull(selector);
        ArgumentNullException.ThrowIfNull(sources);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.Case<TValue, TResult>(selector, sources, Empty<TResult>(scheduler));
    }
}
