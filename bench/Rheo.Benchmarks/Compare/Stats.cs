using System.Globalization;

namespace RheoBench.Compare;

/// <summary>The median of a set of values and their range (min–max), for example a ratio over the rounds of a run.</summary>
public readonly record struct Spread(double Median, double Min, double Max, int Count)
{
    /// <summary>
    /// Whether a ratio with this spread says who is faster: false when the range touches or crosses 1.0 (one
    /// round says Rheo is faster, another that it is not, or a round is a tie).
    /// </summary>
    public bool Separable => Count > 0 && (Min > 1 || Max < 1);
}

/// <summary>The pure statistics of the <c>compare</c> runner: medians, spreads and per-round ratios.</summary>
public static class Stats
{
    /// <summary>The median (the mean of the two middle values for an even count); NaN when there is no value.</summary>
    public static double Median(IEnumerable<double> values)
    {
        ArgumentNullException.ThrowIfNull(values);
        var sorted = values.Order().ToArray();
        if (sorted.Length == 0)
        {
            return double.NaN;
        }

        var mid = sorted.Length / 2;
        return sorted.Length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }

    /// <summary>The median and range of <paramref name="values"/>; null when there is none.</summary>
    public static Spread? SpreadOf(IEnumerable<double> values)
    {
        ArgumentNullException.ThrowIfNull(values);
        var list = values.ToArray();
        return list.Length == 0 ? null : new Spread(Median(list), list.Min(), list.Max(), list.Length);
    }

    /// <summary>
    /// How much more a peer costs than Rheo in one measurement: peer/Rheo for a time, Rheo/peer for a rate. Above
    /// 1, Rheo is faster. Null when either value is not a positive number.
    /// </summary>
    public static double? Ratio(double peer, double rheo, bool higherIsBetter)
    {
        if (!(peer > 0) || !(rheo > 0) || double.IsInfinity(peer) || double.IsInfinity(rheo))
        {
            return null;
        }

        return higherIsBetter ? rheo / peer : peer / rheo;
    }

    /// <summary>
    /// The ratio of each round (the peer's round value against Rheo's round value of the same round); rounds where
    /// either side has no valid value are left out. Rounds are matched by position.
    /// </summary>
    public static IReadOnlyList<double> RoundRatios(IReadOnlyList<double> peer, IReadOnlyList<double> rheo, bool higherIsBetter)
    {
        ArgumentNullException.ThrowIfNull(peer);
        ArgumentNullException.ThrowIfNull(rheo);
        var ratios = new List<double>();
        for (var i = 0; i < Math.Min(peer.Count, rheo.Count); i++)
        {
            if (Ratio(peer[i], rheo[i], higherIsBetter) is { } ratio)
            {
                ratios.Add(ratio);
            }
        }

        return ratios;
    }

    /// <summary>
    /// A ratio as the tables print it: <c>1.52x (1.40–1.61)</c> when every round agrees on who is faster, <c>~1
    /// (0.93–1.08)</c> when the rounds' range touches 1.0 (not separable), <c>1.52x</c> for a single round.
    /// </summary>
    public static string FormatRatio(Spread ratio)
    {
        if (ratio.Count <= 1)
        {
            return ratio.Median == 1 ? "~1" : Number(ratio.Median) + "x";
        }

        var range = $"({Number(ratio.Min)}–{Number(ratio.Max)})";
        return ratio.Separable ? $"{Number(ratio.Median)}x {range}" : $"~1 {range}";
    }

    /// <summary>
    /// CPU time over wall time as the tables print it (<c>0.98</c>; <c>-</c> when not measured). Above 1, more
    /// than one core was busy.
    /// </summary>
    public static string FormatCpuPerWall(double cpuPerWall) =>
        double.IsNaN(cpuPerWall) || double.IsInfinity(cpuPerWall) ? "-" : cpuPerWall.ToString("0.00", CultureInfo.InvariantCulture);

    /// <summary>
    /// Whether a single-threaded row's CPU time is so far under its wall time that its thread was off the
    /// processor much of the time (a busy machine, not a slow library): CPU/wall under <paramref name="threshold"/>.
    /// </summary>
    public static bool Descheduled(double cpuPerWall, double threshold = 0.8) =>
        !double.IsNaN(cpuPerWall) && cpuPerWall < threshold;

    /// <summary>Two or three significant digits: ratios are not known better than that.</summary>
    public static string Number(double value) =>
        value.ToString(Math.Abs(value) >= 100 ? "0" : Math.Abs(value) >= 10 ? "0.0" : "0.00", CultureInfo.InvariantCulture);
}
