namespace Rheo.Linq.Operators;

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
