using System.Diagnostics.CodeAnalysis;
using System.Linq.Expressions;
using Rheo.Linq;

namespace Rheo.Joins;

// The queryable patterns of 2 to 16 sources are generated: QueryablePattern.g.cs.

/// <summary>
/// The base of the join patterns of queries (<c>Qbservable.And</c>): a pattern held as the expression tree that
/// builds it, as <see cref="Pattern"/> is for observables.
/// </summary>
public abstract class QueryablePattern : IQueryableJoin
{
    /// <summary>Holds the tree of the pattern.</summary>
    /// <param name="expression">The tree that builds the pattern.</param>
    protected QueryablePattern(Expression expression)
    {
        ArgumentNullException.ThrowIfNull(expression);
        Expression = expression;
    }

    /// <summary>The tree that builds the pattern.</summary>
    public Expression Expression { get; }
}

/// <summary>A join plan of queries (<c>Then</c> on a queryable pattern): the tree that builds the plan, for <c>Qbservable.When</c>.</summary>
/// <typeparam name="TResult">The result type of the plan.</typeparam>
[LocalQueryMethodImplementationType(typeof(Plan<>))]
[RequiresUnreferencedCode(Linq.Qbservable.TrimmingMessage)]
[RequiresDynamicCode(Linq.Qbservable.DynamicCodeMessage)]
public class QueryablePlan<TResult> : IQueryableJoin
{
    internal QueryablePlan(Expression expression)
    {
        Expression = expression;
    }

    /// <summary>The tree that builds the plan.</summary>
    public Expression Expression { get; }
}

/// <summary>A queryable pattern or plan: the tree the local provider rewrites into the observable one.</summary>
internal interface IQueryableJoin
{
    /// <summary>The tree.</summary>
    Expression Expression { get; }
}
