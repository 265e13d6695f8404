using Rheo.Internal;

namespace Rheo.Linq.Operators;

// The arities of 2 to 16 sources (CombineArity<T1, ..., TResult>) are generated: CombineArities.g.cs.

/// <summary>A list of sources of one type combined into a list (or through a selector over the list).</summary>
internal sealed class CombineArityList<T, TResult>(IObservable<T>[] sources, Func<IList<T>, TResult> selector) : CombineArity<TResult>
{
    public override CombineSlot[] CreateSlots(CombineSlotOwner owner)
    {
        var slots = new CombineSlot[sources.Length];
        for (var i = 0; i < slots.Length; i++)
        {
            slots[i] = new CombineSlot<T>(owner, i, sources[i]);
        }

        return slots;
    }

    public override TResult Invoke(CombineSlot[] s)
    {
        var values = new T[s.Length];
        for (var i = 0; i < values.Length; i++)
        {
            values[i] = CombineSlot<T>.Of(s, i);
        }

        return selector(values);
    }
}
