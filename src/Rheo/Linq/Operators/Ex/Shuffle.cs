using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Shuffle</c>: shuffles each array in place (Fisher-Yates) and sends it on; no allocation.</summary>
internal sealed class Shuffle<T>(IObservable<T[]> source, Random? random) : Producer<T[]>
{
    public override void Run(ISubscriber<T[]> subscriber)
    {
        var sink = new Sink(subscriber, random ?? Random.Shared);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T[]> downstream, Random random) : Sink<T[], T[]>(downstream)
    {
        public override void OnNext(T[] value)
        {
            if (value is not null)
            {
                try
                {
                    for (var i = value.Length - 1; i > 0; i--)
                    {
                        var j = random.Next(i + 1);
                        (value[i], value[j]) = (value[j], value[i]);
                    }
                }
                catch (Exception error)
                {
                    Fail(error);
                    return;
                }
            }

            Downstream.OnNext(value!);
        }
    }
}
