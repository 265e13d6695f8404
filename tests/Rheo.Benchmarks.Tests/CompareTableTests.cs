using System.Text;
using System.Text.Json;
using RheoBench.Compare;
using static Rheo.Benchmarks.Tests.CompareStatsTests;

namespace Rheo.Benchmarks.Tests;

/// <summary>How the <c>compare</c> tables, the JSON rows and the generated docs section print a run.</summary>
public class CompareTableTests
{
    [Theory]
    [InlineData(1.52, 1.40, 1.61, 5, "1.52x (1.40–1.61)")]
    [InlineData(0.61, 0.55, 0.70, 5, "0.61x (0.55–0.70)")]
    [InlineData(1.01, 0.93, 1.08, 5, "~1 (0.93–1.08)")]
    [InlineData(12.34, 11.0, 15.2, 3, "12.3x (11.0–15.2)")]
    [InlineData(1.52, 1.52, 1.52, 1, "1.52x")]
    [InlineData(1.00, 1.00, 1.00, 1, "~1")]
    public void ARatioPrintsItsMedianAndSpreadOrNotSeparable(double median, double min, double max, int count, string text) =>
        Assert.Equal(text, Stats.FormatRatio(new Spread(median, min, max, count)));

    [Fact]
    public void TheTableShowsTheSpreadCpuPerWallAndWarnsOfABusyMachine()
    {
        var rheo = Row(Library.Rheo, 10, [10, 11, 9]);
        rheo.CpuKind = "thread";
        rheo.CpuNsPerOp = 9.8;
        rheo.WallNsPerOp = 10;
        var rx = Row(Library.Rx, 20, [20, 9.9, 30]);
        rx.CpuKind = "thread";
        rx.CpuNsPerOp = 10;
        rx.WallNsPerOp = 20;
        rx.WarmUp = new WarmUpInfo(false, 10, 900);
        var r3 = Row(Library.R3, 30, [30, 33, 27]);
        var failed = CaseResult.Failed(Library.Primitives, "default", "threw InvalidOperationException: x");
        var result = Result(false, rheo, rx, r3, failed);

        Assert.Equal(
            [
                "case     library                ns/op            vs Rheo  cpu/wall   B/op  status",
                "default  Rheo                   10.00               1.00      0.98  0.000  ok",
                "default  System.Reactive        20.00     ~1 (0.90–3.33)      0.50  0.000  ok; busy machine: the thread ran 50% of the time; JIT not settled after 10.0 s of warm-up",
                "default  R3                     30.00  3.00x (3.00–3.00)         -  0.000  ok",
                "default  ReactiveUI.Primitives      -                  -         -      -  not ok; threw InvalidOperationException: x",
            ],
            Table.Lines(result));
    }

    [Fact]
    public void AConcurrentRowShowsProcessCpuAndItsThreads()
    {
        var row = Row(Library.Rheo, 1e6, [1e6]);
        row.CpuKind = "process";
        row.CpuNsPerOp = 1500;
        row.WallNsPerOp = 1000;
        row.MaxThreads = 7;
        var result = Result(true, row);
        result.Threads = result.Threads with { Note = "workers on the pool" };

        Assert.Equal("1.50 (p)", Table.CpuPerWall(row));
        Assert.Equal("ok; threads=7", Table.Status(row));
        Assert.True(Table.IsMultiThreaded(result));
        Assert.EndsWith("threads: 2 processors, affinity 0x3; workers on the pool", Table.Title(result), StringComparison.Ordinal);
    }

    [Fact]
    public void TheMarkdownTableHasTheSameColumns()
    {
        var result = Result(false, Row(Library.Rheo, 10, [10, 10, 10]), Row(Library.Rx, 15, [15, 16, 14]));
        var text = new StringBuilder();
        Table.Markdown(result, text);
        Assert.Equal(
            """
            | case | library | ns/op | vs Rheo | cpu/wall | B/op | status |
            |---|---|---:|---:|---:|---:|---|
            | default | Rheo | 10.00 | 1.00 | - | 0.000 | ok |
            | default | System.Reactive | 15.00 | 1.50x (1.40–1.60) | - | 0.000 | ok |

            """.ReplaceLineEndings(),
            text.ToString());
    }

