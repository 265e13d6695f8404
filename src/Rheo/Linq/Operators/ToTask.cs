using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ToTask</c> (and <c>await</c> on an observable): subscribes and completes a task with the last value;
/// an empty sequence fails it with <see cref="InvalidOperationException"/>, an error faults it, and the
/// token cancels it (disposing the subscription first).
/// </summary>
internal sealed class ToTaskObserver<T> : ISubscriber<T>
{
    private readonly TaskCompletionSource<T> _completion;
    private IDisposable? _upstream;
    private CancellationTokenRegistration _registration;
    private T? _value;
    private bool _hasValue;
    private int _done;

    private ToTaskObserver(object? state) => _completion = new TaskCompletionSource<T>(state);

    public static Task<T> Run(IObservable<T> source, CancellationToken cancellationToken, object? state)
    {
        var observer = new ToTaskObserver<T>(state);
        if (cancellationToken.IsCancellationRequested)
        {
            observer._completion.TrySetCanceled(cancellationToken);
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
            _completion.TrySetException(error);
        }
    }

    public void OnCompleted()
    {
        if (!Finish())
        {
            return;
        }

        if (_hasValue)
        {
            _completion.TrySetResult(_value!);
        }
        else
        {
            _completion.TrySetException(AggregateErrors.NoElements());
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
