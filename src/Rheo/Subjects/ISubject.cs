namespace Rheo.Subjects;

/// <summary>An object that is both an observer of <typeparamref name="TSource"/> and an observable of <typeparamref name="TResult"/>.</summary>
/// <typeparam name="TSource">The type of the values it observes.</typeparam>
/// <typeparam name="TResult">The type of the values it produces.</typeparam>
public interface ISubject<in TSource, out TResult> : IObserver<TSource>, IObservable<TResult>
{
}

/// <summary>An object that is both an observer and an observable of <typeparamref name="T"/>.</summary>
/// <typeparam name="T">The element type.</typeparam>
public interface ISubject<T> : ISubject<T, T>
{
}