    [Fact]
    public void AJsonRowKeepsItsRoundsCpuWarmUpAndThreads()
    {
        var row = Row(Library.Rx, 20, [20, 21, 19]);
        row.CpuKind = "process";
        row.CpuNsPerOp = 30;
        row.WallNsPerOp = 20;
        row.WarmUp = new WarmUpInfo(true, 0.75, 1234);
        row.MaxThreads = 9;
        row.Extra["p99Us"] = 12.5;

        using var document = JsonDocument.Parse(JsonReport.RowToJson(row));
        var back = JsonReport.ReadRow(document.RootElement, row.Library, row.Case);

        Assert.Equal(row.Rounds, back.Rounds);
        Assert.Equal((row.CpuKind, row.CpuNsPerOp, row.WallNsPerOp, row.MaxThreads), (back.CpuKind, back.CpuNsPerOp, back.WallNsPerOp, back.MaxThreads));
        Assert.Equal(row.WarmUp, back.WarmUp);
        Assert.Equal(row.Extra, back.Extra);
        Assert.Equal(row.Value, back.Value);
    }

    [Fact]
    public void TheDocsSectionIsOneTableWithMachineDateRoundsAndSpread()
    {
        var rheo = Row(Library.Rheo, 10, [10, 10, 10]);
        var rx = Row(Library.Rx, 15, [15, 16, 14]);
        rx.Note = "uses A | B";
        var section = SummaryReport.DocsSection([Result(false, rheo, rx)]);

        Assert.Equal(
            """
            Measured 2026-11-27 12:00 UTC on cpu, 2 cores, os, .NET 10; TieredPGO on (default); threads: 2 processors, affinity 0x3.
            3 rounds per scenario, libraries interleaved within each round.
            Scenarios: `test`.
            Produced by `dotnet run -c Release --project bench/Rheo.Benchmarks -- compare all --write-docs`.
            Rows the machine's load disturbed (single-threaded, CPU/wall under 0.8): 0; warm-ups stopped before the JIT settled: 0; ratios not separable from 1: 0.

            | scenario | case | library | value | unit | vs Rheo: median (min–max) | cpu/wall | B/op | notes |
            |---|---|---|---:|---|---:|---:|---:|---|
            | test | default | Rheo | 10.00 | ns/op | 1.00 | - | 0.000 |  |
            | test | default | System.Reactive | 15.00 | ns/op | 1.50x (1.40–1.60) | - | 0.000 | uses A / B |

            """.ReplaceLineEndings(),
            section);
    }

    [Fact]
    public void TheChartBarIsTheGeometricMeanOverTheCasesWithItsRange()
    {
        // Case a: round ratios 2, 4, 8 (median 4); case b: 1, 1, 1. Geometric means: median 2, min √2, max √8.
        var result = Result(
            false,
            Row(Library.Rheo, 10, [10, 10, 10], "a"),
            Row(Library.Rx, 40, [20, 40, 80], "a"),
            Row(Library.Rheo, 10, [10, 10, 10], "b"),
            Row(Library.Rx, 10, [10, 10, 10], "b"));

        var spread = SummaryReport.MeanSpread(result, Library.Rx)!.Value;

        Assert.Equal(2.0, spread.Median, 9);
        Assert.Equal(Math.Sqrt(2), spread.Min, 9);
        Assert.Equal(Math.Sqrt(8), spread.Max, 9);
        Assert.Equal(3, spread.Count);
        Assert.Null(SummaryReport.MeanSpread(result, Library.R3));
    }

    [Fact]
    public void TheGeneratedBlockReplacesOnlyTheTextBetweenTheMarkers()
    {
        var document = $"# Benchmarks\n\nintro\n\n{SummaryReport.DocsBegin}\n\nold table\n\n{SummaryReport.DocsEnd}\n\n## After\n";
        Assert.Equal(
            $"# Benchmarks\n\nintro\n\n{SummaryReport.DocsBegin}\n\nnew table\n\n{SummaryReport.DocsEnd}\n\n## After\n",
            SummaryReport.ReplaceGenerated(document, "new table\n"));
        Assert.Throws<InvalidOperationException>(() => SummaryReport.ReplaceGenerated("# no markers\n", "x"));
    }
}
