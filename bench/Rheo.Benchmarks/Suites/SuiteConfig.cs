using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;

namespace RheoBench.Suites;

/// <summary>The configuration of every BenchmarkDotNet suite: the memory diagnoser on.</summary>
public static class SuiteConfig
{
    public static IConfig Create() => DefaultConfig.Instance.AddDiagnoser(MemoryDiagnoser.Default);
}
