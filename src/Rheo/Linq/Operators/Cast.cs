using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Cast</c>: converts each value to <typeparamref name="TResult"/>; a failed cast becomes <c>OnError</c>.</summary>
internal sealed class Cast<TResult>(IObservable<object?> source) : Producer<TResult>
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
            TResult result;
            try
            {
                result = (TResult)value!;
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            Downstream.OnNext(result);
        }
    }
}
