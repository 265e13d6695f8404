using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Timeout([firstTimeout,] timeoutDurationSelector[, other])</c>: the first value must arrive before
/// <c>firstTimeout</c> signals, and each next one before the sequence the selector returned for the previous
/// value signals (a value or completion). On timeout the source is disposed (cancelling its work) and
/// <c>other</c> takes over, by default an error with <see cref="TimeoutException"/>.
/// </summary>
internal sealed class TimeoutSelector<T, TTimeout>(IObservable<T> source, IObservable<TTimeout>? firstTimeout, Func<T, IObservable<TTimeout>> timeoutDurationSelector, IObservable<T>? other) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, timeoutDurationSelector, other);
        subscriber.OnSubscribe(sink);
        if (firstTimeout is not null)
        {
            sink.Watch(firstTimeout, 0);
        }

        if (Volatile.Read(ref sink.Index) != long.MaxValue)
        {
            source.Run(sink);
        }
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, IObservable<TTimeout>> selector, IObservable<T>? other) : Sink<T, T>(downstream)
    {
        public long Index;
        private IDisposable? _timeout;
        private IDisposable? _other;

        public void Watch(IObservable<TTimeout> timeout, long index)
        {
            var observer = new TimeoutObserver(this, index);
            if (DisposableSlot.TrySetSerial(ref _timeout, observer))
            {
                timeout.Run(observer);
            }
        }

        public override void OnNext(T value)
        {
            var index = Volatile.Read(ref Index);
            if (index == long.MaxValue || Interlocked.CompareExchange(ref Index, index + 1, index) != index)
            {
                return;
            }

            DisposableSlot.TrySetSerial(ref _timeout, null);
            Downstream.OnNext(value);
            IObservable<TTimeout> timeout;
            try
            {
                timeout = selector(value);
            }
            catch (Exception error)
            {
                if (Interlocked.Exchange(ref Index, long.MaxValue) != long.MaxValue)
                {
                    DisposableSlot.Dispose(ref _timeout);
                    Fail(error);
                }

                return;
            }

            Watch(timeout, index + 1);
        }

        public override void OnError(Exception error)
        {
            if (Interlocked.Exchange(ref Index, long.MaxValue) != long.MaxValue)
            {
                DisposableSlot.Dispose(ref _timeout);
                Downstream.OnError(error);
            }
        }

        public override void OnCompleted()
        {
            if (Interlocked.Exchange(ref Index, long.MaxValue) != long.MaxValue)
            {
                DisposableSlot.Dispose(ref _timeout);
                Downstream.OnCompleted();
            }
        }

        public override void Dispose()
        {
            DisposableSlot.Dispose(ref _timeout);
            DisposableSlot.Dispose(ref _other);
            base.Dispose();
        }

        public void TimedOut(long index)
        {
            if (Interlocked.CompareExchange(ref Index, long.MaxValue, index) != index)
            {
                return;
            }

            DisposeUpstream();
            DisposableSlot.Dispose(ref _timeout);
            if (other is null)
            {
                Downstream.OnError(new TimeoutException());
            }
            else if (!DisposableSlot.IsDisposed(Volatile.Read(ref _other)))
            {
                other.Run(new OtherSubscriber(this));
            }
        }

        public void TimeoutFailed(long index, Exception error)
        {
            if (Interlocked.CompareExchange(ref Index, long.MaxValue, index) == index)
            {
                DisposeUpstream();
                DisposableSlot.Dispose(ref _timeout);
                Downstream.OnError(error);
            }
        }

        private sealed class OtherSubscriber(Sink parent) : ISubscriber<T>
        {
            public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref parent._other, upstream);

            public void OnNext(T value) => parent.Downstream.OnNext(value);

            public void OnError(Exception error) => parent.Downstream.OnError(error);

            public void OnCompleted() => parent.Downstream.OnCompleted();
        }
    }

    private sealed class TimeoutObserver(Sink parent, long index) : ISubscriber<TTimeout>, IDisposable
    {
        private IDisposable? _upstream;

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref _upstream, upstream);

        public void OnNext(TTimeout value) => parent.TimedOut(index);

        public void OnError(Exception error) => parent.TimeoutFailed(index, error);

        public void OnCompleted() => parent.TimedOut(index);

        public void Dispose() => DisposableSlot.Dispose(ref _upstream);
    }
}
