namespace Rheo.Internal;

/// <summary>
/// The state a <see cref="HalfSerializer"/> keeps in a sink's field: whether the value thread is inside
/// <c>OnNext</c>, the requested terminal message, and whether it went out.
/// </summary>
internal struct HalfSerializerState
{
    internal int Busy;
    internal Exception? Terminal;
    internal int Emitted;
}

/// <summary>
/// Serializes one upstream's values with terminal messages that another upstream may raise concurrently
/// (<c>TakeUntil</c>, <c>SkipUntil</c>, <c>WithLatestFrom</c>) without any interlocked instruction on the
/// value path. The value thread marks itself busy with plain volatile writes; the rare terminal request
/// from the other thread pays for both sides with a process-wide memory barrier (an asymmetric Dekker
/// protocol): after the barrier, either it sees the value thread busy (which will then send the terminal
/// message itself when it leaves) or the value thread is certain to see the request before its next value.
/// </summary>
internal static class HalfSerializer
{
    private static readonly Exception CompletedSentinel = new();

    /// <summary>The terminal state of a sequence disposed by its downstream: nothing more is sent, no terminal message either.</summary>
    private static readonly Exception SilencedSentinel = new();

    /// <summary>Emits a value unless a terminal message was requested. Call from the value thread only.</summary>
    public static void Next<T>(ISubscriber<T> downstream, T value, ref HalfSerializerState state)
    {
        Volatile.Write(ref state.Busy, 1);
        if (Volatile.Read(ref state.Terminal) is null)
        {
            downstream.OnNext(value);
        }

        Volatile.Write(ref state.Busy, 0);
        if (Volatile.Read(ref state.Terminal) is { } terminal)
        {
            Emit(downstream, terminal, ref state);
        }
    }

    /// <summary>Sends <c>OnError</c> from the value thread (its source failed, or its selector threw).</summary>
    public static void ErrorFromValueThread<T>(ISubscriber<T> downstream, Exception error, ref HalfSerializerState state)
    {
        if (Interlocked.CompareExchange(ref state.Terminal, error, null) is null)
        {
            Emit(downstream, error, ref state);
        }
    }

    /// <summary>Sends <c>OnCompleted</c> from the value thread (its source completed).</summary>
    public static void CompleteFromValueThread<T>(ISubscriber<T> downstream, ref HalfSerializerState state)
    {
        if (Interlocked.CompareExchange(ref state.Terminal, CompletedSentinel, null) is null)
        {
            Emit(downstream, CompletedSentinel, ref state);
        }
    }

    /// <summary>Requests <c>OnError</c> from another thread; only the first terminal counts.</summary>
    public static void ErrorFromOther<T>(ISubscriber<T> downstream, Exception error, ref HalfSerializerState state) =>
        RequestFromOther(downstream, error, ref state);

    /// <summary>Requests <c>OnCompleted</c> from another thread; only the first terminal counts.</summary>
    public static void CompleteFromOther<T>(ISubscriber<T> downstream, ref HalfSerializerState state) =>
        RequestFromOther(downstream, CompletedSentinel, ref state);

    /// <summary>
    /// Ends the sequence without a terminal message (its downstream disposed it): values that arrive later, from any
    /// thread, are dropped, and a terminal request that comes after is ignored.
    /// </summary>
    public static void Silence(ref HalfSerializerState state)
    {
        Interlocked.CompareExchange(ref state.Terminal, SilencedSentinel, null);
    }

    /// <summary>
    /// Sends the terminal message another thread requested while the value thread was busy; for a value path written
    /// out by hand (a sink that calls a foreign observer itself), after it cleared <c>Busy</c> and saw a request.
    /// </summary>
    public static void EmitRequested<T>(ISubscriber<T> downstream, ref HalfSerializerState state)
    {
        if (Volatile.Read(ref state.Terminal) is { } terminal)
        {
            Emit(downstream, terminal, ref state);
        }
    }

    /// <summary>Gets whether a terminal message was requested.</summary>
    public static bool IsTerminated(ref HalfSerializerState state) => Volatile.Read(ref state.Terminal) is not null;

    private static void RequestFromOther<T>(ISubscriber<T> downstream, Exception terminal, ref HalfSerializerState state)
    {
        if (Interlocked.CompareExchange(ref state.Terminal, terminal, null) is not null)
        {
            return;
        }

        // Makes the value thread's Busy flag visible here and the request visible to its next read.
        Interlocked.MemoryBarrierProcessWide();
        if (Volatile.Read(ref state.Busy) == 0)
        {
            Emit(downstream, terminal, ref state);
        }
    }

    private static void Emit<T>(ISubscriber<T> downstream, Exception terminal, ref HalfSerializerState state)
    {
        if (ReferenceEquals(terminal, SilencedSentinel) || Interlocked.Exchange(ref state.Emitted, 1) != 0)
        {
            return;
        }

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
