using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Buffer(timeSpan)</c> and <c>Buffer(timeSpan, count)</c>. Without a count, ticks come at a fixed rate from the
/// subscription and each sends the list gathered since the previous one (empty lists too); a tick that finds the
/// observer still busy is skipped and its list stays open until the next. With a count, a list closes when it holds
/// <c>count</c> values or <c>timeSpan</c> after it opened, whichever comes first, and the next window opens when the
/// observer has handled the list. The source's call that fills a list awaits its delivery; while a list is being
/// delivered by the timer the next source message waits. Completion sends the open list (even empty), then completes.
/// Source messages and timer ticks meet under the gate of <c>Internal/AsyncTimedSink</c>, which keeps one timer
/// outstanding, makes a source message wait for a downstream call in flight, sends a source error at once (after a call
/// in flight) and stops the sink when the observer throws or faults; this file holds the operator's own steps (what a
/// value, a tick and the end of a downstream call do).
/// </summary>
internal sealed class BufferTime<T>(IAsyncObservable<T> source, TimeSpan timeSpan, int count, IScheduler scheduler) : AsyncObservableBase<IList<T>>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<IList<T>> observer)
    {
        var sink = new Sink(observer, timeSpan.Ticks, count, scheduler);
        sink.Start();
        return sink.SubscribeToAsync(source);
    }

    private sealed class Sink(IAsyncObserver<IList<T>> downstream, long span, int count, IScheduler scheduler) : AsyncTimedSink<T, IList<T>>(downstream, scheduler)
    {
        private List<T> _buffer = [];
        private long _next;

        private bool Periodic => count == 0;

        public void Start()
        {
            lock (Gate)
            {
                _next = span;
                ArmLocked(_next);
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

                _buffer.Add(value);
                if (Periodic || _buffer.Count < count)
                {
                    return default;
                }

                DisarmLocked();
                PrepareNextLocked(TakeLocked());
            }

            return EmitFromSourceAsync();
        }

        public override ValueTask OnCompletedAsync()
        {
            List<T> last;
            lock (Gate)
            {
                if (DeferCompletedLocked(out var deferred))
                {
                    return deferred;
                }

                Done = true;
                last = _buffer;
                _buffer = [];
            }

            CancelTimer();
            return SendLastThenCompleteAsync(last);
        }

        protected override bool OnTimerLocked()
        {
            if (Periodic)
            {
                var now = Now;
                _next += span;
                if (_next <= now)
                {
                    _next += ((now - _next) / span + 1) * span;
                }

                ArmLocked(_next);
                return !Emitting && PrepareNextLocked(TakeLocked());
            }

            // With a count, the window timer is disarmed while a list is delivered, so the observer is idle here.
            return PrepareNextLocked(TakeLocked());
        }

        protected override bool ContinueLocked()
        {
            if (!Periodic)
            {
                ArmLocked(Now + span);
            }

            return false;
        }

        protected override void ClearLocked() => _buffer = [];

        private List<T> TakeLocked()
        {
            var full = _buffer;
            _buffer = [];
            return full;
        }
    }
}
