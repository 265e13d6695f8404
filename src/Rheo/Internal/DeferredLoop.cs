using Rheo.Concurrency;
using Rheo.Disposables;

namespace Rheo.Internal;

/// <summary>
/// The loop of a loop source (<c>Range</c>, <c>Repeat</c>, <c>Generate</c>, <c>ToObservable</c>: Rx.NET's sources on
/// the current-thread scheduler) subscribed while the current-thread trampoline runs user code: queued there, it runs
/// when the work before it is done, as a plain loop. The subscriber has its handle already, so a dispose before the
/// loop runs means no message at all.
/// </summary>
internal abstract class DeferredLoop : SchedulerWorkItem
{
    /// <summary>Runs the whole loop (called by the trampoline with deferral off).</summary>
    public abstract void RunLoop();

    /// <summary>
    /// Queues <paramref name="source"/>'s loop when a loop subscribed now must wait for the trampoline
    /// (<see cref="CurrentThreadScheduler.DefersLoops"/>, one thread-static read); returns false when the caller runs it now.
    /// </summary>
    public static bool TryDefer<T>(ILoopSource<T> source, ISubscriber<T> subscriber, LoopToken token)
    {
        if (!CurrentThreadScheduler.DefersLoops)
        {
            return false;
        }

        CurrentThreadScheduler.Defer(new Of<T>(source, subscriber, token));
        return true;
    }

    protected sealed override IDisposable InvokeCore()
    {
        CurrentThreadScheduler.RunDeferred(this);
        return Disposable.Empty;
    }

    private sealed class Of<T>(ILoopSource<T> source, ISubscriber<T> subscriber, LoopToken token) : DeferredLoop
    {
        public override void RunLoop() => source.Loop(subscriber, token);
    }
}

/// <summary>A loop source whose loop can be deferred (<see cref="DeferredLoop.TryDefer{T}"/>).</summary>
/// <typeparam name="T">The element type.</typeparam>
internal interface ILoopSource<T>
{
    /// <summary>Sends the values to <paramref name="subscriber"/>, checking <paramref name="token"/> before each message.</summary>
    void Loop(ISubscriber<T> subscriber, LoopToken token);
}

/// <summary>A subscription whose subscribe function runs on the current-thread trampoline (<see cref="CurrentThreadScheduler.RunSubscription{TSubscription}"/>).</summary>
internal interface ITrampolinedSubscription
{
    /// <summary>Runs the subscribe function.</summary>
    void SubscribeNow();
}
