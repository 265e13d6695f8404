using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ForEachAsync</c>: runs an action for every value and completes a task when the sequence completes; an error
/// or a throwing action faults the task, the token cancels it (disposing the subscription first).
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

        source.Run(observer);
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
        if (Finish())
        {
            _completion.TrySetCanceled(token);
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
}
