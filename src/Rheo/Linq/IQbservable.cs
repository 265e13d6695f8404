using System.Linq.Expressions;

namespace Rheo.Linq;

/// <summary>
/// An observable query held as an expression tree (the untyped view of <see cref="IQbservable{T}"/>): what
/// <see cref="System.Linq.IQueryable"/> is to <see cref="System.Collections.IEnumerable"/>.
/// </summary>
public interface IQbservable
{
    /// <summary>The type of the elements the query produces.</summary>
    Type ElementType { get; }

    /// <summary>The expression tree of the query.</summary>
    Expression Expression { get; }

    /// <summary>The provider that builds and runs queries over this one.</summary>
    IQbservableProvider Provider { get; }
}

/// <summary>
/// An observable query held as an expression tree: the operators of <see cref="Qbservable"/> extend the tree, and
/// subscribing hands it to the <see cref="IQbservable.Provider"/> to run.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public interface IQbservable<out T> : IQbservable, IObservable<T>
{
}
