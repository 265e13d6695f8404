namespace Rheo.Linq.Operators;

/// <summary>
/// A source that is a factory of sources (<c>Defer</c>): the operators that walk a list of sources
/// (<see cref="FlatSourceStack{T}"/>) evaluate it themselves, so a deferred source in their list adds no stack frame.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal interface IDeferredSource<T>
{
    /// <summary>Runs the factory; a throwing factory or a null result becomes a failing source.</summary>
    IObservable<T> Evaluate();
}
