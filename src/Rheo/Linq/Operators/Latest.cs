using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Latest</c>: holds only the newest element not yet pulled; <c>MoveNext</c> takes it, or blocks until one
/// arrives, so two pulls never return the same element. An element that arrived before the end is still
/// delivered before the end is reported.
/// </summary>
internal sealed class Latest<T> : HeldValuePullEnumerator<T>
{
    protected override bool Offer(T value)
    {
        Hold(value);
        return true;
    }
}
