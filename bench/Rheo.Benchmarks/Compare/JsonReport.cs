using System.Text;
using System.Text.Json;

namespace RheoBench.Compare;

/// <summary>
/// Writes <c>artifacts/compare/&lt;scenario&gt;.json</c> in the schema of the benchmark contract, plus the round
/// count, the JIT settings and thread layout, and per row its round values, the ratio to Rheo with its spread
/// (<c>ratio</c>: median, min, max, separable), CPU time (<c>cpu</c>), the warm-up (<c>warmUp</c>) and, for
/// concurrent benches, the most threads seen (<c>threads</c>).
/// </summary>
public static class JsonReport
{
    public static void Write(ScenarioResult result, string path)
    {
        Directory.CreateDirectory(Path.GetDirectoryName(path)!);
        using var stream = File.Create(path);
        using var writer = new Utf8JsonWriter(stream, new JsonWriterOptions { Indented = true });
        writer.WriteStartObject();
        writer.WriteString("scenario", result.Scenario);
        writer.WriteString("unit", result.Unit);
        writer.WriteBoolean("higherIsBetter", result.HigherIsBetter);
        writer.WriteStartObject("machine");
        writer.WriteString("os", result.Machine.Os);
        writer.WriteString("cpu", result.Machine.Cpu);
        writer.WriteNumber("cores", result.Machine.Cores);
        writer.WriteString("runtime", result.Machine.Runtime);
        writer.WriteString("jit", result.Machine.Jit);
        writer.WriteEndObject();
        writer.WriteString("date", result.Date.ToString("yyyy-MM-ddTHH:mm:ssZ", System.Globalization.CultureInfo.InvariantCulture));
        writer.WriteBoolean("quick", result.Quick);
        writer.WriteNumber("rounds", result.RoundCount);
        writer.WriteStartObject("threadLayout");
        writer.WriteNumber("processorCount", result.Threads.ProcessorCount);
        writer.WriteString("affinityMask", result.Threads.AffinityMask);
        writer.WriteBoolean("pinned", result.Threads.Pinned);
        writer.WriteString("note", result.Threads.Note);
        writer.WriteEndObject();
        writer.WriteStartArray("results");
        foreach (var row in result.Results)
        {
            WriteRow(writer, row, result.RatioSpread(row));
        }

        writer.WriteEndArray();
        writer.WriteEndObject();
    }

    public static string RowToJson(CaseResult row)
    {
        using var stream = new MemoryStream();
        using (var writer = new Utf8JsonWriter(stream))
        {
            WriteRow(writer, row, null);
        }

        return Encoding.UTF8.GetString(stream.ToArray());
    }

    /// <summary>Reads a scenario file written by <see cref="Write"/> (the ratios are derived again from the rows).</summary>
    public static ScenarioResult Read(string path)
    {
        using var document = JsonDocument.Parse(File.ReadAllText(path));
        var root = document.RootElement;
        var machine = root.GetProperty("machine");
        var layout = root.GetProperty("threadLayout");
        var result = new ScenarioResult
        {
            Scenario = root.GetProperty("scenario").GetString() ?? "",
            Unit = root.GetProperty("unit").GetString() ?? "",
            HigherIsBetter = root.GetProperty("higherIsBetter").GetBoolean(),
            Machine = new MachineInfo(
                machine.GetProperty("os").GetString() ?? "",
                machine.GetProperty("cpu").GetString() ?? "",
                machine.GetProperty("cores").GetInt32(),
                machine.GetProperty("runtime").GetString() ?? "") { Jit = machine.GetProperty("jit").GetString() ?? "" },
            Date = DateTimeOffset.Parse(root.GetProperty("date").GetString() ?? "", System.Globalization.CultureInfo.InvariantCulture, System.Globalization.DateTimeStyles.AssumeUniversal),
            Quick = root.GetProperty("quick").GetBoolean(),
            RoundCount = root.GetProperty("rounds").GetInt32(),
            Threads = new ThreadLayout(layout.GetProperty("processorCount").GetInt32(), layout.GetProperty("affinityMask").GetString() ?? "", layout.GetProperty("pinned").GetBoolean())
            {
                Note = layout.GetProperty("note").GetString() ?? "",
            },
        };
        foreach (var row in root.GetProperty("results").EnumerateArray())
        {
            result.Results.Add(ReadRow(row, row.GetProperty("library").GetString() ?? "", row.GetProperty("case").GetString() ?? ""));
        }

        return result;
    }

