namespace Rheo.Linq.Operators;

/// <summary>
/// The windows of the <c>TakeLast</c> family (<c>TakeLast</c>, <c>TakeLastBuffer</c>, by count or by time): a queue
/// holding the last <c>count</c> values, or the values of the last <c>duration</c> ticks with the time each arrived.
/// </summary>
internal static class LastValues
{
    /// <summary>Adds a value to a queue that keeps the last <paramref name="count"/> (none when it is 0).</summary>
    public static void AddKeepingLast<T>(Queue<T> queue, int count, T value)
    {
        if (count == 0)
        {
            return;
        }

        if (queue.Count == count)
        {
            queue.Dequeue();
        }

        queue.Enqueue(value);
    }

    /// <summary>Drops the values <paramref name="duration"/> ticks old or older at <paramref name="now"/>.</summary>
    public static void DropOlder<T>(Queue<(T Value, long Time)> queue, long now, long duration)
    {
        while (queue.TryPeek(out var head) && now - head.Time >= duration)
        {
            queue.Dequeue();
        }
    }
}
