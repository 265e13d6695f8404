using Rheo.Concurrency;

namespace Rheo.Async.Internal;

/// <summary>
/// Base of both <c>Throttle</c> sinks: the one value waiting for its release (guarded by the gate), dropped by
/// <see cref="ClearLocked"/>, and the completion that sends it first.
/// </summary>
internal abstract class AsyncThrottleValueSink<T>(IAsyncObserver<T> downstream, IScheduler scheduler) : AsyncTimedSink<T, T>(downstream, scheduler)
{
    private T _value = default!;
    private bool _hasValue;

    /// <summary>Under the gate: whether a value waits for its release.</summary>
    protected bool HasValueLocked => _hasValue;

    public override ValueTask OnCompletedAsync()
    {
        T value;
        bool hasValue;
        lock (Gate)
        {
            if (DeferCompletedLocked(out var deferred))
            {
                return deferred;
            }

            Done = true;
            value = _value;
            hasValue = _hasValue;
            ClearLocked();
        }

        CancelTimer();
        return hasValue ? SendLastThenCompleteAsync(value) : SendTerminalAsync(null);
    }

    protected override void ClearLocked()
    {
        _value = default!;
        _hasValue = false;
    }

    /// <summary>Under the gate: makes <paramref name="value"/> the waiting value (replacing an older one).</summary>
    protected void SetValueLocked(T value)
    {
        _value = value;
        _hasValue = true;
    }

    /// <summary>Under the gate: takes the waiting value (the caller checked <see cref="HasValueLocked"/>).</summary>
    protected T TakeValueLocked()
    {
        var value = _value;
        _value = default!;
        _hasValue = false;
        return value;
    }
}
