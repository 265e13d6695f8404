using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>ToListAsync</c>: adds each value to a list (acknowledged at once) and returns the list on completion; the
/// source's error faults the result, and cancellation disposes the subscription and cancels it. Buffers the whole
/// sequence by nature. The subscription and result live in <c>Internal/TerminalObserver</c>.
/// </summary>
internal sealed class ToList<T> : TerminalObserver<T, List<T>>
{
    private readonly List<T> _list = [];

    protected override ValueTask OnNext(T value)
    {
        _list.Add(value);
        return default;
    }

    protected override void OnCompleted() => _ = Succeed(_list);
}
