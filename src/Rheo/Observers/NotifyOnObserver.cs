using Rheo.Internal;
using Rheo.Concurrency;
using Rheo.Linq.Operators;

namespace Rheo.Observers;

/// <summary>
/// <c>Observer.NotifyOn</c>: messages are queued and delivered to the observer from the scheduler, in order and one
/// at a time, by the queue behind <c>ObserveOn</c>; nothing after a terminal message or after <see cref="IDisposable.Dispose"/>
/// (which also drops what is queued).
/// </summary>
internal sealed class NotifyOnObserver<T> : ObserverBase<T>
{
    private readonly ScheduledSubscriber<T> _queue;

    public NotifyOnObserver(IObserver<T> observer, IScheduler scheduler)
    {
        var edge = new EdgeObserver<T>(observer);
        _queue = ScheduledSubscriber.Create(edge, scheduler);
        edge.OnSubscribe(_queue);
    }

    protected override void OnNextCore(T value) => _queue.OnNext(value);

    protected override void OnErrorCore(Exception error) => _queue.OnError(error);

    protected override void OnCompletedCore() => _queue.OnCompleted();

    protected override void Dispose(bool disposing)
    {
        base.Dispose(disposing);
        if (disposing)
        {
            _queue.Dispose();
        }
    }
}
