using System.Runtime.InteropServices;

namespace Rheo.Concurrency.Precision;

/// <summary>
/// Sub-millisecond sleeping. On Linux, <c>nanosleep</c> (Thread.Sleep rounds to whole milliseconds) and
/// <c>prctl(PR_SET_TIMERSLACK)</c>, which removes the default 50 µs of timer slack on the calling thread.
/// Elsewhere, <see cref="Thread.Sleep(int)"/> for whole milliseconds and spinning for the rest.
/// </summary>
internal static class NativeSleep
{
    private const int PrSetTimerSlack = 29;

    /// <summary>Lowers the calling thread's timer slack to 1 ns where the OS allows it; returns whether it did.</summary>
    public static bool TryLowerTimerSlack()
    {
        if (!OperatingSystem.IsLinux())
        {
            return false;
        }

        try
        {
            return prctl(PrSetTimerSlack, 1, 0, 0, 0) == 0;
        }
        catch (Exception e) when (e is DllNotFoundException or EntryPointNotFoundException)
        {
            return false;
        }
    }

    /// <summary>Sleeps for about <paramref name="duration"/>; may wake late (the caller measures by how much).</summary>
    public static void Sleep(TimeSpan duration)
    {
        if (duration <= TimeSpan.Zero)
        {
            return;
        }

        if (OperatingSystem.IsLinux())
        {
            var ticks = duration.Ticks;
            var request = new Timespec { Seconds = ticks / TimeSpan.TicksPerSecond, Nanoseconds = ticks % TimeSpan.TicksPerSecond * 100 };
            try
            {
                nanosleep(ref request, IntPtr.Zero);
                return;
            }
            catch (Exception e) when (e is DllNotFoundException or EntryPointNotFoundException)
            {
                // Fall through to the portable sleep.
            }
        }

        var milliseconds = (int)duration.TotalMilliseconds;
        if (milliseconds > 0)
        {
            Thread.Sleep(milliseconds);
        }
    }

    [DllImport("libc", SetLastError = true)]
    private static extern int nanosleep(ref Timespec request, IntPtr remaining);

    [DllImport("libc", SetLastError = true)]
    private static extern int prctl(int option, ulong arg2, ulong arg3, ulong arg4, ulong arg5);

    [StructLayout(LayoutKind.Sequential)]
    private struct Timespec
    {
        public long Seconds;
        public long Nanoseconds;
    }
}
