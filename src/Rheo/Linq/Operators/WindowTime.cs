using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Window</c> by time, written directly, with the timing of <see cref="BufferTime{T}"/>: <c>(timeSpan,
/// timeShift)</c> opens a window every <c>timeShift</c> and completes it <c>timeSpan</c> later;
/// <c>(timeSpan, count)</c> completes a window at <c>count</c> values or after <c>timeSpan</c>, whichever comes
/// first. Windows are hot: values sent before a window is subscribed are not replayed. The upstream lives while
/// the outer subscription or any window subscription does.
/// </summary>
internal sealed class WindowTime<T>(IObservable<T> source, TimeSpan timeSpan, TimeSpan timeShift, int count, IScheduler scheduler) : Producer<IObservable<T>>
{
    public override void Run(ISubscriber<IObservable<T>> subscriber)
    {
        var sink = new Sink(subscriber, timeSpan, timeShift, count, scheduler);
        subscriber.OnSubscribe(sink);
        sink.Start();
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<IObservable<T>> downstream, TimeSpan timeSpan, TimeSpan timeShift, int count, IScheduler scheduler)
        : Sink<T, IObservable<T>>(downstream), ISubSequenceOwner
    {
        private readonly Lock _gate = new();
        private readonly Queue<SubSequence<T>> _windows = new();
        private TimeShiftSchedule _schedule;
        private IDisposable? _timer;
        private int _n;
        private long _windowId;
        private bool _done;
        private int _refs = 1;
        private int _outerDisposed;

        private bool OuterDisposed => Volatile.Read(ref _outerDisposed) != 0;

        public void Start()
        {
            lock (_gate)
            {
                _schedule = new TimeShiftSchedule(timeSpan, timeShift);
                OpenWindow();
                if (count > 0)
                {
                    StartFerryTimer(0);
                }
                else
                {
                    ScheduleNext();
                }
            }
        }

        public override void OnNext(T value)
        {
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                foreach (var window in _windows)
                {
                    window.OnNext(value);
                }

                if (count > 0 && ++_n == count)
                {
                    _n = 0;
                    var id = ++_windowId;
                    _windows.Dequeue().OnCompleted();
                    OpenWindow();
                    StartFerryTimer(id);
                }
            }
        }

        public override void OnError(Exception error)
        {
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                _done = true;
                DisposableSlot.Dispose(ref _timer);
                while (_windows.TryDequeue(out var window))
                {
                    window.OnError(error);
                }

                if (!OuterDisposed)
                {
                    Downstream.OnError(error);
                }
            }
        }

        public override void OnCompleted()
        {
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                _done = true;
                DisposableSlot.Dispose(ref _timer);
                while (_windows.TryDequeue(out var window))
                {
                    window.OnCompleted();
                }

                if (!OuterDisposed)
                {
                    Downstream.OnCompleted();
                }
            }
        }

        public override void Dispose()
        {
            if (Interlocked.Exchange(ref _outerDisposed, 1) == 0)
            {
                Release();
            }
        }

        public void AddRef() => Interlocked.Increment(ref _refs);

        public void Release()
        {
            if (Interlocked.Decrement(ref _refs) == 0)
            {
                DisposableSlot.Dispose(ref _timer);
                lock (_gate)
                {
                    _done = true;
                }

                DisposeUpstream();
            }
        }

        private void OpenWindow()
        {
            var window = new SubSequence<T>(this);
            _windows.Enqueue(window);
            if (!OuterDisposed)
            {
                Downstream.OnNext(window);
            }
        }

        private void StartFerryTimer(long id) =>
            DisposableSlot.TrySetSerial(ref _timer, scheduler.Schedule((this, id), timeSpan, static (_, s) => s.Item1.FerryTick(s.Item2)));

        private IDisposable FerryTick(long id)
        {
            lock (_gate)
            {
                if (_done || id != _windowId)
                {
                    return Disposable.Empty;
                }

                _n = 0;
                var next = ++_windowId;
                _windows.Dequeue().OnCompleted();
                OpenWindow();
                StartFerryTimer(next);
            }

            return Disposable.Empty;
        }

        private void ScheduleNext()
        {
            var kind = _schedule.Next(out var due);
            DisposableSlot.TrySetMultiple(ref _timer, scheduler.Schedule((this, kind), due, static (_, s) => s.Item1.ShiftTick(s.Item2)));
        }

        private IDisposable ShiftTick(int kind)
        {
            lock (_gate)
            {
                if (_done)
                {
                    return Disposable.Empty;
                }

                if ((kind & TimeShiftSchedule.Close) != 0 && _windows.TryDequeue(out var closed))
                {
                    closed.OnCompleted();
                }

                if ((kind & TimeShiftSchedule.Open) != 0)
                {
                    OpenWindow();
                }

                ScheduleNext();
            }

            return Disposable.Empty;
        }
    }
}
