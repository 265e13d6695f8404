using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Using</c> with async factories: every subscription creates the resource, then the observable, each with the
/// subscription's token, subscribes to the observable, and disposes the resource when the sequence terminates or
/// the subscription is disposed (a resource that arrives after disposal is disposed at once). Disposing silences
/// the observer first, then cancels the token.
/// </summary>
internal sealed class UsingAsync<T, TResource>(
    Func<CancellationToken, Task<TResource>> resourceFactoryAsync,
    Func<TResource, CancellationToken, Task<IObservable<T>>> observableFactoryAsync) : Producer<T>
    where TResource : IDisposable
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, observableFactoryAsync);
        subscriber.OnSubscribe(sink);
        Task<TResource> task;
        try
        {
            task = resourceFactoryAsync(sink.Token);
        }
        catch (Exception error)
        {
            sink.Error(error);
            return;
        }

        sink.Await(task, static (s, t) => s.OnResource(t));
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<TResource, CancellationToken, Task<IObservable<T>>> observableFactoryAsync) : Sink<T, T>(downstream)
    {
        private readonly CancellationTokenSource _cancellation = new();
        private IDisposable? _resource;
        private int _disposed;

        public CancellationToken Token => _cancellation.Token;

        private bool Disposed => Volatile.Read(ref _disposed) != 0;

        public void Await<TResult>(Task<TResult> task, Action<Sink, Task<TResult>> next)
        {
            if (task.IsCompleted)
            {
                next(this, task);
                return;
            }

            task.ContinueWith(
                static (t, s) =>
                {
                    var (sink, next) = ((Sink, Action<Sink, Task<TResult>>))s!;
                    next(sink, t);
                },
                (this, next),
                CancellationToken.None,
                TaskContinuationOptions.ExecuteSynchronously,
                TaskScheduler.Default);
        }

        public void OnResource(Task<TResource> task)
        {
            var error = AsyncBridgeTasks.GetError(task);
            if (error is not null)
            {
                Error(error);
                return;
            }

            var resource = task.Result;
            if (!DisposableSlot.TrySetOnce(ref _resource, resource) || Disposed)
            {
                return;
            }

            Task<IObservable<T>> observable;
            try
            {
                observable = observableFactoryAsync(resource, _cancellation.Token);
            }
            catch (Exception factoryError)
            {
                Error(factoryError);
                return;
            }

            Await(observable, static (s, t) => s.OnObservable(t));
        }

        public void Error(Exception error)
        {
            if (!Disposed)
            {
                DisposableSlot.Dispose(ref _resource);
                Downstream.OnError(error);
            }
        }

        public override void OnNext(T value) => Downstream.OnNext(value);

        public override void OnError(Exception error)
        {
            DisposableSlot.Dispose(ref _resource);
            Downstream.OnError(error);
        }

        public override void OnCompleted()
        {
            DisposableSlot.Dispose(ref _resource);
            Downstream.OnCompleted();
        }

        public override void Dispose()
        {
            if (Interlocked.Exchange(ref _disposed, 1) == 0)
            {
                base.Dispose();
                AsyncBridgeTasks.CancelQuietly(_cancellation);
                DisposableSlot.Dispose(ref _resource);
            }
        }

        private void OnObservable(Task<IObservable<T>> task)
        {
            var error = AsyncBridgeTasks.GetError(task);
            if (Disposed)
            {
                return;
            }

            if (error is not null)
            {
                Error(error);
                return;
            }

            task.Result.Run(this);
        }
    }
}
