using System.Runtime.CompilerServices;
using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Buffer(timeSpan, timeShift)</c>: a list opens at the subscription and every <c>timeShift</c> after it, and closes
/// <c>timeSpan</c> after it opened (lists overlap when the shift is shorter than the span, and values between two lists
/// are dropped when it is longer). Every value goes into every open list. At an instant where a list closes and another
/// opens, the closing list is sent first and does not receive the values of the new one. Window boundaries keep to the
/// clock: a list that closes while the observer is busy waits for it (closed lists queue, in order), and the source's next
/// message waits until the queue has been delivered. Completion sends the queued and the open lists, then completes;
/// an error drops them.
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
        private readonly Queue<List<T>> _open = new();
        private readonly Queue<List<T>> _closed = new();
        private long _nextSpan;
        private long _nextShift;
        private List<T>[] _flush = [];

        public void Start()
        {
            lock (Gate)
            {
                _open.Enqueue([]);
                _nextSpan = span;
                _nextShift = shift;
                ArmLocked(Math.Min(_nextSpan, _nextShift));
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

                foreach (var list in _open)
                {
                    list.Add(value);
                }
            }

            return default;
        }

        public override ValueTask OnErrorAsync(Exception error)
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
                    return RetryErrorAsync(error);
                }

                Done = true;
                ClearLocked();
            }

            CancelTimer();
            return SendTerminalAsync(error);
        }

        public override ValueTask OnCompletedAsync()
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
                    return RetryCompletedAsync();
                }

                while (_open.Count > 0)
                {
                    _closed.Enqueue(_open.Dequeue());
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
            var now = Now;
            var next = Math.Min(_nextSpan, _nextShift);
            while (next <= now)
            {
                if (_nextSpan == next)
                {
                    _nextSpan += shift;
                    _closed.Enqueue(_open.Dequeue());
                }

                if (_nextShift == next)
                {
                    _nextShift += shift;
                    _open.Enqueue([]);
                }

                next = Math.Min(_nextSpan, _nextShift);
            }

            ArmLocked(next);
            return !Emitting && ContinueLocked();
        }

        protected override bool ContinueLocked() => _closed.Count > 0 && PrepareNextLocked(_closed.Dequeue());

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
    }
}
