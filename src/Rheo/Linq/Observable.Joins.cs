namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>
    /// Pairs every value of <paramref name="left"/> with every value of <paramref name="right"/> whose lifetimes
    /// overlap; a value lives until the first value (or completion) of the duration observable its selector makes.
    /// </summary>
    /// <typeparam name="TLeft">The left element type.</typeparam>
    /// <typeparam name="TRight">The right element type.</typeparam>
    /// <typeparam name="TLeftDuration">The left duration observables' element type.</typeparam>
    /// <typeparam name="TRightDuration">The right duration observables' element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="left">The left source.</param>
    /// <param name="right">The right source.</param>
    /// <param name="leftDurationSelector">Makes the lifetime of a left value.</param>
    /// <param name="rightDurationSelector">Makes the lifetime of a right value.</param>
    /// <param name="resultSelector">Combines an overlapping pair; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; each value costs its map entry and duration subscription while it lives.</returns>
    public static IObservable<TResult> Join<TLeft, TRight, TLeftDuration, TRightDuration, TResult>(this IObservable<TLeft> left, IObservable<TRight> right, Func<TLeft, IObservable<TLeftDuration>> leftDurationSelector, Func<TRight, IObservable<TRightDuration>> rightDurationSelector, Func<TLeft, TRight, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(left);
        ArgumentNullException.ThrowIfNull(right);
        ArgumentNullException.ThrowIfNull(leftDurationSelector);
        ArgumentNullException.ThrowIfNull(rightDurationSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.Join<TLeft, TRight, TLeftDuration, TRightDuration, TResult>(left, right, leftDurationSelector, rightDurationSelector, resultSelector);
    }

    /// <summary>
    /// Emits, for every value of <paramref name="left"/>, the result of <paramref name="resultSelector"/> over the
    /// value and a window of the <paramref name="right"/> values whose lifetimes overlap its own.
    /// </summary>
    /// <typeparam name="TLeft">The left element type.</typeparam>
    /// <typeparam name="TRight">The right element type.</typeparam>
    /// <typeparam name="TLeftDuration">The left duration observables' element type.</typeparam>
    /// <typeparam name="TRightDuration">The right duration observables' element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="left">The left source.</param>
    /// <param name="right">The right source.</param>
    /// <param name="leftDurationSelector">Makes the lifetime of a left value (its window completes then).</param>
    /// <param name="rightDurationSelector">Makes the lifetime of a right value.</param>
    /// <param name="resultSelector">Combines a left value with its window; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; completes when <paramref name="left"/> completes.</returns>
    public static IObservable<TResult> GroupJoin<TLeft, TRight, TLeftDuration, TRightDuration, TResult>(this IObservable<TLeft> left, IObservable<TRight> right, Func<TLeft, IObservable<TLeftDuration>> leftDurationSelector, Func<TRight, IObservable<TRightDuration>> rightDurationSelector, Func<TLeft, IObservable<TRight>, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(left);
        ArgumentNullException.ThrowIfNull(right);
        ArgumentNullException.ThrowIfNull(leftDurationSelector);
        ArgumentNullException.ThrowIfNull(rightDurationSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.GroupJoin<TLeft, TRight, TLeftDuration, TRightDuration, TResult>(left, right, leftDurationSelector, rightDurationSelector, resultSelector);
    }

    /// <summary>Starts a join pattern: values of <paramref name="left"/> and <paramref name="right"/> consumed together (see <see cref="When{TResult}(Joins.Plan{TResult}[])"/>).</summary>
    /// <typeparam name="TLeft">The left element type.</typeparam>
    /// <typeparam name="TRight">The right element type.</typeparam>
    /// <param name="left">The first source.</param>
    /// <param name="right">The second source.</param>
    /// <returns>The pattern; extend it with <c>And</c>, finish it with <c>Then</c>.</returns>
    public static Joins.Pattern<TLeft, TRight> And<TLeft, TRight>(this IObservable<TLeft> left, IObservable<TRight> right)
    {
        ArgumentNullException.ThrowIfNull(left);
        ArgumentNullException.ThrowIfNull(right);
        return new Joins.Pattern<TLeft, TRight>(left, right);
    }

    /// <summary>A plan over one source: each of its values goes through <paramref name="selector"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="selector">Maps a value; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The plan, for <see cref="When{TResult}(Joins.Plan{TResult}[])"/>.</returns>
    public static Joins.Plan<TResult> Then<TSource, TResult>(this IObservable<TSource> source, Func<TSource, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Joins.JoinPlan<TSource, TResult>(source, selector);
    }

    /// <summary>
    /// Runs join plans over shared sources (each distinct source subscribed once): whenever every source of a
    /// plan has a value waiting, one value of each is consumed and combined. Completes when every plan has
    /// met the completion of one of its sources; an error of any source fails the sequence.
    /// </summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="plans">The plans, tried in order.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> When<TResult>(params Joins.Plan<TResult>[] plans)
    {
        ArgumentNullException.ThrowIfNull(plans);
        return When((IEnumerable<Joins.Plan<TResult>>)plans);
    }

    /// <summary>Runs the join plans of the enumerable (see <see cref="When{TResult}(Joins.Plan{TResult}[])"/>).</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="plans">The plans, tried in order.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> When<TResult>(this IEnumerable<Joins.Plan<TResult>> plans)
    {
        ArgumentNullException.ThrowIfNull(plans);
        var copy = plans.ToArray();
        foreach (var plan in copy)
        {
            ArgumentNullException.ThrowIfNull(plan, nameof(plans));
        }

        return new Operators.When<TResult>(copy);
    }
}
