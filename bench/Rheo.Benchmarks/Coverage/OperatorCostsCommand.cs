using System.Globalization;
using System.Reflection;
using System.Text;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Filters;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using Perfolizer.Horology;
using RheoBench.ApiCoverage;

namespace RheoBench.Coverage;

/// <summary>
/// <c>operators-table [--filter GLOB ...] [--doc PATH]</c>: runs the <c>RheoBench.ApiCoverage</c> benchmarks at two sizes
/// (N = 1,000 and N = 5,000) with a short in-process BenchmarkDotNet job (2 warmup and 5 measured iterations of 25 ms
/// or one invocation, no overhead evaluation: it cancels out in the difference) and the memory diagnoser, and rewrites the
/// generated section of <c>docs/operators.md</c>: one row per covered method group, with the time and the bytes per
/// element, each the difference between the two sizes divided by the difference in N (so building the chain and
/// subscribing, paid once per run, drop out). Rows of groups not run this time are kept from the previous table.
/// </summary>
public static class OperatorCostsCommand
{
    public const string Begin = "<!-- generated:operator-costs begin -->";
    public const string End = "<!-- generated:operator-costs end -->";

    private const string PerOperationMark = " (per operation)";

    private const int Small = 1_000;
    private const int Large = 5_000;

    public static int Run(string[] args)
    {
        var filters = new List<string>();
        var doc = Path.Combine(FindRepositoryRoot(), "docs", "operators.md");
        for (var i = 0; i < args.Length; i++)
        {
            switch (args[i])
            {
                case "--filter" when i + 1 < args.Length:
                    while (i + 1 < args.Length && !args[i + 1].StartsWith("--", StringComparison.Ordinal))
                    {
                        filters.Add(args[++i]);
                    }

                    break;
                case "--doc" when i + 1 < args.Length:
                    doc = Path.GetFullPath(args[++i]);
                    break;
                default:
                    Console.Error.WriteLine("usage: operators-table [--filter GLOB ...] [--doc docs/operators.md]");
                    return 2;
            }
        }

        ApiCoverageSizes.Current = [Small, Large];
        var types = typeof(OperatorCostsCommand).Assembly.GetTypes()
            .Where(t => t.Namespace == "RheoBench.ApiCoverage" && t.IsPublic && !t.IsAbstract && BenchmarkMethods(t).Any())
            .OrderBy(t => t.Name, StringComparer.Ordinal)
            .ToArray();

        var job = Job.Default
            .WithToolchain(InProcessEmitToolchain.Instance)
            .WithLaunchCount(1)
            .WithWarmupCount(2)
            .WithIterationCount(5)
            .WithIterationTime(TimeInterval.FromMilliseconds(25))
            .WithUnrollFactor(1)
            .WithMinInvokeCount(1)
            .WithEvaluateOverhead(false)
            .WithId("operator-costs");
        var config = ManualConfig.CreateEmpty()
            .AddJob(job)
            .AddDiagnoser(MemoryDiagnoser.Default)
            .AddColumnProvider(DefaultColumnProviders.Instance)
            .AddLogger(ConsoleLogger.Default)
            .WithArtifactsPath(Path.Combine(FindRepositoryRoot(), "artifacts", "operator-costs"))
            .WithOption(ConfigOptions.DisableLogFile, true);
        if (filters.Count > 0)
        {
            config = config.AddFilter(new GlobFilter(filters.ToArray()));
        }

        var summaries = BenchmarkRunner.Run(types, config);
        var measured = PerElement(summaries);
        if (measured.Count == 0)
        {
            Console.Error.WriteLine("No benchmark ran: nothing to write.");
            return 1;
        }

        var rows = Rows(types, measured);
        var text = File.ReadAllText(doc);
        var updated = Rewrite(text, rows, measured.Count, filters);
        File.WriteAllText(doc, updated);
        Console.WriteLine($"{doc}: {rows.Count} method groups from {measured.Count} benchmarks.");
        return 0;
    }

    private static IEnumerable<MethodInfo> BenchmarkMethods(Type type) =>
        type.GetMethods(BindingFlags.Public | BindingFlags.Instance).Where(m => m.IsDefined(typeof(BenchmarkAttribute), inherit: false));

    /// <summary>
    /// Per benchmark (<c>Class.Method</c>): ns and bytes per element from the two sizes; a benchmark without the
    /// <c>N</c> parameter (one not derived from <see cref="ApiCoverageBenchmark"/>) reports per operation instead, marked
    /// so in its row.
    /// </summary>
    private static Dictionary<string, (double Nanoseconds, double Bytes)> PerElement(IEnumerable<Summary> summaries)
    {
        var bySize = new Dictionary<string, Dictionary<int, (double Ns, double Bytes)>>(StringComparer.Ordinal);
        var perOperation = new Dictionary<string, (double, double)>(StringComparer.Ordinal);
        foreach (var report in summaries.SelectMany(s => s.Reports))
        {
            if (report.ResultStatistics is not { } statistics)
            {
                continue;
            }

            var descriptor = report.BenchmarkCase.Descriptor;
            var key = descriptor.Type.Name + "." + descriptor.WorkloadMethod.Name;
            var bytes = report.GcStats.GetBytesAllocatedPerOperation(report.BenchmarkCase) ?? 0;
            if (report.BenchmarkCase.Parameters.Items.FirstOrDefault(p => p.Name == "N")?.Value is not int n)
            {
                perOperation.TryAdd(key + PerOperationMark, (statistics.Median, bytes));
                continue;
            }

            if (!bySize.TryGetValue(key, out var sizes))
            {
                bySize[key] = sizes = [];
            }

            sizes[n] = (statistics.Median, bytes);
        }

        var result = new Dictionary<string, (double, double)>(perOperation, StringComparer.Ordinal);
        foreach (var (key, sizes) in bySize)
        {
            if (sizes.TryGetValue(Small, out var small) && sizes.TryGetValue(Large, out var large))
            {
                result[key] = ((large.Ns - small.Ns) / (Large - Small), (large.Bytes - small.Bytes) / (Large - Small));
            }
        }

        return result;
    }

