using RheoBench.Scenarios;

namespace RheoBench.Compare;

/// <summary>
/// <c>compare-docs DIR</c>: writes the results table of <c>docs/benchmarks.md</c> and <c>docs/benchmarks-summary.svg</c>
/// from the scenario files of a finished <c>compare all</c> run (its <c>--artifacts</c> directory), as
/// <c>--write-docs</c> would have at the end of that run. The table can then be chosen after the run: for example the
/// second of two runs checked against each other with <c>compare-check</c>. Exit code 0 when written, 1 when the
/// directory holds no scenario file or the page cannot be written, 2 for bad arguments.
/// </summary>
public static class CompareDocs
{
    public const string Command = "compare-docs";

    public const string Usage = "usage: dotnet run -c Release --project bench/Rheo.Benchmarks -- compare-docs <dir>";

    public static int Run(string[] args, TextWriter output)
    {
        ArgumentNullException.ThrowIfNull(args);
        ArgumentNullException.ThrowIfNull(output);
        if (args.Length != 1 || !Directory.Exists(args[0]))
        {
            output.WriteLine(Usage);
            return 2;
        }

        var docs = Path.Combine(CompareCommand.FindRepositoryRoot(), "docs");
        return Write(args[0], Path.Combine(docs, "benchmarks.md"), Path.Combine(docs, "benchmarks-summary.svg"), output);
    }

    /// <summary>Writes the results section of <paramref name="page"/> and the chart <paramref name="svg"/> from the run in <paramref name="dir"/>.</summary>
    public static int Write(string dir, string page, string svg, TextWriter output)
    {
        ArgumentNullException.ThrowIfNull(output);
        var run = ReadRun(dir);
        if (run.Count == 0)
        {
            output.WriteLine($"error: {dir} holds no scenario file of a compare run");
            return 1;
        }

        try
        {
            SummaryReport.WriteDocs(run, page, svg);
        }
        catch (Exception failure) when (failure is IOException or InvalidOperationException or UnauthorizedAccessException)
        {
            output.WriteLine($"error: could not write {page}: {failure.Message}");
            return 1;
        }

        output.WriteLine($"wrote the results of {page} and {svg} from {run.Count} scenarios of {dir}");
        return 0;
    }

    /// <summary>The scenario files of a run in <paramref name="dir"/>, in the catalog's order (the order of <c>compare all</c>).</summary>
    public static IReadOnlyList<(Scenario Scenario, ScenarioResult Result)> ReadRun(string dir)
    {
        var context = new RunContext { DataDir = dir, ArtifactsDir = dir };
        var run = new List<(Scenario, ScenarioResult)>();
        foreach (var name in ScenarioCatalog.Names)
        {
            var file = Path.Combine(dir, name + ".json");
            if (File.Exists(file))
            {
                run.Add((ScenarioCatalog.Create(name, context), JsonReport.Read(file)));
            }
        }

        return run;
    }
}
