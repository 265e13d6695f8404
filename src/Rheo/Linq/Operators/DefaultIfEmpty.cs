using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>DefaultIfEmpty</c>: passes values; a source that completes empty yields the default value first.</summary>
internal sealed class DefaultIfEmpty<T>(IObservable<T> source, T defaultValue) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, defaultValue);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, T defaultValue) : Sink<T, T>(downstream)
    {
        private bool _any;

        public override void OnNext(T value)
        {
            _any = true;
            Downstream.OnNext(value);
        }

        public override void OnCompleted()
        {
            if (!_any)
            {
                Downstream.OnNext(defaultValue);
                if (IsDisposed)
                {
                    return;
                }
            }

            Downstream.OnCompleted();
        }
    }
}
