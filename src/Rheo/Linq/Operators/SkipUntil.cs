using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>SkipUntil(other)</c>: drops the source's values until <c>other</c> sends a value (then <c>other</c> is
/// disposed and values pass); an error of <c>other</c> fails the sequence. The upstreams meet in an
/// <see cref="UntilSink{T}"/>: no lock, no allocation per value.
/// </summary>
internal sealed class SkipUntil<T, TOther>(IObservable<T> source, IObservable<TOther> other) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        new Sink(subscriber).Run(source, other);
    }

    private sealed class Sink(ISubscriber<T> downstream) : UntilSink<T>(downstream)
    {
        private volatile bool _open;

        public override void OnNext(T value)
        {
            if (_open)
            {
                HalfSerializer.Next(Downstream, value, ref State);
            }
        }

        protected override void OtherNext()
        {
            _open = true;
            DisposeOther();
        }
    }
}
