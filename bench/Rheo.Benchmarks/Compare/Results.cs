namespace RheoBench.Compare;

/// <summary>One row of <c>artifacts/compare/&lt;scenario&gt;.json</c>.</summary>
public sealed class CaseResult
{
    public required string Library { get; init; }

    public required string Case { get; init; }

    public double Value { get; set; }

    public double AllocatedBytesPerOp { get; set; }

    public bool Ok { get; set; }

    public string Note { get; set; } = "";

    public SortedDictionary<string, double> Extra { get; } = new(StringComparer.Ordinal);

    public static CaseResult Failed(string library, string @case, string note) =>
        new() { Library = library, Case = @case, Ok = false, Note = note };
}

/// <summary>The whole result of one scenario.</summary>
public sealed class ScenarioResult
{
    public required string Scenario { get; init; }

    public required string Unit { get; init; }

    public required bool HigherIsBetter { get; init; }

    public required MachineInfo Machine { get; init; }

    public required DateTimeOffset Date { get; init; }

    public required bool Quick { get; init; }

    public List<CaseResult> Results { get; } = [];

    /// <summary>
    /// How much more a peer costs than Rheo: peer/Rheo for a time, Rheo/peer for a rate. Above 1, Rheo is
    /// faster. Null when either side has no valid number.
    /// </summary>
    public double? RatioToRheo(CaseResult row)
    {
        var rheo = Results.FirstOrDefault(r => r.Library == Library.Rheo && r.Case == row.Case);
        if (rheo is not { Ok: true } || !row.Ok || rheo.Value <= 0 || row.Value <= 0)
        {
            return null;
        }

        return HigherIsBetter ? rheo.Value / row.Value : row.Value / rheo.Value;
    }
}
