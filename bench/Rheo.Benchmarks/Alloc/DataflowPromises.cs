using System.Reflection;
using Rheo.Dataflow;

namespace RheoBench.Alloc;

/// <summary>
/// The allocation promises of Rheo.Dataflow: the input queues of the execution blocks reuse their storage, and the
/// <c>ValueTask</c> forms complete without allocating when they can complete at once.
/// </summary>
public static class DataflowPromises
{
    private const int SegmentSize = 4096;

    /// <summary>Every promise of this area, new.</summary>
    public static IReadOnlyList<AllocPromise> All() =>
    [
        new InlinePromise("SendValueAsync, OutputAvailableValueAsync, ReceiveValueAsync completing synchronously", "DataflowBlock.SendValueAsync, DataflowBlock.OutputAvailableValueAsync, DataflowBlock.ReceiveValueAsync", () =>
        {
            var block = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 1 });
            return () =>
            {
                for (var i = 0; i < 100_000; i++)
                {
                    var send = block.SendValueAsync(i);
                    AllocPromise.Expect(send.IsCompletedSuccessfully && send.Result, "The send did not complete synchronously.");
                    var available = block.OutputAvailableValueAsync(CancellationToken.None);
                    AllocPromise.Expect(available.IsCompletedSuccessfully && available.Result, "Output was not available synchronously.");
                    var receive = block.ReceiveValueAsync();
                    AllocPromise.Expect(receive.IsCompletedSuccessfully && receive.Result == i, "The receive did not complete synchronously.");
                }
            };
        }),

        // The input queue of ActionBlock, TransformBlock and TransformManyBlock (internal: reached by reflection).
        // One thread plays both sides.
        new InlinePromise("Input queue: a consumer that keeps up gets each full-size segment straight back", "ActionBlock<T>.Post (its input queue, SpscQueue<T>)", () =>
        {
            var queue = new IntQueue("Rheo.Dataflow.Internal.SpscQueue`1");

            // Grow to full-size segments (32, 64, ... 2,048, then 4,096) and drain, so the last segment is full; the
            // next round needs a new segment and hands the previous one back as it drains.
            queue.Round(4064 + SegmentSize);
            queue.Round(SegmentSize);
            return () =>
            {
                for (var round = 0; round < 25; round++)
                {
                    queue.Round(SegmentSize);
                }
            };
        }, operations: 25 * SegmentSize),

        new InlinePromise("Input queue: a large backlog reuses the segments of the one before", "ActionBlock<T>.Post (its input queue, SpscQueue<T>)", () =>
        {
            var queue = new IntQueue("Rheo.Dataflow.Internal.SpscQueue`1");
            queue.Round(1_000_000);
            queue.Round(SegmentSize);
            return () =>
            {
                queue.Round(900_000);
                queue.Round(950_000);
            };
        }, operations: 1_850_000),

        new SpscRingBacklogPromise(),
        new SingleProducerBacklogPromise(),
    ];

    /// <summary>
    /// The single-producer input queue (<c>SpscRingQueue&lt;T&gt;</c>): a second backlog, two largest rings short of
    /// the first, goes round the rings the first one left. The first backlog also went through the smaller rings
    /// (dropped once drained), and the producer never takes the list's last spare. The filling is measured.
    /// </summary>
    private sealed class SpscRingBacklogPromise : AllocPromise
    {
        private IntQueue? _queue;
        private int _second;

        public override string Name => "Single-producer input queue: a second backlog goes round the drained rings";

        public override string Api => "ActionBlock<T>.Post with SingleProducerConstrained (its input queue, SpscRingQueue<T>)";

        public override int Operations => _second;

        public override void Setup()
        {
            const string Type = "Rheo.Dataflow.Internal.SpscRingQueue`1";
            var maxSize = (int)(IntQueue.Of(Type).GetField("MaxSize", BindingFlags.NonPublic | BindingFlags.Static)?.GetValue(null)
                ?? throw new InvalidOperationException($"{Type} has no MaxSize."));
            _queue = new IntQueue(Type);
            var backlog = maxSize * 6;
            _queue.Fill(backlog);
            _queue.Drain(backlog);
            _second = backlog - (2 * maxSize);
        }

        public override long Batch()
        {
            var queue = _queue ?? throw new InvalidOperationException("Setup has not run.");
            var before = GC.GetAllocatedBytesForCurrentThread();
            queue.Fill(_second);
            var bytes = GC.GetAllocatedBytesForCurrentThread() - before;
            queue.Drain(_second);
            return bytes;
        }
    }

    /// <summary>
    /// <see cref="ActionBlock{TInput}"/> with <see cref="ExecutionDataflowBlockOptions.SingleProducerConstrained"/>:
    /// the worker waits while the producer posts a backlog, then drains it; a second backlog, smaller than the first,
    /// reuses the first one's rings. The producer's thread is measured while it posts.
    /// </summary>
    private sealed class SingleProducerBacklogPromise : AllocPromise
    {
        private const int First = 1_000_000;
        private ManualResetEventSlim? _gate;
        private ActionBlock<int>? _block;
        private long _processed;
        private long _posted;

        public override string Name => "ActionBlock (single producer): a second backlog reuses the rings of the first";

        public override string Api => "ActionBlock<T>.Post with SingleProducerConstrained";

        public override int Operations => 900_000;

        public override void Setup()
        {
            var gate = _gate = new ManualResetEventSlim();
            _block = new ActionBlock<int>(
                i =>
                {
                    if (i < 0)
                    {
                        if (!gate.Wait(TimeSpan.FromSeconds(30)))
                        {
                            throw new TimeoutException("The producer did not open the gate.");
                        }

                        gate.Reset();
                    }

                    Volatile.Write(ref _processed, _processed + 1);
                },
                new ExecutionDataflowBlockOptions { SingleProducerConstrained = true });
            Backlog(First);
        }

        public override long Batch() => Backlog(Operations);

        public override void Cleanup()
        {
            _block?.Complete();
            _block?.Completion.Wait(TimeSpan.FromSeconds(30));
            _gate?.Dispose();
        }

        /// <summary>The worker waits at -1 while <paramref name="count"/> messages are posted, then drains them.</summary>
        private long Backlog(int count)
        {
            var block = _block ?? throw new InvalidOperationException("Setup has not run.");
            Expect(block.Post(-1), "The block declined a message.");
            var before = GC.GetAllocatedBytesForCurrentThread();
            for (var i = 0; i < count; i++)
            {
                block.Post(i);
            }

            var bytes = GC.GetAllocatedBytesForCurrentThread() - before;
            _posted += count + 1;
            _gate!.Set();
            var wait = new SpinWait();
            var deadline = DateTime.UtcNow + TimeSpan.FromSeconds(30);
            while (Volatile.Read(ref _processed) < _posted)
            {
                if (DateTime.UtcNow > deadline || block.Completion.IsCompleted)
                {
                    throw new InvalidOperationException($"Only {Volatile.Read(ref _processed)} of {_posted} messages were processed.");
                }

                wait.SpinOnce();
            }

            return bytes;
        }
    }

    /// <summary>An internal queue of ints of Rheo.Dataflow, called through delegates bound once (no cost per call beyond the call).</summary>
    private sealed class IntQueue
    {
        private readonly Action<int> _enqueue;
        private readonly TryTake _tryDequeue;

        public IntQueue(string type)
        {
            var queue = Activator.CreateInstance(Of(type), nonPublic: true) ?? throw new InvalidOperationException($"{type} could not be created.");
            _enqueue = (Action<int>)Delegate.CreateDelegate(typeof(Action<int>), queue, "Enqueue");
            _tryDequeue = (TryTake)Delegate.CreateDelegate(typeof(TryTake), queue, "TryDequeue");
        }

        private delegate bool TryTake(out int item);

        public static Type Of(string type) =>
            typeof(BufferBlock<>).Assembly.GetType(type, throwOnError: true)!.MakeGenericType(typeof(int));

        public void Fill(int count)
        {
            for (var i = 0; i < count; i++)
            {
                _enqueue(i);
            }
        }

        /// <summary>Takes <paramref name="count"/> items, which must be 0, 1, ... in order.</summary>
        public void Drain(int count)
        {
            var wrong = -1;
            for (var i = 0; i < count; i++)
            {
                if (!_tryDequeue(out var item) || item != i)
                {
                    wrong = i;
                }
            }

            if (wrong >= 0)
            {
                throw new InvalidOperationException($"Item {wrong} missing or out of order.");
            }
        }

        /// <summary>Enqueues, then dequeues, <paramref name="count"/> items; the queue ends empty.</summary>
        public void Round(int count)
        {
            Fill(count);
            Drain(count);
            Expect(!_tryDequeue(out _), "An extra item was queued.");
        }

        private static void Expect(bool condition, string what) => AllocPromise.Expect(condition, what);
    }
}
