using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The blocking <c>First</c> and <c>FirstOrDefault</c>: waits for the first (matching) element and disposes the
/// source at once, so a synchronous source stops mid-loop.
/// </summary>
internal sealed class FirstBlocking<T>(Func<T, bool>? predicate) : BlockingObserver<T>
{
    private T _value = default!;
    private bool _hasValue;

    public static T Run(IObservable<T> source, Func<T, bool>? predicate, bool orDefault)
    {
        var observer = new FirstBlocking<T>(predicate);
        observer.Run(source);
        if (!observer._hasValue && !orDefault)
        {
            throw predicate is null ? AggregateErrors.NoElements() : AggregateErrors.NoMatchingElement();
        }

        return observer._value;
    }

    public override void OnNext(T value)
    {
        if (IsTerminated)
        {
            return;
        }

        if (predicate is not null)
        {
            try
            {
                if (!predicate(value))
                {
                    return;
                }
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }
        }

        _value = value;
        _hasValue = true;
        Terminate();
    }
}
