using System.Text;

namespace Rheo.Testing;

/// <summary>Writes the picture of a failed expectation: the test's diagram observables, then the expected and the actual lanes.</summary>
internal static class MarbleFailurePicture
{
    private static int _written;

    /// <summary>Writes the picture into <see cref="MarbleOptions.SvgDirectory"/>; returns its path, or null when no folder is set.</summary>
    public static string? Write(MarbleSession session, string? test, IEnumerable<MarbleLane> compared)
    {
        var directory = session.Options.SvgDirectory;
        if (string.IsNullOrEmpty(directory))
        {
            return null;
        }

        var lanes = session.Inputs.Select(f => f()).Concat(compared).ToList();
        var name = Sanitize(test ?? "marbles");
        var svg = MarbleSvg.Render(lanes, new MarbleSvgOptions
        {
            Title = (test ?? "marble expectation") + ": expected vs actual",
            TicksPerFrame = session.TicksPerFrame,
            Origin = session.Origin,
        });
        Directory.CreateDirectory(directory);
        var path = Path.Combine(directory, name + ".svg");
        if (File.Exists(path))
        {
            path = Path.Combine(directory, $"{name}-{Interlocked.Increment(ref _written)}.svg");
        }

        File.WriteAllText(path, svg);
        return Path.GetFullPath(path);
    }

    private static string Sanitize(string name)
    {
        var text = new StringBuilder(name.Length);
        foreach (var c in name)
        {
            text.Append(char.IsAsciiLetterOrDigit(c) || c is '-' or '_' or '.' ? c : '_');
        }

        return text.Length == 0 ? "marbles" : text.ToString();
    }
}
