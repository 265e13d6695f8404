using Rheo.Concurrency;

namespace Rheo.Async.Subjects;

/// <summary>
/// A subject that records its values (all of them, the last <c>bufferSize</c>, those received within a time window, or
/// both limits) and replays them to each joining observer. With a window, values strictly older than the window on the
/// scheduler's clock are dropped when a value arrives and when an observer joins; a value exactly as old as the window is
/// kept. The scheduler only gives the time: replayed and live values go out on the caller's path, awaited as usual.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public abstract class ReplayAsyncSubject<T> : PublishingAsyncSubject<T>
{
    private readonly Queue<T> _buffer = new();
    private readonly int _bufferSize;

    // Set only with a time window: the arrival time of each buffered value, in the same order as _buffer.
    private readonly Queue<long>? _stamps;
    private readonly IStopwatch? _watch;
    private readonly long _windowTicks;

    private protected ReplayAsyncSubject(int bufferSize, bool concurrent)
        : base(concurrent)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(bufferSize);
        _bufferSize = bufferSize;
    }

    private protected ReplayAsyncSubject(int bufferSize, TimeSpan window, IScheduler scheduler, bool concurrent)
        : this(bufferSize, concurrent)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(window, TimeSpan.Zero);
        ArgumentNullException.ThrowIfNull(scheduler);
        if (window != TimeSpan.MaxValue)
        {
            _windowTicks = window.Ticks;
            _watch = scheduler.StartStopwatch();
            _stamps = new Queue<long>();
        }
    }

    private protected override bool ReplaysOnJoin => true;

    private protected override void Record(T value)
    {
        if (_bufferSize == 0)
        {
            return;
        }

        if (_buffer.Count == _bufferSize)
        {
            _buffer.Dequeue();
            _stamps?.Dequeue();
        }

        _buffer.Enqueue(value);
        if (_stamps is not null)
        {
            var now = _watch!.Elapsed.Ticks;
            _stamps.Enqueue(now);
            TrimWindow(now);
        }
    }

    private protected override T[]? SnapshotLocked()
    {
        if (_stamps is not null)
        {
            TrimWindow(_watch!.Elapsed.Ticks);
        }

        return _buffer.Count == 0 ? null : _buffer.ToArray();
    }

    /// <summary>Drops the values strictly older than the window (Record and SnapshotLocked run under the subject's lock).</summary>
    private void TrimWindow(long now)
    {
        while (_stamps!.Count != 0 && now - _stamps.Peek() > _windowTicks)
        {
            _stamps.Dequeue();
            _buffer.Dequeue();
        }
    }
}

/// <summary>A <see cref="ReplayAsyncSubject{T}"/> that awaits each observer in turn.</summary>
/// <typeparam name="T">The element type.</typeparam>
public sealed class SequentialReplayAsyncSubject<T> : ReplayAsyncSubject<T>
{
    /// <summary>Creates a subject that replays every value.</summary>
    public SequentialReplayAsyncSubject()
        : base(int.MaxValue, false)
    {
    }

    /// <summary>Creates a subject that replays the last <paramref name="bufferSize"/> values.</summary>
    /// <param name="bufferSize">How many values to replay.</param>
    public SequentialReplayAsyncSubject(int bufferSize)
        : base(bufferSize, false)
    {
    }

    /// <summary>Creates a subject that replays the values received within the last <paramref name="window"/> of the default scheduler's time.</summary>
    /// <param name="window">How long a value stays replayable (non-negative).</param>
    public SequentialReplayAsyncSubject(TimeSpan window)
        : base(int.MaxValue, window, Scheduler.Default, false)
    {
    }

    /// <summary>Creates a subject that replays the values received within the last <paramref name="window"/> of <paramref name="scheduler"/>'s time.</summary>
    /// <param name="window">How long a value stays replayable (non-negative).</param>
    /// <param name="scheduler">The clock of the window.</param>
    public SequentialReplayAsyncSubject(TimeSpan window, IScheduler scheduler)
        : base(int.MaxValue, window, scheduler, false)
    {
    }

    /// <summary>Creates a subject that replays at most the last <paramref name="bufferSize"/> values received within the last <paramref name="window"/> of the default scheduler's time.</summary>
    /// <param name="bufferSize">How many values to replay at most.</param>
    /// <param name="window">How long a value stays replayable (non-negative).</param>
    public SequentialReplayAsyncSubject(int bufferSize, TimeSpan window)
        : base(bufferSize, window, Scheduler.Default, false)
    {
    }

    /// <summary>Creates a subject that replays at most the last <paramref name="bufferSize"/> values received within the last <paramref name="window"/> of <paramref name="scheduler"/>'s time.</summary>
    /// <param name="bufferSize">How many values to replay at most.</param>
    /// <param name="window">How long a value stays replayable (non-negative).</param>
    /// <param name="scheduler">The clock of the window.</param>
    public SequentialReplayAsyncSubject(int bufferSize, TimeSpan window, IScheduler scheduler)
        : base(bufferSize, window, scheduler, false)
    {
    }
}

/// <summary>A <see cref="ReplayAsyncSubject{T}"/> that calls all observers, then awaits them together.</summary>
/// <typeparam name="T">The element type.</typeparam>
public sealed class ConcurrentReplayAsyncSubject<T> : ReplayAsyncSubject<T>
{
    /// <summary>Creates a subject that replays every value.</summary>
    public ConcurrentReplayAsyncSubject()
        : base(int.MaxValue, true)
    {
    }

    /// <summary>Creates a subject that replays the last <paramref name="bufferSize"/> values.</summary>
    /// <param name="bufferSize">How many values to replay.</param>
    public ConcurrentReplayAsyncSubject(int bufferSize)
        : base(bufferSize, true)
    {
    }

    /// <summary>Creates a subject that replays the values received within the last <paramref name="window"/> of the default scheduler's time.</summary>
    /// <param name="window">How long a value stays replayable (non-negative).</param>
    public ConcurrentReplayAsyncSubject(TimeSpan window)
        : base(int.MaxValue, window, Scheduler.Default, true)
    {
    }

    /// <summary>Creates a subject that replays the values received within the last <paramref name="window"/> of <paramref name="scheduler"/>'s time.</summary>
    /// <param name="window">How long a value stays replayable (non-negative).</param>
    /// <param name="scheduler">The clock of the window.</param>
    public ConcurrentReplayAsyncSubject(TimeSpan window, IScheduler scheduler)
        : base(int.MaxValue, window, scheduler, true)
    {
    }

    /// <summary>Creates a subject that replays at most the last <paramref name="bufferSize"/> values received within the last <paramref name="window"/> of the default scheduler's time.</summary>
    /// <param name="bufferSize">How many values to replay at most.</param>
    /// <param name="window">How long a value stays replayable (non-negative).</param>
    public ConcurrentReplayAsyncSubject(int bufferSize, TimeSpan window)
        : base(bufferSize, window, Scheduler.Default, true)
    {
    }

    /// <summary>Creates a subject that replays at most the last <paramref name="bufferSize"/> values received within the last <paramref name="window"/> of <paramref name="scheduler"/>'s time.</summary>
    /// <param name="bufferSize">How many values to replay at most.</param>
    /// <param name="window">How long a value stays replayable (non-negative).</param>
    /// <param name="scheduler">The clock of the window.</param>
    public ConcurrentReplayAsyncSubject(int bufferSize, TimeSpan window, IScheduler scheduler)
        : base(bufferSize, window, scheduler, true)
    {
    }
}
