using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>WaitUntil</c>: the first value for which the predicate holds, then completion (upstream disposed).</summary>
internal sealed class WaitUntil<T>(IObservable<T> source, Func<T, bool> predicate) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, predicate);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, bool> predicate) : Sink<T, T>(downstream)
    {
        private bool _done;
        private volatile bool _cancelled;

        public override void OnNext(T value)
        {
            if (_done)
            {
                return;
            }

            bool match;
            try
            {
                match = predicate(value);
            }
            catch (Exception error)
            {
                _done = true;
                Fail(error);
                return;
            }

            if (match)
            {
                _done = true;
                DisposeUpstream();
                Downstream.OnNext(value);
                if (!_cancelled)
                {
                    Downstream.OnCompleted();
                }
            }
        }

        public override void Dispose()
        {
            _cancelled = true;
            DisposeUpstream();
        }
    }
}
