using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Pairwise</c>: from the second value on, sends (previous, current) as a value tuple; no allocation.</summary>
internal sealed class Pairwise<T>(IObservable<T> source) : Producer<(T Previous, T Current)>
{
    public override void Run(ISubscriber<(T Previous, T Current)> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<(T Previous, T Current)> downstream) : Sink<T, (T Previous, T Current)>(downstream)
    {
        private T _previous = default!;
        private bool _hasPrevious;

        public override void OnNext(T value)
        {
            if (!_hasPrevious)
            {
                _hasPrevious = true;
                _previous = value;
                return;
            }

            var previous = _previous;
            _previous = value;
            Downstream.OnNext((previous, value));
        }
    }
}
