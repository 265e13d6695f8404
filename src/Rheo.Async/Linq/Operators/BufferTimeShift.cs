using System.Runtime.CompilerServices;
using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Buffer(timeSpan, timeShift)</c>: a list opens at the subscription and every <c>timeShift</c> after it, and closes
/// <c>timeSpan</c> after it opened (lists overlap when the shift is shorter than the span, and values between two lists
/// are dropped when it is longer). Every value goes into every open list. At an instant where a list closes and another
/// opens, the closing list is sent first and does not receive the values of the new one. Window boundaries keep to the
/// clock while the observer keeps up. Boundaries that pass while a list is being delivered take effect once the
/// observer is done (a source message that waited for that delivery goes first, into the lists still open); a window
/// that opened and ended entirely in such a wait is skipped (nothing could enter it), so the lists waiting for delivery
/// stay bounded and the source is never starved by a timer faster than the observer. Completion sends the closed and
/// the open lists, then completes; an error drops them. Source messages and timer ticks meet under the gate of
/// <c>Internal/AsyncTimedSink</c>, which keeps one timer outstanding, makes a source message wait for a downstream call
/// in flight, sends a source error at once (after a call in flight) and stops the sink when the observer throws or
/// faults; this file holds the operator's own steps (what a value, a tick and the end of a downstream call do).
/// </summary>
internal sealed class BufferTimeShift<T>(IAsyncObservable<T> source, TimeSpan timeSpan, TimeSpan timeShift, IScheduler scheduler) : AsyncObservableBase<IList<T>>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<IList<T>> observer)
    {
        var sink = new Sink(observer, timeSpan.Ticks, timeShift.Ticks, scheduler);
        sink.Start();
        return sink.SubscribeToAsync(source);
    }

    private sealed class Sink(IAsyncObserver<IList<T>> downstream, long span, long shift, IScheduler scheduler) : AsyncTimedSink<T, IList<T>>(downstream, scheduler)
    {
        private readonly Queue<(List<T> List, long CloseAt)> _open = new();
        private readonly Queue<List<T>> _closed = new();
        private long _nextShift;
        private List<T>[] _flush = [];

        public void Start()
        {
            lock (Gate)
            {
                _open.Enqueue(([], span));
                _nextShift = shift;
                ArmLocked(NextBoundaryLocked());
            }
        }

        public override ValueTask OnNextAsync(T value)
        {
            lock (Gate)
            {
                if (DeferNextLocked(value, out var deferred))
                {
                    return deferred;
                }

                foreach (var (list, _) in _open)
                {
                    list.Add(value);
                }
            }

            return default;
        }

        public override ValueTask OnCompletedAsync()
        {
            lock (Gate)
            {
                if (DeferCompletedLocked(out var deferred))
                {
                    return deferred;
                }

                while (_open.Count > 0)
                {
                    _closed.Enqueue(_open.Dequeue().List);
                }

                // PrepareCustomLocked clears what the sink holds: take the lists first.
                _flush = [.. _closed];
                _closed.Clear();
                PrepareCustomLocked();
            }

            return EmitFromSourceAsync();
        }

        protected override bool OnTimerLocked()
        {
            if (Emitting)
            {
                // ContinueLocked re-arms once the delivery chain ends.
                return false;
            }

            var now = Now;
            while (_open.Count > 0 && _open.Peek().CloseAt <= now)
            {
                _closed.Enqueue(_open.Dequeue().List);
            }

            SkipEndedWindowsLocked(now);
            while (_nextShift <= now)
            {
                _open.Enqueue(([], _nextShift + span));
                _nextShift += shift;
            }

            ArmLocked(NextBoundaryLocked());
            return _closed.Count > 0 && PrepareNextLocked(_closed.Dequeue());
        }

        protected override bool ContinueLocked()
        {
            if (_closed.Count > 0)
            {
                return PrepareNextLocked(_closed.Dequeue());
            }

            ArmLocked(NextBoundaryLocked());
            return false;
        }

        protected override void ClearLocked()
        {
            _open.Clear();
            _closed.Clear();
        }

        [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
        protected override async ValueTask RunCustomAsync()
        {
            var lists = _flush;
            _flush = [];
            foreach (var list in lists)
            {
                if (IsDisposed)
                {
                    return;
                }

                await Downstream.OnNextAsync(list).ConfigureAwait(false);
            }

            if (!IsDisposed)
            {
                await Downstream.OnCompletedAsync().ConfigureAwait(false);
            }
        }

        /// <summary>
        /// Moves the next opening past the windows that opened and ended entirely before <paramref name="now"/> (while
        /// the observer was busy) in one step: a late tick costs the windows still open, not one step per missed shift.
        /// </summary>
        private void SkipEndedWindowsLocked(long now)
        {
            // A window opening at t is still open at now when t + span > now, i.e. t >= now - span + 1.
            var firstOpen = now - span + 1;
            if (_nextShift < firstOpen)
            {
                _nextShift += (firstOpen - _nextShift + shift - 1) / shift * shift;
            }
        }

        private long NextBoundaryLocked() => _open.Count > 0 ? Math.Min(_open.Peek().CloseAt, _nextShift) : _nextShift;
    }
}
