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

    // IQueryProvider: a tree of an enumerable over queries (Qbservable.ToQueryable, the blocking pull operators
    // Latest, Next, MostRecent, Collect, Chunkify) is rewritten, compiled and run once; the queryable enumerates it.
    [UnconditionalSuppressMessage("Trimming", "IL2026", Justification = "Local queries are made only through Qbservable, whose members carry RequiresUnreferencedCode.")]
    [UnconditionalSuppressMessage("AOT", "IL3050", Justification = "Local queries are made only through Qbservable, whose members carry RequiresDynamicCode.")]
    IQueryable<TElement> IQueryProvider.CreateQuery<TElement>(Expression expression)
    {
        ArgumentNullException.ThrowIfNull(expression);
        if (expression is MethodCallExpression { Method.Name: nameof(Qbservable.ToQueryable) } call && call.Method.DeclaringType == typeof(Qbservable))
        {
            return LocalQueryRewriter.Compile<TElement>(call.Arguments[0]).ToEnumerable().AsQueryable();
        }

        if (!typeof(IEnumerable<TElement>).IsAssignableFrom(expression.Type))
        {
            throw new ArgumentException($"The expression's type {expression.Type} is not an IEnumerable<{typeof(TElement)}>.", nameof(expression));
        }

        var body = LocalQueryRewriter.Rewrite(expression);
        return Expression.Lambda<Func<IEnumerable<TElement>>>(Expression.Convert(body, typeof(IEnumerable<TElement>))).Compile()().AsQueryable();
    }

    IQueryable IQueryProvider.CreateQuery(Expression expression) =>
        throw new NotSupportedException("The local provider makes queryables only through the generic CreateQuery.");

    TResult IQueryProvider.Execute<TResult>(Expression expression) =>
        throw new NotSupportedException("The local provider does not execute scalar queries.");

    object? IQueryProvider.Execute(Expression expression) =>
        throw new NotSupportedException("The local provider does not execute scalar queries.");
}
