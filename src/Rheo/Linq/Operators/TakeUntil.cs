using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>TakeUntil(other)</c>: relays the source until <c>other</c> sends a value (then completes) or fails
/// (then fails). The two upstreams meet in an <see cref="UntilSink{T}"/>: no lock, no allocation and no
/// interlocked instruction per value (a volatile busy flag); the terminal message from <c>other</c> pays one
/// process-wide barrier. <c>other</c> is subscribed first, so a synchronous signal skips the source. A foreign source
/// calls the sink itself, with no <c>ForeignSourceObserver</c> frame between (<see cref="UntilSink{T}.Run{TOther}"/>).
/// </summary>
internal sealed class TakeUntil<T, TOther>(IObservable<T> source, IObservable<TOther> other) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        new Sink(subscriber).Run(source, other);
    }

    private sealed class Sink(ISubscriber<T> downstream) : UntilSink<T>(downstream)
    {
        public override void OnNext(T value) => HalfSerializer.Next(Downstream, value, ref State);

        protected override bool EntersForeignSources => true;

        protected override void OtherNext()
        {
            DisposeHandles();
            HalfSerializer.CompleteFromOther(Downstream, ref State);
        }
    }
}
