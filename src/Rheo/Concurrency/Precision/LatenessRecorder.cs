namespace Rheo.Concurrency.Precision;

/// <summary>Accumulates a timer's statistics without allocating; read as a snapshot.</summary>
internal sealed class LatenessRecorder
{
    private readonly object _gate = new();
    private readonly long[] _histogram = new long[PrecisionTimerStatistics.BucketCount];
    private long _fired;
    private long _skipped;
    private long _errors;
    private double _min = double.MaxValue;
    private double _sum;
    private double _max;

    public void RecordFired(double latenessMicroseconds)
    {
        lock (_gate)
        {
            _fired++;
            _sum += latenessMicroseconds;
            _min = Math.Min(_min, latenessMicroseconds);
            _max = Math.Max(_max, latenessMicroseconds);
            _histogram[PrecisionTimerStatistics.BucketOf(latenessMicroseconds)]++;
        }
    }

    public void RecordSkipped()
    {
        lock (_gate)
        {
            _skipped++;
        }
    }

    public void RecordError()
    {
        lock (_gate)
        {
            _errors++;
        }
    }

    public PrecisionTimerStatistics Snapshot()
    {
        lock (_gate)
        {
            return new PrecisionTimerStatistics(_fired, _skipped, _errors, _min, _sum, _max, (long[])_histogram.Clone());
        }
    }
}
