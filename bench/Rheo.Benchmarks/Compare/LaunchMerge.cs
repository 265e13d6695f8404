namespace RheoBench.Compare;

/// <summary>
/// Pools the results of one scenario measured in several processes (launches): each row's rounds are put one
/// after the other in launch order, so round i of every row still comes from the same process and the same round
/// (the ratios stay paired round by round), and the row's value is the median of all its rounds.
/// </summary>
public static class LaunchMerge
{
    /// <summary>How many rounds each of <paramref name="launches"/> processes measures: as even as possible, the larger shares first.</summary>
    public static IReadOnlyList<int> Split(int rounds, int launches)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(rounds, 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(launches, 1);
        var count = Math.Min(rounds, launches);
        return Enumerable.Range(0, count).Select(i => (rounds / count) + (i < rounds % count ? 1 : 0)).ToArray();
    }

    /// <summary>
    /// One result from the launches' results. A row is OK only when it is OK in every launch (otherwise the first
    /// launch's note that failed it). Bytes per operation, CPU and wall time per operation and each extra are the
    /// median over the launches; the warm-up is the slowest launch's; the most threads the largest seen.
    /// </summary>
    public static ScenarioResult Merge(IReadOnlyList<ScenarioResult> launches)
    {
        ArgumentNullException.ThrowIfNull(launches);
        if (launches.Count == 0)
        {
            throw new ArgumentException("at least one launch is needed", nameof(launches));
        }

        var first = launches[0];
        if (launches.Count == 1)
        {
            return first;
        }

        var merged = HeaderOf(first, launches.Sum(l => l.RoundCount));

        foreach (var row in first.Results)
        {
            var rows = launches.Select(l => l.Results.FirstOrDefault(r => r.Library == row.Library && r.Case == row.Case)).ToArray();
            merged.Results.Add(MergeRow(row, rows, launches.Count));
        }

        return merged;
    }

    /// <summary>
    /// One result from the results of a scenario's cases, each measured in processes of its own: the rows in case
    /// order, the first case's header; the round count and thread layout are the first case's (every case runs as
    /// many rounds).
    /// </summary>
    public static ScenarioResult JoinCases(IReadOnlyList<ScenarioResult> cases)
    {
        ArgumentNullException.ThrowIfNull(cases);
        if (cases.Count == 0)
        {
            throw new ArgumentException("at least one case is needed", nameof(cases));
        }

        if (cases.Count == 1)
        {
            return cases[0];
        }

        var first = cases[0];
        var joined = HeaderOf(first, first.RoundCount);
        foreach (var result in cases)
        {
            joined.Results.AddRange(result.Results);
        }

        return joined;
    }

    /// <summary>An empty result with <paramref name="first"/>'s header and <paramref name="rounds"/> rounds.</summary>
    private static ScenarioResult HeaderOf(ScenarioResult first, int rounds) => new()
    {
        Scenario = first.Scenario,
        Unit = first.Unit,
        HigherIsBetter = first.HigherIsBetter,
        Machine = first.Machine,
        Date = first.Date,
        Quick = first.Quick,
        RoundCount = rounds,
        Threads = first.Threads,
    };

    private static CaseResult MergeRow(CaseResult first, CaseResult?[] rows, int launches)
    {
        var failed = Array.FindIndex(rows, r => r is not { Ok: true });
        if (failed >= 0)
        {
            var note = rows[failed] is { } bad ? bad.Note : "missing";
            return CaseResult.Failed(first.Library, first.Case, launches > 1 ? $"launch {failed + 1} of {launches}: {note}" : note);
        }

        var ok = rows.Select(r => r!).ToArray();
        var row = new CaseResult
        {
            Library = first.Library,
            Case = first.Case,
            Ok = true,
            Note = ok.Select(r => r.Note).FirstOrDefault(n => n.Length > 0) ?? "",
            AllocatedBytesPerOp = Stats.Median(ok.Select(r => r.AllocatedBytesPerOp)),
            CpuKind = first.CpuKind,
            CpuNsPerOp = Stats.Median(ok.Select(r => r.CpuNsPerOp)),
            WallNsPerOp = Stats.Median(ok.Select(r => r.WallNsPerOp)),
            WarmUp = ok.Select(r => r.WarmUp).Where(w => w is not null).OrderBy(w => w!.Settled).ThenByDescending(w => w!.Seconds).FirstOrDefault(),
            MaxThreads = ok.Max(r => r.MaxThreads),
        };
        foreach (var r in ok)
        {
            row.Rounds.AddRange(r.Rounds);
        }

        foreach (var name in ok.SelectMany(r => r.Extra.Keys).Distinct())
        {
            row.Extra[name] = Stats.Median(ok.Where(r => r.Extra.ContainsKey(name)).Select(r => r.Extra[name]));
        }

        row.Value = row.Rounds.Count > 0 ? Stats.Median(row.Rounds) : Stats.Median(ok.Select(r => r.Value));
        return row;
    }
}
