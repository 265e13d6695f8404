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

    /// <summary>
    /// Into a foreign observer the sink calls the observer itself (<c>Producer.RunEdge</c>): one frame per value less.
    /// The <see cref="HalfSerializer"/> state it reads before each value stands for <c>edge.IsEnded</c>: the edge ends only
    /// through this sink's terminal messages (sent after the state records them) or its <c>Dispose</c>, which disposes
    /// this sink and so silences the state.
    /// </summary>
    protected override void RunEdge(EdgeObserver<T> edge)
    {
        new EdgeSink(edge).Run(source, other);
    }

    private sealed class EdgeSink(EdgeObserver<T> edge) : UntilSink<T>(edge)
    {
        private readonly IObserver<T> _observer = edge.Observer;

        public override void OnNext(T value)
        {
            Volatile.Write(ref State.Busy, 1);
            if (!HalfSerializer.IsTerminated(ref State))
            {
                try
                {
                    _observer.OnNext(value);
                }
                catch
                {
                    // The user's observer failed: nothing more reaches it, and the sources stop (as the edge's own guard).
                    edge.Dispose();
                    throw;
                }
            }

            Volatile.Write(ref State.Busy, 0);
            if (HalfSerializer.IsTerminated(ref State))
            {
                HalfSerializer.EmitRequested(edge, ref State);
            }
        }

        protected override bool EntersForeignSources => true;

        protected override void OtherNext()
        {
            DisposeHandles();
            HalfSerializer.CompleteFromOther(Downstream, ref State);
        }
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
