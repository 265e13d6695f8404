using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>WhereNotNull</c> over references: one null check per value, no allocation.</summary>
internal sealed class WhereNotNull<T>(IObservable<T?> source) : Producer<T>
    where T : class
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream) : Sink<T?, T>(downstream)
    {
        public override void OnNext(T? value)
        {
            if (value is not null)
            {
                Downstream.OnNext(value);
            }
        }
    }
}

/// <summary><c>WhereNotNull</c> over nullable value types: unwraps the values that have one.</summary>
internal sealed class WhereHasValue<T>(IObservable<T?> source) : Producer<T>
    where T : struct
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream) : Sink<T?, T>(downstream)
    {
        public override void OnNext(T? value)
        {
            if (value.HasValue)
            {
                Downstream.OnNext(value.GetValueOrDefault());
            }
        }
    }
}
