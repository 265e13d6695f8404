namespace Rheo.Concurrency;

/// <summary>
/// A snapshot of what a <see cref="PrecisionTimer"/> has done: ticks fired and skipped, handler errors,
/// and the lateness of the fired ticks (minimum, mean, maximum and a histogram with power-of-two
/// microsecond buckets).
/// </summary>
public sealed class PrecisionTimerStatistics
{
    /// <summary>The number of histogram buckets: below 1 µs, then [2^(k-1), 2^k) µs for k = 1..20, then 2^20 µs (about 1 s) and more.</summary>
    public const int BucketCount = 22;

    internal PrecisionTimerStatistics(long fired, long skipped, long errors, double min, double sum, double max, long[] histogram)
    {
        Fired = fired;
        Skipped = skipped;
        Errors = errors;
        LatenessMinMicroseconds = fired == 0 ? 0 : min;
        LatenessMeanMicroseconds = fired == 0 ? 0 : sum / fired;
        LatenessMaxMicroseconds = fired == 0 ? 0 : max;
        Histogram = histogram;
    }

    /// <summary>Gets the number of ticks whose handler was called.</summary>
    public long Fired { get; }

    /// <summary>Gets the number of ticks skipped for being too late.</summary>
    public long Skipped { get; }

    /// <summary>Gets the number of handler calls that threw.</summary>
    public long Errors { get; }

    /// <summary>Gets the smallest lateness of a fired tick, in microseconds.</summary>
    public double LatenessMinMicroseconds { get; }

    /// <summary>Gets the mean lateness of the fired ticks, in microseconds.</summary>
    public double LatenessMeanMicroseconds { get; }

    /// <summary>Gets the largest lateness of a fired tick, in microseconds.</summary>
    public double LatenessMaxMicroseconds { get; }

    /// <summary>Gets the count of fired ticks per lateness bucket (see <see cref="BucketCount"/> and <see cref="BucketUpperBoundMicroseconds"/>).</summary>
    public IReadOnlyList<long> Histogram { get; }

    /// <summary>Gets the exclusive upper bound of a histogram bucket in microseconds (<see cref="double.PositiveInfinity"/> for the last).</summary>
    /// <param name="bucket">The bucket index, 0 to <see cref="BucketCount"/> - 1.</param>
    /// <returns>The bound in microseconds.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="bucket"/> is outside the histogram.</exception>
    public static double BucketUpperBoundMicroseconds(int bucket)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(bucket);
        ArgumentOutOfRangeException.ThrowIfGreaterThanOrEqual(bucket, BucketCount);
        return bucket == BucketCount - 1 ? double.PositiveInfinity : Math.Pow(2, bucket);
    }

    /// <summary>Returns the bucket a lateness falls in.</summary>
    /// <param name="microseconds">The lateness in microseconds.</param>
    /// <returns>The bucket index.</returns>
    public static int BucketOf(double microseconds)
    {
        if (microseconds < 1)
        {
            return 0;
        }

        var bucket = 1 + (int)Math.Floor(Math.Log2(microseconds));
        return Math.Min(bucket, BucketCount - 1);
    }
}
