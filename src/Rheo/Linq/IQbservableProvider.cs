using System.Linq.Expressions;

namespace Rheo.Linq;

/// <summary>
/// Makes queries from expression trees: the extension point of <see cref="IQbservable{T}"/>. A provider decides what
/// a query means when it is subscribed (run it locally, rewrite it, ship it elsewhere).
/// </summary>
public interface IQbservableProvider
{
    /// <summary>Makes a query whose expression tree is <paramref name="expression"/>.</summary>
    /// <typeparam name="TResult">The element type of the query.</typeparam>
    /// <param name="expression">The expression tree; its type is an <see cref="IObservable{T}"/> of <typeparamref name="TResult"/>.</param>
    /// <returns>The query.</returns>
    IQbservable<TResult> CreateQuery<TResult>(Expression expression);
}
