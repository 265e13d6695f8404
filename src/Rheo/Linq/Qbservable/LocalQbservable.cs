using System.Diagnostics.CodeAnalysis;
using System.Linq.Expressions;

namespace Rheo.Linq;

/// <summary>
/// A query of the local provider: either an observable wrapped by <see cref="Qbservable.AsQbservable{TSource}"/>
/// (its tree is a constant holding the query itself) or a tree built by <see cref="Qbservable"/>'s operators, which is
/// rewritten to <see cref="Observable"/> calls and compiled at the first subscription.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class LocalQbservable<T> : IQbservable<T>, ILocalQbservable
{
    private IObservable<T>? _source;

    /// <summary>Wraps <paramref name="source"/>.</summary>
    public LocalQbservable(IObservable<T> source)
    {
        _source = source;
        Expression = Expression.Constant(this);
    }

    /// <summary>A query over <paramref name="expression"/>.</summary>
    public LocalQbservable(Expression expression)
    {
        Expression = expression;
    }

    /// <inheritdoc/>
    public Type ElementType => typeof(T);

    /// <inheritdoc/>
    public Expression Expression { get; }

    /// <inheritdoc/>
    public IQbservableProvider Provider => LocalQbservableProvider.Instance;

    /// <summary>The observable this query stands for, once known (wrapped, or compiled by a subscription).</summary>
    public object? Source => _source;

    /// <inheritdoc/>
    [UnconditionalSuppressMessage("Trimming", "IL2026", Justification = "Local queries are made only through Qbservable, whose members carry RequiresUnreferencedCode.")]
    [UnconditionalSuppressMessage("AOT", "IL3050", Justification = "Local queries are made only through Qbservable, whose members carry RequiresDynamicCode.")]
    public IDisposable Subscribe(IObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        var source = _source ??= LocalQueryRewriter.Compile<T>(Expression);
        return source.Subscribe(observer);
    }

    /// <summary>The wrapped observable's text, or the tree's.</summary>
    public override string ToString() =>
        Expression is ConstantExpression constant && constant.Value == this ? _source?.ToString() ?? "null" : Expression.ToString();
}

/// <summary>The untyped view of <see cref="LocalQbservable{T}"/> the rewriter needs.</summary>
internal interface ILocalQbservable
{
    /// <summary>The observable the query stands for, once known.</summary>
    object? Source { get; }

    /// <summary>The query's tree.</summary>
    Expression Expression { get; }
}
