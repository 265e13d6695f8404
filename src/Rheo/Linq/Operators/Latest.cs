using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Latest</c>: holds only the newest element not yet pulled; <c>MoveNext</c> takes it, or blocks until one
/// arrives, so two pulls never return the same element. An element that arrived before the end is still
/// delivered before the end is reported.
/// </summary>
internal sealed class Latest<T> : MonitorPullEnumerator<T>
{
    private T _value = default!;
    private bool _hasValue;

    protected override bool Offer(T value)
    {
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
