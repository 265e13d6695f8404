using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>How a value goes into a chunk: a static member, so the sink's value loop calls it without a virtual call.</summary>
/// <typeparam name="T">The element type.</typeparam>
/// <typeparam name="TChunk">The chunk type.</typeparam>
internal interface IChunkAppend<T, TChunk>
{
    static abstract void Append(TChunk chunk, T value);
}

/// <summary>
/// The sink of <c>Buffer</c> and <c>Window</c> by time (the chunk is a list or a <see cref="SubSequence{T}"/>). With
/// <c>count &gt; 0</c> (the "ferry"): one chunk is open at a time; it closes at <c>count</c> values or <c>timeSpan</c>
/// after it opened, whichever comes first, and the next one opens at once with its own timer. Otherwise a chunk opens
/// every <c>timeShift</c> (the first at subscription) and closes <c>timeSpan</c> after it opened
/// (<see cref="TimeShiftSchedule"/>); when the two are equal (and positive) the chunks are back to back and one periodic
/// timer (<c>SchedulePeriodic</c>, as Rx.NET) closes each and opens the next. Source messages and timer ticks meet under <see cref="Gate"/>, and downstream calls
/// are made under it. At completion the open chunks are closed in order, then the downstream completes; an error goes to
/// the open chunks (<see cref="FailChunk"/>) and then downstream. A subclass says what opening, closing and failing a
/// chunk send; a value goes into the open chunks through <typeparamref name="TAppend"/>, a struct, so the value path has
/// no virtual call.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
/// <typeparam name="TChunk">The chunk type.</typeparam>
/// <typeparam name="TResult">The downstream element type (what a chunk is sent as).</typeparam>
/// <typeparam name="TAppend">Adds a value to a chunk.</typeparam>
internal abstract class TimeChunkSink<T, TChunk, TResult, TAppend>(
    ISubscriber<TResult> downstream, TimeSpan timeSpan, TimeSpan timeShift, int count, IScheduler scheduler) : Sink<T, TResult>(downstream)
    where TChunk : class, TResult
    where TAppend : struct, IChunkAppend<T, TChunk>
{
    /// <summary>Where source messages, timer ticks and the teardown meet.</summary>
    protected readonly Lock Gate = new();

    private readonly Queue<TChunk> _chunks = new();
    private TimeShiftSchedule _schedule;
    private IDisposable? _timer;

    // The one open chunk in the ferry (count > 0); the queue is used otherwise.
    private TChunk? _current;
    private int _n;
    private long _chunkId;
    private bool _done;

    /// <summary>Gets whether the downstream disposed the outer subscription (nothing more is sent to it).</summary>
    protected virtual bool IsOuterDisposed => false;

    /// <summary>Hands the downstream its handle (this sink), opens the first chunk, starts the timer, then subscribes <paramref name="source"/>.</summary>
    public void Run(IObservable<T> source)
    {
        Downstream.OnSubscribe(this);
        Start();
        source.Run(this);
    }

    private void Start()
    {
        lock (Gate)
        {
            if (count > 0)
            {
                OpenChunk();
                StartFerryTimer(0);
            }
            else if (timeSpan == timeShift && timeSpan > TimeSpan.Zero)
            {
                // Back-to-back chunks: one periodic timer, as Rx.NET (a periodic scheduler sees one start, the ticks
                // and one stop); each tick closes the chunk and opens the next.
                OpenChunk();
                DisposableSlot.TrySetOnce(ref _timer, scheduler.SchedulePeriodic(this, timeSpan, static s => s.HopTick()));
            }
            else
            {
                _schedule = new TimeShiftSchedule(timeSpan, timeShift);
                OpenChunk();
                ScheduleNext();
            }
        }
    }

    public override void OnNext(T value)
    {
        lock (Gate)
        {
            if (_done)
            {
                return;
            }

            if (count > 0)
            {
                TAppend.Append(_current!, value);
                if (++_n == count)
                {
                    _n = 0;
                    CloseFerry(++_chunkId);
                }

                return;
            }

            foreach (var chunk in _chunks)
            {
                TAppend.Append(chunk, value);
            }
        }
    }

    public override void OnError(Exception error)
    {
        lock (Gate)
        {
            if (_done)
            {
                return;
            }

            _done = true;
            DisposableSlot.Dispose(ref _timer);
            if (TakeCurrent() is { } current)
            {
                FailChunk(current, error);
            }

            while (_chunks.TryDequeue(out var chunk))
            {
                FailChunk(chunk, error);
            }

            if (!IsOuterDisposed)
            {
                Downstream.OnError(error);
            }
        }
    }

    public override void OnCompleted()
    {
        lock (Gate)
        {
            if (_done)
            {
                return;
            }

            _done = true;
            DisposableSlot.Dispose(ref _timer);
            if (TakeCurrent() is { } current)
            {
                CloseChunk(current);
            }

            while (_chunks.TryDequeue(out var chunk))
            {
                CloseChunk(chunk);
            }

            if (!IsOuterDisposed)
            {
                Downstream.OnCompleted();
            }
        }
    }

    /// <summary>Creates a chunk.</summary>
    protected abstract TChunk CreateChunk();

    /// <summary>Called under the gate after a chunk opened (a window is sent downstream here).</summary>
    protected virtual void ChunkOpened(TChunk chunk)
    {
    }

    /// <summary>Closes a chunk, under the gate (a list is sent downstream, a window completes).</summary>
    protected abstract void CloseChunk(TChunk chunk);

    /// <summary>Fails an open chunk when the source fails, under the gate (a list is dropped, a window gets the error).</summary>
    protected abstract void FailChunk(TChunk chunk, Exception error);

    /// <summary>Stops the timer and the chunks: nothing more is sent (the subscription ended).</summary>
    protected void Stop()
    {
        DisposableSlot.Dispose(ref _timer);
        lock (Gate)
        {
            _done = true;
            _current = null;
            _chunks.Clear();
        }
    }

    private TChunk? TakeCurrent()
    {
        var current = _current;
        _current = null;
        return current;
    }

    private void OpenChunk()
    {
        var chunk = CreateChunk();
        if (count > 0)
        {
            _current = chunk;
        }
        else
        {
            _chunks.Enqueue(chunk);
        }

        ChunkOpened(chunk);
    }

    /// <summary>Closes the ferry's chunk and, unless that ended the subscription, opens the next with its timer.</summary>
    private void CloseFerry(long id)
    {
        CloseChunk(TakeCurrent()!);
        if (_done)
        {
            return;
        }

        OpenChunk();
        StartFerryTimer(id);
    }

    private void StartFerryTimer(long id) =>
        DisposableSlot.TrySetSerial(ref _timer, scheduler.Schedule((this, id), timeSpan, static (_, s) => s.Item1.FerryTick(s.Item2)));

    private IDisposable FerryTick(long id)
    {
        lock (Gate)
        {
            if (_done || id != _chunkId)
            {
                return Disposable.Empty;
            }

            _n = 0;
            CloseFerry(++_chunkId);
        }

        return Disposable.Empty;
    }

    private void HopTick()
    {
        lock (Gate)
        {
            if (_done)
            {
                return;
            }

            if (_chunks.TryDequeue(out var closed))
            {
                CloseChunk(closed);
                if (_done)
                {
                    return;
                }
            }

            OpenChunk();
        }
    }

    private void ScheduleNext()
    {
        var kind = _schedule.Next(out var due);
        DisposableSlot.TrySetMultiple(ref _timer, scheduler.Schedule((this, kind), due, static (_, s) => s.Item1.ShiftTick(s.Item2)));
    }

    private IDisposable ShiftTick(int kind)
    {
        lock (Gate)
        {
            if (_done)
            {
                return Disposable.Empty;
            }

            if ((kind & TimeShiftSchedule.Close) != 0 && _chunks.TryDequeue(out var closed))
            {
                CloseChunk(closed);
                if (_done)
                {
                    return Disposable.Empty;
                }
            }

            if ((kind & TimeShiftSchedule.Open) != 0)
            {
                OpenChunk();
            }

            ScheduleNext();
        }

        return Disposable.Empty;
    }
}

