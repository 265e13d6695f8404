using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Defer</c>: calls the factory per subscription and hands the subscriber straight to the result, so
/// it adds no sink and no frame. A throwing factory (or a null result) becomes <c>OnError</c>.
/// </summary>
internal sealed class Defer<T>(Func<IObservable<T>> observableFactory) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        IObservable<T>? source;
        try
        {
            source = observableFactory() ?? throw new InvalidOperationException("The observable factory returned null.");
        }
        catch (Exception error)
        {
            subscriber.OnSubscribe(Disposable.Empty);
            subscriber.OnError(error);
            return;
        }

        source.Run(subscriber);
    }
}
