using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>DoOnSubscribe</c>: runs the action on each subscription, before the source is subscribed; a throw becomes <c>OnError</c>.</summary>
internal sealed class DoOnSubscribe<T>(IObservable<T> source, Action action) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        try
        {
            action();
        }
        catch (Exception error)
        {
            subscriber.OnSubscribe(DisposableSlot.Disposed);
            subscriber.OnError(error);
            return;
        }

        source.Run(subscriber);
    }
}
