using System.Runtime;
using System.Runtime.InteropServices;

namespace RheoBench.Compare;

/// <summary>The machine a result was measured on, and the JIT and GC settings it ran with.</summary>
public sealed record MachineInfo(string Os, string Cpu, int Cores, string Runtime)
{
    public static MachineInfo Current { get; } = Detect();

    /// <summary>
    /// The JIT and GC settings in effect: tiered compilation and tiered PGO (from the environment, else from the
    /// runtime configuration, else the runtime's default, which is on for both), and the GC mode.
    /// </summary>
    public string Jit { get; init; } = "";

    public override string ToString() => $"{Cpu}, {Cores} cores, {Os}, {Runtime}";

    private static MachineInfo Detect() =>
        new(RuntimeInformation.OSDescription.Trim(), CpuName(), Environment.ProcessorCount, ".NET " + Environment.Version)
        {
            Jit = JitSettings(),
        };

    /// <summary>For example <c>TieredCompilation on (default), TieredPGO on (runtimeconfig), workstation GC, concurrent</c>.</summary>
    public static string JitSettings()
    {
        var tiered = Setting("TieredCompilation", "System.Runtime.TieredCompilation");
        var pgo = Setting("TieredPGO", "System.Runtime.TieredPGO");
        var quickLoops = Setting("TC_QuickJitForLoops", "System.Runtime.TieredCompilation.QuickJitForLoops");
        var gc = (GCSettings.IsServerGC ? "server GC" : "workstation GC") + (GCSettings.LatencyMode == GCLatencyMode.Batch ? ", non-concurrent" : ", concurrent");
        return $"TieredCompilation {tiered}, TieredPGO {pgo}, QuickJitForLoops {quickLoops}, {gc}";
    }

    /// <summary>A runtime knob: <c>DOTNET_name</c> (or <c>COMPlus_name</c>) wins over the runtime configuration.</summary>
    private static string Setting(string name, string configName)
    {
        foreach (var prefix in new[] { "DOTNET_", "COMPlus_" })
        {
            if (Environment.GetEnvironmentVariable(prefix + name) is { Length: > 0 } value)
            {
                return (value.Trim() == "0" ? "off" : "on") + $" ({prefix}{name}={value.Trim()})";
            }
        }

        if (AppContext.GetData(configName) is { } data)
        {
            var text = data.ToString() ?? "";
            var on = text.Equals("true", StringComparison.OrdinalIgnoreCase) || text == "1";
            return (on ? "on" : "off") + " (runtimeconfig)";
        }

        return "on (default)";
    }

    private static string CpuName()
    {
        try
        {
            if (File.Exists("/proc/cpuinfo"))
            {
                foreach (var line in File.ReadLines("/proc/cpuinfo"))
                {
                    if (line.StartsWith("model name", StringComparison.Ordinal))
                    {
                        return line[(line.IndexOf(':') + 1)..].Trim();
                    }
                }
            }
        }
        catch (IOException)
        {
        }
        catch (UnauthorizedAccessException)
        {
        }

        return Environment.GetEnvironmentVariable("PROCESSOR_IDENTIFIER") ?? RuntimeInformation.ProcessArchitecture.ToString();
    }
}
