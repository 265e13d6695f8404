namespace Rheo.Concurrency.Precision;

/// <summary>What the timer thread does next.</summary>
internal enum TickAction
{
    /// <summary>Nothing is scheduled.</summary>
    Idle,

    /// <summary>The next tick is in the future: wait for it.</summary>
    Wait,

    /// <summary>Call the handler for the tick.</summary>
    Fire,

    /// <summary>Report the tick as skipped.</summary>
    Skip,
}

/// <summary>
/// The schedule of a <see cref="PrecisionTimer"/> and its late-tick policy, as a pure function of the
/// current timestamp (not thread-safe; the timer guards it). Periodic ticks are <c>first + k × period</c>,
/// measured against the schedule, never against the previous tick, so a stall cannot hide lateness.
/// </summary>
internal sealed class TickPlanner
{
    private readonly PriorityQueue<long, long> _timetable = new();
    private bool _periodic;
    private long _period;
    private long _nextDue;
    private long _skipThrough = long.MinValue;
    private long _sequence;

    public void SetPeriodic(long firstDue, long period)
    {
        _timetable.Clear();
        _periodic = true;
        _period = period;
        _nextDue = firstDue;
        _skipThrough = long.MinValue;
    }

    public void SetTimetable()
    {
        _periodic = false;
        _skipThrough = long.MinValue;
    }

    public void Add(long due) => _timetable.Enqueue(due, due);

    public int PendingTimetableEntries => _timetable.Count;

    public bool TryPeek(out long due)
    {
        if (_periodic)
        {
            due = _nextDue;
            return true;
        }

        return _timetable.TryPeek(out due, out _);
    }

    /// <summary>Decides the next action at <paramref name="now"/>; a Fire or Skip consumes the tick.</summary>
    public TickAction Next(long now, long maxLateness, LateTickPolicy policy, out long due, out long sequence)
    {
        sequence = -1;
        if (!TryPeek(out due))
        {
            return TickAction.Idle;
        }

        if (due <= _skipThrough)
        {
            sequence = Consume();
            return TickAction.Skip;
        }

        _skipThrough = long.MinValue;
        if (now < due)
        {
            return TickAction.Wait;
        }

        var lateness = now - due;
        sequence = Consume();
        if (lateness <= maxLateness)
        {
            return TickAction.Fire;
        }

        switch (policy)
        {
            case LateTickPolicy.FireLateOnce:
                _skipThrough = now;
                return TickAction.Fire;
            case LateTickPolicy.ShiftSchedule:
                Shift(lateness);
                return TickAction.Fire;
            default:
                return TickAction.Skip;
        }
    }

    private long Consume()
    {
        if (_periodic)
        {
            _nextDue += _period;
        }
        else
        {
            _timetable.Dequeue();
        }

        return _sequence++;
    }

    private void Shift(long by)
    {
        if (_periodic)
        {
            _nextDue += by;
            return;
        }

        var entries = new List<long>(_timetable.Count);
        while (_timetable.TryDequeue(out var entry, out _))
        {
            entries.Add(entry + by);
        }

        foreach (var entry in entries)
        {
            _timetable.Enqueue(entry, entry);
        }
    }
}
