using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>FromAsync</c>: every subscription calls the function with a fresh token and relays the task's result (or
/// error). Disposing silences the observer first, then cancels the token, so the
/// <see cref="OperationCanceledException"/> that follows is never delivered. With a scheduler, the outcome is
/// delivered from a work item on it.
/// </summary>
internal sealed class FromAsync<T>(Func<CancellationToken, Task<T>> functionAsync, IScheduler? scheduler = null, bool observeLateErrors = false) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var cancellation = new CancellationTokenSource();
        var sink = new TaskResultSink<T>(subscriber, cancellation, scheduler, observeLateErrors);
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
/// <c>StartAsync</c>) is cancelled by the first disposed subscription, as in Rx.NET. With a scheduler, the outcome
/// is delivered from a work item on it (also for a task that had already finished).
/// </summary>
internal sealed class TaskToObservable<T>(Task<T> task, CancellationTokenSource? cancellation, IScheduler? scheduler = null, bool observeLateErrors = false) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new TaskResultSink<T>(subscriber, cancellation, scheduler, observeLateErrors);
        subscriber.OnSubscribe(sink);
        sink.Start(task);
    }
}

/// <summary>
/// Relays one task to one subscriber: a completed task inline (or from one work item on the scheduler), a pending
/// one through a single continuation. A task that faults after disposal is left unobserved, so its exception reaches
/// <see cref="TaskScheduler.UnobservedTaskException"/> (as in Rx.NET), unless <c>observeLateErrors</c> is true
/// (<see cref="TaskObservationOptions.IgnoreExceptionsAfterUnsubscribe"/>): then it is observed and dropped.
/// </summary>
internal sealed class TaskResultSink<T>(ISubscriber<T> downstream, CancellationTokenSource? cancellation, IScheduler? scheduler, bool observeLateErrors) : IDisposable
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

    /// <summary>The function threw before returning a task: the error goes out at once, as in Rx.NET (no scheduler hop).</summary>
    public void Fail(Exception error) => Emit(null, error);

    public void Dispose()
    {
        if (Interlocked.Exchange(ref _done, 1) == 0)
        {
            AsyncBridgeTasks.CancelQuietly(cancellation);
        }
    }

    private void Deliver(Task<T> task)
    {
        if (Volatile.Read(ref _done) != 0)
        {
            // Disposed: nothing is delivered; the fault is read (marked observed) unless the options leave it to
            // TaskScheduler.UnobservedTaskException.
            if (observeLateErrors && task.IsFaulted)
            {
                _ = task.Exception;
            }

            return;
        }

        var error = AsyncBridgeTasks.GetError(task);
        if (scheduler is null)
        {
            Emit(task, error);
            return;
        }

        scheduler.Schedule((Sink: this, Task: task, Error: error), static (_, s) =>
        {
            s.Sink.Emit(s.Task, s.Error);
            return Disposables.Disposable.Empty;
        });
    }

    private void Emit(Task<T>? task, Exception? error)
    {
        if (Interlocked.Exchange(ref _done, 1) != 0)
        {
            return;
        }

        if (error is not null)
        {
            downstream.OnError(error);
            return;
        }

        downstream.OnNext(task!.Result);
        downstream.OnCompleted();
    }
}
