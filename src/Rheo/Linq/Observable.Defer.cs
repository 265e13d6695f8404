namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>
    /// Returns an observable that calls <paramref name="observableFactory"/> on each subscription and
    /// subscribes to its result. A throwing factory becomes <c>OnError</c>. <c>Concat</c>, <c>Catch</c>
    /// and <c>OnErrorResumeNext</c> expand a deferred source in place, so recursive definitions run on a
    /// constant stack.
    /// </summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="observableFactory">Creates the observable to subscribe to.</param>
    /// <returns>The observable; no allocation of its own per subscription.</returns>
    public static IObservable<TResult> Defer<TResult>(Func<IObservable<TResult>> observableFactory)
    {
        ArgumentNullException.ThrowIfNull(observableFactory);
        return new Operators.Defer<TResult>(observableFactory);
    }
}
