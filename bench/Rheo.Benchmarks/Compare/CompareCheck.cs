using System.Globalization;
using System.Text.Json;
using RheoBench.Scenarios;

namespace RheoBench.Compare;

/// <summary>One ratio of a run: a peer's cost over Rheo's in one case of one scenario.</summary>
public readonly record struct RatioKey(string Scenario, string Case, string Library)
{
    public override string ToString() => $"{Scenario} [{Case}] {Library}";
}

/// <summary>A ratio that two runs do not agree on: both values (null where a run has none).</summary>
public sealed record RatioDifference(RatioKey Key, double? A, double? B)
{
    /// <summary>B over A (null when either is missing).</summary>
    public double? Change => A is { } a && B is { } b ? b / a : null;
}

/// <summary>
/// <c>compare-check A B [--tolerance 0.10]</c>: compares the ratios to Rheo of two runs (two scenario JSON files, or
/// two directories of them such as <c>artifacts/compare</c>) and lists every ratio on which they differ by more
/// than the tolerance, or that only one run has. A scenario judged by a bound on Rheo's own figure
/// (<see cref="Scenario.Bound"/>) is checked against that bound in both runs instead. Exit code 0 when every ratio
/// agrees and every bound is met in both runs, 1 otherwise, 2 for bad arguments. Two ratios agree when the larger is
/// at most (1 + tolerance) times the smaller.
/// </summary>
public static class CompareCheck
{
    public const string Command = "compare-check";

    public const double DefaultTolerance = 0.10;

    public const string Usage = "usage: dotnet run -c Release --project bench/Rheo.Benchmarks -- compare-check <A.json|dir> <B.json|dir> [--tolerance 0.10]";

    public static int Run(string[] args, TextWriter output)
    {
        ArgumentNullException.ThrowIfNull(args);
        ArgumentNullException.ThrowIfNull(output);
        var tolerance = DefaultTolerance;
        var paths = new List<string>();
        for (var i = 0; i < args.Length; i++)
        {
            if (args[i] == "--tolerance" && i + 1 < args.Length
                && double.TryParse(args[i + 1], NumberStyles.Float, CultureInfo.InvariantCulture, out var parsed) && parsed >= 0)
            {
                tolerance = parsed;
                i++;
            }
            else if (!args[i].StartsWith("--", StringComparison.Ordinal))
            {
                paths.Add(args[i]);
            }
            else
            {
                output.WriteLine($"error: unknown option '{args[i]}'.");
                output.WriteLine(Usage);
                return 2;
            }
        }

        if (paths.Count != 2 || !paths.All(p => File.Exists(p) || Directory.Exists(p)))
        {
            output.WriteLine("error: name two result files or directories that exist.");
            output.WriteLine(Usage);
            return 2;
        }

        var a = ReadPath(paths[0]);
        var b = ReadPath(paths[1]);
        var bounds = BoundScenarios(a.Keys.Concat(b.Keys).Select(k => k.Scenario).Distinct());
        foreach (var name in bounds.Keys)
        {
            RemoveScenario(a, name);
            RemoveScenario(b, name);
        }

        var differences = Differences(a, b, tolerance);
        output.WriteLine(string.Create(CultureInfo.InvariantCulture, $"{a.Count} ratios in A, {b.Count} in B; tolerance ±{tolerance * 100:0.#}%: B/A must lie within [1/{1 + tolerance:0.00###}, {1 + tolerance:0.00###}]"));
        foreach (var line in Format(differences))
        {
            output.WriteLine(line);
        }

        output.WriteLine(differences.Count == 0
            ? "every ratio agrees"
            : $"{differences.Count} ratio{(differences.Count == 1 ? "" : "s")} differ");
        var missed = 0;
        foreach (var (name, bound) in bounds.OrderBy(b => b.Key, StringComparer.Ordinal))
        {
            var figureA = BoundFigure(paths[0], name, bound);
            var figureB = BoundFigure(paths[1], name, bound);
            var met = figureA <= bound.Limit && figureB <= bound.Limit;
            missed += met ? 0 : 1;
            output.WriteLine(string.Create(CultureInfo.InvariantCulture,
                $"{name} [{bound.Case}] is judged by Rheo's {bound.Extra ?? "value"} <= {Stats.Number(bound.Limit)}, not by its ratios ({bound.Why}): A {Show(figureA)}, B {Show(figureB)}: {(met ? "met in both" : "NOT met in both")}"));
        }

        return differences.Count == 0 && missed == 0 ? 0 : 1;

        static string Show(double? figure) => figure is { } value ? Stats.Number(value) : "missing";
    }

    /// <summary>The scenarios among <paramref name="names"/> that are judged by a bound (<see cref="Scenario.Bound"/>).</summary>
    public static IReadOnlyDictionary<string, ScenarioBound> BoundScenarios(IEnumerable<string> names)
    {
        ArgumentNullException.ThrowIfNull(names);
        var context = new RunContext { DataDir = "", ArtifactsDir = "" };
        var bounds = new Dictionary<string, ScenarioBound>();
        foreach (var name in names.Where(ScenarioCatalog.Names.Contains))
        {
            if (ScenarioCatalog.Create(name, context).Bound is { } bound)
            {
                bounds[name] = bound;
            }
        }

        return bounds;
    }

