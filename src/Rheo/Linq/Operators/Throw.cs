using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Throw</c>: the error at once.</summary>
internal sealed class Throw<T>(Exception error) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        subscriber.OnSubscribe(Disposable.Empty);
        subscriber.OnError(error);
    }
}
