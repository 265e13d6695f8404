using System.Runtime.ExceptionServices;

namespace Rheo.Internal;

/// <summary>The edge for a subscription made of delegates; an error with no handler is rethrown, as in Rx.NET.</summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class LambdaObserver<T>(Action<T> onNext, Action<Exception>? onError, Action? onCompleted) : EdgeBase<T>
{
    protected override void Next(T value) => onNext(value);

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
