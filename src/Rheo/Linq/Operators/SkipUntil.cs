using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>SkipUntil(other)</c>: drops the source's values until <c>other</c> sends a value (then <c>other</c> is
/// disposed and values pass); an error of <c>other</c> fails the sequence. The upstreams meet in a
/// <see cref="HalfSerializer"/>: no lock, no allocation per value.
/// </summary>
internal sealed class SkipUntil<T, TOther>(IObservable<T> source, IObservable<TOther> other) : Producer<T>
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
        public volatile bool Open;
        private IDisposable? _upstream;

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

        public void OnNext(T value)
        {
            if (Open)
            {
                HalfSerializer.Next(downstream, value, ref State);
            }
        }

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

        public void OnNext(TOther value)
        {
            parent.Open = true;
            DisposableSlot.Dispose(ref parent.Other);
        }

        public void OnError(Exception error) => parent.OtherError(error);

        public void OnCompleted() => DisposableSlot.Dispose(ref parent.Other);
    }
}
