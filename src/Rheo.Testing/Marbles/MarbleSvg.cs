using System.Globalization;
using System.Security;
using System.Text;

namespace Rheo.Testing;

/// <summary>
/// Draws marble diagrams as SVG: one lane per observable, time running to the right, values as labelled circles,
/// completion as a bar, an error as a cross, subscriptions as shaded spans under the lane. Elements carry classes
/// (<c>lane</c>, <c>marble</c>, <c>complete</c>, <c>error</c>, <c>subscription</c>) and <c>data-time</c> attributes
/// (virtual ticks), so tools and tests can read a picture back.
/// </summary>
public static class MarbleSvg
{
    private const double Left = 16;
    private const double Right = 24;
    private const double Top = 12;
    private const double LaneHeight = 58;
    private const double MaxWidth = 1600;

    private static readonly string[] Palette = ["#f4b400", "#4285f4", "#0f9d58", "#db4437", "#ab47bc", "#00acc1", "#ff7043", "#9e9d24", "#5c6bc0", "#8d6e63"];

    /// <summary>Renders lanes as an SVG document.</summary>
    /// <param name="lanes">The lanes, top to bottom.</param>
    /// <param name="options">Layout options (defaults when null).</param>
    /// <returns>The SVG text.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="lanes"/> is null.</exception>
    public static string Render(IEnumerable<MarbleLane> lanes, MarbleSvgOptions? options = null)
    {
        ArgumentNullException.ThrowIfNull(lanes);
        options ??= new MarbleSvgOptions();
        var all = lanes.ToArray();
        var times = all.SelectMany(l => l.Events.Select(e => e.Time)
            .Concat(l.Subscriptions.Select(s => s.Subscribe))
            .Concat(l.Subscriptions.Where(s => s.Unsubscribe != Subscription.Infinite).Select(s => s.Unsubscribe))).ToArray();
        var from = options.From ?? (times.Length == 0 ? 0 : times.Min());
        var to = options.To ?? ((times.Length == 0 ? from : times.Max()) + (2 * options.TicksPerFrame));
        to = Math.Max(to, from + options.TicksPerFrame);
        var origin = options.Origin ?? from;

        var captionWidth = Math.Min(36, all.Select(l => l.Name.Length).DefaultIfEmpty(0).Max()) * 7.2 + 14;
        var x0 = Left + captionWidth + 14;
        var scale = options.FrameWidth / options.TicksPerFrame;
        if ((to - from) * scale > MaxWidth)
        {
            scale = MaxWidth / (to - from);
        }

        double X(long time) => x0 + ((time - from) * scale);
        var xEnd = X(to);
        var width = xEnd + Right;

        // Lay out marbles first: values too close to share a row stack upward, and the lane grows to hold them.
        var layouts = all.Select(l => Stack(l, X)).ToArray();
        var laneTops = new double[all.Length];
        var y = Top + (options.Title is null ? 0 : 26);
        for (var i = 0; i < all.Length; i++)
        {
            laneTops[i] = y;
            y += LaneHeight + (layouts[i].Levels * 28);
        }

        var axisY = y + 6;
        var height = axisY + 30;

        var svg = new StringBuilder();
        svg.Append(CultureInfo.InvariantCulture, $"<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"marbles\" width=\"{N(width)}\" height=\"{N(height)}\" viewBox=\"0 0 {N(width)} {N(height)}\" font-family=\"DejaVu Sans, Verdana, sans-serif\" font-size=\"12\" data-from=\"{from}\" data-to=\"{to}\" data-x0=\"{N(x0)}\" data-scale=\"{N(scale)}\">\n");
        svg.Append("  <defs><marker id=\"arrow\" markerWidth=\"10\" markerHeight=\"8\" refX=\"9\" refY=\"4\" orient=\"auto\"><path d=\"M0,0 L10,4 L0,8 z\" fill=\"#555\"/></marker></defs>\n");
        svg.Append(CultureInfo.InvariantCulture, $"  <rect width=\"{N(width)}\" height=\"{N(height)}\" fill=\"#ffffff\"/>\n");
        if (options.Title is { } title)
        {
            svg.Append(CultureInfo.InvariantCulture, $"  <text class=\"title\" x=\"{N(Left)}\" y=\"{N(Top + 14)}\" font-size=\"14\" font-weight=\"bold\">{Escape(title)}</text>\n");
        }

        for (var i = 0; i < all.Length; i++)
        {
            Lane(svg, all[i], i, laneTops[i], layouts[i], X, x0, xEnd);
        }

        Axis(svg, from, to, origin, options.TicksPerFrame, scale, X, axisY);
        svg.Append("</svg>\n");
        return svg.ToString();
    }

