using RheoBench.Scenarios;

namespace RheoBench.Compare;

/// <summary>
/// <c>compare &lt;scenario&gt;|all [--quick] [--rounds R] [--launches L] [--data DIR] [--affinity MASK] [--write-docs]</c>: runs
/// scenarios, prints their tables and writes <c>artifacts/compare/&lt;scenario&gt;.json</c>; <c>all</c> also writes
/// <c>summary.md</c> and <c>summary.svg</c>; <c>--write-docs</c> writes the results table of
/// <c>docs/benchmarks.md</c> and <c>docs/benchmarks-summary.svg</c>.
/// </summary>
public static class CompareCommand
{
    public const string Usage = """
        usage: dotnet run -c Release --project bench/Rheo.Benchmarks -- compare <scenario>|all [options]
               dotnet run -c Release --project bench/Rheo.Benchmarks -- compare-check <A.json|dir> <B.json|dir> [--tolerance 0.10]
               dotnet run -c Release --project bench/Rheo.Benchmarks -- compare-docs <dir>   (docs/benchmarks.md's table from a finished run)
               dotnet run -c Release --project bench/Rheo.Benchmarks -- bdn --filter <pattern>
               dotnet run -c Release --project bench/Rheo.Benchmarks -- operators-table [--filter <glob> ...]
          --quick          short runs (indicative numbers); 3 rounds instead of 5
          --rounds R       measure each scenario in R rounds (default 5, 3 with --quick); ratios get min-max spreads
          --launches L     spread each case's rounds over L fresh processes and pool them (default: 5 for the
                           scenarios of a few nanoseconds per op, 1 for the others and with --quick; every
                           case of every scenario always runs in a process of its own)
          --case NAME      measure only this case of the scenario (e.g. observers=1)
          --data DIR       the Scrabble word lists (default: ../shared/data/scrabble from the repository root)
          --affinity MASK  pin the process to these processors (hexadecimal mask) before measuring
          --write-docs     write the results table of docs/benchmarks.md and docs/benchmarks-summary.svg
                           (meant for `compare all` on an idle machine)
        """;

    public static int Run(string[] args)
    {
        if (!TryParse(args, out var names, out var context, out var error, out var writeDocs, out var affinity))
        {
            Console.Error.WriteLine(error);
            Console.Error.WriteLine(Usage);
            return 2;
        }

        if (names.Any(ScenarioCatalog.NeedsWordLists) && ScrabbleData.MissingFiles(context.DataDir) is { } missing)
        {
            Console.Error.WriteLine($"error: the Scrabble word lists are missing: {missing}.");
            Console.Error.WriteLine("Pass the directory that holds ospd.txt and words.shakespeare.txt with --data DIR.");
            return 2;
        }

        if (affinity is not null && !ThreadLayout.TryPin(affinity, out var pinError))
        {
            Console.Error.WriteLine(pinError);
            return 2;
        }

        if (context.LaunchChild)
        {
            // One launch of one scenario, started by the process that pools the launches.
            var measured = Runner.Run(ScenarioCatalog.Create(names[0], context), context, Console.Out);
            JsonReport.Write(measured, Path.Combine(context.ArtifactsDir, names[0] + ".json"));
            return 0;
        }

        Console.WriteLine($"Rheo compare: {string.Join(", ", names)}{(context.Quick ? " (--quick)" : "")}, {context.Rounds} round{(context.Rounds == 1 ? "" : "s")}"
            + (context.Launches is { } launches ? $" in {launches} process{(launches == 1 ? "" : "es")} per case" : context.Quick ? " in 1 process per case" : " in each scenario's default number of processes per case"));
        Console.WriteLine($"Machine: {MachineInfo.Current}");
        Console.WriteLine($"JIT: {MachineInfo.Current.Jit}");
        Console.WriteLine($"Threads: {ThreadLayout.Current()}");
        var all = new List<(Scenario, ScenarioResult)>();
        string[] childArgs = affinity is null ? [] : ["--affinity", affinity];
        foreach (var name in names)
        {
            var scenario = ScenarioCatalog.Create(name, context);
            var watch = System.Diagnostics.Stopwatch.StartNew();
            var result = Launcher.Run(scenario, context, childArgs, Console.Out);
            var path = Path.Combine(context.ArtifactsDir, name + ".json");
            JsonReport.Write(result, path);
            Table.Print(result, Console.Out);
            Console.WriteLine($"({watch.Elapsed.TotalSeconds:0.0} s; wrote {Path.GetRelativePath(Environment.CurrentDirectory, path)})");
            all.Add((scenario, result));
        }

        if (args[0] == "all")
        {
            var markdown = Path.Combine(context.ArtifactsDir, "summary.md");
            var svg = Path.Combine(context.ArtifactsDir, "summary.svg");
            SummaryReport.WriteMarkdown(all, markdown);
            SummaryReport.WriteSvg(all, svg);
            Console.WriteLine($"wrote {Path.GetRelativePath(Environment.CurrentDirectory, markdown)} and {Path.GetRelativePath(Environment.CurrentDirectory, svg)}");
        }

        if (writeDocs)
        {
            if (args[0] != "all" || context.Quick)
            {
                Console.WriteLine("warning: docs/benchmarks.md should hold one full `compare all` run on an idle machine; this run is not one (check the format, do not commit its numbers).");
            }

            var docs = Path.Combine(FindRepositoryRoot(), "docs");
            var page = Path.Combine(docs, "benchmarks.md");
            try
            {
                SummaryReport.WriteDocs(all, page, Path.Combine(docs, "benchmarks-summary.svg"));
            }
            catch (Exception failure) when (failure is IOException or InvalidOperationException or UnauthorizedAccessException)
            {
                Console.Error.WriteLine($"error: could not write {page}: {failure.Message}");
                return 1;
            }

            Console.WriteLine($"wrote the results of {Path.GetRelativePath(Environment.CurrentDirectory, page)} and docs/benchmarks-summary.svg");
        }

        return 0;
    }

