using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>TakeUntil(cancellationToken)</c>: relays the source until the token is canceled, then disposes the source and
/// completes. A token already canceled at subscription completes at once without subscribing to the source. The
/// token's callback and the source meet in a <see cref="HalfSerializer"/>, so a cancellation during a value waits
/// for it and nothing follows the terminal message; the registration is removed on any terminal message or disposal.
/// </summary>
internal sealed class TakeUntilCancellationToken<T>(IObservable<T> source, CancellationToken token) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        if (token.IsCancellationRequested)
        {
            sink.Cancel();
            return;
        }

        sink.Register(token);
        if (!HalfSerializer.IsTerminated(ref sink.State))
        {
            source.Run(sink);
        }
    }

    private sealed class Sink(ISubscriber<T> downstream) : ISubscriber<T>, IDisposable
    {
        public HalfSerializerState State;
        private IDisposable? _upstream;
        private readonly Lock _gate = new();
        private CancellationTokenRegistration _registration;
        private bool _released;

        public void Register(CancellationToken token)
        {
            var registration = token.UnsafeRegister(static s => ((Sink)s!).Cancel(), this);
            lock (_gate)
            {
                if (!_released)
                {
                    _registration = registration;
                    return;
                }
            }

            // Terminated or disposed while registering (a synchronous callback included).
            registration.Unregister();
        }

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

        public void OnNext(T value) => HalfSerializer.Next(downstream, value, ref State);

        public void OnError(Exception error)
        {
            ReleaseRegistration();
            HalfSerializer.ErrorFromValueThread(downstream, error, ref State);
        }

        public void OnCompleted()
        {
            ReleaseRegistration();
            HalfSerializer.CompleteFromValueThread(downstream, ref State);
        }

        public void Cancel()
        {
            Dispose();
            HalfSerializer.CompleteFromOther(downstream, ref State);
        }

        public void Dispose()
        {
            ReleaseRegistration();
            DisposableSlot.Dispose(ref _upstream);
        }

        private void ReleaseRegistration()
        {
            CancellationTokenRegistration registration;
            lock (_gate)
            {
                if (_released)
                {
                    return;
                }

                _released = true;
                registration = _registration;
            }

            // Unregister without waiting for a running callback: the callback itself may be the caller.
            registration.Unregister();
        }
    }
}
