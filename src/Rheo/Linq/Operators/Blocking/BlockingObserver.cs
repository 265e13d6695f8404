using System.Runtime.ExceptionServices;
using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The observer behind the blocking operators (<c>First</c>, <c>Last</c>, <c>Single</c>, <c>Wait</c>,
/// <c>ForEach</c>): it subscribes, and waits for the end only if the source did not finish during the
/// subscription. The wait handle is allocated on that slow path alone, so a synchronous source never touches one.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal abstract class BlockingObserver<T> : UpstreamHolder, ISubscriber<T>, ISyncConsumer<T>
{
    private Exception? _error;
    private ManualResetEventSlim? _event;
    private int _terminated;

    /// <summary>Gets whether the observer has its answer (a value, an error, or the end of the source).</summary>
    protected bool IsTerminated => Volatile.Read(ref _terminated) != 0;

    public abstract void OnNext(T value);

    public void OnError(Exception error)
    {
        if (!IsTerminated)
        {
            _error = error;
            Terminate();
        }
    }

    public void OnCompleted() => Terminate();

    /// <summary>Subscribes to <paramref name="source"/> and blocks until <see cref="Terminate"/>; rethrows a stored error.</summary>
    public void Run(IObservable<T> source)
    {
        // Inside a current-thread trampoline the subscription runs with the trampoline set aside: a loop queued
        // behind this caller would never run while it waits. Outside one (the usual case) it subscribes directly,
        // without the state tuple and the delegate call.
        if (CurrentThreadScheduler.IsScheduleRequired)
        {
            Subscribe(source);
        }
        else
        {
            CurrentThreadScheduler.RunIsolated((source, observer: this), static s => s.observer.Subscribe(s.source));
        }
        if (Volatile.Read(ref _terminated) == 0)
        {
            var signal = new ManualResetEventSlim();
            BlockingWaitDiagnostics.HandlesCreated++;

            // Both sides use full fences (this exchange, the one in Terminate): either Terminate sees the
            // event and sets it, or this thread sees the terminated flag and does not wait.
            Interlocked.Exchange(ref _event, signal);
            if (Volatile.Read(ref _terminated) == 0)
            {
                signal.Wait();
            }

            // The event is not disposed: Terminate may still be inside Set on another thread, and a
            // ManualResetEventSlim whose WaitHandle was never read owns no kernel object.
        }

        if (_error is { } error)
        {
            ExceptionDispatchInfo.Throw(error);
        }
    }

    /// <summary>Takes a value of a synchronous run; false once the observer has its answer.</summary>
    bool ISyncConsumer<T>.Accept(T value)
    {
        OnNext(value);
        return !IsTerminated;
    }

    /// <summary>
    /// Subscribes, or runs a chain of synchronous sources on this thread without a subscription (<see cref="ISyncSource{T}"/>):
    /// its error, thrown, is the error the subscription would have sent.
    /// </summary>
    private void Subscribe(IObservable<T> source)
    {
        if (!SyncSource.CanRun(source))
        {
            source.Run(this);
            return;
        }

        try
        {
            if (SyncSource.Run(source, this))
            {
                OnCompleted();
            }
        }
        catch (Exception error)
        {
            OnError(error);
        }
    }

    /// <summary>Ends the wait with an error raised by the operator or a user callback (the upstream is disposed).</summary>
    protected void Fail(Exception error)
    {
        if (!IsTerminated)
        {
            _error = error;
            Terminate();
        }
    }

    /// <summary>Ends the wait: disposes the upstream (stopping a synchronous source mid-loop) and wakes the caller.</summary>
    protected void Terminate()
    {
        if (Interlocked.Exchange(ref _terminated, 1) != 0)
        {
            return;
        }

        DisposeUpstream();
        Volatile.Read(ref _event)?.Set();
    }
}

/// <summary>Counts the wait handles the blocking operators allocate on the calling thread (tests check the fast path).</summary>
internal static class BlockingWaitDiagnostics
{
    [ThreadStatic]
    internal static int HandlesCreated;
}
