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
}
