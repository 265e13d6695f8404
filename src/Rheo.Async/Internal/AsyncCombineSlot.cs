using System.Runtime.CompilerServices;
using Rheo.Async.Disposables;

namespace Rheo.Async.Internal;

/// <summary>
/// The shared state of CombineLatest and Zip: one typed slot per source (no boxing) and a serial gate downstream.
/// A slot holds the latest value (CombineLatest) or a queue (Zip, which buffers by nature). Every slot is read and
/// written only while the gate is held (values, results and the decision to complete alike), so the results go out
/// in the order of the values that made them and a completion never passes a result decided before it.
/// </summary>
internal sealed class AsyncCombineState<TResult>(IAsyncObserver<TResult> downstream, bool zip)
{
    public AsyncSerialGate<TResult> Downstream { get; } = new(downstream);

    public CompositeAsyncDisposable Subscriptions { get; } = new();

    public bool Zip => zip;

    public AsyncCombineSlot[] Slots { get; set; } = [];

    public Func<TResult> Result { get; set; } = null!;

    /// <summary>Called holding the gate after a value was stored: whether every slot is ready.</summary>
    public bool AllReady()
    {
        foreach (var slot in Slots)
        {
            if (!slot.Ready)
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>Called holding the gate when <paramref name="slot"/> sent a value that made no result: whether every other source has completed.</summary>
    public bool OthersDone(AsyncCombineSlot slot)
    {
        foreach (var s in Slots)
        {
            if (s != slot && !s.Done)
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>
    /// Called holding the gate: whether the result sequence is over. CombineLatest: when every source has completed
    /// (a source that completes without a value does not end it at once, as in the core). Zip: when a finished source
    /// has nothing left to pair, or every source has completed.
    /// </summary>
    public bool IsOver()
    {
        var allDone = true;
        foreach (var s in Slots)
        {
            if (zip && s.Done && !s.Ready)
            {
                // A finished source with nothing to pair.
                return true;
            }

            allDone &= s.Done;
        }

        return allDone && !zip;
    }

    public async ValueTask OnErrorAsync(Exception error)
    {
        await Downstream.OnErrorAsync(error).ConfigureAwait(false);
        await Subscriptions.DisposeAsync().ConfigureAwait(false);
    }

    public async ValueTask CompleteAsync()
    {
        await Downstream.OnCompletedAsync().ConfigureAwait(false);
        await Subscriptions.DisposeAsync().ConfigureAwait(false);
    }
}

/// <summary>One source's slot in <see cref="AsyncCombineState{TResult}"/>.</summary>
internal abstract class AsyncCombineSlot
{
    public bool Done { get; set; }

    public bool EverHadValue { get; protected set; }

    public abstract bool Ready { get; }
}

/// <summary>A typed slot and the observer of its source.</summary>
internal sealed class AsyncCombineSlot<T, TResult>(AsyncCombineState<TResult> state) : AsyncCombineSlot, IAsyncObserver<T>
{
    private readonly Queue<T>? _queue = state.Zip ? new Queue<T>() : null;
    private T _latest = default!;

    // Set holding the gate by this source's own value and read by the same call once the gate is released (a source
    // is serial, so nothing else writes them meanwhile): the selector's error, and whether Zip ends with this result.
    private Exception? _error;
    private bool _ends;

    public override bool Ready => _queue is null ? EverHadValue : _queue.Count > 0;

    /// <summary>Takes the value for a result (called holding the gate).</summary>
    public T Take() => _queue is null ? _latest : _queue.Dequeue();

    public ValueTask OnNextAsync(T value)
    {
        var task = state.Downstream.OnNextAsync(new Update(this, value));
        if (!task.IsCompletedSuccessfully)
        {
            return AfterNextAsync(task);
        }

        task.GetAwaiter().GetResult();
        return AfterNext();
    }

    public ValueTask OnErrorAsync(Exception error) => state.OnErrorAsync(error);

    public async ValueTask OnCompletedAsync()
    {
        await state.Downstream.OnCompletedAsync(() =>
        {
            Done = true;
            return state.IsOver();
        }).ConfigureAwait(false);
        if (state.Downstream.IsTerminated)
        {
            await state.Subscriptions.DisposeAsync().ConfigureAwait(false);
        }
    }

    /// <summary>Holding the gate: stores <paramref name="value"/> and makes the result if every slot is ready.</summary>
    private bool TryProduce(T value, out TResult result)
    {
        if (_queue is null)
        {
            _latest = value;
        }
        else
        {
            _queue.Enqueue(value);
        }

        EverHadValue = true;
        result = default!;
        if (!state.AllReady())
        {
            // CombineLatest: a value that makes no result while every other source has completed ends the sequence
            // (one of them completed without a value, so no result can ever come).
            _ends = !state.Zip && state.OthersDone(this);
            return false;
        }

        try
        {
            result = state.Result();
        }
        catch (Exception ex)
        {
            _error = ex;
            return false;
        }

        _ends = state.Zip && state.IsOver();
        return true;
    }

    private ValueTask AfterNext()
    {
        if (_error is { } error)
        {
            _error = null;
            return state.OnErrorAsync(error);
        }

        return _ends ? state.CompleteAsync() : default;
    }

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private async ValueTask AfterNextAsync(ValueTask delivery)
    {
        await delivery.ConfigureAwait(false);
        await AfterNext().ConfigureAwait(false);
    }

    /// <summary>One source's value, stored and combined while the gate is held.</summary>
    private readonly struct Update(AsyncCombineSlot<T, TResult> slot, T value) : IAsyncSerialGateUpdate<TResult>
    {
        public bool TryProduce(out TResult result) => slot.TryProduce(value, out result);
    }
}
