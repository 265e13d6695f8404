using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Case</c>: evaluates the selector on each subscription and runs the matching source, or the default; a throwing selector becomes <c>OnError</c>.</summary>
internal sealed class Case<TValue, T>(Func<TValue> selector, IDictionary<TValue, IObservable<T>> sources, IObservable<T> defaultSource) : Producer<T>
    where TValue : notnull
{
    public override void Run(ISubscriber<T> subscriber)
    {
        IObservable<T> chosen;
        try
        {
            chosen = sources.TryGetValue(selector(), out var source) ? source : defaultSource;
        }
        catch (Exception error)
        {
            chosen = new Throw<T>(error);
        }

        chosen.Run(subscriber);
    }
}
