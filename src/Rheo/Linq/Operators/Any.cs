using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Any()</c>: true at the first element (the source is disposed then); false on completion.</summary>
internal sealed class Any<T>(IObservable<T> source) : Producer<bool>
{
    public override void Run(ISubscriber<bool> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<bool> downstream) : ResultSink<T, bool>(downstream)
    {
        private bool _done;

        public override void OnNext(T value)
        {
            if (!_done)
            {
                _done = true;
                EmitEarly(true);
            }
        }

        public override void OnCompleted() => Emit(false);
    }
}

/// <summary><c>Any(predicate)</c>: true at the first element that satisfies the predicate; false on completion.</summary>
internal sealed class AnyWhere<T>(IObservable<T> source, Func<T, bool> predicate) : Producer<bool>
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

            if (pass)
            {
                _done = true;
                EmitEarly(true);
            }
        }

        public override void OnCompleted() => Emit(false);
    }
}
