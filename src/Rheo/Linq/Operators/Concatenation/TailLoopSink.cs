using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The sink shared by the operators that subscribe to one source after another (<c>Concat</c>,
/// <c>Catch</c>, <c>OnErrorResumeNext</c>, <c>Retry</c>, <c>Repeat</c>): it is the subscriber of every
/// inner source in turn and subscribes the next one from a drain loop guarded by a work-in-progress
/// counter, so a source that terminates synchronously does not grow the stack. Only the current inner
/// subscription is held (a serial slot); nothing is allocated per element. A
/// <c>Return</c> or <c>Empty</c> source is delivered by the loop itself, without a subscription. A synchronous source
/// subscribed by the sink reads its stop flag (<see cref="StopFlagHolder"/>) instead of allocating one.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal abstract class TailLoopSink<T>(ISubscriber<T> downstream) : StopFlagHolder, ISubscriber<T>, IDisposable
{
    private IDisposable? _inner;

    /// <summary>Gets the subscriber of this sink's subscription (set later by a sink that is also its operator).</summary>
    protected ISubscriber<T> Downstream { get; private protected set; } = downstream;

    /// <summary>Starts the loop: call once, after handing the sink downstream.</summary>
    public void Start() => MoveNext();

    public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetSerial(ref _inner, upstream);

    public void OnNext(T value) => Downstream.OnNext(value);

    public abstract void OnError(Exception error);

    public abstract void OnCompleted();

    /// <summary>Stops everything; also what an inner terminal message that is passed on calls first.</summary>
    public void Dispose()
    {
        _disposed = true;
        DisposableSlot.Dispose(ref _inner);
        if (Interlocked.Increment(ref _wip) == 1)
        {
            Cleanup();
        }
    }

    /// <summary>Subscribes the next source from the drain loop (or ends, when there is none).</summary>
    protected void MoveNext()
    {
        if (Interlocked.Increment(ref _wip) != 1)
        {
            return;
        }

        do
        {
            if (_disposed)
            {
                Cleanup();
                return;
            }

            IObservable<T>? next;
            try
            {
                next = NextSource();
            }
            catch (Exception error)
            {
                Finish();
                Downstream.OnError(error);
                return;
            }

            if (next is null)
            {
                Finish();
                OnNoMoreSources();
                return;
            }

            // Return and Empty are delivered in the loop, as if subscribed (exact type checks: both are sealed): the
            // value, then completion unless the downstream disposed this sink while receiving the value.
            if (next is Return<T> scalar)
            {
                Downstream.OnNext(scalar.Value);
                if (!_disposed)
                {
                    OnCompleted();
                }
            }
            else if (next is Empty<T>)
            {
                OnCompleted();
            }
            else
            {
                next.Run(this);
            }
        }
        while (Interlocked.Decrement(ref _wip) != 0);
    }

    /// <summary>Ends the subscription from the drain loop itself, which then returns without releasing the counter.</summary>
    private void Finish()
    {
        _disposed = true;
        DisposableSlot.Dispose(ref _inner);
        Cleanup();
    }

    /// <summary>The next source to subscribe, or null when the sequence of sources is exhausted. Runs on the drain loop only.</summary>
    protected abstract IObservable<T>? NextSource();

    /// <summary>Sends the terminal message owed when the sources run out.</summary>
    protected abstract void OnNoMoreSources();

    /// <summary>Releases per-subscription state (enumerators); called at most once, from the loop or from <see cref="Dispose"/>.</summary>
    protected virtual void Cleanup()
    {
    }
}
