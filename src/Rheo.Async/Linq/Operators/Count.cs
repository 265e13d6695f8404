using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>CountAsync([predicate])</c>: counts the values (that satisfy the predicate), each acknowledged at once, and
/// returns the count on completion; overflow or a throwing predicate disposes the subscription and faults the result.
/// No allocation per value. The subscription and result live in <c>Internal/TerminalObserver</c>.
/// </summary>
internal sealed class Count<T>(Func<T, bool>? predicate) : TerminalObserver<T, int>
{
    private int _count;

    protected override ValueTask OnNext(T value)
    {
        if (predicate is null || predicate(value))
        {
            _count = checked(_count + 1);
        }

        return default;
    }

    protected override void OnCompleted() => _ = Succeed(_count);
}
