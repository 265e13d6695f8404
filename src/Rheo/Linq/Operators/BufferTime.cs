using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Buffer</c> by time, written directly. <c>(timeSpan, timeShift)</c>: a buffer opens every <c>timeShift</c>
/// (the first at subscription) and closes <c>timeSpan</c> after it opened, so buffers overlap when the shift is
/// shorter and leave gaps when it is longer; one timer chain visits the open and close points in order.
/// <c>(timeSpan, count)</c>: a buffer closes when it holds <c>count</c> values or <c>timeSpan</c> after it opened,
/// whichever comes first, and the timer restarts with the next buffer. At completion the open buffers are
/// emitted in order; an error drops them.
/// </summary>
internal sealed class BufferTime<T>(IObservable<T> source, TimeSpan timeSpan, TimeSpan timeShift, int count, IScheduler scheduler) : Producer<IList<T>>
{
    public override void Run(ISubscriber<IList<T>> subscriber)
    {
        if (count > 0)
        {
            var ferry = new FerrySink(subscriber, timeSpan, count, scheduler);
            subscriber.OnSubscribe(ferry);
            ferry.StartTimer(0);
            source.Run(ferry);
            return;
        }

        var sink = new ShiftSink(subscriber, timeSpan, timeShift, scheduler);
        subscriber.OnSubscribe(sink);
        sink.Start();
        source.Run(sink);
    }

    private sealed class ShiftSink(ISubscriber<IList<T>> downstream, TimeSpan timeSpan, TimeSpan timeShift, IScheduler scheduler) : Sink<T, IList<T>>(downstream)
    {
        private readonly Lock _gate = new();
        private readonly Queue<List<T>> _buffers = new();
        private TimeShiftSchedule _schedule;
        private IDisposable? _timer;
        private bool _done;

        public void Start()
        {
            _schedule = new TimeShiftSchedule(timeSpan, timeShift);
            _buffers.Enqueue([]);
            ScheduleNext();
        }

        public override void OnNext(T value)
        {
            lock (_gate)
            {
                foreach (var buffer in _buffers)
                {
                    buffer.Add(value);
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
                _buffers.Clear();
                DisposableSlot.Dispose(ref _timer);
                Downstream.OnError(error);
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
                while (_buffers.TryDequeue(out var buffer))
                {
                    Downstream.OnNext(buffer);
                }

                Downstream.OnCompleted();
            }
        }

        public override void Dispose()
        {
            DisposableSlot.Dispose(ref _timer);
            lock (_gate)
            {
                _done = true;
                _buffers.Clear();
            }

            base.Dispose();
        }

        private void ScheduleNext()
        {
            var kind = _schedule.Next(out var due);
            DisposableSlot.TrySetMultiple(ref _timer, scheduler.Schedule((this, kind), due, static (_, s) => s.Item1.Tick(s.Item2)));
        }

        private IDisposable Tick(int kind)
        {
            lock (_gate)
            {
                if (_done)
                {
                    return Disposable.Empty;
                }

                if ((kind & TimeShiftSchedule.Close) != 0 && _buffers.TryDequeue(out var closed))
                {
                    Downstream.OnNext(closed);
                }

                if (_done)
                {
                    return Disposable.Empty;
                }

                if ((kind & TimeShiftSchedule.Open) != 0)
                {
                    _buffers.Enqueue([]);
                }

                ScheduleNext();
            }

            return Disposable.Empty;
        }
    }

    private sealed class FerrySink(ISubscriber<IList<T>> downstream, TimeSpan timeSpan, int count, IScheduler scheduler) : Sink<T, IList<T>>(downstream)
    {
        private readonly Lock _gate = new();
        private IDisposable? _timer;
        private List<T> _buffer = [];
        private long _windowId;
        private bool _done;

        public void StartTimer(long id) =>
            DisposableSlot.TrySetSerial(ref _timer, scheduler.Schedule((this, id), timeSpan, static (_, s) => s.Item1.Tick(s.Item2)));

        public override void OnNext(T value)
        {
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                _buffer.Add(value);
                if (_buffer.Count == count)
                {
                    var full = _buffer;
                    _buffer = [];
                    var id = ++_windowId;
                    Downstream.OnNext(full);
                    if (!_done)
                    {
                        StartTimer(id);
                    }
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
                _buffer = [];
                DisposableSlot.Dispose(ref _timer);
                Downstream.OnError(error);
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
                Downstream.OnNext(_buffer);
                Downstream.OnCompleted();
            }
        }

        public override void Dispose()
        {
            DisposableSlot.Dispose(ref _timer);
            lock (_gate)
            {
                _done = true;
            }

            base.Dispose();
        }

        private IDisposable Tick(long id)
        {
            lock (_gate)
            {
                if (_done || id != _windowId)
                {
                    return Disposable.Empty;
                }

                var closed = _buffer;
                _buffer = [];
                var next = ++_windowId;
                Downstream.OnNext(closed);
                if (!_done)
                {
                    StartTimer(next);
                }
            }

            return Disposable.Empty;
        }
    }
}
