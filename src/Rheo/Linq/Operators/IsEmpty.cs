using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>IsEmpty</c>: false at the first element (the source is disposed then); true on completion.</summary>
internal sealed class IsEmpty<T>(IObservable<T> source) : Producer<bool>
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
                EmitEarly(false);
            }
        }

        public override void OnCompleted() => Emit(true);
    }
}
