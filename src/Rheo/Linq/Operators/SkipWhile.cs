using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>SkipWhile</c>: drops values while the predicate holds; after the first miss the predicate is no longer called.</summary>
internal sealed class SkipWhile<T>(IObservable<T> source, Func<T, bool> predicate) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, predicate);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, bool> predicate) : Sink<T, T>(downstream)
    {
        private bool _passing;

        public override void OnNext(T value)
        {
            if (!_passing)
            {
                try
                {
                    _passing = !predicate(value);
                }
                catch (Exception error)
                {
                    Fail(error);
                    return;
                }

                if (!_passing)
                {
                    return;
                }
            }

            Downstream.OnNext(value);
        }
    }
}

/// <summary><c>SkipWhile</c> with the value's index.</summary>
internal sealed class SkipWhileIndexed<T>(IObservable<T> source, Func<T, int, bool> predicate) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, predicate);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, int, bool> predicate) : Sink<T, T>(downstream)
    {
        private bool _passing;
        private int _index;

        public override void OnNext(T value)
        {
            if (!_passing)
            {
                try
                {
                    _passing = !predicate(value, checked(_index++));
                }
                catch (Exception error)
                {
                    Fail(error);
                    return;
                }

                if (!_passing)
                {
                    return;
                }
            }

            Downstream.OnNext(value);
        }
    }
}
