using System.Runtime.CompilerServices;

namespace Rheo.TestSupport;

/// <summary>
/// Bounded waits for tests: every task, event or thread a test waits on is waited on for at most
/// <see cref="Timeout"/>, and a wait that runs out fails with the calling test's name. Never used to time anything.
/// </summary>
public static class Bounded
{
    /// <summary>How long a test waits for something that should happen at once: generous, for a loaded machine.</summary>
    public static readonly TimeSpan Timeout = TimeSpan.FromSeconds(30);

    /// <summary>Awaits <paramref name="task"/> for at most <see cref="Timeout"/>.</summary>
    public static async Task Within(this Task task, [CallerMemberName] string caller = "")
    {
        try
        {
            await task.WaitAsync(Timeout).ConfigureAwait(false);
        }
        catch (TimeoutException) when (!task.IsCompleted)
        {
            throw Expired(caller, "task");
        }
    }

    /// <summary>Awaits <paramref name="task"/> for at most <see cref="Timeout"/> and returns its result.</summary>
    public static async Task<T> Within<T>(this Task<T> task, [CallerMemberName] string caller = "")
    {
        try
        {
            return await task.WaitAsync(Timeout).ConfigureAwait(false);
        }
        catch (TimeoutException) when (!task.IsCompleted)
        {
            throw Expired(caller, "task");
        }
    }

    /// <summary>Awaits <paramref name="task"/> for at most <see cref="Timeout"/>.</summary>
    public static Task Within(this ValueTask task, [CallerMemberName] string caller = "") => task.AsTask().Within(caller);

    /// <summary>Awaits <paramref name="task"/> for at most <see cref="Timeout"/> and returns its result.</summary>
    public static Task<T> Within<T>(this ValueTask<T> task, [CallerMemberName] string caller = "") => task.AsTask().Within(caller);

    /// <summary>Blocks until <paramref name="task"/> completes, for at most <see cref="Timeout"/>, and rethrows its error.</summary>
    public static void WaitWithin(this Task task, [CallerMemberName] string caller = "")
    {
        if (!task.Wait(Timeout))
        {
            throw Expired(caller, "task");
        }
    }

    /// <summary>Blocks until <paramref name="task"/> completes, for at most <see cref="Timeout"/>, and returns its result.</summary>
    public static T WaitWithin<T>(this Task<T> task, [CallerMemberName] string caller = "")
    {
        WaitWithin((Task)task, caller);
        return task.Result;
    }

    /// <summary>Blocks until <paramref name="signal"/> is set, for at most <see cref="Timeout"/>.</summary>
    public static void WaitWithin(this ManualResetEventSlim signal, [CallerMemberName] string caller = "")
    {
        if (!signal.Wait(Timeout))
        {
            throw Expired(caller, "event");
        }
    }

    /// <summary>Blocks until <paramref name="handle"/> is signaled, for at most <see cref="Timeout"/>.</summary>
    public static void WaitWithin(this WaitHandle handle, [CallerMemberName] string caller = "")
    {
        if (!handle.WaitOne(Timeout))
        {
            throw Expired(caller, "wait handle");
        }
    }

    /// <summary>Blocks until <paramref name="countdown"/> reaches zero, for at most <see cref="Timeout"/>.</summary>
    public static void WaitWithin(this CountdownEvent countdown, [CallerMemberName] string caller = "")
    {
        if (!countdown.Wait(Timeout))
        {
            throw Expired(caller, $"countdown ({countdown.CurrentCount} left)");
        }
    }

    /// <summary>Blocks until <paramref name="semaphore"/> is entered, for at most <see cref="Timeout"/>.</summary>
    public static void WaitWithin(this SemaphoreSlim semaphore, [CallerMemberName] string caller = "")
    {
        if (!semaphore.Wait(Timeout))
        {
            throw Expired(caller, "semaphore");
        }
    }

    /// <summary>Awaits entry to <paramref name="semaphore"/>, for at most <see cref="Timeout"/>.</summary>
    public static async Task WaitWithinAsync(this SemaphoreSlim semaphore, [CallerMemberName] string caller = "")
    {
        if (!await semaphore.WaitAsync(Timeout).ConfigureAwait(false))
        {
            throw Expired(caller, "semaphore");
        }
    }

    /// <summary>Signals and waits at <paramref name="barrier"/>, for at most <see cref="Timeout"/>.</summary>
    public static void SignalAndWaitWithin(this Barrier barrier, [CallerMemberName] string caller = "")
    {
        if (!barrier.SignalAndWait(Timeout))
        {
            throw Expired(caller, "barrier");
        }
    }

    /// <summary>Waits for <paramref name="thread"/> to end, for at most <see cref="Timeout"/>.</summary>
    public static void JoinWithin(this Thread thread, [CallerMemberName] string caller = "")
    {
        if (!thread.Join(Timeout))
        {
            throw Expired(caller, $"thread '{thread.Name}'");
        }
    }

    /// <summary>Spins until <paramref name="condition"/> holds, for at most <see cref="Timeout"/>.</summary>
    public static void Until(Func<bool> condition, [CallerMemberName] string caller = "")
    {
        if (!SpinWait.SpinUntil(condition, Timeout))
        {
            throw Expired(caller, "condition");
        }
    }

    private static TimeoutException Expired(string caller, string what) =>
        new($"{caller}: the {what} it waited on was not done within {Timeout.TotalSeconds:0} s");
}
