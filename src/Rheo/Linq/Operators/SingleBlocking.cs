using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The blocking <c>Single</c> and <c>SingleOrDefault</c>: waits for the end and returns the only (matching)
/// element; a second one throws at once (the source is disposed then).
/// </summary>
internal sealed class SingleBlocking<T>(Func<T, bool>? predicate) : BlockingObserver<T>
{
    private T _value = default!;
    private bool _hasValue;

    public static T Run(IObservable<T> source, Func<T, bool>? predicate, bool orDefault)
    {
        var observer = new SingleBlocking<T>(predicate);
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

        if (_hasValue)
        {
            Fail(predicate is null ? AggregateErrors.MoreThanOneElement() : AggregateErrors.MoreThanOneMatchingElement());
            return;
        }

        _value = value;
        _hasValue = true;
    }
}
