namespace Rheo.Dataflow.Internal;

/// <summary>
/// A small bounded pool of the objects behind the waiting paths of the ValueTask forms of SendAsync, ReceiveAsync
/// and OutputAvailableAsync: one slot per thread, then a few shared slots taken and filled with compare-exchange.
/// An object comes back only once its ValueTask result was read, so a pool miss merely allocates.
/// </summary>
internal static class DataflowValueTaskPool<TItem>
    where TItem : class
{
    private static readonly TItem?[] s_shared = new TItem?[Math.Clamp(Environment.ProcessorCount * 2, 4, 64)];

    [ThreadStatic]
    private static TItem? t_local;

    public static TItem? Rent()
    {
        var item = t_local;
        if (item != null)
        {
            t_local = null;
            return item;
        }

        var shared = s_shared;
        for (int i = 0; i < shared.Length; i++)
        {
            item = Volatile.Read(ref shared[i]);
            if (item != null && Interlocked.CompareExchange(ref shared[i], null, item) == item)
            {
                return item;
            }
        }

        return null;
    }

    public static void Return(TItem item)
    {
        if (t_local == null)
        {
            t_local = item;
            return;
        }

        var shared = s_shared;
        for (int i = 0; i < shared.Length; i++)
        {
            if (Volatile.Read(ref shared[i]) == null && Interlocked.CompareExchange(ref shared[i], item, null) == null)
            {
                return;
            }
        }
    }
}

/// <summary>
/// Marks the blocks whose output side is <see cref="SourceCore{TOutput}"/>: they offer to a link only while holding
/// the lock that unlinking takes, so a temporary target that unlinked itself never sees a late offer from them and
/// can be pooled.
/// </summary>
internal interface ILockedOfferSource
{
}
