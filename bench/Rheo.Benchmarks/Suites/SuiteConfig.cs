using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;

namespace RheoBench.Suites;

/// <summary>
/// The configuration of every BenchmarkDotNet suite: the memory diagnoser on, and a build timeout long enough for a
/// busy machine (BenchmarkDotNet builds a project of its own before measuring).
/// </summary>
public static class SuiteConfig
{
    public static IConfig Create() => DefaultConfig.Instance
        .AddDiagnoser(MemoryDiagnoser.Default)
        .WithBuildTimeout(TimeSpan.FromMinutes(10));
}
