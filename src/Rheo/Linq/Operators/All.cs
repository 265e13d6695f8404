using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>All</c>: false at the first element that fails the predicate (the source is disposed then); true on completion.</summary>
internal sealed class All<T>(IObservable<T> source, Func<T, bool> predicate) : Producer<bool>
{
    public override void Run(ISubscriber<bool> subscriber)
    {
        var sink = new Sink(subscriber, predicate);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<bool> downstream, Func<T, bool> predicate) : ResultSink<T, bool>(downstream)
    {
        private bool _done;

        public override void OnNext(T value)
        {
            if (_done)
            {
                return;
            }

            bool pass;
            try
            {
                pass = predicate(value);
            }
            catch (Exception error)
            {
                _done = true;
                Fail(error);
                return;
            }

            if (!pass)
            {
                _done = true;
                EmitEarly(false);
            }
        }

        public override void OnCompleted() => Emit(true);
    }
}
