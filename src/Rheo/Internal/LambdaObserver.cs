using System.Runtime.ExceptionServices;

namespace Rheo.Internal;

/// <summary>The edge for a subscription made of delegates; an error with no handler is rethrown, as in Rx.NET.</summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class LambdaObserver<T>(Action<T> onNext, Action<Exception>? onError, Action? onCompleted) : EdgeBase<T>
{
    public override void OnNext(T value)
    {
        if (IsDone)
        {
            return;
        }

        try
        {
            onNext(value);
        }
        catch
        {
            // The user's handler failed: nothing more reaches it, and the source stops.
            Dispose();
            throw;
        }
    }

    protected override void Error(Exception error)
    {
        if (onError is null)
        {
            ExceptionDispatchInfo.Throw(error);
        }

        onError(error);
    }

    protected override void Completed() => onCompleted?.Invoke();
}
