using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ForEachAsync</c>: runs an action for every value and completes a task when the sequence completes; an error
/// or a throwing action faults the task, the token cancels it (then disposes the subscription). If disposing the
/// subscription throws when the sequence ends (completion, error, throwing action), the task faults with that
/// exception instead, as in Rx.NET; a throw from the disposal that cancellation triggers reaches the canceller.
/// </summary>
internal sealed class ForEachAsyncObserver<T> : ISubscriber<T>
{
    private readonly TaskCompletionSource _completion = new();
    private readonly Action<T, int> _onNext;
    private IDisposable? _upstream;
    private CancellationTokenRegistration _registration;
    private int _index;
    private int _done;

    private ForEachAsyncObserver(Action<T, int> onNext) => _onNext = onNext;

    public static Task Run(IObservable<T> source, Action<T, int> onNext, CancellationToken cancellationToken)
    {
        var observer = new ForEachAsyncObserver<T>(onNext);
        if (cancellationToken.IsCancellationRequested)
        {
            observer._completion.TrySetCanceled(cancellationToken);
            return observer._completion.Task;
        }

        try
        {
            source.Run(observer);
        }
        catch (Exception error)
        {
            // Subscribing threw (or disposing a source that ended during the subscription did): the task reports it
            // unless it already has its outcome.
            observer._completion.TrySetException(error);
        }
        if (cancellationToken.CanBeCanceled && Volatile.Read(ref observer._done) == 0)
        {
            observer._registration = cancellationToken.UnsafeRegister(
                static (s, token) => ((ForEachAsyncObserver<T>)s!).Cancel(token), observer);
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
        if (Volatile.Read(ref _done) != 0)
        {
            return;
        }

        try
        {
            _onNext(value, checked(_index++));
        }
        catch (Exception error)
        {
            OnError(error);
        }
    }

    public void OnError(Exception error)
    {
        if (Finish())
        {
            _completion.TrySetException(error);
        }
    }

    public void OnCompleted()
    {
        if (Finish())
        {
            _completion.TrySetResult();
        }
    }

    private void Cancel(CancellationToken token)
    {
        if (Interlocked.Exchange(ref _done, 1) != 0)
        {
            return;
        }

        _completion.TrySetCanceled(token);
        DisposableSlot.Dispose(ref _upstream);
    }

    /// <summary>Claims the end and disposes the subscription; false if the end was claimed already or disposing threw (the task then faults with that exception).</summary>
    private bool Finish()
    {
        if (Interlocked.Exchange(ref _done, 1) != 0)
        {
            return false;
        }

        try
        {
            _registration.Dispose();
            DisposableSlot.Dispose(ref _upstream);
        }
        catch (Exception error)
        {
            _completion.TrySetException(error);
            return false;
        }

        return true;
    }
}
