using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Defer</c>: calls the factory on each subscription and runs what it returns. Operators that walk a
/// list of sources (<c>Concat</c>, <c>Catch</c>, ...) call <see cref="Evaluate"/> themselves
/// (<see cref="FlatSourceStack{T}"/>), so a deferred source in their list adds no stack frame.
/// </summary>
internal sealed class Defer<T>(Func<IObservable<T>> factory) : Producer<T>
{
    /// <summary>Runs the factory; a throwing factory or a null result becomes a failing source.</summary>
    public IObservable<T> Evaluate()
    {
        try
        {
            return factory() ?? new Throw<T>(new InvalidOperationException("The observable factory returned null."));
        }
        catch (Exception error)
        {
            return new Throw<T>(error);
        }
    }

    public override void Run(ISubscriber<T> subscriber)
    {
        IObservable<T> source = this;
        while (source is Defer<T> defer)
        {
            source = defer.Evaluate();
        }

        source.Run(subscriber);
    }
}
