using System.Runtime.ExceptionServices;

namespace Rheo.Internal;

/// <summary>The edge for a subscription made of delegates; an error with no handler is rethrown, as in Rx.NET.</summary>
/// <remarks>
/// When the value handler throws, the exception reaches whoever delivered the value. What happens to the subscription
/// follows Rx.NET: on a Rheo operator (Rx.NET's producers, which guard a delegate observer) it is disposed and the
/// source stops; on a subject (<paramref name="staysOnThrow"/>: Rx.NET hands a subject the delegate observer with no
/// guard) it stays subscribed, and the next value calls the handler again.
/// </remarks>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class LambdaObserver<T>(Action<T> onNext, Action<Exception>? onError, Action? onCompleted, bool staysOnThrow = false) : EdgeBase<T>
{
    /// <summary>Gets whether a throwing value handler leaves the subscription in place (a subject's delegate observer).</summary>
    public bool StaysOnThrow => staysOnThrow;

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
        catch when (!staysOnThrow)
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
