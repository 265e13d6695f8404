using System.Diagnostics;
using System.Text.Json;
using RheoBench.Scenarios;

namespace RheoBench.Compare;

/// <summary>
/// Runs one bench in a child process: the same executable re-invoked with the hidden <c>__child</c> command.
/// A stack overflow, a crash or a hang there becomes an <c>ok: false</c> row instead of ending the run. The child
/// measures on a thread with a 1 MiB stack (the default main-thread stack on Windows), so "finishes" means the same
/// thing on every OS.
/// </summary>
public static class ChildProcess
{
    public const string Command = "__child";
    private const string Marker = "CHILD-RESULT ";
    private const int StackSize = 1024 * 1024;

    public static CaseResult Run(Scenario scenario, Bench bench, RunContext context)
    {
        var start = new ProcessStartInfo
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };

        var path = Environment.ProcessPath ?? "dotnet";
        start.FileName = path;
        if (Path.GetFileNameWithoutExtension(path).Equals("dotnet", StringComparison.OrdinalIgnoreCase))
        {
            start.ArgumentList.Add(typeof(ChildProcess).Assembly.Location);
        }

        start.ArgumentList.Add(Command);
        start.ArgumentList.Add(scenario.Name);
        start.ArgumentList.Add(bench.Library);
        start.ArgumentList.Add(bench.Case);
        foreach (var arg in context.ToArgs())
        {
            start.ArgumentList.Add(arg);
        }

        using var process = new Process { StartInfo = start };
        var output = new System.Text.StringBuilder();
        var firstError = (string?)null;
        using var overflow = new ManualResetEventSlim();
        process.OutputDataReceived += (_, e) =>
        {
            if (e.Data is { } data)
            {
                lock (output)
                {
                    output.AppendLine(data);
                }
            }
        };
        process.ErrorDataReceived += (_, e) =>
        {
            if (e.Data is { Length: > 0 } data)
            {
                Interlocked.CompareExchange(ref firstError, data.Trim(), null);
                if (data.Contains("Stack overflow", StringComparison.OrdinalIgnoreCase))
                {
                    // The runtime goes on to print the whole stack, which takes seconds: the verdict is in.
                    overflow.Set();
                }
            }
        };
        process.Start();
        process.BeginOutputReadLine();
        process.BeginErrorReadLine();
        var exited = Task.Run(() => process.WaitForExit(context.ChildTimeout));
        var which = WaitHandle.WaitAny([overflow.WaitHandle, ((IAsyncResult)exited).AsyncWaitHandle], context.ChildTimeout + TimeSpan.FromSeconds(1));
        if (which != 1 || !exited.Result)
        {
            process.Kill(entireProcessTree: true);
            process.WaitForExit();
            return CaseResult.Failed(
                bench.Library,
                bench.Case,
                overflow.IsSet ? "stack overflow" : $"did not finish within {context.ChildTimeout.TotalSeconds:0} s (child process killed)");
        }

        process.WaitForExit();
        string text;
        lock (output)
        {
            text = output.ToString();
        }

        var line = text.Split('\n').Select(l => l.TrimEnd('\r')).FirstOrDefault(l => l.StartsWith(Marker, StringComparison.Ordinal));
        if (process.ExitCode != 0 || line is null)
        {
            return CaseResult.Failed(
                bench.Library,
                bench.Case,
                overflow.IsSet ? "stack overflow" : $"child process crashed (exit code {process.ExitCode}){(firstError is null ? "" : ": " + firstError)}");
        }

        return Parse(line[Marker.Length..], bench);
    }

    /// <summary>The child side: measures the bench and prints its row as one JSON line.</summary>
    public static int RunInChild(string scenarioName, string library, string @case, RunContext context)
    {
        var scenario = ScenarioCatalog.Create(scenarioName, context);
        CaseResult? row = null;
        var thread = new Thread(
            () =>
            {
                var bench = Runner.CreateBench(scenario, library, @case, context, out var failure);
                row = bench is null ? CaseResult.Failed(library, @case, failure!)
                    : bench.Unavailable is { } note ? CaseResult.Failed(library, @case, note)
                    : Runner.RunAlone(scenario, bench, context);
            },
            StackSize);
        thread.Start();
        thread.Join();
        Console.Out.WriteLine(Marker + JsonReport.RowToJson(row!));
        return 0;
    }

    private static CaseResult Parse(string json, Bench bench)
    {
        using var document = JsonDocument.Parse(json);
        return JsonReport.ReadRow(document.RootElement, bench.Library, bench.Case);
    }
}
