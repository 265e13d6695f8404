using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ToTask</c> (and <c>await</c> on an observable): subscribes and completes a task with the last value;
/// an empty sequence fails it with <see cref="InvalidOperationException"/>, an error faults it, and the
/// token cancels it (disposing the subscription first). With a scheduler, the subscription still ends at
/// once, but the task is completed (so its continuations start) from a work item on the scheduler.
/// </summary>
internal sealed class ToTaskObserver<T> : ISubscriber<T>
{
    private readonly TaskCompletionSource<T> _completion;
    private readonly IScheduler? _scheduler;
    private IDisposable? _upstream;
    private CancellationTokenRegistration _registration;
    private T? _value;
    private bool _hasValue;
    private int _done;
    private Exception? _error;
    private CancellationToken _canceledBy;
    private bool _canceled;

    private ToTaskObserver(object? state, IScheduler? scheduler)
    {
        _completion = new TaskCompletionSource<T>(state);
        _scheduler = scheduler;
    }

    public static Task<T> Run(IObservable<T> source, CancellationToken cancellationToken, object? state, IScheduler? scheduler = null)
    {
        var observer = new ToTaskObserver<T>(state, scheduler);
        if (cancellationToken.IsCancellationRequested)
        {
            observer._done = 1;
            observer._canceled = true;
            observer._canceledBy = cancellationToken;
            observer.Publish();
            return observer._completion.Task;
        }

        source.Run(observer);
        if (cancellationToken.CanBeCanceled && Volatile.Read(ref observer._done) == 0)
        {
            observer._registration = cancellationToken.UnsafeRegister(
                static (s, token) => ((ToTaskObserver<T>)s!).Cancel(token), observer);
            if (Volatile.Read(ref observer._done) != 0)
            {
                observer._registration.Dispose();
            }
        }

        return observer._completion.Task;
    }

    public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

    public void OnNext(T value)
    {
        _value = value;
        _hasValue = true;
    }

    public void OnError(Exception error)
    {
        if (Finish())
        {
            _error = error;
            Publish();
        }
    }

    public void OnCompleted()
    {
        if (!Finish())
        {
            return;
        }

        if (!_hasValue)
        {
            _error = AggregateErrors.NoElements();
        }

        Publish();
    }

    private void Cancel(CancellationToken token)
    {
        if (Finish())
        {
            _canceled = true;
            _canceledBy = token;
            Publish();
        }
    }

    private bool Finish()
    {
        if (Interlocked.Exchange(ref _done, 1) != 0)
        {
            return false;
        }

        DisposableSlot.Dispose(ref _upstream);
        _registration.Dispose();
        return true;
    }

    /// <summary>Completes the task with the outcome recorded by the one caller that won <see cref="Finish"/>.</summary>
    private void Publish()
    {
        if (_scheduler is null)
        {
            SetOutcome();
        }
        else
        {
            _scheduler.Schedule(this, static (_, observer) =>
            {
                observer.SetOutcome();
                return Disposables.Disposable.Empty;
            });
        }
    }

    private void SetOutcome()
    {
        if (_canceled)
        {
            _completion.TrySetCanceled(_canceledBy);
        }
        else if (_error is { } error)
        {
            _completion.TrySetException(error);
        }
        else
        {
            _completion.TrySetResult(_value!);
        }
    }
}