    private static (double[] Levels2, int Levels, double[] Radii) Stack(MarbleLane lane, Func<long, double> x)
    {
        var levels = new double[lane.Events.Count];
        var radii = new double[lane.Events.Count];
        var placed = new List<(double X, double R, int Level)>();
        var max = 0;
        for (var i = 0; i < lane.Events.Count; i++)
        {
            var e = lane.Events[i];
            radii[i] = e.Kind == NotificationKind.OnNext ? Radius(Shorten(e.Label)) : 12;
            var cx = x(e.Time);
            var level = 0;
            while (placed.Any(p => p.Level == level && Math.Abs(p.X - cx) < p.R + radii[i] + 1))
            {
                level++;
            }

            placed.Add((cx, radii[i], level));
            levels[i] = level;
            max = Math.Max(max, level);
        }

        return (levels, max, radii);
    }

    private static void Lane(StringBuilder svg, MarbleLane lane, int index, double top, (double[] Levels2, int Levels, double[] Radii) layout, Func<long, double> x, double x0, double xEnd)
    {
        var y = top + (layout.Levels * 28) + (LaneHeight / 2);
        svg.Append(CultureInfo.InvariantCulture, $"  <g class=\"lane\" data-index=\"{index}\" data-name=\"{Escape(lane.Name)}\" data-y=\"{N(y)}\">\n");
        var caption = lane.Name.Length > 36 ? lane.Name[..35] + "…" : lane.Name;
        svg.Append(CultureInfo.InvariantCulture, $"    <text class=\"lane-name\" x=\"{N(Left)}\" y=\"{N(y + 4)}\" fill=\"#333\">{Escape(caption)}</text>\n");
        foreach (var s in lane.Subscriptions)
        {
            var sx = x(s.Subscribe);
            var ex = s.Unsubscribe == Subscription.Infinite ? xEnd : x(s.Unsubscribe);
            var data = s.Unsubscribe == Subscription.Infinite ? "" : $" data-unsubscribe=\"{s.Unsubscribe}\"";
            svg.Append(CultureInfo.InvariantCulture, $"    <rect class=\"subscription\" data-subscribe=\"{s.Subscribe}\"{data} x=\"{N(sx)}\" y=\"{N(y + 16)}\" width=\"{N(Math.Max(1, ex - sx))}\" height=\"6\" rx=\"3\" fill=\"#90caf9\" fill-opacity=\"0.8\"/>\n");
        }

        svg.Append(CultureInfo.InvariantCulture, $"    <line class=\"timeline\" x1=\"{N(x0 - 6)}\" y1=\"{N(y)}\" x2=\"{N(xEnd)}\" y2=\"{N(y)}\" stroke=\"#555\" stroke-width=\"1.5\" marker-end=\"url(#arrow)\"/>\n");
        for (var i = 0; i < lane.Events.Count; i++)
        {
            var e = lane.Events[i];
            var cx = x(e.Time);
            switch (e.Kind)
            {
                case NotificationKind.OnNext:
                    var label = Shorten(e.Label);
                    var cy = y - (layout.Levels2[i] * 28);
                    svg.Append(CultureInfo.InvariantCulture, $"    <g class=\"marble\" data-time=\"{e.Time}\" data-label=\"{Escape(e.Label)}\">");
                    svg.Append(CultureInfo.InvariantCulture, $"<circle cx=\"{N(cx)}\" cy=\"{N(cy)}\" r=\"{N(layout.Radii[i])}\" fill=\"{Color(e.Label)}\" stroke=\"#333\" stroke-width=\"1.2\"/>");
                    svg.Append(CultureInfo.InvariantCulture, $"<text x=\"{N(cx)}\" y=\"{N(cy + 4)}\" text-anchor=\"middle\" fill=\"#111\">{Escape(label)}</text></g>\n");
                    break;
                case NotificationKind.OnCompleted:
                    svg.Append(CultureInfo.InvariantCulture, $"    <line class=\"complete\" data-time=\"{e.Time}\" x1=\"{N(cx)}\" y1=\"{N(y - 13)}\" x2=\"{N(cx)}\" y2=\"{N(y + 13)}\" stroke=\"#222\" stroke-width=\"3\"/>\n");
                    break;
                default:
                    svg.Append(CultureInfo.InvariantCulture, $"    <g class=\"error\" data-time=\"{e.Time}\"><title>{Escape(e.Label)}</title>");
                    svg.Append(CultureInfo.InvariantCulture, $"<line x1=\"{N(cx - 9)}\" y1=\"{N(y - 9)}\" x2=\"{N(cx + 9)}\" y2=\"{N(y + 9)}\" stroke=\"#c62828\" stroke-width=\"3\"/>");
                    svg.Append(CultureInfo.InvariantCulture, $"<line x1=\"{N(cx - 9)}\" y1=\"{N(y + 9)}\" x2=\"{N(cx + 9)}\" y2=\"{N(y - 9)}\" stroke=\"#c62828\" stroke-width=\"3\"/></g>\n");
                    break;
            }
        }

        svg.Append("  </g>\n");
    }

