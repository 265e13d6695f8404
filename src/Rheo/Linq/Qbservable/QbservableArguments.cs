using System.Diagnostics.CodeAnalysis;
using System.Linq.Expressions;

namespace Rheo.Linq;

/// <summary>How the generated query operators put their arguments into the tree.</summary>
[RequiresUnreferencedCode(Qbservable.TrimmingMessage)]
[RequiresDynamicCode(Qbservable.DynamicCodeMessage)]
internal static class QbservableArguments
{
    /// <summary>A lambda argument: the lambda (quoted by <see cref="Expression.Call(Expression, System.Reflection.MethodInfo, IEnumerable{Expression})"/>), or a typed null.</summary>
    public static Expression Lambda<TDelegate>(Expression<TDelegate>? lambda) =>
        lambda is null ? Expression.Constant(null, typeof(Expression<TDelegate>)) : lambda;

    /// <summary>An observable argument: a query's own tree, otherwise the observable as a constant.</summary>
    public static Expression Source<T>(IObservable<T>? source) =>
        source is IQbservable<T> query ? query.Expression : Expression.Constant(source, typeof(IObservable<T>));

    /// <summary>An array of observables: an array of their trees (<see cref="Source{T}"/>).</summary>
    public static Expression Sources<T>(IObservable<T>[]? sources) =>
        sources is null
            ? Expression.Constant(null, typeof(IObservable<T>[]))
            : Expression.NewArrayInit(typeof(IObservable<T>), sources.Select(Source));

    /// <summary>A sequence of observables: a queryable's tree, otherwise the sequence as a constant.</summary>
    public static Expression Sources<T>(IEnumerable<IObservable<T>>? sources) =>
        sources is IQueryable<IObservable<T>> queryable ? queryable.Expression : Expression.Constant(sources, typeof(IEnumerable<IObservable<T>>));

    /// <summary>An array of queryable plans: an array of their trees.</summary>
    public static Expression Plans<T>(Joins.QueryablePlan<T>[]? plans) =>
        plans is null
            ? Expression.Constant(null, typeof(Joins.QueryablePlan<T>[]))
            : Expression.NewArrayInit(typeof(Joins.QueryablePlan<T>), plans.Select(p => p?.Expression ?? Expression.Constant(null, typeof(Joins.QueryablePlan<T>))));
}