    /// <summary>The hidden child-process command: <c>__child scenario library case [options]</c>.</summary>
    public static int RunChild(string[] args)
    {
        if (args.Length < 4 || !TryParse(args[1..2].Concat(args[4..]).ToArray(), out _, out var context, out var error, out _, out _))
        {
            Console.Error.WriteLine("bad child arguments");
            return 2;
        }

        return ChildProcess.RunInChild(args[1], args[2], args[3], context);
    }

    private static bool TryParse(string[] args, out IReadOnlyList<string> names, out RunContext context, out string error, out bool writeDocs, out string? affinity)
    {
        names = [];
        context = null!;
        error = "";
        writeDocs = false;
        affinity = null;
        int? rounds = null;
        if (args.Length == 0)
        {
            error = "error: name a scenario or 'all'. Scenarios: " + string.Join(", ", ScenarioCatalog.Names);
            return false;
        }

        var quick = false;
        var launchChild = false;
        int? launches = null;
        string? onlyCase = null;
        int? sizingRounds = null;
        var repo = FindRepositoryRoot();
        string? data = null;
        string? artifacts = null;
        for (var i = 1; i < args.Length; i++)
        {
            switch (args[i])
            {
                case "--quick":
                    quick = true;
                    break;
                case "--data" when i + 1 < args.Length:
                    data = Path.GetFullPath(args[++i]);
                    break;
                case "--artifacts" when i + 1 < args.Length:
                    artifacts = Path.GetFullPath(args[++i]);
                    break;
                case "--rounds" when i + 1 < args.Length:
                    if (!int.TryParse(args[++i], System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var r) || r < 1)
                    {
                        error = $"error: --rounds needs a whole number of at least 1, not '{args[i]}'.";
                        return false;
                    }

                    rounds = r;
                    break;
                case "--launches" when i + 1 < args.Length:
                    if (!int.TryParse(args[++i], System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var l) || l < 1)
                    {
                        error = $"error: --launches needs a whole number of at least 1, not '{args[i]}'.";
                        return false;
                    }

                    launches = l;
                    break;
                case "--sizing-rounds" when i + 1 < args.Length:
                    if (!int.TryParse(args[++i], System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var sizing) || sizing < 1)
                    {
                        error = $"error: --sizing-rounds needs a whole number of at least 1, not '{args[i]}'.";
                        return false;
                    }

                    sizingRounds = sizing;
                    break;
                case "--case" when i + 1 < args.Length:
                    onlyCase = args[++i];
                    break;
                case Launcher.ChildFlag:
                    launchChild = true;
                    break;
                case "--affinity" when i + 1 < args.Length:
                    affinity = args[++i];
                    break;
                case "--write-docs":
                    writeDocs = true;
                    break;
                default:
                    error = $"error: unknown option '{args[i]}'.";
                    return false;
            }
        }

        if (args[0] == "all")
        {
            names = ScenarioCatalog.Names;
        }
        else if (ScenarioCatalog.Names.Contains(args[0]))
        {
            names = [args[0]];
        }
        else
        {
            error = $"error: unknown scenario '{args[0]}'. Scenarios: {string.Join(", ", ScenarioCatalog.Names)}, all";
            return false;
        }

        if (onlyCase is not null && (names.Count != 1 || !ScenarioCatalog.Create(names[0], DefaultContext(data, artifacts, repo)).Cases().Contains(onlyCase)))
        {
            error = $"error: --case needs one scenario and one of its cases, not '{onlyCase}'.";
            return false;
        }

        context = new RunContext
        {
            Quick = quick,
            Rounds = rounds ?? (quick ? 3 : 5),
            SizingRounds = sizingRounds ?? rounds ?? (quick ? 3 : 5),
            Launches = launches,
            LaunchChild = launchChild,
            Case = onlyCase,
            DataDir = data ?? Path.GetFullPath(Path.Combine(repo, "..", "shared", "data", "scrabble")),
            ArtifactsDir = artifacts ?? Path.Combine(repo, "artifacts", "compare"),
        };
        return true;
    }

    private static RunContext DefaultContext(string? data, string? artifacts, string repo) => new()
    {
        DataDir = data ?? Path.GetFullPath(Path.Combine(repo, "..", "shared", "data", "scrabble")),
        ArtifactsDir = artifacts ?? Path.Combine(repo, "artifacts", "compare"),
    };

    /// <summary>The directory holding <c>Rheo.slnx</c>, searched up from the working directory, then from the binary.</summary>
    internal static string FindRepositoryRoot()
    {
        foreach (var start in new[] { Environment.CurrentDirectory, AppContext.BaseDirectory })
        {
            for (var dir = new DirectoryInfo(start); dir is not null; dir = dir.Parent)
            {
                if (File.Exists(Path.Combine(dir.FullName, "Rheo.slnx")))
                {
                    return dir.FullName;
                }
            }
        }

        return Environment.CurrentDirectory;
    }
}
