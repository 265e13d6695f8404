using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>FromAsync</c>: every subscription calls the function with a fresh token and relays the task's result (or
/// error). Disposing silences the observer first, then cancels the token, so the
/// <see cref="OperationCanceledException"/> that follows is never delivered.
/// </summary>
internal sealed class FromAsync<T>(Func<CancellationToken, Task<T>> functionAsync) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var cancellation = new CancellationTokenSource();
        var sink = new TaskResultSink<T>(subscriber, cancellation);
        subscriber.OnSubscribe(sink);
        Task<T> task;
        try
        {
            task = functionAsync(cancellation.Token);
        }
        catch (Exception error)
        {
            sink.Fail(error);
            return;
        }

        sink.Start(task);
    }
}

/// <summary>
/// <c>ToObservable(Task)</c>, <c>StartAsync</c>: relays a task that already runs. A shared token source (from
/// <c>StartAsync</c>) is cancelled by the first disposed subscription, as in Rx.NET.
/// </summary>
internal sealed class TaskToObservable<T>(Task<T> task, CancellationTokenSource? cancellation) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new TaskResultSink<T>(subscriber, cancellation);
        subscriber.OnSubscribe(sink);
        sink.Start(task);
    }
}

/// <summary>
/// Relays one task to one subscriber: a completed task inline, a pending one through a single continuation. A
/// faulted task's exception is always observed (even after disposal), so no unobserved-task exception is raised.
/// </summary>
internal sealed class TaskResultSink<T>(ISubscriber<T> downstream, CancellationTokenSource? cancellation) : IDisposable
{
    private int _done;

    public void Start(Task<T> task)
    {
        if (task.IsCompleted)
        {
            Deliver(task);
            return;
        }

        task.ContinueWith(
            static (t, s) => ((TaskResultSink<T>)s!).Deliver(t),
            this,
            CancellationToken.None,
            TaskContinuationOptions.ExecuteSynchronously,
            TaskScheduler.Default);
    }

    public void Fail(Exception error)
    {
        if (Interlocked.Exchange(ref _done, 1) == 0)
        {
            downstream.OnError(error);
        }
    }

    public void Dispose()
    {
        if (Interlocked.Exchange(ref _done, 1) == 0)
        {
            AsyncBridgeTasks.CancelQuietly(cancellation);
        }
    }

    private void Deliver(Task<T> task)
    {
        var error = AsyncBridgeTasks.GetError(task);
        if (Interlocked.Exchange(ref _done, 1) != 0)
        {
            return;
        }

        if (error is not null)
        {
            downstream.OnError(error);
            return;
        }

        downstream.OnNext(task.Result);
        downstream.OnCompleted();
    }
}
