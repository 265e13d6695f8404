namespace RheoBench.Compare;

/// <summary>
/// A scenario judged by a bound on one of Rheo's own figures instead of by its ratios to the peers: the figure is
/// Rheo's row of <see cref="Case"/>, its extra <see cref="Extra"/> (its value when null), and it must be at most
/// <see cref="Limit"/>. <see cref="Why"/> says why the ratios are not compared between runs.
/// </summary>
public sealed record ScenarioBound(string Case, string? Extra, double Limit, string Why)
{
    /// <summary>Rheo's figure in a scenario file's rows, or null when the file has no valid one.</summary>
    public double? Figure(IEnumerable<CaseResult> rows)
    {
        ArgumentNullException.ThrowIfNull(rows);
        var rheo = rows.FirstOrDefault(r => r.Library == Library.Rheo && r.Case == Case && r.Ok);
        if (rheo is null)
        {
            return null;
        }

        return Extra is null ? rheo.Value : rheo.Extra.TryGetValue(Extra, out var value) ? value : null;
    }
}
