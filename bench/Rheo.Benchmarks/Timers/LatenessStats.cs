using System.Diagnostics;
using System.Globalization;
using System.Text;

namespace RheoBench.Timers;

/// <summary>Percentiles and the log2 histogram of a timer run's lateness, in microseconds.</summary>
public sealed class LatenessStats
{
    public LatenessStats(long[] latenessTicks)
    {
        var micros = latenessTicks.Select(t => t * 1_000_000.0 / Stopwatch.Frequency).ToArray();
        Array.Sort(micros);
        Count = micros.Length;
        if (Count > 0)
        {
            P50 = Percentile(micros, 0.50);
            P99 = Percentile(micros, 0.99);
            Max = micros[^1];
        }

        foreach (var value in micros)
        {
            Buckets[Bucket(value)]++;
        }
    }

    /// <summary>Bucket 0: early or under 1 µs; bucket k: [2^(k-1), 2^k) µs; the last: 2^23 µs (about 8 s) and more.</summary>
    public const int BucketCount = 25;

    public int Count { get; }

    public double P50 { get; }

    public double P99 { get; }

    public double Max { get; }

    public long[] Buckets { get; } = new long[BucketCount];

    public static string BucketLabel(int bucket) => bucket == 0 ? "<1µs" : FormatMicros(Math.Pow(2, bucket - 1));

    private static int Bucket(double micros) => micros < 1 ? 0 : Math.Min(BucketCount - 1, 1 + (int)Math.Floor(Math.Log2(micros)));

    private static double Percentile(double[] sorted, double p) => sorted[Math.Min(sorted.Length - 1, (int)Math.Ceiling(p * sorted.Length) - 1)];

    private static string FormatMicros(double micros) => micros switch
    {
        >= 1_000_000 => (micros / 1_000_000).ToString("0.#", CultureInfo.InvariantCulture) + "s",
        >= 1_000 => (micros / 1_000).ToString("0.#", CultureInfo.InvariantCulture) + "ms",
        _ => micros.ToString("0", CultureInfo.InvariantCulture) + "µs",
    };

    /// <summary>An SVG with one line per library: the share of ticks per lateness bucket.</summary>
    public static string Svg(string title, IReadOnlyList<(string Library, LatenessStats Stats)> series)
    {
        const int width = 900, height = 420, left = 60, right = 200, top = 40, bottom = 60;
        var plotW = width - left - right;
        var plotH = height - top - bottom;
        string[] colors = ["#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f"];
        var svg = new StringBuilder();
        svg.Append(CultureInfo.InvariantCulture, $"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" font-family=\"sans-serif\" font-size=\"12\">");
        svg.Append(CultureInfo.InvariantCulture, $"<rect width=\"{width}\" height=\"{height}\" fill=\"white\"/>");
        svg.Append(CultureInfo.InvariantCulture, $"<text x=\"{left}\" y=\"24\" font-size=\"15\">{Escape(title)}</text>");
        svg.Append(CultureInfo.InvariantCulture, $"<line x1=\"{left}\" y1=\"{top + plotH}\" x2=\"{left + plotW}\" y2=\"{top + plotH}\" stroke=\"black\"/>");
        svg.Append(CultureInfo.InvariantCulture, $"<line x1=\"{left}\" y1=\"{top}\" x2=\"{left}\" y2=\"{top + plotH}\" stroke=\"black\"/>");
        for (var b = 0; b < BucketCount; b += 2)
        {
            var x = left + b * plotW / (BucketCount - 1.0);
            svg.Append(CultureInfo.InvariantCulture, $"<text x=\"{x:0.#}\" y=\"{top + plotH + 16}\" text-anchor=\"middle\" font-size=\"10\">{Escape(BucketLabel(b))}</text>");
        }

        svg.Append(CultureInfo.InvariantCulture, $"<text x=\"{left + plotW / 2}\" y=\"{height - 14}\" text-anchor=\"middle\">lateness against the schedule (log2 buckets)</text>");
        for (var pct = 0; pct <= 100; pct += 25)
        {
            var y = top + plotH - pct * plotH / 100.0;
            svg.Append(CultureInfo.InvariantCulture, $"<text x=\"{left - 6}\" y=\"{y + 4:0.#}\" text-anchor=\"end\" font-size=\"10\">{pct}%</text>");
        }

        for (var i = 0; i < series.Count; i++)
        {
            var (library, stats) = series[i];
            var color = colors[i % colors.Length];
            var points = new StringBuilder();
            for (var b = 0; b < BucketCount; b++)
            {
                var share = stats.Count == 0 ? 0 : (double)stats.Buckets[b] / stats.Count;
                var x = left + b * plotW / (BucketCount - 1.0);
                var y = top + plotH - share * plotH;
                points.Append(CultureInfo.InvariantCulture, $"{x:0.#},{y:0.#} ");
            }

            svg.Append(CultureInfo.InvariantCulture, $"<polyline fill=\"none\" stroke=\"{color}\" stroke-width=\"2\" points=\"{points.ToString().TrimEnd()}\"/>");
            var ly = top + 10 + i * 18;
            svg.Append(CultureInfo.InvariantCulture, $"<rect x=\"{left + plotW + 12}\" y=\"{ly - 8}\" width=\"12\" height=\"4\" fill=\"{color}\"/>");
            svg.Append(CultureInfo.InvariantCulture, $"<text x=\"{left + plotW + 30}\" y=\"{ly}\">{Escape(library)} (p99 {FormatMicros(Math.Max(0, stats.P99))})</text>");
        }

        svg.Append("</svg>");
        return svg.ToString();
    }

    private static string Escape(string text) => text.Replace("&", "&amp;", StringComparison.Ordinal).Replace("<", "&lt;", StringComparison.Ordinal);
}
