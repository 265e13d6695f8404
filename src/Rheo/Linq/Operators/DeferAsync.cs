using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>DeferAsync</c>: every subscription calls the async factory with a fresh token and subscribes to the
/// observable it produces. Disposing silences the observer first, then cancels the token; a factory that
/// fails (or is canceled otherwise) fails the sequence. A factory task that faults after disposal is left to
/// <see cref="TaskScheduler.UnobservedTaskException"/> (as in Rx.NET), unless <c>observeLateErrors</c> is true
/// (<c>ignoreExceptionsAfterUnsubscribe: true</c>): then its exception is observed and dropped.
/// </summary>
internal sealed class DeferAsync<T>(Func<CancellationToken, Task<IObservable<T>>> observableFactoryAsync, bool observeLateErrors = false) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, observeLateErrors);
        subscriber.OnSubscribe(sink);
        Task<IObservable<T>> task;
        try
        {
            task = observableFactoryAsync(sink.Token);
        }
        catch (Exception error)
        {
            sink.Fail(error);
            return;
        }

        if (task.IsCompleted)
        {
            sink.OnTask(task);
        }
        else
        {
            task.ContinueWith(static (t, s) => ((Sink)s!).OnTask(t), sink, CancellationToken.None, TaskContinuationOptions.ExecuteSynchronously, TaskScheduler.Default);
        }
    }

    private sealed class Sink(ISubscriber<T> downstream, bool observeLateErrors) : Sink<T, T>(downstream)
    {
        private readonly CancellationTokenSource _cancellation = new();
        private int _disposed;

        public CancellationToken Token => _cancellation.Token;

        public void OnTask(Task<IObservable<T>> task)
        {
            if (!observeLateErrors && Volatile.Read(ref _disposed) != 0)
            {
                return;
            }

            var error = AsyncBridgeTasks.GetError(task);
            if (Volatile.Read(ref _disposed) != 0)
            {
                return;
            }

            if (error is not null)
            {
                Fail(error);
                return;
            }

            task.Result.Run(this);
        }

        public new void Fail(Exception error)
        {
            if (Volatile.Read(ref _disposed) == 0)
            {
                Downstream.OnError(error);
            }
        }

        public override void OnNext(T value) => Downstream.OnNext(value);

        public override void Dispose()
        {
            if (Interlocked.Exchange(ref _disposed, 1) == 0)
            {
                base.Dispose();
                AsyncBridgeTasks.CancelQuietly(_cancellation);
            }
        }
    }
}
