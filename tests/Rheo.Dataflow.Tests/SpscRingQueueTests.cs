using System.Runtime.InteropServices;
using Rheo.Dataflow.Internal;

namespace Rheo.Dataflow.Tests;

/// <summary><see cref="SpscRingQueue{T}"/>: rings that grow, wrap and link, seen from one thread and from two.</summary>
public class SpscRingQueueTests
{
    [Fact]
    public void Hands_out_items_in_order_and_reports_empty()
    {
        var queue = new SpscRingQueue<int>();
        Assert.True(queue.IsEmpty);
        Assert.Equal(0, queue.Count);
        Assert.False(queue.TryDequeue(out _));

        queue.Enqueue(1);
        queue.Enqueue(2);
        queue.Enqueue(3);
        Assert.False(queue.IsEmpty);
        Assert.Equal(3, queue.Count);
        Assert.True(queue.TryDequeue(out var a));
        Assert.True(queue.TryDequeue(out var b));
        Assert.True(queue.TryDequeue(out var c));
        Assert.Equal([1, 2, 3], new[] { a, b, c });
        Assert.False(queue.TryDequeue(out _));
        Assert.True(queue.IsEmpty);

        queue.Enqueue(4);
        Assert.True(queue.TryDequeue(out var d));
        Assert.Equal(4, d);
    }

    [Fact]
    public void A_backlog_grows_new_rings_up_to_the_largest_and_drains_in_order()
    {
        var queue = new SpscRingQueue<int>();
        int backlog = SpscRingQueue<int>.MaxSize * 3 + 17;
        for (int i = 0; i < backlog; i++)
        {
            queue.Enqueue(i);
        }

        Assert.Equal(backlog, queue.Count);
        for (int i = 0; i < backlog; i++)
        {
            Assert.False(queue.IsEmpty);
            Assert.True(queue.TryDequeue(out var item));
            Assert.Equal(i, item);
        }

        Assert.True(queue.IsEmpty);
        Assert.Equal(0, queue.Count);
        Assert.False(queue.TryDequeue(out _));
    }

    [Fact]
    public void A_second_backlog_goes_round_the_drained_rings_in_order()
    {
        var queue = new SpscRingQueue<int>();
        int backlog = SpscRingQueue<int>.MaxSize * 6;
        Fill(queue, backlog);
        Drain(queue, backlog);

        // Two largest rings short of the first: the first backlog also went through the smaller rings (dropped once
        // drained), and the producer never takes the list's last spare.
        int second = backlog - (2 * SpscRingQueue<int>.MaxSize);
        Fill(queue, second);
        Drain(queue, second);
        Assert.True(queue.IsEmpty);

        static void Fill(SpscRingQueue<int> queue, int count)
        {
            for (int i = 0; i < count; i++)
            {
                queue.Enqueue(i);
            }
        }

        static void Drain(SpscRingQueue<int> queue, int count)
        {
            for (int i = 0; i < count; i++)
            {
                Assert.True(queue.TryDequeue(out var item));
                Assert.Equal(i, item);
            }
        }
    }

    [Fact]
    public void The_largest_ring_keeps_slots_to_64_KiB()
    {
        Assert.Equal(16 * 1024, SpscRingQueue<int>.MaxSize);
        Assert.Equal(8 * 1024, SpscRingQueue<object>.MaxSize);
        Assert.Equal(32, SpscRingQueue<Large>.MaxSize);
    }

    [Fact]
    public void Going_round_a_ring_many_times_keeps_the_order()
    {
        var queue = new SpscRingQueue<string>();
        int next = 0;
        int expected = 0;
        for (int round = 0; round < 2_000; round++)
        {
            // 1 to 40 items at a time: the first ring (32 slots) fills, links a larger one, then both wrap.
            int burst = 1 + (round * 7 % 40);
            for (int i = 0; i < burst; i++)
            {
                queue.Enqueue((next++).ToString());
            }

            Assert.Equal(burst, queue.Count);
            for (int i = 0; i < burst; i++)
            {
                Assert.True(queue.TryDequeue(out var item));
                Assert.Equal((expected++).ToString(), item);
            }

            Assert.True(queue.IsEmpty);
        }
    }

    [Fact]
    public void Clear_drops_everything_queued()
    {
        var queue = new SpscRingQueue<int>();
        for (int i = 0; i < 1_000; i++)
        {
            queue.Enqueue(i);
        }

        queue.Clear();
        Assert.True(queue.IsEmpty);
        queue.Enqueue(5);
        Assert.True(queue.TryDequeue(out var item));
        Assert.Equal(5, item);
    }

    [Fact]
    public void A_concurrent_producer_in_bursts_delivers_every_item_once_in_order()
    {
        const int count = 2_000_000;
        var queue = new SpscRingQueue<int>();
        var producer = new Thread(() =>
        {
            var random = new Random(7);
            for (int i = 0; i < count;)
            {
                int burst = random.Next(1, 40_000);
                for (int j = 0; j < burst && i < count; j++, i++)
                {
                    queue.Enqueue(i);
                }

                Thread.Yield();
            }
        });
        producer.Start();

        int expected = 0;
        bool ordered = true;
        var deadline = DateTime.UtcNow + DataflowTestSupport.Timeout;
        while (expected < count && DateTime.UtcNow < deadline)
        {
            if (queue.TryDequeue(out var item))
            {
                ordered &= item == expected;
                expected++;
            }
            else
            {
                Thread.SpinWait(1);
            }
        }

        Assert.True(producer.Join(DataflowTestSupport.Timeout));
        Assert.True(ordered);
        Assert.Equal(count, expected);
        Assert.False(queue.TryDequeue(out _));
        Assert.True(queue.IsEmpty);
    }

    [StructLayout(LayoutKind.Sequential, Size = 4096)]
    private struct Large
    {
#pragma warning disable CS0169 // Only the size matters.
        private byte _first;
#pragma warning restore CS0169
    }
}
