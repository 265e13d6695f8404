using System.Runtime.CompilerServices;
using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Delay(dueTime)</c>: every value is queued as a <c>(value, due)</c> struct and one timer drains the queue,
/// rescheduling itself for the head's due time, so a busy source costs one scheduled item per drain, not per
/// value. Completion is shifted like a value; an error is delivered at once and the queued values are dropped.
/// Times come from one stopwatch started at subscription.
/// </summary>
/// <remarks>
/// The source (one thread at a time, by the grammar) and the drain meet without a lock: the queue is a
/// single-producer single-consumer list of recycled segments, and a three-state flag (idle, waiting for the
/// timer, running) says who schedules. A value costs no interlocked instruction while a drain is pending or
/// running; the drain pays a process-wide barrier when it goes idle (asymmetric Dekker, as in
/// <see cref="HalfSerializer"/>). On Rheo's pool schedulers the drain is one reusable work item, so a drain
/// allocates nothing either.
/// </remarks>
internal sealed class Delay<T>(IObservable<T> source, TimeSpan dueTime, DateTimeOffset? absoluteDueTime, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var delay = absoluteDueTime is { } at ? Scheduler.Normalize(at - scheduler.Now) : dueTime;
        var sink = new Sink(subscriber, delay, scheduler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink : Sink<T, T>
    {
        private const int Idle = 0;
        private const int Waiting = 1;
        private const int Running = 2;

        private readonly DelayQueue<(T Value, long Due)> _queue = new();
        private readonly IStopwatch _watch;
        private readonly long _delay;
        private readonly IScheduler _scheduler;
        private readonly DrainItem? _drainItem;
        private IDisposable? _timer;
        private int _state;
        private long _completeDue = -1;
        private Exception? _error;
        private volatile bool _disposed;

        public Sink(ISubscriber<T> downstream, TimeSpan delay, IScheduler scheduler)
            : base(downstream)
        {
            _delay = delay.Ticks;
            _scheduler = scheduler;
            _watch = scheduler.StartStopwatch();
            if (scheduler is ISchedulerTimedWorkItemQueue)
            {
                _drainItem = new DrainItem(this);
            }
        }

        public override void OnNext(T value)
        {
            _queue.Enqueue((value, _watch.Elapsed.Ticks + _delay));

            // The drain, when it goes idle, fences process-wide before it looks at the queue again, so
            // either it sees this value or this read sees it idle.
            if (Volatile.Read(ref _state) == Idle && Interlocked.CompareExchange(ref _state, Waiting, Idle) == Idle)
            {
                Arm(_delay);
            }
        }

        public override void OnError(Exception error)
        {
            Volatile.Write(ref _error, error);
            Interlocked.MemoryBarrier();

            // Idle or waiting for the timer: deliver now. Running: the drain delivers it after its current value.
            while (true)
            {
                var state = Volatile.Read(ref _state);
                if (state == Running)
                {
                    return;
                }

                if (Interlocked.CompareExchange(ref _state, Running, state) == state)
                {
                    SendError();
                    return;
                }
            }
        }

        public override void OnCompleted()
        {
            Volatile.Write(ref _completeDue, _watch.Elapsed.Ticks + _delay);
            Interlocked.MemoryBarrier();
            if (Volatile.Read(ref _state) == Idle && Interlocked.CompareExchange(ref _state, Waiting, Idle) == Idle)
            {
                Arm(_delay);
            }
        }

        public override void Dispose()
        {
            _disposed = true;
            _drainItem?.Dispose();
            DisposableSlot.Dispose(ref _timer);
            base.Dispose();
        }

        private void Arm(long ticks)
        {
            if (_drainItem is not null)
            {
                ((ISchedulerTimedWorkItemQueue)_scheduler).Enqueue(_drainItem, TimeSpan.FromTicks(ticks));
            }
            else
            {
                DisposableSlot.TrySetMultiple(ref _timer, _scheduler.Schedule(this, TimeSpan.FromTicks(ticks), static (_, sink) =>
                {
                    sink.OnTimer();
                    return Disposable.Empty;
                }));
            }
        }

        private void OnTimer()
        {
            if (!_disposed && Interlocked.CompareExchange(ref _state, Running, Waiting) == Waiting)
            {
                Drain();
            }
        }

        private void Drain()
        {
            while (true)
            {
                if (_disposed)
                {
                    return;
                }

                if (Volatile.Read(ref _error) is not null)
                {
                    SendError();
                    return;
                }

                // Read the completion before the queue: the source writes it after its last value.
                var completeDue = Volatile.Read(ref _completeDue);
                if (_queue.TryPeek(out var head))
                {
                    var now = _watch.Elapsed.Ticks;
                    if (head.Due > now)
                    {
                        WaitFor(head.Due - now);
                        return;
                    }

                    _queue.Dequeue();
                    Downstream.OnNext(head.Value);
                    continue;
                }

                if (completeDue >= 0)
                {
                    var now = _watch.Elapsed.Ticks;
                    if (completeDue > now)
                    {
                        WaitFor(completeDue - now);
                        return;
                    }

                    DisposeUpstream();
                    Downstream.OnCompleted();
                    return;
                }

                Volatile.Write(ref _state, Idle);
                Interlocked.MemoryBarrierProcessWide();
                if ((_queue.IsEmpty && Volatile.Read(ref _completeDue) < 0 && Volatile.Read(ref _error) is null)
                    || Interlocked.CompareExchange(ref _state, Running, Idle) != Idle)
                {
                    return;
                }
            }
        }

        /// <summary>Goes from running to waiting for the timer; an error that came meanwhile is taken back and sent.</summary>
        private void WaitFor(long ticks)
        {
            Interlocked.Exchange(ref _state, Waiting);
            if (Volatile.Read(ref _error) is not null)
            {
                if (Interlocked.CompareExchange(ref _state, Running, Waiting) == Waiting)
                {
                    SendError();
                }

                return;
            }

            Arm(ticks);
        }

        /// <summary>Sends the error; the caller has moved the state to running, which it never leaves again.</summary>
        private void SendError()
        {
            if (!_disposed)
            {
                Downstream.OnError(_error!);
            }
        }

        /// <summary>The reusable timer work item of a subscription: enqueued again for every wait, never allocated again.</summary>
        private sealed class DrainItem(Sink sink) : SchedulerWorkItem
        {
            protected override IDisposable InvokeCore()
            {
                sink.OnTimer();
                return Disposable.Empty;
            }
        }
    }
}

/// <summary>
/// The queue of <see cref="Delay{T}"/>: one producer and one consumer, no lock. Items live in segments linked in
/// order, 16 items first, doubling up to 1,024 (fewer for large items, which stay off the large object heap). The
/// consumer pushes an emptied segment on a free stack that the producer pops before allocating, so the queue
/// allocates only up to its largest backlog. The stack has one pusher and one popper, so a compare-and-swap on its
/// top cannot suffer ABA.
/// </summary>
/// <typeparam name="TItem">The item type.</typeparam>
internal sealed class DelayQueue<TItem>
{
    private const int FirstSegmentLength = 16;

    // Segments double up to this length, kept well under the large object heap's 85,000 bytes.
    private static readonly int MaxSegmentLength = Math.Clamp(32 * 1024 / Unsafe.SizeOf<TItem>(), FirstSegmentLength, 1024);

    private Segment _head;
    private int _headIndex;
    private Segment _tail;
    private int _tailIndex;
    private Segment? _free;

    public DelayQueue()
    {
        _head = _tail = new Segment(FirstSegmentLength);
    }

    /// <summary>Gets whether the queue looks empty to the consumer.</summary>
    public bool IsEmpty => !TryPeek(out _);

    /// <summary>Adds an item (producer only).</summary>
    public void Enqueue(TItem item)
    {
        var tail = _tail;
        var index = _tailIndex;
        if (index == tail.Items.Length)
        {
            var next = PopFree() ?? new Segment(Math.Min(tail.Items.Length * 2, MaxSegmentLength));
            next.Items[0] = item;
            Volatile.Write(ref next.Published, 1);
            Volatile.Write(ref tail.Next, next);
            _tail = next;
            _tailIndex = 1;
            return;
        }

        tail.Items[index] = item;
        Volatile.Write(ref tail.Published, index + 1);
        _tailIndex = index + 1;
    }

    /// <summary>Reads the oldest item without removing it (consumer only).</summary>
    public bool TryPeek(out TItem item)
    {
        var head = _head;
        if (_headIndex == head.Items.Length)
        {
            var next = Volatile.Read(ref head.Next);
            if (next is null)
            {
                item = default!;
                return false;
            }

            Recycle(head);
            _head = head = next;
            _headIndex = 0;
        }

        if (_headIndex < Volatile.Read(ref head.Published))
        {
            item = head.Items[_headIndex];
            return true;
        }

        item = default!;
        return false;
    }

    /// <summary>Removes the item that <see cref="TryPeek"/> returned (consumer only).</summary>
    public void Dequeue()
    {
        if (RuntimeHelpers.IsReferenceOrContainsReferences<TItem>())
        {
            _head.Items[_headIndex] = default!;
        }

        _headIndex++;
    }

    private void Recycle(Segment segment)
    {
        if (RuntimeHelpers.IsReferenceOrContainsReferences<TItem>())
        {
            Array.Clear(segment.Items);
        }

        segment.Published = 0;
        segment.Next = null;
        while (true)
        {
            var top = Volatile.Read(ref _free);
            segment.NextFree = top;
            if (Interlocked.CompareExchange(ref _free, segment, top) == top)
            {
                return;
            }
        }
    }

    private Segment? PopFree()
    {
        while (true)
        {
            var top = Volatile.Read(ref _free);
            if (top is null || Interlocked.CompareExchange(ref _free, top.NextFree, top) == top)
            {
                return top;
            }
        }
    }

    private sealed class Segment(int length)
    {
        public readonly TItem[] Items = new TItem[length];
        public int Published;
        public Segment? Next;
        public Segment? NextFree;
    }
}
