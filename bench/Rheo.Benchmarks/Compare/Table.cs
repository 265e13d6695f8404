using System.Globalization;
using System.Text;

namespace RheoBench.Compare;

/// <summary>The plain-text and Markdown tables of a scenario's results.</summary>
public static class Table
{
    /// <summary>Ratio column meaning: how many times the peer's cost is Rheo's (above 1: Rheo is faster).</summary>
    public static string Ratio(ScenarioResult result, CaseResult row) =>
        row.Library == Library.Rheo ? (row.Ok ? "1.00" : "-")
        : result.RatioToRheo(row) is { } ratio ? ratio.ToString("0.00", CultureInfo.InvariantCulture) + "x" : "-";

    public static string Value(CaseResult row) => row.Ok ? Units.Format(row.Value) : "-";

    public static string Bytes(CaseResult row) => row.Ok ? Units.Format(row.AllocatedBytesPerOp) : "-";

    public static string Status(CaseResult row)
    {
        var status = row.Ok ? "ok" : "not ok";
        var extra = string.Join(", ", row.Extra.Select(e => $"{e.Key}={Units.Format(e.Value)}"));
        var parts = new[] { status, row.Note, extra }.Where(p => p.Length > 0);
        return string.Join("; ", parts);
    }

    public static void Print(ScenarioResult result, TextWriter output)
    {
        output.WriteLine();
        output.WriteLine($"{result.Scenario} ({result.Unit}, {(result.HigherIsBetter ? "higher" : "lower")} is better; ratio = peer cost / Rheo cost, above 1 means Rheo is faster)");
        var rows = new List<string[]> { new[] { "case", "library", result.Unit, "vs Rheo", "B/op", "status" } };
        rows.AddRange(result.Results.Select(r => new[] { r.Case, r.Library, Value(r), Ratio(result, r), Bytes(r), Status(r) }));
        var widths = Enumerable.Range(0, 5).Select(c => rows.Max(r => r[c].Length)).ToArray();
        foreach (var row in rows)
        {
            var line = new StringBuilder();
            for (var c = 0; c < 5; c++)
            {
                line.Append(c is 2 or 3 or 4 ? row[c].PadLeft(widths[c]) : row[c].PadRight(widths[c])).Append("  ");
            }

            output.WriteLine(line.Append(row[5]).ToString().TrimEnd());
        }
    }

    public static void Markdown(ScenarioResult result, StringBuilder output)
    {
        output.AppendLine(CultureInfo.InvariantCulture, $"| case | library | {result.Unit} | vs Rheo | B/op | status |");
        output.AppendLine("|---|---|---:|---:|---:|---|");
        foreach (var row in result.Results)
        {
            output.AppendLine(CultureInfo.InvariantCulture, $"| {row.Case} | {row.Library} | {Value(row)} | {Ratio(result, row)} | {Bytes(row)} | {Status(row).Replace("|", "/", StringComparison.Ordinal)} |");
        }
    }
}
