using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Throttle(throttleDurationSelector)</c>: a value goes out when the sequence selected for it signals (its first
/// value or its completion) before a newer value arrives. A newer value disposes the previous value's sequence before
/// it subscribes its own, and the source's call awaits that subscription. The selected sequence's call that releases
/// the value awaits its delivery; while it is delivered the next source message waits. An error of the selected
/// sequence (or a throwing selector) fails the result; completion first sends the pending value. The selected sequence
/// plays the timer (the sink runs on <c>Scheduler.Immediate</c> and is never armed; it subscribes through
/// <c>Internal/AsyncSignalSubscription</c>). The waiting value lives in <c>Internal/AsyncThrottleValueSink</c>; the
/// gate, the waiting of source messages for a call in flight and the stop on a failing observer in
/// <c>Internal/AsyncTimedSink</c>; this file holds what a value and a signal do.
/// </summary>
internal sealed class ThrottleSelector<T, TThrottle>(IAsyncObservable<T> source, Func<T, IAsyncObservable<TThrottle>> selector) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        new Sink(observer, selector).SubscribeToAsync(source);

    private sealed class Sink(IAsyncObserver<T> downstream, Func<T, IAsyncObservable<TThrottle>> selector) : AsyncThrottleValueSink<T>(downstream, Rheo.Concurrency.Scheduler.Immediate), IAsyncSignalOwner
    {
        private long _id;
        private IAsyncDisposable? _inner;

        public override ValueTask OnNextAsync(T value)
        {
            long id;
            IAsyncDisposable? previous;
            lock (Gate)
            {
                if (DeferNextLocked(value, out var deferred))
                {
                    return deferred;
                }

                SetValueLocked(value);
                id = ++_id;
                previous = _inner;
                _inner = null;
            }

            var dispose = previous?.DisposeAsync() ?? default;
            return dispose.IsCompletedSuccessfully ? Subscribe(value, id) : SubscribeAfter(dispose, value, id);
        }

        protected override bool OnTimerLocked() => false;

        protected override void ClearLocked()
        {
            base.ClearLocked();
            _id++;
            var inner = _inner;
            _inner = null;
            if (inner is not null)
            {
                ValueTaskHelpers.Forget(inner.DisposeAsync());
            }
        }

        private async ValueTask SubscribeAfter(ValueTask dispose, T value, long id)
        {
            await dispose.ConfigureAwait(false);
            await Subscribe(value, id).ConfigureAwait(false);
        }

        private ValueTask Subscribe(T value, long id)
        {
            IAsyncObservable<TThrottle> sequence;
            try
            {
                sequence = selector(value);
            }
            catch (Exception ex)
            {
                return Fail(ex, id);
            }

            return AsyncSignalSubscription.Subscribe(this, sequence, new Signal(this, id), id);
        }

        public ValueTask Attach(IAsyncDisposable handle, long id)
        {
            lock (Gate)
            {
                if (!Done && id == _id && HasValueLocked)
                {
                    _inner = handle;
                    return default;
                }
            }

            // The value was released (or replaced, or the sink ended) while the subscription was being made.
            return handle.DisposeAsync();
        }

        private ValueTask Release(long id)
        {
            T value;
            IAsyncDisposable? inner;
            lock (Gate)
            {
                if (Done || id != _id || !HasValueLocked || Emitting)
                {
                    return default;
                }

                value = TakeValueLocked();
                inner = _inner;
                _inner = null;
                PrepareNextLocked(value);
            }

            if (inner is not null)
            {
                ValueTaskHelpers.Forget(inner.DisposeAsync());
            }

            return EmitFromSourceAsync();
        }

        public ValueTask Fail(Exception error, long id)
        {
            lock (Gate)
            {
                if (Done || id != _id || !HasValueLocked || Emitting)
                {
                    return default;
                }

                PrepareErrorLocked(error);
            }

            return EmitFromSourceAsync();
        }

        private sealed class Signal(Sink parent, long id) : IAsyncObserver<TThrottle>
        {
            public ValueTask OnNextAsync(TThrottle value) => parent.Release(id);

            public ValueTask OnErrorAsync(Exception error) => parent.Fail(error, id);

            public ValueTask OnCompletedAsync() => parent.Release(id);
        }
    }
}
