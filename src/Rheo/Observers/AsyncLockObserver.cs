using Rheo.Concurrency;

namespace Rheo.Observers;

/// <summary>
/// <c>Observer.Synchronize</c> with an <see cref="AsyncLock"/>: each message runs under the lock, so calls never
/// overlap and a re-entrant call is queued and delivered after the current one; nothing after a terminal message.
/// </summary>
internal sealed class AsyncLockObserver<T>(IObserver<T> observer, AsyncLock gate) : ObserverBase<T>
{
    protected override void OnNextCore(T value)
        => gate.Wait(static state => { var (o, v) = ((IObserver<T>, T))state!; o.OnNext(v); }, (observer, value));

    protected override void OnErrorCore(Exception error)
        => gate.Wait(static state => { var (o, e) = ((IObserver<T>, Exception))state!; o.OnError(e); }, (observer, error));

    protected override void OnCompletedCore()
        => gate.Wait(static state => ((IObserver<T>)state!).OnCompleted(), observer);
}
