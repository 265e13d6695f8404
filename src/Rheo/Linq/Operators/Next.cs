using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Next</c>: <c>MoveNext</c> blocks until the next element that arrives after the call; elements that arrive
/// while nobody is pulling are dropped (and so are later ones until the waiting pull has taken the first). The end
/// of the source ends the enumeration (an error is thrown).
/// </summary>
internal sealed class Next<T> : MonitorPullEnumerator<T>
{
    private T _value = default!;
    private bool _hasValue;

    protected override bool Offer(T value)
    {
        if (!IsWaiting || _hasValue)
        {
            return false;
        }

        _value = value;
        _hasValue = true;
        return true;
    }

    protected override bool TryTake(out T value)
    {
        value = _value;
        _value = default!;
        var had = _hasValue;
        _hasValue = false;
        return had;
    }

    protected override void Clear()
    {
        _value = default!;
        _hasValue = false;
    }
}
