using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Timeout([firstTimeout,] timeoutDurationSelector[, other])</c>: the first value must arrive before
/// <c>firstTimeout</c> signals (its first value or its completion; no limit without it), and each next one before the
/// sequence selected for the previous value signals. That sequence is subscribed once the value has been delivered (the
/// source's call awaits both), so a slow observer never causes a timeout. On timeout the source and the timeout
/// sequence are disposed and the result fails with <see cref="TimeoutException"/> or continues with <c>other</c>. An
/// error of the current timeout sequence, or a throwing selector, fails the result. The timeout sequences play the
/// timer (the sink runs on <c>Scheduler.Immediate</c> and is never armed; they are subscribed through
/// <c>Internal/AsyncSignalSubscription</c>). The timeout itself (the error or the switch to <c>other</c>) and the
/// source's error and completion live in <c>Internal/AsyncTimeoutFallbackSink</c>; the gate and the stop on a failing
/// observer in <c>Internal/AsyncTimedSink</c>; this file holds what a value and a signal do.
/// </summary>
internal sealed class TimeoutSelector<T, TTimeout>(
    IAsyncObservable<T> source,
    IAsyncObservable<TTimeout>? firstTimeout,
    Func<T, IAsyncObservable<TTimeout>> selector,
    IAsyncObservable<T>? other) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer, selector, other);
        if (firstTimeout is null)
        {
            return sink.SubscribeToAsync(source);
        }

        var start = sink.WatchAsync(firstTimeout, 0);
        return start.IsCompletedSuccessfully ? sink.SubscribeToAsync(source) : SubscribeAfter(start, sink);
    }

    private async ValueTask<IAsyncDisposable> SubscribeAfter(ValueTask start, Sink sink)
    {
        await start.ConfigureAwait(false);
        return await sink.SubscribeToAsync(source).ConfigureAwait(false);
    }

    private sealed class Sink(IAsyncObserver<T> downstream, Func<T, IAsyncObservable<TTimeout>> selector, IAsyncObservable<T>? other)
        : AsyncTimeoutFallbackSink<T>(downstream, Rheo.Concurrency.Scheduler.Immediate, other), IAsyncSignalOwner
    {
        private IAsyncDisposable? _inner;
        private long _id;

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

                id = ++_id;
                previous = _inner;
                _inner = null;
                PrepareNextLocked(value);
            }

            if (previous is not null)
            {
                ValueTaskHelpers.Forget(previous.DisposeAsync());
            }

            var emit = EmitFromSourceAsync();
            if (!emit.IsCompletedSuccessfully)
            {
                return WatchAfter(emit, value, id);
            }

            emit.GetAwaiter().GetResult();
            return WatchNext(value, id);
        }

        /// <summary>Subscribes to the timeout sequence of the value numbered <paramref name="id"/>.</summary>
        public ValueTask WatchAsync(IAsyncObservable<TTimeout> timeout, long id)
            => AsyncSignalSubscription.Subscribe(this, timeout, new Signal(this, id), id);

        protected override bool OnTimerLocked() => false;

        protected override void ClearLocked()
        {
            _id++;
            var inner = _inner;
            _inner = null;
            if (inner is not null)
            {
                ValueTaskHelpers.Forget(inner.DisposeAsync());
            }
        }

        private async ValueTask WatchAfter(ValueTask emit, T value, long id)
        {
            await emit.ConfigureAwait(false);
            await WatchNext(value, id).ConfigureAwait(false);
        }

        private ValueTask WatchNext(T value, long id)
        {
            IAsyncObservable<TTimeout> timeout;
            lock (Gate)
            {
                if (Done || id != _id)
                {
                    return default;
                }
            }

            try
            {
                timeout = selector(value);
            }
            catch (Exception ex)
            {
                return Fail(ex, id);
            }

            return WatchAsync(timeout, id);
        }

        public ValueTask Attach(IAsyncDisposable handle, long id)
        {
            lock (Gate)
            {
                if (!Done && id == _id)
                {
                    _inner = handle;
                    return default;
                }
            }

            // The timeout sequence signalled, a newer value arrived, or the sink ended while it was being subscribed.
            return handle.DisposeAsync();
        }

        private ValueTask TimeOut(long id)
        {
            lock (Gate)
            {
                if (Done || id != _id || Emitting)
                {
                    return default;
                }

                TimeOutLocked();
            }

            return EmitFromSourceAsync();
        }

        public ValueTask Fail(Exception error, long id)
        {
            lock (Gate)
            {
                if (Done || id != _id || Emitting)
                {
                    return default;
                }

                PrepareErrorLocked(error);
            }

            return EmitFromSourceAsync();
        }

        private sealed class Signal(Sink parent, long id) : IAsyncObserver<TTimeout>
        {
            public ValueTask OnNextAsync(TTimeout value) => parent.TimeOut(id);

            public ValueTask OnErrorAsync(Exception error) => parent.Fail(error, id);

            public ValueTask OnCompletedAsync() => parent.TimeOut(id);
        }
    }
}
