using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// Base of the debounce extension operators (<c>DebounceImmediate</c>, <c>DebounceUntil</c>): one waiting value,
/// sent when the quiet period ends, and sent before the completion of the source.
/// </summary>
internal abstract class AsyncExDebounceSink<T>(IAsyncObserver<T> downstream, IScheduler scheduler) : AsyncExTimerSink<T, T>(downstream, scheduler)
{
    private T _pending = default!;
    private bool _hasPending;

    protected sealed override ValueTask ElapsedAsync() => _hasPending ? Downstream.OnNextAsync(TakePending()) : default;

    protected sealed override async ValueTask CompletedAsync()
    {
        if (_hasPending)
        {
            await Downstream.OnNextAsync(TakePending()).ConfigureAwait(false);
        }

        await SendCompletedAsync().ConfigureAwait(false);
    }

    /// <summary>Makes <paramref name="value"/> the waiting value (replacing an older one).</summary>
    protected void SetPending(T value)
    {
        _pending = value;
        _hasPending = true;
    }

    /// <summary>Drops the waiting value, if any.</summary>
    protected void DropPending()
    {
        _hasPending = false;
        _pending = default!;
    }

    private T TakePending()
    {
        var value = _pending;
        _pending = default!;
        _hasPending = false;
        return value;
    }
}
