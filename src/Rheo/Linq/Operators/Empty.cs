using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Empty</c>: completion at once (a shared instance per type).</summary>
internal sealed class Empty<T> : Producer<T>, ISyncSource<T>
{
    public static readonly Empty<T> Instance = new();

    public bool CanRunSync(ref int budget) => true;

    public bool RunSync(ISyncConsumer<T> consumer) => true;

    public override void Run(ISubscriber<T> subscriber)
    {
        subscriber.OnSubscribe(Disposable.Empty);
        subscriber.OnCompleted();
    }
}
