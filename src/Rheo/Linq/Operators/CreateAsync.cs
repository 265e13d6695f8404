using System.Runtime.ExceptionServices;
using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Create</c> with an async subscribe function, as Rx.NET: the function is called directly (on the trampoline, as
/// <c>Create</c>'s), so what it throws before returning its task follows <see cref="CreateSink{T}.TryFailSubscribe"/>.
/// It gets <c>Create</c>'s observer and a token. <see cref="Kind.Completes"/>: the task's completion completes the
/// sequence. <see cref="Kind.Resource"/>/<see cref="Kind.Action"/>: the task's result is disposed (run) when the
/// subscription ends, at once if that came first. A faulted task fails the sequence while the observer is active.
/// Disposal or a terminal message silences the observer, then cancels the token and disposes the result.
/// A task that faults after that is never observed here: one already faulted when the function returns after a
/// terminal message is rethrown to the subscriber; one that faults later is left unobserved, so
/// <see cref="TaskScheduler.UnobservedTaskException"/> reports it.
/// </summary>
internal sealed class CreateAsync<T>(Func<IObserver<T>, CancellationToken, Task> subscribeAsync, CreateAsync<T>.Kind kind) : Producer<T>
{
    internal enum Kind
    {
        /// <summary>The task is a plain <see cref="Task"/>; its completion completes the sequence.</summary>
        Completes,

        /// <summary>The task is a <see cref="Task{IDisposable}"/>.</summary>
        Resource,

        /// <summary>The task is a <see cref="Task{Action}"/>.</summary>
        Action,
    }

    public override void Run(ISubscriber<T> subscriber)
    {
        var observer = new CreateSink<T>(subscriber, null);
        var sink = new Sink(observer, kind, subscribeAsync);
        subscriber.OnSubscribe(observer);
        observer.SetResource(sink);
        CurrentThreadScheduler.RunSubscription(sink);
    }

    /// <summary>Runs the function and follows its task; disposed (by the observer) when the subscription ends, for any reason.</summary>
    private sealed class Sink(CreateSink<T> observer, Kind kind, Func<IObserver<T>, CancellationToken, Task> subscribeAsync) : IDisposable, ITrampolinedSubscription
    {
        private readonly CancellationTokenSource _cancellation = new();
        private IDisposable? _result;

        /// <summary>Runs the function up to its first await; a synchronous throw follows <see cref="CreateSink{T}.TryFailSubscribe"/>.</summary>
        public void SubscribeNow()
        {
            Task task;
            try
            {
                task = subscribeAsync(observer, _cancellation.Token)
                    ?? throw new InvalidOperationException("The subscribe function returned a null task.");
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
                OnTask(task, synchronous: true);
            }
            else
            {
                // A fault that cannot be delivered is rethrown by OnTask: that faults this continuation, which nobody
                // observes, so the error is reported as unobserved rather than lost.
                task.ContinueWith(static (t, s) => ((Sink)s!).OnTask(t, synchronous: false), this, CancellationToken.None, TaskContinuationOptions.ExecuteSynchronously, TaskScheduler.Default);
            }
        }

        /// <summary>
        /// Delivers the task's outcome. A fault the observer can no longer take: when the task was already faulted as
        /// the function returned after a terminal message, it is rethrown to the subscriber; otherwise the task is left
        /// unobserved. A fault read but no longer deliverable (the subscription ended meanwhile) is rethrown.
        /// </summary>
        private void OnTask(Task task, bool synchronous)
        {
            if (task.IsCompletedSuccessfully)
            {
                switch (kind)
                {
                    case Kind.Completes:
                        observer.OnCompleted();
                        break;
                    case Kind.Resource:
                        DisposableSlot.TrySetOnce(ref _result, ((Task<IDisposable>)task).Result);
                        break;
                    default:
                        DisposableSlot.TrySetOnce(ref _result, ((Task<Action>)task).Result is { } action ? Disposable.Create(action) : null);
                        break;
                }

                return;
            }

            if (task.IsCanceled)
            {
                // Canceled while active: Rx.NET's TaskCanceledException. Once the subscription ended it is the
                // token's own cancellation (or nobody listens), not an error.
                observer.TryFail(new TaskCanceledException(task));
                return;
            }

            if (!observer.IsActive && !(synchronous && observer.IsStopped))
            {
                return;
            }

            var error = AsyncBridgeTasks.GetError(task)!;
            if (!observer.TryFail(error))
            {
                ExceptionDispatchInfo.Capture(error).Throw();
            }
        }

        public void Dispose()
        {
            AsyncBridgeTasks.CancelQuietly(_cancellation);
            DisposableSlot.Dispose(ref _result);
        }
    }
}
