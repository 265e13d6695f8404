using System.Diagnostics.CodeAnalysis;
using System.Linq.Expressions;

namespace Rheo.Linq;

/// <summary>
/// The local provider (<see cref="Qbservable.Provider"/>): its queries run in this process, by rewriting their tree
/// into the <see cref="Observable"/> calls it stands for (<see cref="LocalQueryRewriter"/>) and compiling it.
/// </summary>
internal sealed class LocalQbservableProvider : IQbservableProvider, IQueryProvider
{
    /// <summary>The one instance.</summary>
    public static readonly LocalQbservableProvider Instance = new();

    private LocalQbservableProvider()
    {
    }

    /// <inheritdoc/>
    public IQbservable<TResult> CreateQuery<TResult>(Expression expression)
    {
        ArgumentNullException.ThrowIfNull(expression);
        if (!typeof(IObservable<TResult>).IsAssignableFrom(expression.Type))
        {
            throw new ArgumentException($"The expression's type {expression.Type} is not an IObservable<{typeof(TResult)}>.", nameof(expression));
        }

        return new LocalQbservable<TResult>(expression);
    }

    // IQueryProvider: only the tree Qbservable.ToQueryable builds, ToQueryable(query), is understood; it runs the
    // query and enumerates its values (blocking, as Observable.ToEnumerable does).
    [UnconditionalSuppressMessage("Trimming", "IL2026", Justification = "Local queries are made only through Qbservable, whose members carry RequiresUnreferencedCode.")]
    [UnconditionalSuppressMessage("AOT", "IL3050", Justification = "Local queries are made only through Qbservable, whose members carry RequiresDynamicCode.")]
    IQueryable<TElement> IQueryProvider.CreateQuery<TElement>(Expression expression)
    {
        ArgumentNullException.ThrowIfNull(expression);
        if (expression is not MethodCallExpression { Method.Name: nameof(Qbservable.ToQueryable) } call
            || call.Method.DeclaringType != typeof(Qbservable))
        {
            throw new ArgumentException("The local provider makes queryables only from a call to Qbservable.ToQueryable.", nameof(expression));
        }

        var source = LocalQueryRewriter.Compile<TElement>(call.Arguments[0]);
        return source.ToEnumerable().AsQueryable();
    }

    IQueryable IQueryProvider.CreateQuery(Expression expression) =>
        throw new NotSupportedException("The local provider makes queryables only through the generic CreateQuery.");

    TResult IQueryProvider.Execute<TResult>(Expression expression) =>
        throw new NotSupportedException("The local provider does not execute scalar queries.");

    object? IQueryProvider.Execute(Expression expression) =>
        throw new NotSupportedException("The local provider does not execute scalar queries.");
}
