using Rheo.Testing;

namespace Rheo.Async.Tests.Support;

/// <summary>
/// A hot asynchronous source on a <see cref="TestScheduler"/>: the recorded messages are scheduled at their absolute
/// times when it is created and go to the observers subscribed at that moment; it records when each subscription was
/// made and disposed. Observers are expected to complete synchronously (the tests' recorders do).
/// </summary>
public sealed class AsyncExVirtualHotSource<T> : IAsyncObservable<T>
{
    private readonly TestScheduler _scheduler;
    private readonly List<(long Subscribed, long Disposed)> _subscriptions = [];
    private readonly List<Subscription> _active = [];

    public AsyncExVirtualHotSource(TestScheduler scheduler, params Recorded<Notification<T>>[] messages)
    {
        _scheduler = scheduler;
        foreach (var message in messages)
        {
            scheduler.ScheduleAbsolute(message.Value, message.Time, (_, n) =>
            {
                foreach (var subscription in _active.ToArray())
                {
                    subscription.Deliver(n);
                }

                return Rheo.Disposables.Disposable.Empty;
            });
        }
    }

    /// <summary>Gets (subscribe time, dispose time) per subscription; <see cref="long.MaxValue"/> while not disposed.</summary>
    public IReadOnlyList<(long Subscribed, long Disposed)> Subscriptions => _subscriptions;

    public ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<T> observer)
    {
        var subscription = new Subscription(this, _subscriptions.Count, observer);
        _subscriptions.Add((_scheduler.Clock, long.MaxValue));
        _active.Add(subscription);
        return new ValueTask<IAsyncDisposable>(subscription);
    }

    private sealed class Subscription(AsyncExVirtualHotSource<T> parent, int index, IAsyncObserver<T> observer) : IAsyncDisposable
    {
        private bool _disposed;

        public void Deliver(Notification<T> notification)
        {
            if (_disposed)
            {
                return;
            }

            var task = notification.Kind switch
            {
                NotificationKind.OnNext => observer.OnNextAsync(notification.Value),
                NotificationKind.OnError => observer.OnErrorAsync(notification.Exception!),
                _ => observer.OnCompletedAsync(),
            };
            task.AsTask().GetAwaiter().GetResult();
        }

        public ValueTask DisposeAsync()
        {
            if (!_disposed)
            {
                _disposed = true;
                parent._active.Remove(this);
                parent._subscriptions[index] = (parent._subscriptions[index].Subscribed, parent._scheduler.Clock);
            }

            return default;
        }
    }
}
