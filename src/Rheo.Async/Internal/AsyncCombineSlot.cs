using Rheo.Async.Disposables;

namespace Rheo.Async.Internal;

/// <summary>
/// The shared state of CombineLatest and Zip: one typed slot per source (no boxing), a lock over the slots, and a
/// serial gate downstream. A slot holds the latest value (CombineLatest) or a queue (Zip, which buffers by nature).
/// </summary>
internal sealed class AsyncCombineState<TResult>(IAsyncObserver<TResult> downstream, bool zip)
{
    public Lock Gate { get; } = new();

    public AsyncSerialGate<TResult> Downstream { get; } = new(downstream);

    public CompositeAsyncDisposable Subscriptions { get; } = new();

    public bool Zip => zip;

    public AsyncCombineSlot[] Slots { get; set; } = [];

    public Func<TResult> Result { get; set; } = null!;

    /// <summary>Called under <see cref="Gate"/> after a value was stored: whether every slot is ready.</summary>
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

    /// <summary>Called under <see cref="Gate"/>: whether the result sequence is over.</summary>
    public bool IsOver()
    {
        var allDone = true;
        foreach (var s in Slots)
        {
            if (s.Done && !s.Ready)
            {
                // A finished source with nothing to give: CombineLatest never had a value from it; Zip has nothing to pair.
                if (zip || !s.EverHadValue)
                {
                    return true;
                }
            }

            allDone &= s.Done;
        }

        return allDone && !zip;
    }

    public async ValueTask DeliverAsync(TResult result, bool over)
    {
        await Downstream.OnNextAsync(result).ConfigureAwait(false);
        if (over)
        {
            await CompleteAsync().ConfigureAwait(false);
        }
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

    public override bool Ready => _queue is null ? EverHadValue : _queue.Count > 0;

    /// <summary>Takes the value for a result (called under the state's lock).</summary>
    public T Take() => _queue is null ? _latest : _queue.Dequeue();

    public ValueTask OnNextAsync(T value)
    {
        TResult result;
        bool over;
        lock (state.Gate)
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
            if (!state.AllReady())
            {
                return default;
            }

            try
            {
                result = state.Result();
            }
            catch (Exception ex)
            {
                return state.OnErrorAsync(ex);
            }

            over = state.Zip && state.IsOver();
        }

        return over ? state.DeliverAsync(result, true) : state.Downstream.OnNextAsync(result);
    }

    public ValueTask OnErrorAsync(Exception error) => state.OnErrorAsync(error);

    public ValueTask OnCompletedAsync()
    {
        bool over;
        lock (state.Gate)
        {
            Done = true;
            over = state.IsOver();
        }

        return over ? state.CompleteAsync() : default;
    }
}
