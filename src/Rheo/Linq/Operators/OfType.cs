using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>OfType</c>: passes the values that are a <typeparamref name="TResult"/>; a type test, no allocation.</summary>
internal sealed class OfType<TResult>(IObservable<object?> source) : Producer<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TResult> downstream) : Sink<object?, TResult>(downstream)
    {
        public override void OnNext(object? value)
        {
            if (value is TResult result)
            {
                Downstream.OnNext(result);
            }
        }
    }
}
