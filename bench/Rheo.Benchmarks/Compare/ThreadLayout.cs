using System.Diagnostics;
using System.Globalization;

namespace RheoBench.Compare;

/// <summary>
/// The processors a scenario ran on: how many the runtime sees, the process's affinity mask, whether
/// <c>--affinity</c> set it, and what the scenario says about the threads it uses.
/// </summary>
public sealed record ThreadLayout(int ProcessorCount, string AffinityMask, bool Pinned)
{
    /// <summary>Set by <c>--affinity MASK</c>: the runner pinned the process to the mask it reports.</summary>
    public static bool PinnedByOption { get; set; }

    /// <summary>The scenario's own description of its threads (for example "a producer thread and a timer thread").</summary>
    public string Note { get; init; } = "";

    public static ThreadLayout Current() => new(Environment.ProcessorCount, Affinity(), PinnedByOption);

    public override string ToString() =>
        $"{ProcessorCount} processors, affinity {AffinityMask}{(Pinned ? " (pinned by --affinity)" : "")}{(Note.Length > 0 ? "; " + Note : "")}";

    /// <summary>Pins the process to <paramref name="mask"/> (a hexadecimal mask, <c>0x3</c> or <c>3</c>).</summary>
    public static bool TryPin(string mask, out string error)
    {
        error = "";
        var digits = mask.StartsWith("0x", StringComparison.OrdinalIgnoreCase) ? mask[2..] : mask;
        if (!long.TryParse(digits, NumberStyles.HexNumber, CultureInfo.InvariantCulture, out var bits) || bits == 0)
        {
            error = $"error: --affinity needs a non-zero hexadecimal mask, not '{mask}'.";
            return false;
        }

        if (!(OperatingSystem.IsLinux() || OperatingSystem.IsWindows()))
        {
            error = "error: --affinity is supported on Linux and Windows only.";
            return false;
        }

        using var process = Process.GetCurrentProcess();
        process.ProcessorAffinity = (nint)bits;
        PinnedByOption = true;
        return true;
    }

    /// <summary>The process's affinity mask in hexadecimal, or "unknown" where it cannot be read.</summary>
    private static string Affinity()
    {
        if (!(OperatingSystem.IsLinux() || OperatingSystem.IsWindows()))
        {
            return "unknown";
        }

        try
        {
            using var process = Process.GetCurrentProcess();
            return "0x" + ((long)process.ProcessorAffinity).ToString("x", CultureInfo.InvariantCulture);
        }
        catch (Exception error) when (error is InvalidOperationException or System.ComponentModel.Win32Exception or PlatformNotSupportedException)
        {
            return "unknown";
        }
    }

    /// <summary>The number of threads of this process now.</summary>
    public static int ProcessThreads()
    {
        using var process = Process.GetCurrentProcess();
        return process.Threads.Count;
    }
}
