using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>AsObservable</c>: hides the identity of the source (a subject cannot be cast back, no fusion sees through
/// it) and adds no stage: a subscriber is handed straight to the source.
/// </summary>
internal sealed class AsObservable<T>(IObservable<T> source) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber) => source.Run(subscriber);
}
