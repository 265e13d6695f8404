using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Create</c> with an async subscribe function. The function gets the observer (with <c>Create</c>'s
/// grammar guarantees) and a token. <see cref="Kind.Completes"/>: the task's completion completes the sequence.
/// <see cref="Kind.Resource"/>: the task's result (an <see cref="IDisposable"/>) is disposed on unsubscription,
/// at once if that came first. A faulted task fails the sequence. Disposing silences the observer first, then
/// cancels the token, so the <see cref="OperationCanceledException"/> that follows is never delivered.
/// </summary>
internal sealed class CreateAsync<T>(Func<IObserver<T>, CancellationToken, Task<IDisposable?>> subscribeAsync, CreateAsync<T>.Kind kind) : Producer<T>
{
    internal enum Kind
    {
        Completes,
        Resource,
    }

    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(new CreateSink<T>(subscriber, null), kind, subscribeAsync);
        subscriber.OnSubscribe(sink);
        CurrentThreadScheduler.RunSubscription(sink);
    }

    private sealed class Sink(CreateSink<T> observer, Kind kind, Func<IObserver<T>, CancellationToken, Task<IDisposable?>> subscribeAsync) : IDisposable, ITrampolinedSubscription
    {
        private readonly CancellationTokenSource _cancellation = new();
        private int _disposed;

        /// <summary>Runs the function up to its first await (on the trampoline, as <c>Create</c>'s); a synchronous throw follows <see cref="CreateSink{T}.TryFailSubscribe"/>.</summary>
        public void SubscribeNow()
        {
            Task<IDisposable?> task;
            try
            {
                task = subscribeAsync(observer, _cancellation.Token);
            }
            catch (Exception error)
            {
                if (!observer.TryFailSubscribe(error))
                {
                    throw;
                }

                return;
            }

            if (task.IsCompleted)
            {
                OnTask(task);
            }
            else
            {
                task.ContinueWith(static (t, s) => ((Sink)s!).OnTask(t), this, CancellationToken.None, TaskContinuationOptions.ExecuteSynchronously, TaskScheduler.Default);
            }
        }

        public void OnTask(Task<IDisposable?> task)
        {
            var error = AsyncBridgeTasks.GetError(task);
            if (Volatile.Read(ref _disposed) != 0)
            {
                if (error is null)
                {
                    task.Result?.Dispose();
                }

                return;
            }

            if (error is not null)
            {
                observer.OnError(error);
            }
            else if (kind == Kind.Completes)
            {
                observer.OnCompleted();
            }
            else
            {
                observer.SetResource(task.Result);
            }
        }

        public void Dispose()
        {
            if (Interlocked.Exchange(ref _disposed, 1) == 0)
            {
                observer.Dispose();
                AsyncBridgeTasks.CancelQuietly(_cancellation);
            }
        }
    }
}
