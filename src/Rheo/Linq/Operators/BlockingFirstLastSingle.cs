using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>Which element a blocking <see cref="BlockingFirstLastSingle{T}"/> returns.</summary>
internal enum BlockingFirstLastSingleMode
{
    /// <summary><c>First</c>: the first (matching) element; the source is disposed at once, so a synchronous source stops mid-loop.</summary>
    First,

    /// <summary><c>Last</c> and <c>Wait</c>: waits for the end and returns the last (matching) element.</summary>
    Last,

    /// <summary><c>Single</c>: waits for the end and returns the only (matching) element; a second one throws at once (the source is disposed then).</summary>
    Single,
}

/// <summary>
/// The blocking <c>First</c>, <c>Last</c> and <c>Single</c> (with their <c>OrDefault</c> forms) and <c>Wait</c>:
/// one observer that keeps the (matching) element the mode asks for.
/// </summary>
internal sealed class BlockingFirstLastSingle<T>(Func<T, bool>? predicate, BlockingFirstLastSingleMode mode) : BlockingObserver<T>
{
    private T _value = default!;
    private bool _hasValue;

    public static T Run(IObservable<T> source, Func<T, bool>? predicate, BlockingFirstLastSingleMode mode, bool orDefault)
    {
        var observer = new BlockingFirstLastSingle<T>(predicate, mode);
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

        if (mode == BlockingFirstLastSingleMode.Single && _hasValue)
        {
            Fail(predicate is null ? AggregateErrors.MoreThanOneElement() : AggregateErrors.MoreThanOneMatchingElement());
            return;
        }

        _value = value;
        _hasValue = true;
        if (mode == BlockingFirstLastSingleMode.First)
        {
            Terminate();
        }
    }
}
