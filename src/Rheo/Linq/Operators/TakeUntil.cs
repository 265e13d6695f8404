using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>TakeUntil(other)</c>: relays the source until <c>other</c> sends a value (then completes) or fails
/// (then fails). The two upstreams meet in a <see cref="HalfSerializer"/>: no lock, no allocation and no
/// interlocked instruction per value (a volatile busy flag); the terminal message from <c>other</c> pays one
/// process-wide barrier. <c>other</c> is subscribed first, so a synchronous signal skips the source.
/// </summary>
internal sealed class TakeUntil<T, TOther>(IObservable<T> source, IObservable<TOther> other) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        other.Run(new OtherSubscriber(sink));
        if (!HalfSerializer.IsTerminated(ref sink.State))
        {
            source.Run(sink);
        }
    }

    private sealed class Sink(ISubscriber<T> downstream) : ISubscriber<T>, IDisposable
    {
        public HalfSerializerState State;
        public IDisposable? Other;
        private IDisposable? _upstream;

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

        public void OnNext(T value) => HalfSerializer.Next(downstream, value, ref State);

        public void OnError(Exception error)
        {
            DisposableSlot.Dispose(ref Other);
            HalfSerializer.ErrorFromValueThread(downstream, error, ref State);
        }

        public void OnCompleted()
        {
            DisposableSlot.Dispose(ref Other);
            HalfSerializer.CompleteFromValueThread(downstream, ref State);
        }

        public void OtherNext()
        {
            Dispose();
            HalfSerializer.CompleteFromOther(downstream, ref State);
        }

        public void OtherError(Exception error)
        {
            Dispose();
            HalfSerializer.ErrorFromOther(downstream, error, ref State);
        }

        public void Dispose()
        {
            DisposableSlot.Dispose(ref Other);
            DisposableSlot.Dispose(ref _upstream);
        }
    }

    private sealed class OtherSubscriber(Sink parent) : ISubscriber<TOther>
    {
        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref parent.Other, upstream);

        public void OnNext(TOther value) => parent.OtherNext();

        public void OnError(Exception error) => parent.OtherError(error);

        public void OnCompleted() => DisposableSlot.Dispose(ref parent.Other);
    }
}
