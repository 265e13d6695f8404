namespace Rheo.Linq;

/// <summary>
/// LINQ over <see cref="IObservable{T}"/>: the factory methods and query operators, with Rx.NET's names
/// and overloads. The operators are spread over partial files by family (<c>Observable.Creation.cs</c>,
/// <c>Observable.Filtering.cs</c>, ...); each operator's implementation lives in <c>Linq/Operators/</c>.
/// </summary>
public static partial class Observable
{
}
