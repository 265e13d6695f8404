using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Timeout(dueTime[, other])</c>: if <c>dueTime</c> passes without a value (counted from the subscription, then
/// from the end of each value's delivery, so a slow observer never causes a timeout), the source is disposed and the
/// result fails with <see cref="TimeoutException"/> or continues with <c>other</c>. A value only moves the due time of
/// the one outstanding timer. With an absolute due time the deadline is fixed: values do not move it, and a deadline
/// that passes while a value is being delivered takes effect at the end of that delivery.
/// </summary>
internal sealed class Timeout<T>(IAsyncObservable<T> source, TimeSpan dueTime, DateTimeOffset? absolute, IAsyncObservable<T>? other, IScheduler scheduler) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer, (absolute is { } at ? at - scheduler.Now : dueTime).Ticks, absolute is not null, other, scheduler);
        sink.Start();
        return sink.SubscribeToAsync(source);
    }

    private sealed class Sink(IAsyncObserver<T> downstream, long dueTime, bool fixedDeadline, IAsyncObservable<T>? other, IScheduler scheduler) : AsyncTimedSink<T, T>(downstream, scheduler)
    {
        private static readonly IAsyncDisposable DisposedMarker = new Marker();
        private IAsyncDisposable? _other;
        private bool _timedOut;

        public void Start()
        {
            lock (Gate)
            {
                ArmLocked(dueTime);
            }
        }

        public override ValueTask OnNextAsync(T value)
        {
            lock (Gate)
            {
                if (Done)
                {
                    return default;
                }

                if (Emitting)
                {
                    BeginWaitLocked();
                    return RetryNextAsync(value);
                }

                if (!fixedDeadline)
                {
                    DisarmLocked();
                }

                PrepareNextLocked(value);
            }

            return EmitFromSourceAsync();
        }

        public override ValueTask OnErrorAsync(Exception error) => Terminate(error);

        public override ValueTask OnCompletedAsync() => Terminate(null);

        public override async ValueTask DisposeAsync()
        {
            await base.DisposeAsync().ConfigureAwait(false);
            var previous = Interlocked.Exchange(ref _other, DisposedMarker);
            if (previous is not null && !ReferenceEquals(previous, DisposedMarker))
            {
                await previous.DisposeAsync().ConfigureAwait(false);
            }
        }

        protected override bool OnTimerLocked()
        {
            if (Emitting)
            {
                // Only a fixed deadline can pass during a delivery: it takes effect when the delivery ends.
                _timedOut = true;
                return false;
            }

            return TimeOutLocked();
        }

        protected override bool ContinueLocked()
        {
            if (_timedOut)
            {
                return TimeOutLocked();
            }

            if (!fixedDeadline)
            {
                ArmLocked(Now + dueTime);
            }

            return false;
        }

        private bool TimeOutLocked() => other is null ? PrepareErrorLocked(new TimeoutException()) : PrepareCustomLocked();

        protected override async ValueTask RunCustomAsync()
        {
            await DisposeUpstreamAsync().ConfigureAwait(false);
            IAsyncDisposable handle;
            try
            {
                handle = await other!.SubscribeAsync(Downstream).ConfigureAwait(false);
            }
            catch (Exception ex)
            {
                await Downstream.OnErrorAsync(ex).ConfigureAwait(false);
                return;
            }

            if (Interlocked.CompareExchange(ref _other, handle, null) is not null)
            {
                await handle.DisposeAsync().ConfigureAwait(false);
            }
        }

        private ValueTask Terminate(Exception? error)
        {
            lock (Gate)
            {
                if (Done)
                {
                    return default;
                }

                if (Emitting)
                {
                    BeginWaitLocked();
                    return error is null ? RetryCompletedAsync() : RetryErrorAsync(error);
                }

                Done = true;
            }

            CancelTimer();
            return SendTerminalAsync(error);
        }

        private sealed class Marker : IAsyncDisposable
        {
            public ValueTask DisposeAsync() => default;
        }
    }
}
