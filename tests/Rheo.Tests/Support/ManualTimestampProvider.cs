namespace Rheo.Tests.Support;

/// <summary>A virtual clock for timer tests: timestamps in microseconds that move only on <see cref="AdvanceTo"/>.</summary>
public sealed class ManualTimestampProvider : TimeProvider
{
    private readonly object _gate = new();
    private readonly List<ManualTimer> _timers = new();
    private long _now;

    public override long TimestampFrequency => 1_000_000;

    public override long GetTimestamp() => Interlocked.Read(ref _now);

    /// <summary>Moves the clock to <paramref name="timestamp"/> and fires the timers that became due.</summary>
    public void AdvanceTo(long timestamp)
    {
        List<ManualTimer> due;
        lock (_gate)
        {
            Interlocked.Exchange(ref _now, timestamp);
            due = _timers.Where(t => t.Due is { } d && d <= timestamp).ToList();
            foreach (var timer in due)
            {
                timer.Due = null;
            }
        }

        foreach (var timer in due)
        {
            timer.Fire();
        }
    }

    public override ITimer CreateTimer(TimerCallback callback, object? state, TimeSpan dueTime, TimeSpan period)
    {
        var timer = new ManualTimer(this, callback, state);
        timer.Change(dueTime, period);
        lock (_gate)
        {
            _timers.Add(timer);
        }

        return timer;
    }

    private sealed class ManualTimer(ManualTimestampProvider owner, TimerCallback callback, object? state) : ITimer
    {
        public long? Due { get; set; }

        public bool Change(TimeSpan dueTime, TimeSpan period)
        {
            lock (owner._gate)
            {
                Due = dueTime == Timeout.InfiniteTimeSpan ? null : owner.GetTimestamp() + Math.Max(0, (long)dueTime.TotalMicroseconds);
            }

            // A due time already reached fires at once, as a real timer would.
            if (Due is { } d && d <= owner.GetTimestamp())
            {
                lock (owner._gate)
                {
                    Due = null;
                }

                ThreadPool.QueueUserWorkItem(_ => Fire());
            }

            return true;
        }

        public void Fire() => callback(state);

        public void Dispose()
        {
            lock (owner._gate)
            {
                Due = null;
                owner._timers.Remove(this);
            }
        }

        public ValueTask DisposeAsync()
        {
            Dispose();
            return ValueTask.CompletedTask;
        }
    }
}
