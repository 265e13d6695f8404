using System.Globalization;
using System.Text;

namespace RheoBench.Compare;

/// <summary>The plain-text and Markdown tables of a scenario's results.</summary>
public static class Table
{
    /// <summary>The column headers (the value column is the scenario's unit).</summary>
    public static string[] Headers(ScenarioResult result) => ["case", "library", result.Unit, "vs Rheo", "cpu/wall", "B/op", "status"];

    /// <summary>
    /// Ratio column: how many times the peer's cost is Rheo's (above 1: Rheo is faster), the median of the rounds
    /// with their range; <c>~1 (min–max)</c> when the range touches 1.0 (see <see cref="Stats.FormatRatio"/>).
    /// </summary>
    public static string Ratio(ScenarioResult result, CaseResult row) =>
        row.Library == Library.Rheo ? (row.Ok ? "1.00" : "-")
        : result.RatioSpread(row) is { } ratio ? Stats.FormatRatio(ratio) : "-";

    public static string Value(CaseResult row) => row.Ok ? Units.Format(row.Value) : "-";

    public static string Bytes(CaseResult row) => row.Ok ? Units.Format(row.AllocatedBytesPerOp) : "-";

    /// <summary>CPU time over wall time, with <c>(p)</c> when it is the whole process's CPU time (a concurrent bench).</summary>
    public static string CpuPerWall(CaseResult row) =>
        !row.Ok || row.CpuKind.Length == 0 ? "-" : Stats.FormatCpuPerWall(row.CpuPerWall) + (row.CpuKind == "process" ? " (p)" : "");

    public static string Status(CaseResult row)
    {
        var parts = new List<string> { row.Ok ? "ok" : "not ok" };
        if (row.Note.Length > 0)
        {
            parts.Add(row.Note);
        }

        if (row.Ok && row.Descheduled)
        {
            parts.Add("busy machine: the thread ran " + (row.CpuPerWall * 100).ToString("0", CultureInfo.InvariantCulture) + "% of the time");
        }

        if (row.Ok && row.WarmUp is { Settled: false } warmUp)
        {
            parts.Add($"JIT not settled after {warmUp.Seconds:0.0} s of warm-up");
        }

        if (row.MaxThreads is { } threads)
        {
            parts.Add($"threads={threads}");
        }

        var extra = string.Join(", ", row.Extra.Select(e => $"{e.Key}={Units.Format(e.Value)}"));
        if (extra.Length > 0)
        {
            parts.Add(extra);
        }

        return string.Join("; ", parts);
    }

    /// <summary>The first line of a scenario's table: unit, direction, rounds and, for a multi-threaded scenario, its thread layout.</summary>
    public static string Title(ScenarioResult result)
    {
        var title = $"{result.Scenario} ({result.Unit}, {(result.HigherIsBetter ? "higher" : "lower")} is better; {result.RoundCount} round{(result.RoundCount == 1 ? "" : "s")}; "
            + "vs Rheo = peer cost / Rheo cost, median of the rounds (min–max), above 1 means Rheo is faster; ~1: not separable)";
        return IsMultiThreaded(result) ? title + Environment.NewLine + "threads: " + result.Threads : title;
    }

    /// <summary>A scenario that says how it uses threads, or whose rows ran concurrent benches.</summary>
    public static bool IsMultiThreaded(ScenarioResult result) =>
        result.Threads.Note.Length > 0 || result.Results.Any(r => r.CpuKind == "process" || r.MaxThreads is not null);

    public static void Print(ScenarioResult result, TextWriter output)
    {
        output.WriteLine();
        output.WriteLine(Title(result));
        foreach (var line in Lines(result))
        {
            output.WriteLine(line);
        }
    }

    /// <summary>The plain-text table: header and one line per row, columns padded (numbers right-aligned).</summary>
    public static IReadOnlyList<string> Lines(ScenarioResult result)
    {
        var rows = new List<string[]> { Headers(result) };
        rows.AddRange(result.Results.Select(r => new[] { r.Case, r.Library, Value(r), Ratio(result, r), CpuPerWall(r), Bytes(r), Status(r) }));
        var last = rows[0].Length - 1;
        var widths = Enumerable.Range(0, last).Select(c => rows.Max(r => r[c].Length)).ToArray();
        var lines = new List<string>();
        foreach (var row in rows)
        {
            var line = new StringBuilder();
            for (var c = 0; c < last; c++)
            {
                line.Append(c >= 2 ? row[c].PadLeft(widths[c]) : row[c].PadRight(widths[c])).Append("  ");
            }

            lines.Add(line.Append(row[last]).ToString().TrimEnd());
        }

        return lines;
    }

    public static void Markdown(ScenarioResult result, StringBuilder output)
    {
        output.AppendLine(CultureInfo.InvariantCulture, $"| case | library | {result.Unit} | vs Rheo | cpu/wall | B/op | status |");
        output.AppendLine("|---|---|---:|---:|---:|---:|---|");
        foreach (var row in result.Results)
        {
            output.AppendLine(CultureInfo.InvariantCulture, $"| {row.Case} | {row.Library} | {Value(row)} | {Ratio(result, row)} | {CpuPerWall(row)} | {Bytes(row)} | {Cell(Status(row))} |");
        }
    }

    /// <summary>Text made safe for a Markdown table cell.</summary>
    public static string Cell(string text) => text.Replace("|", "/", StringComparison.Ordinal).ReplaceLineEndings(" ");
}
