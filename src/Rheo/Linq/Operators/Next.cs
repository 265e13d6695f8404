using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Next</c>: <c>MoveNext</c> blocks until the next element that arrives after the call; elements that arrive
/// while nobody is pulling are dropped (and so are later ones until the waiting pull has taken the first). The end
/// of the source ends the enumeration (an error is thrown).
/// </summary>
internal sealed class Next<T> : HeldValuePullEnumerator<T>
{
    protected override bool Offer(T value)
    {
        if (!IsWaiting || HasValue)
        {
            return false;
        }

        Hold(value);
        return true;
    }
}
