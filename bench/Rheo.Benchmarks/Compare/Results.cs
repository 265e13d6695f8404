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

    /// <summary>The value of each round (the median of that round's runs), in the scenario's unit.</summary>
    public List<double> Rounds { get; } = [];

    /// <summary>
    /// Whose CPU time <see cref="CpuNsPerOp"/> is: <c>thread</c> (the measuring thread, single-threaded benches),
    /// <c>process</c> (every thread, concurrent benches), or empty when not measured.
    /// </summary>
    public string CpuKind { get; set; } = "";

    /// <summary>CPU time per operation in nanoseconds (NaN when not measured).</summary>
    public double CpuNsPerOp { get; set; } = double.NaN;

    /// <summary>Wall time per operation in nanoseconds over all measured runs (NaN when not measured).</summary>
    public double WallNsPerOp { get; set; } = double.NaN;

    /// <summary>
    /// CPU time over wall time of the measured runs. Near 1 for a single-threaded bench that had its core; well
    /// under 1, its thread waited for a core (a busy machine). Above 1, several cores worked.
    /// </summary>
    public double CpuPerWall => CpuNsPerOp / WallNsPerOp;

    /// <summary>How the warm-up ended (null when there was none, for example for a failed or custom row).</summary>
    public WarmUpInfo? WarmUp { get; set; }

    /// <summary>The most threads the process had at the end of a measured run (concurrent benches; null otherwise).</summary>
    public int? MaxThreads { get; set; }

    /// <summary>A single-threaded row whose thread was off the processor much of the measured time.</summary>
    public bool Descheduled => CpuKind == "thread" && Stats.Descheduled(CpuPerWall);

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

    /// <summary>The number of rounds the libraries were measured in (interleaved within each round).</summary>
    public int RoundCount { get; init; } = 1;

    /// <summary>The processors and threads the scenario ran on.</summary>
    public ThreadLayout Threads { get; set; } = ThreadLayout.Current();

    /// <summary>
    /// How much more a peer costs than Rheo: peer/Rheo for a time, Rheo/peer for a rate. Above 1, Rheo is
    /// faster. Null when either side has no valid number.
    /// </summary>
    public double? RatioToRheo(CaseResult row) => RatioSpread(row)?.Median;

    /// <summary>
    /// The ratio to Rheo of every round (see <see cref="RatioToRheo"/>): its median and range. When either row
    /// has no round values (an older result), the one ratio of the two values. Null for Rheo's own row and when
    /// either side has no valid number.
    /// </summary>
    public Spread? RatioSpread(CaseResult row)
    {
        var rheo = Results.FirstOrDefault(r => r.Library == Library.Rheo && r.Case == row.Case);
        if (row.Library == Library.Rheo || rheo is not { Ok: true } || !row.Ok)
        {
            return null;
        }

        if (row.Rounds.Count > 0 && rheo.Rounds.Count > 0
            && Stats.SpreadOf(Stats.RoundRatios(row.Rounds, rheo.Rounds, HigherIsBetter)) is { } spread)
        {
            return spread;
        }

        return Stats.Ratio(row.Value, rheo.Value, HigherIsBetter) is { } ratio ? new Spread(ratio, ratio, ratio, 1) : null;
    }
}

/// <summary>How a bench's warm-up ended.</summary>
/// <param name="Settled">Whether the JIT stopped compiling methods for the quiet window before the warm-up ended.</param>
/// <param name="Seconds">How long the warm-up took.</param>
/// <param name="CompiledMethods">Methods the JIT had compiled in the process when the warm-up ended.</param>
/// <param name="LastBatchMethods">Methods the JIT compiled during the warm-up's last batch of calls (0 once settled).</param>
public sealed record WarmUpInfo(bool Settled, double Seconds, long CompiledMethods, long LastBatchMethods = 0);
