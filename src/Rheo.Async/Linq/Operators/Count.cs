using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

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
