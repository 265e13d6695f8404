namespace Rheo.Internal;

/// <summary>
/// Serializes one upstream's values with terminal messages that other upstreams may raise concurrently
/// (<c>TakeUntil</c>, <c>SkipUntil</c>, <c>WithLatestFrom</c>): the value thread takes a counter with a
/// compare-and-swap; a terminal message from another thread either goes out at once (counter idle) or is
/// left for the value thread to send when it finishes. No lock, no allocation. The state is two fields
/// owned by the sink, passed by reference.
/// </summary>
internal static class HalfSerializer
{
    private static readonly Exception CompletedSentinel = new();

    /// <summary>Emits a value unless a terminal message was requested. Call from one thread at a time.</summary>
    public static void Next<T>(ISubscriber<T> downstream, T value, ref int wip, ref Exception? terminal)
    {
        if (Interlocked.CompareExchange(ref wip, 1, 0) != 0)
        {
            return;
        }

        downstream.OnNext(value);
        if (Interlocked.Decrement(ref wip) != 0)
        {
            Emit(downstream, Volatile.Read(ref terminal)!);
        }
    }

    /// <summary>Requests <c>OnError</c>; only the first terminal counts. Returns whether this call won.</summary>
    public static bool Error<T>(ISubscriber<T> downstream, Exception error, ref int wip, ref Exception? terminal) =>
        Terminate(downstream, error, ref wip, ref terminal);

    /// <summary>Requests <c>OnCompleted</c>; only the first terminal counts. Returns whether this call won.</summary>
    public static bool Complete<T>(ISubscriber<T> downstream, ref int wip, ref Exception? terminal) =>
        Terminate(downstream, CompletedSentinel, ref wip, ref terminal);

    /// <summary>Gets whether a terminal message was requested.</summary>
    public static bool IsTerminated(ref Exception? terminal) => Volatile.Read(ref terminal) is not null;

    private static bool Terminate<T>(ISubscriber<T> downstream, Exception value, ref int wip, ref Exception? terminal)
    {
        if (Interlocked.CompareExchange(ref terminal, value, null) is not null)
        {
            return false;
        }

        if (Interlocked.Increment(ref wip) == 1)
        {
            Emit(downstream, value);
        }

        return true;
    }

    private static void Emit<T>(ISubscriber<T> downstream, Exception terminal)
    {
        if (ReferenceEquals(terminal, CompletedSentinel))
        {
            downstream.OnCompleted();
        }
        else
        {
            downstream.OnError(terminal);
        }
    }
}
