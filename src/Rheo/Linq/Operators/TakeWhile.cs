using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>TakeWhile</c>: passes values while the predicate holds; at the first miss it disposes the upstream and completes.</summary>
internal sealed class TakeWhile<T>(IObservable<T> source, Func<T, bool> predicate) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, predicate);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, bool> predicate) : Sink<T, T>(downstream)
    {
        public override void OnNext(T value)
        {
            bool pass;
            try
            {
                pass = predicate(value);
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            if (pass)
            {
                Downstream.OnNext(value);
            }
            else
            {
                DisposeUpstream();
                Downstream.OnCompleted();
            }
        }
    }
}

/// <summary><c>TakeWhile</c> with the value's index.</summary>
internal sealed class TakeWhileIndexed<T>(IObservable<T> source, Func<T, int, bool> predicate) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, predicate);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, int, bool> predicate) : Sink<T, T>(downstream)
    {
        private int _index;

        public override void OnNext(T value)
        {
            bool pass;
            try
            {
                pass = predicate(value, checked(_index++));
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            if (pass)
            {
                Downstream.OnNext(value);
            }
            else
            {
                DisposeUpstream();
                Downstream.OnCompleted();
            }
        }
    }
}
