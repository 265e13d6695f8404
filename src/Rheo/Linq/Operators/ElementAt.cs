using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ElementAt</c> and <c>ElementAtOrDefault</c>: emits the value at <c>index</c>, disposes the upstream and
/// completes; a source that ends before it errors with <see cref="ArgumentOutOfRangeException"/> (or emits the
/// default value).
/// </summary>
internal sealed class ElementAt<T>(IObservable<T> source, int index, bool orDefault) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, index, orDefault);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, int remaining, bool orDefault) : Sink<T, T>(downstream)
    {
        public override void OnNext(T value)
        {
            if (remaining-- == 0)
            {
                Downstream.OnNext(value);
                if (!IsDisposed)
                {
                    DisposeUpstream();
                    Downstream.OnCompleted();
                }
            }
        }

        public override void OnCompleted()
        {
            if (orDefault)
            {
                Downstream.OnNext(default!);
                if (!IsDisposed)
                {
                    Downstream.OnCompleted();
                }
            }
            else
            {
                Downstream.OnError(new ArgumentOutOfRangeException("index"));
            }
        }
    }
}
