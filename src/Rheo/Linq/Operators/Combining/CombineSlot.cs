using System.Collections.Concurrent;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// One source of an N-ary operator (<c>Zip</c>, <c>CombineLatest</c>): the subscriber of that source and the
/// holder of its current value, typed, so no value is boxed. The operator's sink is its
/// <see cref="CombineSlotOwner"/>; the slot's queue is a ring that is reused, so nothing is allocated per
/// value in steady state.
/// </summary>
internal abstract class CombineSlot : IDisposable
{
    private IDisposable? _upstream;
    private volatile bool _done;

    protected CombineSlot(CombineSlotOwner owner, int index)
    {
        Owner = owner;
        Index = index;
    }

    public int Index { get; }

    /// <summary>Gets or sets whether this slot has received at least one value (<c>CombineLatest</c>).</summary>
    public bool HasValue { get; set; }

    /// <summary>Gets whether the source completed.</summary>
    public bool IsDone => _done;

    /// <summary>Gets or sets whether the owner has taken this slot's completion into account (read and written inside the owner's counter only).</summary>
    public bool Finished { get; set; }

    /// <summary>
    /// Counts the values queued (<c>Zip</c>): written only by the source's thread (a source is serial), a plain
    /// increment per value, so the owner never loses an arrival by clearing a flag another thread sets.
    /// </summary>
    public int Arrivals;

    /// <summary>The value of <see cref="Arrivals"/> the owner last looked at (written only inside the owner's counter).</summary>
    public int SeenArrivals;

    /// <summary>Gets whether no value is queued.</summary>
    public abstract bool IsEmpty { get; }

    protected CombineSlotOwner Owner { get; }

    public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

    public void OnError(Exception error) => Owner.SlotError(error);

    public void OnCompleted()
    {
        _done = true;

        // The finished source is let go at once, as Rx.NET does, even when the operator goes on.
        Dispose();
        Owner.SlotCompleted(this);
    }

    public void Dispose() => DisposableSlot.Dispose(ref _upstream);

    /// <summary>Subscribes the slot to its source.</summary>
    public abstract void Subscribe();

    /// <summary>Moves the oldest queued value into <c>Current</c>; false when the queue is empty.</summary>
    public abstract bool TryTake();

    /// <summary>Drops queued values.</summary>
    public abstract void Clear();
}

/// <summary>The typed half of <see cref="CombineSlot"/>.</summary>
/// <typeparam name="T">The source's element type.</typeparam>
internal sealed class CombineSlot<T>(CombineSlotOwner owner, int index, IObservable<T> source) : CombineSlot(owner, index), ISubscriber<T>
{
    private readonly ConcurrentQueue<T> _queue = new();

    /// <summary>The value the result selector reads.</summary>
    public T Current = default!;

    public override bool IsEmpty => _queue.IsEmpty;

    public void OnNext(T value)
    {
        if (Owner.AppliesInPlace && Owner.TryEnterFast())
        {
            // The owner is idle and nothing is queued anywhere: apply the value in place.
            Current = value;
            Owner.Applied(this);
            Owner.ExitFast();
        }
        else
        {
            _queue.Enqueue(value);
            Owner.Enqueued(this);
        }
    }

    public override void Subscribe() => source.Run(this);

    public override bool TryTake()
    {
        if (_queue.TryDequeue(out var value))
        {
            Current = value;
            return true;
        }

        return false;
    }

    public override void Clear() => _queue.Clear();

    /// <summary>Reads a slot's current value, for the result selectors.</summary>
    public static T Of(CombineSlot[] slots, int index) => ((CombineSlot<T>)slots[index]).Current;
}

/// <summary>
/// The sink side of an N-ary operator: serializes the slots' messages with a work-in-progress counter
/// (the first thread in applies its value directly; others queue theirs and the thread inside drains
/// them). No lock and no allocation per value.
/// </summary>
internal abstract class CombineSlotOwner : IDisposable
{
    private Exception? _error;
    private int _wip;
    private volatile bool _cancelled;

    protected CombineSlotOwner(bool appliesInPlace) => AppliesInPlace = appliesInPlace;

    /// <summary>Gets whether a value arriving while the owner is idle is applied in place instead of queued (<c>CombineLatest</c>: yes, <c>Zip</c>: no).</summary>
    public bool AppliesInPlace { get; }

    protected CombineSlot[] Slots { get; set; } = [];

    protected bool IsCancelled => _cancelled;

    /// <summary>Takes the counter when it is idle; the caller must then call <see cref="ExitFast"/>.</summary>
    public bool TryEnterFast() => !_cancelled && Interlocked.CompareExchange(ref _wip, 1, 0) == 0;

    public void ExitFast()
    {
        var missed = Interlocked.Decrement(ref _wip);
        if (missed != 0)
        {
            DrainLoop(missed);
        }
    }

    /// <summary>A slot applied a value in place (fast path, inside the counter).</summary>
    public abstract void Applied(CombineSlot slot);

    /// <summary>A slot queued a value.</summary>
    public virtual void Enqueued(CombineSlot slot) => Signal();

    public void SlotError(Exception error)
    {
        Interlocked.CompareExchange(ref _error, error, null);
        Signal();
    }

    public virtual void SlotCompleted(CombineSlot slot) => Signal();

    public void Dispose()
    {
        _cancelled = true;
        DisposeSlots();
        Signal();
    }

    /// <summary>Subscribes the slots in order, stopping if the operator has terminated meanwhile.</summary>
    public void SubscribeAll()
    {
        if (Slots.Length == 0)
        {
            Signal();
            return;
        }

        foreach (var slot in Slots)
        {
            if (_cancelled)
            {
                return;
            }

            slot.Subscribe();
        }
    }

    protected void Signal()
    {
        if (Interlocked.Increment(ref _wip) == 1)
        {
            DrainLoop(1);
        }
    }

    /// <summary>Terminates from inside the counter (a throwing selector, completion): no message can follow.</summary>
    protected void Terminate()
    {
        _cancelled = true;
        DisposeSlots();
    }

    /// <summary>Processes queued values and terminal conditions; runs inside the counter.</summary>
    protected abstract void Drain();

    /// <summary>Sends the error downstream (inside the counter).</summary>
    protected abstract void EmitError(Exception error);

    private void DrainLoop(int missed)
    {
        while (true)
        {
            if (!_cancelled)
            {
                if (Volatile.Read(ref _error) is { } error)
                {
                    Terminate();
                    EmitError(error);
                }
                else
                {
                    Drain();
                }
            }

            if (_cancelled)
            {
                foreach (var slot in Slots)
                {
                    slot.Clear();
                }
            }

            missed = Interlocked.Add(ref _wip, -missed);
            if (missed == 0)
            {
                return;
            }
        }
    }

    private void DisposeSlots()
    {
        foreach (var slot in Slots)
        {
            slot.Dispose();
        }
    }
}

/// <summary>
/// The immutable description of an N-ary combination: its sources (as slots it creates per subscription)
/// and its result selector, which reads the slots' typed current values.
/// </summary>
/// <typeparam name="TResult">The result type.</typeparam>
internal abstract class CombineArity<TResult>
{
    public abstract CombineSlot[] CreateSlots(CombineSlotOwner owner);

    public abstract TResult Invoke(CombineSlot[] slots);
}
