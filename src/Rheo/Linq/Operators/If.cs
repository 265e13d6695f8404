using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>If</c>: evaluates the condition on each subscription and runs one of the two sources; a throwing condition becomes <c>OnError</c>.</summary>
internal sealed class If<T>(Func<bool> condition, IObservable<T> thenSource, IObservable<T> elseSource) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        IObservable<T> chosen;
        try
        {
            chosen = condition() ? thenSource : elseSource;
        }
        catch (Exception error)
        {
            chosen = new Throw<T>(error);
        }

        chosen.Run(subscriber);
    }
}
