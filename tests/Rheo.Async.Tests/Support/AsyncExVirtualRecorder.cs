using Rheo.Testing;

namespace Rheo.Async.Tests.Support;

/// <summary>Records the messages an asynchronous observer receives with the <see cref="TestScheduler"/>'s clock, as Rheo.Testing's mock observer does.</summary>
public sealed class AsyncExVirtualRecorder<T>(TestScheduler scheduler) : IAsyncObserver<T>
{
    public List<Recorded<Notification<T>>> Messages { get; } = [];

    public ValueTask OnNextAsync(T value)
    {
        Messages.Add(new Recorded<Notification<T>>(scheduler.Clock, Notification.CreateOnNext(value)));
        return default;
    }

    public ValueTask OnErrorAsync(Exception error)
    {
        Messages.Add(new Recorded<Notification<T>>(scheduler.Clock, Notification.CreateOnError<T>(error)));
        return default;
    }

    public ValueTask OnCompletedAsync()
    {
        Messages.Add(new Recorded<Notification<T>>(scheduler.Clock, Notification.CreateOnCompleted<T>()));
        return default;
    }

    /// <summary>Subscribes at <paramref name="subscribeAt"/>, disposes at <paramref name="disposeAt"/> and runs the scheduler to the end.</summary>
    public static AsyncExVirtualRecorder<T> Run(TestScheduler scheduler, Func<IAsyncObservable<T>> create, long subscribeAt = 200, long disposeAt = 1000)
    {
        var recorder = new AsyncExVirtualRecorder<T>(scheduler);
        IAsyncDisposable? handle = null;
        scheduler.ScheduleAbsolute(0, subscribeAt, (_, _) =>
        {
            var task = create().SubscribeAsync(recorder);
            handle = task.AsTask().GetAwaiter().GetResult();
            return Rheo.Disposables.Disposable.Empty;
        });
        scheduler.ScheduleAbsolute(0, disposeAt, (_, _) =>
        {
            handle?.DisposeAsync().AsTask().GetAwaiter().GetResult();
            return Rheo.Disposables.Disposable.Empty;
        });
        scheduler.Start();
        return recorder;
    }
}
