using System.Linq.Expressions;
using System.Reflection;
using Rheo.Joins;

namespace Rheo.Linq;

// The join operators of queries: And and Then start queryable patterns and plans (Observable's return the
// observable Pattern and Plan, so they have no generated twin); When's twins take QueryablePlan.
public static partial class Qbservable
{
    /// <summary>Starts a join pattern of queries over two sources (the query form of <see cref="Observable.And{TLeft, TRight}"/>).</summary>
    /// <typeparam name="TLeft">The element type of the first source.</typeparam>
    /// <typeparam name="TRight">The element type of the second source.</typeparam>
    /// <param name="left">The first source.</param>
    /// <param name="right">The second source.</param>
    /// <returns>The pattern, held as its tree.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static QueryablePattern<TLeft, TRight> And<TLeft, TRight>(this IQbservable<TLeft> left, IObservable<TRight> right)
    {
        ArgumentNullException.ThrowIfNull(left);
        ArgumentNullException.ThrowIfNull(right);
        return new QueryablePattern<TLeft, TRight>(
            Expression.Call(
                null,
                ((MethodInfo)MethodBase.GetCurrentMethod()!).MakeGenericMethod(typeof(TLeft), typeof(TRight)),
                left.Expression,
                QbservableArguments.Source(right)));
    }

    /// <summary>The plan of one source (the query form of <see cref="Observable.Then{TSource, TResult}"/>).</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="selector">Maps each value.</param>
    /// <returns>The plan, held as its tree.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static QueryablePlan<TResult> Then<TSource, TResult>(this IQbservable<TSource> source, Expression<Func<TSource, TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new QueryablePlan<TResult>(
            Expression.Call(
                null,
                ((MethodInfo)MethodBase.GetCurrentMethod()!).MakeGenericMethod(typeof(TSource), typeof(TResult)),
                source.Expression,
                selector));
    }
}
