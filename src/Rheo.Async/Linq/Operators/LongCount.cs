using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>LongCountAsync([predicate])</c>: <c>CountAsync</c> with a 64-bit count: counts the values (that satisfy the
/// predicate), each acknowledged at once, and returns the count on completion. No allocation per value. The
/// subscription and result live in <c>Internal/TerminalObserver</c>.
/// </summary>
internal sealed class LongCount<T>(Func<T, bool>? predicate) : TerminalObserver<T, long>
{
    private long _count;

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
