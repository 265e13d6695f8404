using Rheo.Disposables;
using Rheo.Internal;
using Rheo.Subjects;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>RepeatWhen</c> / <c>RetryWhen</c>: per subscription, the handler gets a hot sequence of signals (the source's
/// completions as <c>null</c> for <c>RepeatWhen</c>, its errors for <c>RetryWhen</c>) and returns a sequence whose
/// values subscribe to the source again; its completion completes the result, its error fails it. The source's other
/// terminal message (an error for <c>RepeatWhen</c>, completion for <c>RetryWhen</c>) ends the result at once. A value
/// from the handler while the source is subscribed is ignored. The handler's sequence is subscribed before the source.
/// Resubscriptions run from a drain loop, so a synchronous source and handler never grow the stack. The source's
/// values and the handler's terminal messages meet in a <see cref="HalfSerializer"/>. A throwing handler fails the subscription, and so does one returning null (with a
/// <see cref="NullReferenceException"/>, as in Rx.NET).
/// </summary>
/// <typeparam name="TSource">The element type.</typeparam>
/// <typeparam name="TTrigger">The signal type the handler observes: <see cref="object"/> or <see cref="Exception"/>.</typeparam>
/// <typeparam name="TSignal">The element type of the handler's sequence.</typeparam>
internal sealed class RedoWhen<TSource, TTrigger, TSignal>(
    IObservable<TSource> source,
    Func<IObservable<TTrigger>, IObservable<TSignal>> handler,
    bool retry) : Producer<TSource>
{
    public override void Run(ISubscriber<TSource> subscriber)
    {
        var signals = new Subject<TTrigger>();
        IObservable<TSignal> redo;
        try
        {
            // Rx.NET fails a null handler result with a NullReferenceException; callers may catch that type.
#pragma warning disable CA2201
            redo = handler(signals) ?? throw new NullReferenceException("The handler returned null instead of an observable.");
#pragma warning restore CA2201
        }
        catch (Exception error)
        {
            subscriber.OnSubscribe(Disposable.Empty);
            subscriber.OnError(error);
            return;
        }

        var sink = new Sink(subscriber, source, signals, retry);
        subscriber.OnSubscribe(sink);
        redo.Run(new HandlerSubscriber(sink));
        sink.Next();
    }

    private sealed class Sink(ISubscriber<TSource> downstream, IObservable<TSource> source, Subject<TTrigger> signals, bool retry)
        : ISubscriber<TSource>, IDisposable
    {
        public HalfSerializerState State;
        public IDisposable? Handler;
        private IDisposable? _upstream;
        private int _wip;
        private volatile bool _active;
        private volatile bool _disposed;

        /// <summary>Subscribes to the source unless it is subscribed already (the initial subscription and each handler value).</summary>
        public void Next()
        {
            if (Interlocked.Increment(ref _wip) != 1)
            {
                return;
            }

            var missed = 1;
            while (true)
            {
                if (_disposed || HalfSerializer.IsTerminated(ref State))
                {
                    return;
                }

                if (!_active)
                {
                    _active = true;
                    source.Run(this);
                }

                missed = Interlocked.Add(ref _wip, -missed);
                if (missed == 0)
                {
                    return;
                }
            }
        }

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetSerial(ref _upstream, upstream);

        public void OnNext(TSource value) => HalfSerializer.Next(downstream, value, ref State);

        public void OnError(Exception error)
        {
            if (retry)
            {
                Signal((TTrigger)(object)error);
                return;
            }

            DisposableSlot.Dispose(ref Handler);
            HalfSerializer.ErrorFromValueThread(downstream, error, ref State);
        }

        public void OnCompleted()
        {
            if (!retry)
            {
                Signal(default!);
                return;
            }

            DisposableSlot.Dispose(ref Handler);
            HalfSerializer.CompleteFromValueThread(downstream, ref State);
        }

        public void HandlerError(Exception error)
        {
            Dispose();
            HalfSerializer.ErrorFromOther(downstream, error, ref State);
        }

        public void HandlerCompleted()
        {
            Dispose();
            HalfSerializer.CompleteFromOther(downstream, ref State);
        }

        public void Dispose()
        {
            _disposed = true;
            DisposableSlot.Dispose(ref Handler);
            DisposableSlot.Dispose(ref _upstream);
        }

        private void Signal(TTrigger trigger)
        {
            _active = false;
            signals.OnNext(trigger);
        }
    }

    private sealed class HandlerSubscriber(Sink parent) : ISubscriber<TSignal>
    {
        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref parent.Handler, upstream);

        public void OnNext(TSignal value) => parent.Next();

        public void OnError(Exception error) => parent.HandlerError(error);

        public void OnCompleted() => parent.HandlerCompleted();
    }
}
