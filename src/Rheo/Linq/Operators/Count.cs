using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Count</c>: an <see cref="int"/> counter in the sink; more than <see cref="int.MaxValue"/> elements is an <see cref="OverflowException"/>.</summary>
internal sealed class Count<T>(IObservable<T> source) : Producer<int>
{
    public override void Run(ISubscriber<int> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<int> downstream) : ResultSink<T, int>(downstream)
    {
        private int _count;

        public override void OnNext(T value)
        {
            if (_count == int.MaxValue)
            {
                Fail(new OverflowException("Arithmetic operation resulted in an overflow."));
                return;
            }

            _count++;
        }

        public override void OnCompleted() => Emit(_count);
    }
}

/// <summary><c>Count(predicate)</c>: counts the elements that satisfy the predicate.</summary>
internal sealed class CountWhere<T>(IObservable<T> source, Func<T, bool> predicate) : Producer<int>
{
    public override void Run(ISubscriber<int> subscriber)
    {
        var sink = new Sink(subscriber, predicate);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<int> downstream, Func<T, bool> predicate) : ResultSink<T, int>(downstream)
    {
        private int _count;

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
