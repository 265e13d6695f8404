using RheoBench.Compare;

namespace Rheo.Benchmarks.Tests;

/// <summary><c>compare-docs</c>: the results table of the docs page written from a finished run's scenario files.</summary>
public class CompareDocsTests
{
    [Fact]
    public void TheTableIsWrittenFromTheRunsFilesInTheCatalogsOrder()
    {
        var dir = Directory.CreateTempSubdirectory("rheo-compare-docs-");
        try
        {
            JsonReport.Write(Result("takeuntil", 170e6, 47e6), Path.Combine(dir.FullName, "takeuntil.json"));
            JsonReport.Write(Result("pipeline", 86e6, 31e6), Path.Combine(dir.FullName, "pipeline.json"));
            File.WriteAllText(Path.Combine(dir.FullName, "notes.txt"), "not a scenario");
            var page = Path.Combine(dir.FullName, "benchmarks.md");
            var svg = Path.Combine(dir.FullName, "chart.svg");
            File.WriteAllText(page, $"# Page\n\n{SummaryReport.DocsBegin}\nold table\n{SummaryReport.DocsEnd}\n\nafter\n");

            Assert.Equal(["pipeline", "takeuntil"], CompareDocs.ReadRun(dir.FullName).Select(r => r.Result.Scenario));
            var output = new StringWriter();
            Assert.Equal(0, CompareDocs.Write(dir.FullName, page, svg, output));

            var text = File.ReadAllText(page);
            Assert.DoesNotContain("old table", text, StringComparison.Ordinal);
            Assert.Contains("Measured 2026-11-29 06:29 UTC", text, StringComparison.Ordinal);
            Assert.Contains("| pipeline | default | System.Reactive |", text, StringComparison.Ordinal);
            Assert.True(text.IndexOf("| pipeline |", StringComparison.Ordinal) < text.IndexOf("| takeuntil |", StringComparison.Ordinal));
            Assert.EndsWith("after\n", text, StringComparison.Ordinal);
            Assert.Contains("<svg", File.ReadAllText(svg), StringComparison.Ordinal);
        }
        finally
        {
            dir.Delete(recursive: true);
        }
    }

    [Fact]
    public void ADirectoryWithoutScenarioFilesOrBadArgumentsWriteNothing()
    {
        var dir = Directory.CreateTempSubdirectory("rheo-compare-docs-");
        try
        {
            var page = Path.Combine(dir.FullName, "benchmarks.md");
            File.WriteAllText(page, "unchanged");
            Assert.Equal(1, CompareDocs.Write(dir.FullName, page, Path.Combine(dir.FullName, "chart.svg"), TextWriter.Null));
            Assert.Equal("unchanged", File.ReadAllText(page));
            Assert.Equal(2, CompareDocs.Run([], TextWriter.Null));
            Assert.Equal(2, CompareDocs.Run([Path.Combine(dir.FullName, "missing")], TextWriter.Null));
        }
        finally
        {
            dir.Delete(recursive: true);
        }
    }

    private static ScenarioResult Result(string scenario, double rheo, double peer)
    {
        var result = new ScenarioResult
        {
            Scenario = scenario,
            Unit = Units.MessagesPerSecond,
            HigherIsBetter = true,
            Machine = new MachineInfo("Linux", "Intel Xeon", 2, ".NET 10.0.12") { Jit = "TieredPGO on" },
            Date = new DateTimeOffset(2026, 11, 29, 6, 29, 0, TimeSpan.Zero),
            Quick = false,
            RoundCount = 2,
            Threads = new ThreadLayout(2, "0x3", false) { Note = "" },
        };
        result.Results.Add(Row(Library.Rheo, rheo, rheo * 1.01));
        result.Results.Add(Row(Library.Rx, peer, peer * 1.02));
        return result;
    }

    private static CaseResult Row(string library, params double[] rounds)
    {
        var row = new CaseResult { Library = library, Case = "default", Ok = true, Value = rounds[0] };
        row.Rounds.AddRange(rounds);
        return row;
    }
}
