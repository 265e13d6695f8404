using System.Diagnostics;
using RheoBench.Scenarios;

namespace RheoBench.Compare;

/// <summary>
/// Runs a scenario in fresh processes of its own: the same executable re-invoked as
/// <c>compare &lt;scenario&gt; --launch-child --case &lt;case&gt;</c>, once per case and launch
/// (<see cref="RunContext.LaunchesFor"/>), each measuring its share of the rounds and writing its JSON into a directory
/// of its own; the launches are pooled and the cases joined by <see cref="LaunchMerge"/>. A process per case keeps one
/// case's JIT profile (tiered PGO sees every call site's receivers: a subject's loop compiled while it had no
/// observer has no profile for the observer call), heap and thread pool from shaping the next one's figures, as
/// BenchmarkDotNet runs each benchmark case in a process of its own; several launches keep one process's code
/// layout from deciding a ratio.
/// </summary>
public static class Launcher
{
    public const string ChildFlag = "--launch-child";

    /// <summary>The longest one launch may take before it is killed and its rows reported as failed.</summary>
    private static readonly TimeSpan LaunchTimeout = TimeSpan.FromMinutes(30);

    public static ScenarioResult Run(Scenario scenario, RunContext context, IReadOnlyList<string> extraArgs, TextWriter log)
    {
        var shares = scenario.SplitsAcrossLaunches ? LaunchMerge.Split(context.Rounds, context.LaunchesFor(scenario)) : [context.Rounds];
        var cases = scenario.CasesToRun(context).ToArray();
        var perCase = new List<ScenarioResult>();
        foreach (var @case in cases)
        {
            var results = new List<ScenarioResult>();
            for (var launch = 0; launch < shares.Count; launch++)
            {
                var dir = Path.Combine(context.ArtifactsDir, "launches", $"{scenario.Name}-{SafeName(@case)}-{launch + 1}");
                if (Directory.Exists(dir))
                {
                    Directory.Delete(dir, recursive: true);
                }

                var prefix = (shares.Count == 1 ? "" : $"[launch {launch + 1}/{shares.Count}] ") + (cases.Length == 1 ? "" : $"[{@case}] ");
                var failure = RunChild(scenario.Name, @case, shares[launch], context, dir, extraArgs, prefix, log);
                var path = Path.Combine(dir, scenario.Name + ".json");
                if (failure is null && !File.Exists(path))
                {
                    failure = "wrote no result";
                }

                if (failure is not null)
                {
                    log.WriteLine($"  {scenario.Name}: {prefix}{failure}");
                    return FailedResult(scenario, context, $"{@case}, launch {launch + 1} of {shares.Count}: {failure}");
                }

                results.Add(JsonReport.Read(path));
                foreach (var file in Directory.EnumerateFiles(dir).Where(f => f != path))
                {
                    // Files a scenario writes beside its JSON (the timer histograms); the last launch's are kept.
                    File.Move(file, Path.Combine(context.ArtifactsDir, Path.GetFileName(file)), overwrite: true);
                }

                Directory.Delete(dir, recursive: true);
            }

            perCase.Add(LaunchMerge.Merge(results));
        }

        var parent = Path.Combine(context.ArtifactsDir, "launches");
        if (Directory.Exists(parent) && !Directory.EnumerateFileSystemEntries(parent).Any())
        {
            Directory.Delete(parent);
        }

        var merged = LaunchMerge.JoinCases(perCase);
        scenario.AddExtras(merged);
        return merged;
    }

    /// <summary>A case's name as part of a directory name ("observers=1" stays, "period=100us" stays; others lose their odd characters).</summary>
    private static string SafeName(string @case) => new(@case.Select(c => char.IsLetterOrDigit(c) || c is '=' or '-' or '.' ? c : '_').ToArray());

    private static string? RunChild(string scenario, string @case, int rounds, RunContext context, string dir, IReadOnlyList<string> extraArgs, string prefix, TextWriter log)
    {
        var start = new ProcessStartInfo { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        var path = Environment.ProcessPath ?? "dotnet";
        start.FileName = path;
        if (Path.GetFileNameWithoutExtension(path).Equals("dotnet", StringComparison.OrdinalIgnoreCase))
        {
            start.ArgumentList.Add(typeof(Launcher).Assembly.Location);
        }

        start.ArgumentList.Add("compare");
        start.ArgumentList.Add(scenario);
        start.ArgumentList.Add(ChildFlag);
        start.ArgumentList.Add("--case");
        start.ArgumentList.Add(@case);
        if (context.Quick)
        {
            start.ArgumentList.Add("--quick");
        }

        foreach (var arg in new[] { "--rounds", Invariant(rounds), "--sizing-rounds", Invariant(context.Rounds), "--data", context.DataDir, "--artifacts", dir })
        {
            start.ArgumentList.Add(arg);
        }

        foreach (var arg in extraArgs)
        {
            start.ArgumentList.Add(arg);
        }

        using var process = new Process { StartInfo = start };
        var lastError = (string?)null;
        process.OutputDataReceived += (_, e) =>
        {
            if (e.Data is { } line)
            {
                lock (log)
                {
                    log.WriteLine(prefix + line);
                }
            }
        };
        process.ErrorDataReceived += (_, e) =>
        {
            if (e.Data is { Length: > 0 } line)
            {
                lastError = line.Trim();
                lock (log)
                {
                    log.WriteLine(prefix + line);
                }
            }
        };
        process.Start();
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        if (!process.WaitForExit(LaunchTimeout))
        {
            process.Kill(entireProcessTree: true);
            process.WaitForExit();
            return $"did not finish within {LaunchTimeout.TotalMinutes:0} min (killed)";
        }

        process.WaitForExit();
        return process.ExitCode == 0 ? null : $"exited with code {process.ExitCode}{(lastError is null ? "" : ": " + lastError)}";
    }

    private static ScenarioResult FailedResult(Scenario scenario, RunContext context, string note)
    {
        var result = scenario.NewResult(context);
        foreach (var @case in scenario.Cases())
        {
            result.Results.AddRange(scenario.Libraries.Select(library => CaseResult.Failed(library, @case, note)));
        }

        return result;
    }

    private static string Invariant(int value) => value.ToString(System.Globalization.CultureInfo.InvariantCulture);
}
