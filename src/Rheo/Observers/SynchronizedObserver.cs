namespace Rheo.Observers;

/// <summary>
/// <c>Observer.Synchronize</c> with a monitor: each message reaches the observer under <c>lock (gate)</c>, so calls
/// from several threads never overlap (a re-entrant call on the same thread still nests); nothing after a terminal message.
/// </summary>
internal sealed class SynchronizedObserver<T>(IObserver<T> observer, object gate) : ObserverBase<T>
{
    protected override void OnNextCore(T value)
    {
        lock (gate)
        {
            observer.OnNext(value);
        }
    }

    protected override void OnErrorCore(Exception error)
    {
        lock (gate)
        {
            observer.OnError(error);
        }
    }

    protected override void OnCompletedCore()
    {
        lock (gate)
        {
            observer.OnCompleted();
        }
    }
}