/// <summary>
/// The timetable of <c>Buffer</c> and <c>Window</c> by <c>(timeSpan, timeShift)</c>: a chunk opens every
/// <c>timeShift</c> (the first at subscription) and closes <c>timeSpan</c> after it opened. One timer chain visits the
/// open and close points in order; <see cref="Next"/> gives the next point, as a delay from the previous one, and what
/// happens there (a close, an open, or both when they coincide: the close first). A mutable struct: keep it in a
/// non-<c>readonly</c> field of the sink and call it there, under the sink's lock.
/// </summary>
internal struct TimeShiftSchedule(TimeSpan timeSpan, TimeSpan timeShift)
{
    /// <summary>The oldest open chunk closes at this point.</summary>
    public const int Close = 1;

    /// <summary>A new chunk opens at this point.</summary>
    public const int Open = 2;

    private readonly TimeSpan _timeShift = timeShift;
    private TimeSpan _total;
    private TimeSpan _nextSpan = timeSpan;
    private TimeSpan _nextShift = timeShift;

    /// <summary>Moves to the next point: returns its <see cref="Close"/>/<see cref="Open"/> flags and the delay to it from the point before.</summary>
    public int Next(out TimeSpan due)
    {
        var isSpan = _nextSpan <= _nextShift;
        var isShift = _nextShift <= _nextSpan;
        var next = isSpan ? _nextSpan : _nextShift;
        due = next - _total;
        _total = next;
        if (isSpan)
        {
            _nextSpan += _timeShift;
        }

        if (isShift)
        {
            _nextShift += _timeShift;
        }

        return (isSpan ? Close : 0) | (isShift ? Open : 0);
    }
}
