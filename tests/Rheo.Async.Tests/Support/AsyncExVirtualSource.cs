using Rheo.Testing;

namespace Rheo.Async.Tests.Support;

/// <summary>
/// A cold asynchronous source on a <see cref="TestScheduler"/>: each subscription schedules the recorded messages
/// relative to its subscription time and records when it was subscribed and disposed. Observers are expected to
/// complete synchronously (the tests' recorders do).
/// </summary>
public sealed class AsyncExVirtualSource<T>(TestScheduler scheduler, params Recorded<Notification<T>>[] messages) : IAsyncObservable<T>
{
    private readonly List<(long Subscribed, long Disposed)> _subscriptions = [];

    /// <summary>Gets (subscribe time, dispose time) per subscription; <see cref="long.MaxValue"/> while not disposed.</summary>
    public IReadOnlyList<(long Subscribed, long Disposed)> Subscriptions => _subscriptions;

    private long Clock => scheduler.Clock;

    public ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<T> observer)
    {
        var subscription = new Subscription(this, _subscriptions.Count, observer);
        _subscriptions.Add((scheduler.Clock, long.MaxValue));
        foreach (var message in messages)
        {
            subscription.Timers.Add(scheduler.ScheduleRelative(message.Value, message.Time, (_, n) =>
            {
                subscription.Deliver(n);
                return Rheo.Disposables.Disposable.Empty;
            }));
        }

        return new ValueTask<IAsyncDisposable>(subscription);
    }

    private sealed class Subscription(AsyncExVirtualSource<T> parent, int index, IAsyncObserver<T> observer) : IAsyncDisposable
    {
        private bool _disposed;

        public List<IDisposable> Timers { get; } = [];

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
                parent._subscriptions[index] = (parent._subscriptions[index].Subscribed, parent.Clock);
                foreach (var timer in Timers)
                {
                    timer.Dispose();
                }
            }

            return default;
        }
    }
}
