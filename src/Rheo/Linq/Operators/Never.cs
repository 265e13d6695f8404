using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Never</c>: no message at all (a shared instance per type).</summary>
internal sealed class Never<T> : Producer<T>
{
    public static readonly Never<T> Instance = new();

    public override void Run(ISubscriber<T> subscriber) => subscriber.OnSubscribe(Disposable.Empty);
}
