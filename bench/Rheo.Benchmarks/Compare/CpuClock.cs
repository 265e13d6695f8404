using System.Diagnostics;
using System.Runtime.InteropServices;

namespace RheoBench.Compare;

/// <summary>
/// CPU time, to tell a slow library from a busy machine: the calling thread's (single-threaded benches) or the
/// whole process's (concurrent benches), in nanoseconds. On Linux both come from <c>clock_gettime</c>
/// (<c>CLOCK_THREAD_CPUTIME_ID</c>, <c>CLOCK_PROCESS_CPUTIME_ID</c>), which counts in nanoseconds; elsewhere the
/// process time comes from <see cref="Process.TotalProcessorTime"/> and the thread time is not measured (NaN).
/// </summary>
public static class CpuClock
{
    private const int ProcessCpuTimeId = 2;
    private const int ThreadCpuTimeId = 3;

    private static readonly bool Native = OperatingSystem.IsLinux() && Environment.Is64BitProcess && Probe();

    /// <summary>Whether the calling thread's CPU time can be read here.</summary>
    public static bool HasThreadTime => Native;

    /// <summary>The calling thread's CPU time in nanoseconds; NaN when it cannot be read.</summary>
    public static double ThreadNanoseconds() => Native ? Read(ThreadCpuTimeId) : double.NaN;

    /// <summary>The process's CPU time (every thread) in nanoseconds.</summary>
    public static double ProcessNanoseconds()
    {
        if (Native)
        {
            return Read(ProcessCpuTimeId);
        }

        using var process = Process.GetCurrentProcess();
        return process.TotalProcessorTime.Ticks * 100.0;
    }

    private static bool Probe()
    {
        try
        {
            return ClockGetTime(ThreadCpuTimeId, out _) == 0;
        }
        catch (DllNotFoundException)
        {
            return false;
        }
        catch (EntryPointNotFoundException)
        {
            return false;
        }
    }

    private static double Read(int clock) =>
        ClockGetTime(clock, out var value) == 0 ? (value.Seconds * 1e9) + value.Nanoseconds : double.NaN;

#pragma warning disable SYSLIB1054 // DllImport keeps the project free of unsafe code; the call is outside the timed region's inner loop.
    [DllImport("libc", EntryPoint = "clock_gettime")]
    private static extern int ClockGetTime(int clock, out TimeSpec value);
#pragma warning restore SYSLIB1054

    [StructLayout(LayoutKind.Sequential)]
    private struct TimeSpec
    {
        public long Seconds;
        public long Nanoseconds;
    }
}
