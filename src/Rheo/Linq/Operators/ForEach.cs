using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The blocking <c>ForEach</c>: runs the action for each element on the thread that delivers it and returns when
/// the source ends. A throwing action disposes the source and the exception is rethrown to the caller.
/// </summary>
internal sealed class ForEach<T>(Action<T>? onNext, Action<T, int>? onNextIndexed) : BlockingObserver<T>
{
    private int _index;

    public override void OnNext(T value)
    {
        if (IsTerminated)
        {
            return;
        }

        try
        {
            if (onNext is not null)
            {
                onNext(value);
            }
            else
            {
                onNextIndexed!(value, checked(_index++));
            }
        }
        catch (Exception error)
        {
            Fail(error);
        }
    }
}
