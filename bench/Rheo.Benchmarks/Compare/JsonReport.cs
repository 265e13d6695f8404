using System.Text;
using System.Text.Json;

namespace RheoBench.Compare;

/// <summary>Writes <c>artifacts/compare/&lt;scenario&gt;.json</c> in the schema of the benchmark contract.</summary>
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
        writer.WriteEndObject();
        writer.WriteStartArray("results");
        foreach (var row in result.Results)
        {
            WriteRow(writer, row);
        }

        writer.WriteEndArray();
        writer.WriteEndObject();
    }

    public static string RowToJson(CaseResult row)
    {
        using var stream = new MemoryStream();
        using (var writer = new Utf8JsonWriter(stream))
        {
            WriteRow(writer, row);
        }

        return Encoding.UTF8.GetString(stream.ToArray());
    }

    private static void WriteRow(Utf8JsonWriter writer, CaseResult row)
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
        writer.WriteEndObject();
    }

    /// <summary>Four significant digits: the noise of a run is larger than that.</summary>
    private static double Round(double value)
    {
        if (value == 0 || double.IsNaN(value) || double.IsInfinity(value))
        {
            return 0;
        }

        var digits = 3 - (int)Math.Floor(Math.Log10(Math.Abs(value)));
        return digits >= 0 ? Math.Round(value, Math.Min(digits, 15)) : Math.Round(value / Math.Pow(10, -digits)) * Math.Pow(10, -digits);
    }
}
