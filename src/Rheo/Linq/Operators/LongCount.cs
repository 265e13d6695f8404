using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>LongCount</c>: a <see cref="long"/> counter in the sink.</summary>
internal sealed class LongCount<T>(IObservable<T> source) : Producer<long>
{
    public override void Run(ISubscriber<long> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<long> downstream) : ResultSink<T, long>(downstream)
    {
        private long _count;

        public override void OnNext(T value)
        {
            if (_count == long.MaxValue)
            {
                Fail(new OverflowException("Arithmetic operation resulted in an overflow."));
                return;
            }

            _count++;
        }

        public override void OnCompleted() => Emit(_count);
    }
}

/// <summary><c>LongCount(predicate)</c>: counts the elements that satisfy the predicate.</summary>
internal sealed class LongCountWhere<T>(IObservable<T> source, Func<T, bool> predicate) : Producer<long>
{
    public override void Run(ISubscriber<long> subscriber)
    {
        var sink = new Sink(subscriber, predicate);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<long> downstream, Func<T, bool> predicate) : ResultSink<T, long>(downstream)
    {
        private long _count;

        public override void OnNext(T value)
        {
            try
            {
                if (predicate(value))
                {
                    _count = checked(_count + 1);
                }
            }
            catch (Exception error)
            {
                Fail(error);
            }
        }

        public override void OnCompleted() => Emit(_count);
    }
}
