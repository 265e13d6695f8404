using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Skip(count)</c>: drops the first values, then forwards on a one-compare path.</summary>
internal sealed class Skip<T>(IObservable<T> source, int count) : Producer<T>, ISyncSource<T>
{
    public bool CanRunSync(ref int budget) => SyncSource.CanRun(source, ref budget);

    public bool RunSync(ISyncConsumer<T> consumer) => SyncSource.Run(source, new SkipConsumer(consumer, count));

    /// <summary>Fuses a following <c>Skip</c>: the counts add (saturating).</summary>
    public Skip<T> Combine(int next) => new(source, (int)Math.Min(int.MaxValue, (long)count + next));

    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, count);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, int remaining) : Sink<T, T>(downstream)
    {
        public override void OnNext(T value)
        {
            if (remaining == 0)
            {
                Downstream.OnNext(value);
            }
            else
            {
                remaining--;
            }
        }
    }

    private sealed class SkipConsumer(ISyncConsumer<T> downstream, int remaining) : ISyncConsumer<T>
    {
        public bool Accept(T value)
        {
            if (remaining == 0)
            {
                return downstream.Accept(value);
            }

            remaining--;
            return true;
        }
    }
}
