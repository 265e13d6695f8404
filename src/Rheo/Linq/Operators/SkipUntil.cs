using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>SkipUntil(other)</c>: drops the source's values until <c>other</c> sends a value (then <c>other</c> is
/// disposed and values pass); an error of <c>other</c> fails the sequence. As in Rx.NET, the source completing
/// before <c>other</c> has sent a value does not complete the sequence (the source is let go, <c>other</c> is kept
/// until disposal), and <c>other</c> completing without a value only lets <c>other</c> go. The upstreams meet in an
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

        public override void OnCompleted()
        {
            if (_open)
            {
                base.OnCompleted();
            }
            else
            {
                DisposeSource();
            }
        }

        protected override void OtherNext()
        {
            _open = true;
            DisposeOther();
        }
    }
}