    /// <summary>
    /// One row per method group: from the benchmarks that measured it, the one that declares the fewest groups (the
    /// most specific), then the first by name.
    /// </summary>
    private static SortedDictionary<string, string> Rows(Type[] types, Dictionary<string, (double Nanoseconds, double Bytes)> measured)
    {
        var candidates = new Dictionary<string, List<(string Benchmark, int Groups)>>(StringComparer.Ordinal);
        foreach (var type in types)
        {
            var classCovers = type.GetCustomAttributes<CoversAttribute>(inherit: false).ToList();
            foreach (var method in BenchmarkMethods(type))
            {
                var benchmark = type.Name + "." + method.Name;
                if (!measured.ContainsKey(benchmark))
                {
                    benchmark += PerOperationMark;
                    if (!measured.ContainsKey(benchmark))
                    {
                        continue;
                    }
                }

                var groups = classCovers.Concat(method.GetCustomAttributes<CoversAttribute>(inherit: false))
                    .SelectMany(c => c.Methods.Select(m => GroupName(c.Type, m)))
                    .Distinct(StringComparer.Ordinal)
                    .ToList();
                foreach (var group in groups)
                {
                    if (!candidates.TryGetValue(group, out var list))
                    {
                        candidates[group] = list = [];
                    }

                    list.Add((benchmark, groups.Count));
                }
            }
        }

        var rows = new SortedDictionary<string, string>(StringComparer.Ordinal);
        foreach (var (group, list) in candidates)
        {
            var best = list.OrderBy(c => c.Groups).ThenBy(c => c.Benchmark, StringComparer.Ordinal).First();
            var (ns, bytes) = measured[best.Benchmark];
            rows[group] = $"| `{group}` | {best.Benchmark} | {Format(ns)} | {Format(bytes)} |";
        }

        return rows;
    }

    private static string Format(double value) =>
        value < 0.05 ? "≈0" : value.ToString(value < 10 ? "0.0" : "0", CultureInfo.InvariantCulture);

    private static string GroupName(Type type, string method)
    {
        var definition = type.IsGenericType ? type.GetGenericTypeDefinition() : type;
        return TypeName(definition) + "." + method;
    }

    private static string TypeName(Type type)
    {
        var name = type.Name;
        var tick = name.IndexOf('`');
        if (tick >= 0)
        {
            name = name[..tick];
        }

        var own = type.GetGenericArguments().Length - (type.DeclaringType?.GetGenericArguments().Length ?? 0);
        if (own > 0)
        {
            name += "<" + new string(',', own - 1) + ">";
        }

        return type.DeclaringType is { } parent ? TypeName(parent) + "." + name : name;
    }

    /// <summary>
    /// Replaces the generated section, keeping the rows of groups that were not measured this time. A filtered run
    /// keeps the full run's header line and adds one naming what it re-measured.
    /// </summary>
    private static string Rewrite(string text, SortedDictionary<string, string> rows, int benchmarks, IReadOnlyList<string> filters)
    {
        var begin = text.IndexOf(Begin, StringComparison.Ordinal);
        var end = text.IndexOf(End, StringComparison.Ordinal);
        if (begin < 0 || end < begin)
        {
            throw new InvalidOperationException($"The document has no section between {Begin} and {End}.");
        }

        var merged = new SortedDictionary<string, string>(StringComparer.Ordinal);
        var header = new List<string>();
        foreach (var line in text[begin..end].Split('\n'))
        {
            if (filters.Count > 0 && (line.StartsWith("Last run:", StringComparison.Ordinal) || line.StartsWith("Re-measured ", StringComparison.Ordinal)))
            {
                header.Add(line.TrimEnd('\r'));
            }
            else if (line.StartsWith("| `", StringComparison.Ordinal))
            {
                var group = line[3..line.IndexOf('`', 3)];
                merged[group] = line.TrimEnd('\r');
            }
        }

        foreach (var (group, row) in rows)
        {
            merged[group] = row;
        }

        var section = new StringBuilder();
        section.Append(Begin).Append('\n');
        section.Append("<!-- Written by `dotnet run -c Release --project bench/Rheo.Benchmarks -- operators-table`; do not edit by hand. -->\n");
        section.Append('\n');
        if (filters.Count == 0)
        {
            section.Append(CultureInfo.InvariantCulture, $"Last run: {DateTime.UtcNow:yyyy-MM-dd}, {benchmarks} benchmarks, {Environment.ProcessorCount} cores, .NET {Environment.Version}.\n");
        }
        else
        {
            foreach (var line in header)
            {
                section.Append(line).Append("\n\n");
            }

            section.Append(CultureInfo.InvariantCulture, $"Re-measured {DateTime.UtcNow:yyyy-MM-dd}: `--filter {string.Join(" --filter ", filters)}`, {benchmarks} benchmarks.\n");
        }

        section.Append('\n');
        section.Append("| Method group | Benchmark | ns/element | B/element |\n");
        section.Append("|---|---|---|---|\n");
        foreach (var row in merged.Values)
        {
            section.Append(row).Append('\n');
        }

        section.Append('\n');
        return text[..begin] + section + text[end..];
    }

    private static string FindRepositoryRoot()
    {
        for (var dir = new DirectoryInfo(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
        {
            if (File.Exists(Path.Combine(dir.FullName, "Rheo.slnx")))
            {
                return dir.FullName;
            }
        }

        return Directory.GetCurrentDirectory();
    }
}