    private static void Axis(StringBuilder svg, long from, long to, long origin, long ticksPerFrame, double scale, Func<long, double> x, double y)
    {
        svg.Append(CultureInfo.InvariantCulture, $"  <g class=\"axis\"><line x1=\"{N(x(from))}\" y1=\"{N(y)}\" x2=\"{N(x(to))}\" y2=\"{N(y)}\" stroke=\"#bbb\"/>\n");

        // A label every k frames, k chosen so labels stay at least 40 pixels apart.
        var framePixels = ticksPerFrame * scale;
        var every = 1L;
        foreach (var step in new long[] { 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 10_000, 100_000, 1_000_000 })
        {
            every = step;
            if (step * framePixels >= 40)
            {
                break;
            }
        }

        var firstFrame = (long)Math.Ceiling((from - origin) / (double)ticksPerFrame / every) * every;
        for (var f = firstFrame; origin + (f * ticksPerFrame) <= to; f += every)
        {
            var t = origin + (f * ticksPerFrame);
            svg.Append(CultureInfo.InvariantCulture, $"    <line x1=\"{N(x(t))}\" y1=\"{N(y - 3)}\" x2=\"{N(x(t))}\" y2=\"{N(y + 3)}\" stroke=\"#999\"/><text x=\"{N(x(t))}\" y=\"{N(y + 16)}\" text-anchor=\"middle\" font-size=\"10\" fill=\"#777\">{t}</text>\n");
        }

        svg.Append("  </g>\n");
    }

    private static string Shorten(string label) => label.Length <= 6 ? label : label[..5] + "…";

    private static double Radius(string label) => Math.Max(12, 5 + (label.Length * 3.8));

    private static string Color(string label)
    {
        var hash = 0;
        foreach (var c in label)
        {
            hash = (hash * 31) + c;
        }

        return Palette[(int)((uint)hash % (uint)Palette.Length)];
    }

    private static string N(double value) => Math.Round(value, 2).ToString(CultureInfo.InvariantCulture);

    private static string Escape(string text) => SecurityElement.Escape(text) ?? string.Empty;
}
