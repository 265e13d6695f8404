using Rheo.Dataflow.Internal;

namespace Rheo.Dataflow.Tests;

/// <summary>
/// <see cref="SpscQueue{T}"/> keeps order while drained full-size segments go back to the producer (one thread plays
/// both sides here). That they are reused without allocating is an allocation promise of the benchmarks (<c>alloc</c>).
/// </summary>
public class SpscQueueSpareTests
{
    private const int SegmentSize = 4096;

    [Fact]
    public void A_consumer_that_keeps_up_gets_every_item_in_order_round_after_round()
    {
        var queue = new SpscQueue<int>();

        // Grow to full-size segments (32, 64, ... 2,048, then 4,096) and drain, so the last segment is full.
        int next = 0;
        int expected = 0;
        Round(queue, 4064 + SegmentSize, ref next, ref expected);

        // The first round needs a new segment; it hands the previous one back as it drains.
        for (int round = 0; round < 21; round++)
        {
            Round(queue, SegmentSize, ref next, ref expected);
        }

        Assert.True(queue.IsEmpty);
    }

    [Fact]
    public void A_large_backlog_after_another_keeps_every_item_in_order()
    {
        var queue = new SpscQueue<int>();
        int next = 0;
        int expected = 0;
        Round(queue, 1_000_000, ref next, ref expected);
        Round(queue, SegmentSize, ref next, ref expected);
        Round(queue, 900_000, ref next, ref expected);
        Round(queue, 950_000, ref next, ref expected);
        Assert.True(queue.IsEmpty);
    }

    [Fact]
    public void Reference_items_are_cleared_as_they_are_taken_and_spares_keep_order()
    {
        var queue = new SpscQueue<string>();
        for (int round = 0; round < 3; round++)
        {
            for (int i = 0; i < 3 * SegmentSize; i++)
            {
                queue.Enqueue(i.ToString(System.Globalization.CultureInfo.InvariantCulture));
            }

            Assert.Equal(3 * SegmentSize, queue.Count);
            for (int i = 0; i < 3 * SegmentSize; i++)
            {
                Assert.True(queue.TryDequeue(out var item));
                Assert.Equal(i.ToString(System.Globalization.CultureInfo.InvariantCulture), item);
            }

            Assert.False(queue.TryDequeue(out _));
            Assert.True(queue.IsEmpty);
        }
    }

    /// <summary>Enqueues then dequeues <paramref name="count"/> numbers, checking their order.</summary>
    private static void Round(SpscQueue<int> queue, int count, ref int next, ref int expected)
    {
        for (int i = 0; i < count; i++)
        {
            queue.Enqueue(next++);
        }

        int wrong = -1;
        for (int i = 0; i < count; i++)
        {
            if (!queue.TryDequeue(out int item) || item != expected)
            {
                wrong = expected;
            }

            expected++;
        }

        if (wrong >= 0 || queue.TryDequeue(out _))
        {
            Assert.Fail($"item {wrong} missing or out of order, or an extra item queued");
        }
    }
}