    private static void RemoveScenario(Dictionary<RatioKey, double> ratios, string scenario)
    {
        foreach (var key in ratios.Keys.Where(k => k.Scenario == scenario).ToArray())
        {
            ratios.Remove(key);
        }
    }

    /// <summary>Rheo's bounded figure in the file of <paramref name="scenario"/> (the file itself, or the one of that scenario in a directory).</summary>
    private static double? BoundFigure(string path, string scenario, ScenarioBound bound)
    {
        var file = Directory.Exists(path) ? Path.Combine(path, scenario + ".json") : path;
        return File.Exists(file) && JsonReport.Read(file) is { } result && result.Scenario == scenario ? bound.Figure(result.Results) : null;
    }

    /// <summary>Whether two ratios agree: the larger is at most (1 + <paramref name="tolerance"/>) times the smaller.</summary>
    public static bool Agree(double a, double b, double tolerance) =>
        a > 0 && b > 0 && Math.Max(a, b) <= Math.Min(a, b) * (1 + tolerance) * (1 + 1e-12);

    /// <summary>Every ratio that differs by more than <paramref name="tolerance"/>, or that only one run has, in key order.</summary>
    public static IReadOnlyList<RatioDifference> Differences(IReadOnlyDictionary<RatioKey, double> a, IReadOnlyDictionary<RatioKey, double> b, double tolerance)
    {
        ArgumentNullException.ThrowIfNull(a);
        ArgumentNullException.ThrowIfNull(b);
        var differences = new List<RatioDifference>();
        foreach (var key in a.Keys.Union(b.Keys).OrderBy(k => k.Scenario, StringComparer.Ordinal).ThenBy(k => k.Case, StringComparer.Ordinal).ThenBy(k => k.Library, StringComparer.Ordinal))
        {
            var hasA = a.TryGetValue(key, out var valueA);
            var hasB = b.TryGetValue(key, out var valueB);
            if (!hasA || !hasB || !Agree(valueA, valueB, tolerance))
            {
                differences.Add(new RatioDifference(key, hasA ? valueA : null, hasB ? valueB : null));
            }
        }

        return differences;
    }

    /// <summary>One line per difference: <c>scenario [case] library: 1.52x -> 1.31x (B/A 0.862)</c>.</summary>
    public static IReadOnlyList<string> Format(IReadOnlyList<RatioDifference> differences)
    {
        ArgumentNullException.ThrowIfNull(differences);
        return differences.Select(d =>
            $"{d.Key}: {Show(d.A)} -> {Show(d.B)}{(d.Change is { } change ? $" (B/A {change.ToString("0.000", CultureInfo.InvariantCulture)})" : "")}").ToArray();

        static string Show(double? ratio) => ratio is { } value ? Stats.Number(value) + "x" : "missing";
    }

    /// <summary>
    /// The ratios to Rheo of one scenario file: the median over the rounds (<c>ratio.median</c>) where the file has
    /// it, otherwise the ratio of the values (files written before rounds existed).
    /// </summary>
    public static IReadOnlyDictionary<RatioKey, double> ReadRatios(string json)
    {
        using var document = JsonDocument.Parse(json);
        var root = document.RootElement;
        var scenario = root.GetProperty("scenario").GetString() ?? "";
        var higherIsBetter = root.TryGetProperty("higherIsBetter", out var higher) && higher.GetBoolean();
        var rows = root.GetProperty("results").EnumerateArray()
            .Select(r => (Library: r.GetProperty("library").GetString() ?? "", Case: r.GetProperty("case").GetString() ?? "", Row: r))
            .ToArray();
        var ratios = new Dictionary<RatioKey, double>();
        foreach (var (library, @case, row) in rows)
        {
            if (library == Library.Rheo || !row.GetProperty("ok").GetBoolean())
            {
                continue;
            }

            double? ratio = null;
            if (row.TryGetProperty("ratio", out var spread))
            {
                ratio = spread.GetProperty("median").GetDouble();
            }
            else if (rows.FirstOrDefault(r => r.Library == Library.Rheo && r.Case == @case) is { Row.ValueKind: JsonValueKind.Object } rheo
                && rheo.Row.GetProperty("ok").GetBoolean())
            {
                ratio = Stats.Ratio(row.GetProperty("value").GetDouble(), rheo.Row.GetProperty("value").GetDouble(), higherIsBetter);
            }

            if (ratio is { } value)
            {
                ratios[new RatioKey(scenario, @case, library)] = value;
            }
        }

        return ratios;
    }

    /// <summary>The ratios of a scenario file, or of every scenario file of a directory (the <c>summary</c> files are not results).</summary>
    private static Dictionary<RatioKey, double> ReadPath(string path)
    {
        var files = Directory.Exists(path) ? Directory.GetFiles(path, "*.json").Order(StringComparer.Ordinal).ToArray() : [path];
        var all = new Dictionary<RatioKey, double>();
        foreach (var file in files)
        {
            foreach (var (key, value) in ReadRatios(File.ReadAllText(file)))
            {
                all[key] = value;
            }
        }

        return all;
    }
}