    /// <summary>Reads a row written by <see cref="RowToJson"/> (or a row of a scenario file).</summary>
    public static CaseResult ReadRow(JsonElement root, string library, string @case)
    {
        var row = new CaseResult
        {
            Library = library,
            Case = @case,
            Value = root.GetProperty("value").GetDouble(),
            AllocatedBytesPerOp = root.GetProperty("allocatedBytesPerOp").GetDouble(),
            Ok = root.GetProperty("ok").GetBoolean(),
            Note = root.GetProperty("note").GetString() ?? "",
        };
        foreach (var extra in root.GetProperty("extra").EnumerateObject())
        {
            row.Extra[extra.Name] = extra.Value.GetDouble();
        }

        if (root.TryGetProperty("rounds", out var rounds))
        {
            row.Rounds.AddRange(rounds.EnumerateArray().Select(r => r.GetDouble()));
        }

        if (root.TryGetProperty("cpu", out var cpu))
        {
            row.CpuKind = cpu.GetProperty("kind").GetString() ?? "";
            row.CpuNsPerOp = cpu.GetProperty("nsPerOp").GetDouble();
            row.WallNsPerOp = cpu.GetProperty("wallNsPerOp").GetDouble();
        }

        if (root.TryGetProperty("warmUp", out var warmUp))
        {
            row.WarmUp = new WarmUpInfo(warmUp.GetProperty("settled").GetBoolean(), warmUp.GetProperty("seconds").GetDouble(), warmUp.GetProperty("compiledMethods").GetInt64(),
                warmUp.TryGetProperty("lastBatchMethods", out var last) ? last.GetInt64() : 0);
        }

        if (root.TryGetProperty("threads", out var threads))
        {
            row.MaxThreads = threads.GetInt32();
        }

        return row;
    }

    private static void WriteRow(Utf8JsonWriter writer, CaseResult row, Spread? ratio)
    {
        writer.WriteStartObject();
        writer.WriteString("library", row.Library);
        writer.WriteString("case", row.Case);
        writer.WriteNumber("value", Round(row.Value));
        writer.WriteNumber("allocatedBytesPerOp", Round(row.AllocatedBytesPerOp));
        writer.WriteBoolean("ok", row.Ok);
        writer.WriteString("note", row.Note);
        writer.WriteStartObject("extra");
        foreach (var (name, value) in row.Extra)
        {
            writer.WriteNumber(name, Round(value));
        }

        writer.WriteEndObject();
        writer.WriteStartArray("rounds");
        foreach (var value in row.Rounds)
        {
            writer.WriteNumberValue(Round(value));
        }

        writer.WriteEndArray();
        if (ratio is { } spread)
        {
            writer.WriteStartObject("ratio");
            writer.WriteNumber("median", Round(spread.Median));
            writer.WriteNumber("min", Round(spread.Min));
            writer.WriteNumber("max", Round(spread.Max));
            writer.WriteNumber("rounds", spread.Count);
            writer.WriteBoolean("separable", spread.Separable);
            writer.WriteEndObject();
        }

        if (row.CpuKind.Length > 0 && !double.IsNaN(row.CpuNsPerOp) && !double.IsNaN(row.WallNsPerOp))
        {
            writer.WriteStartObject("cpu");
            writer.WriteString("kind", row.CpuKind);
            writer.WriteNumber("nsPerOp", Round(row.CpuNsPerOp));
            writer.WriteNumber("wallNsPerOp", Round(row.WallNsPerOp));
            writer.WriteNumber("cpuPerWall", Round(row.CpuPerWall));
            writer.WriteBoolean("descheduled", row.Descheduled);
            writer.WriteEndObject();
        }

        if (row.WarmUp is { } warmUp)
        {
            writer.WriteStartObject("warmUp");
            writer.WriteBoolean("settled", warmUp.Settled);
            writer.WriteNumber("seconds", warmUp.Seconds);
            writer.WriteNumber("compiledMethods", warmUp.CompiledMethods);
            writer.WriteNumber("lastBatchMethods", warmUp.LastBatchMethods);
            writer.WriteEndObject();
        }

        if (row.MaxThreads is { } threads)
        {
            writer.WriteNumber("threads", threads);
        }

        writer.WriteEndObject();
    }

    /// <summary>Four significant digits: the noise of a run is larger than that.</summary>
    public static double Round(double value)
    {
        if (value == 0 || double.IsNaN(value) || double.IsInfinity(value))
        {
            return 0;
        }

        var digits = 3 - (int)Math.Floor(Math.Log10(Math.Abs(value)));
        return digits >= 0 ? Math.Round(value, Math.Min(digits, 15)) : Math.Round(value / Math.Pow(10, -digits)) * Math.Pow(10, -digits);
    }
}
