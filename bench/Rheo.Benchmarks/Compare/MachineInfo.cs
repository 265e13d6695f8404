using System.Runtime.InteropServices;

namespace RheoBench.Compare;

/// <summary>The machine a result was measured on.</summary>
public sealed record MachineInfo(string Os, string Cpu, int Cores, string Runtime)
{
    public static MachineInfo Current { get; } = Detect();

    public override string ToString() => $"{Cpu}, {Cores} cores, {Os}, {Runtime}";

    private static MachineInfo Detect() =>
        new(RuntimeInformation.OSDescription.Trim(), CpuName(), Environment.ProcessorCount, ".NET " + Environment.Version);

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
