using Rheo.Dataflow.Internal;

namespace Rheo.Dataflow.Tests;

/// <summary>A batching <see cref="SpscQueue{T}"/> lets the producer get ahead before it reads a small batch, and still hands out everything, in order.</summary>
public class SpscQueueBatchingTests
{
    [Fact]
    public void A_few_items_that_never_make_a_batch_are_still_handed_out()
    {
        var queue = new SpscQueue<int>(batching: true);
        queue.Enqueue(1);
        queue.Enqueue(2);
        queue.Enqueue(3);
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
    public void A_concurrent_producer_in_bursts_delivers_every_item_once_in_order()
    {
        const int count = 500_000;
        var queue = new SpscQueue<int>(batching: true);
        var producer = new Thread(() =>
        {
            var random = new Random(7);
            for (int i = 0; i < count;)
            {
                int burst = random.Next(1, 3000);
                for (int j = 0; j < burst && i < count; j++, i++)
                {
                    queue.Enqueue(i);
                }

                Thread.Yield();
            }
        });
        producer.Start();

        int expected = 0;
        var deadline = DateTime.UtcNow.AddSeconds(30);
        while (expected < count && DateTime.UtcNow < deadline)
        {
            if (queue.TryDequeue(out var item))
            {
                Assert.Equal(expected, item);
                expected++;
            }
            else
            {
                Thread.SpinWait(1);
            }
        }

        Assert.True(producer.Join(TimeSpan.FromSeconds(10)));
        Assert.Equal(count, expected);
        Assert.False(queue.TryDequeue(out _));
    }
}
