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
        var sink = new Sink(new CreateSink<T>(subscriber), kind);
        subscriber.OnSubscribe(sink);
        Task<IDisposable?> task;
        try
        {
            task = subscribeAsync(sink.Observer, sink.Token);
        }
        catch (Exception error)
        {
            sink.Observer.OnError(error);
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

    private sealed class Sink(CreateSink<T> observer, Kind kind) : IDisposable
    {
        private readonly CancellationTokenSource _cancellation = new();
        private int _disposed;

        public CreateSink<T> Observer => observer;

        public CancellationToken Token => _cancellation.Token;

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
