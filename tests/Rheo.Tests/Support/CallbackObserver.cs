namespace Rheo.Tests.Support;

/// <summary>Forwards to an inner observer and completes a task source after the terminal message (for real-time extension operator tests).</summary>
public sealed class CallbackObserver<T>(IObserver<T> inner, TaskCompletionSource terminated) : IObserver<T>
{
    public void OnNext(T value) => inner.OnNext(value);

    public void OnError(Exception error)
    {
        inner.OnError(error);
        terminated.TrySetResult();
    }

    public void OnCompleted()
    {
        inner.OnCompleted();
        terminated.TrySetResult();
    }
}
