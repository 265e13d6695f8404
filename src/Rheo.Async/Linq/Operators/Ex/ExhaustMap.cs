using System.Runtime.CompilerServices;
using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>ExhaustMap</c> (RxJS's <c>exhaustMap</c>) over inner sequences: a value that finds no inner sequence active is
/// projected (the index counts the values the selector is called with) and its inner sequence is subscribed from the
/// source's call; a value that arrives while one is active is dropped without calling the selector, and its call
/// completes at once (a flag check, no allocation). The inner sequence's values go downstream through an
/// <see cref="AsyncSerialGate{T}"/>, so the inner producer waits for the observer and a terminal message of the
/// source never overlaps a value. Completes when the source has completed and no inner sequence is active; an error of
/// either (or a throwing or null-returning selector) ends it and lets both go; disposal lets both go. An observer that
/// throws or faults on an inner value stops the whole subscription.
/// </summary>
internal sealed class ExhaustMap<TSource, TResult>(IAsyncObservable<TSource> source, Func<TSource, int, IAsyncObservable<TResult>> selector) : AsyncObservableBase<TResult>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<TResult> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(new AsyncSerialGate<TResult>(observer), selector));

    private sealed class Sink(AsyncSerialGate<TResult> gate, Func<TSource, int, IAsyncObservable<TResult>> selector)
        : AsyncSink<TSource, TResult>(new AsyncSerialGateObserver<TResult>(gate))
    {
        private readonly Lock _lock = new();
        private Inner? _current;
        private int _index;
        private volatile bool _active;
        private bool _outerDone;
        private bool _stopped;

        public override ValueTask OnNextAsync(TSource value)
        {
            // The steady state while an inner sequence runs: the value is dropped and its call completes at once.
            if (_active || IsTerminated)
            {
                return default;
            }

            IAsyncObservable<TResult> inner;
            try
            {
                inner = selector(value, _index++) ?? throw new InvalidOperationException("The selector returned null.");
            }
            catch (Exception ex)
            {
                return FailAndStopAsync(ex);
            }

            var observer = new Inner(this);
            lock (_lock)
            {
                if (_stopped)
                {
                    return default;
                }

                _current = observer;
                _active = true;
            }

            ValueTask<IAsyncDisposable> subscribe;
            try
            {
                subscribe = inner.SubscribeAsync(observer);
            }
            catch (Exception ex)
            {
                return FailAndStopAsync(ex);
            }

            return subscribe.IsCompletedSuccessfully ? observer.SetHandleAsync(subscribe.Result) : SubscribeSlowAsync(subscribe, observer);
        }

        public override ValueTask OnErrorAsync(Exception error) => FailAndStopAsync(error);

        public override ValueTask OnCompletedAsync()
        {
            bool complete;
            lock (_lock)
            {
                _outerDone = true;
                complete = !_active;
            }

            // As in Rx, a source that completes while an inner sequence is active is let go at once.
            return complete ? CompleteEarlyAsync() : DisposeUpstreamAsync();
        }

        public override async ValueTask DisposeAsync()
        {
            gate.Stop();
            var current = Stop();
            await base.DisposeAsync().ConfigureAwait(false);
            if (current is not null)
            {
                await current.DisposeHandleAsync().ConfigureAwait(false);
            }
        }

        /// <summary>Takes no more inner sequences; returns the active one, if any, to be let go.</summary>
        private Inner? Stop()
        {
            lock (_lock)
            {
                _stopped = true;
                var current = _current;
                _current = null;
                return current;
            }
        }

        private bool IsCurrent(Inner inner) => ReferenceEquals(Volatile.Read(ref _current), inner);

        /// <summary>An error of the source, the selector or the inner sequence: the inner sequence and the source are let go, then the error goes downstream.</summary>
        private async ValueTask FailAndStopAsync(Exception error)
        {
            var current = Stop();
            if (current is not null)
            {
                await current.DisposeHandleAsync().ConfigureAwait(false);
            }

            await FailAsync(error).ConfigureAwait(false);
        }

        private async ValueTask SubscribeSlowAsync(ValueTask<IAsyncDisposable> subscribe, Inner observer)
        {
            IAsyncDisposable handle;
            try
            {
                handle = await subscribe.ConfigureAwait(false);
            }
            catch (Exception ex)
            {
                await FailAndStopAsync(ex).ConfigureAwait(false);
                return;
            }

            await observer.SetHandleAsync(handle).ConfigureAwait(false);
        }

        private ValueTask InnerNextAsync(TResult value)
        {
            ValueTask delivery;
            try
            {
                delivery = gate.OnNextAsync(value);
            }
            catch (Exception)
            {
                StopOnObserverFailure();
                throw;
            }

            return delivery.IsCompletedSuccessfully ? delivery : WatchDeliveryAsync(delivery);
        }

        [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
        private async ValueTask WatchDeliveryAsync(ValueTask delivery)
        {
            try
            {
                await delivery.ConfigureAwait(false);
            }
            catch (Exception)
            {
                StopOnObserverFailure();
                throw;
            }
        }

        /// <summary>The observer failed on an inner value: the inner producer that called it stops, and so does the whole subscription.</summary>
        private void StopOnObserverFailure() => ValueTaskHelpers.Forget(DisposeAsync());

        private ValueTask InnerErrorAsync(Inner inner, Exception error) => IsCurrent(inner) ? FailAndStopAsync(error) : default;

        private async ValueTask InnerCompletedAsync(Inner inner)
        {
            bool complete;
            lock (_lock)
            {
                if (!ReferenceEquals(_current, inner))
                {
                    return;
                }

                _current = null;
                _active = false;
                complete = _outerDone;
            }

            await inner.DisposeHandleAsync().ConfigureAwait(false);
            if (complete)
            {
                await CompleteEarlyAsync().ConfigureAwait(false);
            }
        }

        /// <summary>The observer of one inner sequence; it holds that subscription's handle, which may arrive after the sequence ended.</summary>
        private sealed class Inner(Sink parent) : IAsyncObserver<TResult>
        {
            private static readonly IAsyncDisposable Released = new ReleasedMarker();
            private IAsyncDisposable? _handle;

            public ValueTask SetHandleAsync(IAsyncDisposable handle) =>
                Interlocked.CompareExchange(ref _handle, handle, null) is null ? default : handle.DisposeAsync();

            public ValueTask DisposeHandleAsync()
            {
                var handle = Interlocked.Exchange(ref _handle, Released);
                return handle is null || ReferenceEquals(handle, Released) ? default : handle.DisposeAsync();
            }

            public ValueTask OnNextAsync(TResult value) => parent.InnerNextAsync(value);

            public ValueTask OnErrorAsync(Exception error) => parent.InnerErrorAsync(this, error);

            public ValueTask OnCompletedAsync() => parent.InnerCompletedAsync(this);

            private sealed class ReleasedMarker : IAsyncDisposable
            {
                public ValueTask DisposeAsync() => default;
            }
        }
    }
}
