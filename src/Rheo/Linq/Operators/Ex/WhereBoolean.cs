using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>WhereTrue</c> / <c>WhereFalse</c>: passes the values equal to <c>expected</c>.</summary>
internal sealed class WhereBoolean(IObservable<bool> source, bool expected) : Producer<bool>
{
    public override void Run(ISubscriber<bool> subscriber)
    {
        var sink = new Sink(subscriber, expected);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<bool> downstream, bool expected) : Sink<bool, bool>(downstream)
    {
        public override void OnNext(bool value)
        {
            if (value == expected)
            {
                Downstream.OnNext(value);
            }
        }
    }
}
