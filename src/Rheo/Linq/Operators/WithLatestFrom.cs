using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>WithLatestFrom</c>: each value of the source is combined with the latest value of <c>other</c>
/// (dropped until <c>other</c> has one). <c>other</c> is subscribed first; its completion is ignored, its
/// error fails the sequence. The latest value is guarded by a short lock (the two upstreams meet only
/// there); messages are serialized by a <see cref="HalfSerializer"/>. Nothing is allocated per value.
/// </summary>
internal sealed class WithLatestFrom<TFirst, TSecond, TResult>(IObservable<TFirst> source, IObservable<TSecond> other, Func<TFirst, TSecond, TResult> selector) : Producer<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, selector);
        subscriber.OnSubscribe(sink);
        other.Run(new OtherSubscriber(sink));
        if (!HalfSerializer.IsTerminated(ref sink.State))
        {
            source.Run(sink);
        }
    }

    private sealed class Sink(ISubscriber<TResult> downstream, Func<TFirst, TSecond, TResult> selector) : ISubscriber<TFirst>, IDisposable
    {
        public HalfSerializerState State;
        public IDisposable? Other;
        private readonly Lock _gate = new();
        private IDisposable? _upstream;
        private TSecond _latest = default!;
        private bool _hasLatest;

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

        public void OnNext(TFirst value)
        {
            TSecond latest;
            lock (_gate)
            {
                if (!_hasLatest)
                {
                    return;
                }

                latest = _latest;
            }

            TResult result;
            try
            {
                result = selector(value, latest);
            }
            catch (Exception error)
            {
                Dispose();
                HalfSerializer.ErrorFromValueThread(downstream, error, ref State);
                return;
            }

            HalfSerializer.Next(downstream, result, ref State);
        }

        public void OnError(Exception error)
        {
            Dispose();
            HalfSerializer.ErrorFromValueThread(downstream, error, ref State);
        }

        public void OtherError(Exception error)
        {
            Dispose();
            HalfSerializer.ErrorFromOther(downstream, error, ref State);
        }

        public void OnCompleted()
        {
            Dispose();
            HalfSerializer.CompleteFromValueThread(downstream, ref State);
        }

        public void SetLatest(TSecond value)
        {
            lock (_gate)
            {
                _latest = value;
                _hasLatest = true;
            }
        }

        public void Dispose()
        {
            DisposableSlot.Dispose(ref Other);
            DisposableSlot.Dispose(ref _upstream);
        }
    }

    private sealed class OtherSubscriber(Sink parent) : ISubscriber<TSecond>
    {
        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref parent.Other, upstream);

        public void OnNext(TSecond value) => parent.SetLatest(value);

        public void OnError(Exception error) => parent.OtherError(error);

        public void OnCompleted()
        {
        }
    }
}
