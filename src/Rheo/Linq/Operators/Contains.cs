using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Contains</c>: true at the first equal element (the source is disposed then); false on completion.</summary>
internal sealed class Contains<T>(IObservable<T> source, T value, IEqualityComparer<T>? comparer) : Producer<bool>
{
    public override void Run(ISubscriber<bool> subscriber)
    {
        var sink = new Sink(subscriber, value, comparer);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<bool> downstream, T value, IEqualityComparer<T>? comparer) : ResultSink<T, bool>(downstream)
    {
        private bool _done;

        public override void OnNext(T item)
        {
            if (_done)
            {
                return;
            }

            bool equal;
            try
            {
                // The default comparer is called directly so that the JIT devirtualizes it for value types.
                equal = comparer is null ? EqualityComparer<T>.Default.Equals(item, value) : comparer.Equals(item, value);
            }
            catch (Exception error)
            {
                _done = true;
                Fail(error);
                return;
            }

            if (equal)
            {
                _done = true;
                EmitEarly(true);
            }
        }

        public override void OnCompleted() => Emit(false);
    }
}
