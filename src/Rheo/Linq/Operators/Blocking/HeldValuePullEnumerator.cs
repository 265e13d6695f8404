using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// A <see cref="MonitorPullEnumerator{T}"/> that holds at most one element (<c>Latest</c>, <c>Next</c>): a subclass
/// only decides when an offered element replaces or fills the slot (<see cref="Hold"/>).
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal abstract class HeldValuePullEnumerator<T> : MonitorPullEnumerator<T>
{
    private T _value = default!;

    /// <summary>Gets whether an element is held (read under the monitor).</summary>
    protected bool HasValue { get; private set; }

    /// <summary>Holds <paramref name="value"/>, replacing a held one (under the monitor).</summary>
    protected void Hold(T value)
    {
        _value = value;
        HasValue = true;
    }

    protected sealed override bool TryTake(out T value)
    {
        value = _value;
        _value = default!;
        var had = HasValue;
        HasValue = false;
        return had;
    }

    protected sealed override void Clear()
    {
        _value = default!;
        HasValue = false;
    }
}
