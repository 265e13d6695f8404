using System.Text;

namespace Rheo.Testing;

/// <summary>One event as a failure message draws it: its frame and its one-character symbol.</summary>
internal readonly record struct TextEvent(long Frame, char Symbol);

/// <summary>
/// Draws diagrams as text, aligned frame by frame: each frame is a column as wide as its widest cell (a group of
/// several events in one frame is drawn <c>(ab)</c> in one column), runs of more than <see cref="Collapse"/> empty
/// frames in every row shrink to <c>~N~</c>, and a caret row marks a frame.
/// </summary>
internal static class MarbleText
{
    private const int Collapse = 16;

    /// <summary>Draws <paramref name="rows"/> (label, events in order) under a frame ruler; marks <paramref name="mark"/> with a caret when given.</summary>
    public static string Draw(IReadOnlyList<(string Label, IReadOnlyList<TextEvent> Events)> rows, long? mark)
    {
        long first = 0;
        long last = 0;
        foreach (var (_, events) in rows)
        {
            foreach (var e in events)
            {
                first = Math.Min(first, e.Frame);
                last = Math.Max(last, e.Frame);
            }
        }

        if (mark is { } m)
        {
            last = Math.Max(last, m);
            first = Math.Min(first, m);
        }

        var labelWidth = rows.Max(r => r.Label.Length) + 2;
        var lines = rows.Select(r => new StringBuilder().Append((r.Label + ":").PadRight(labelWidth))).ToArray();
        var ruler = new StringBuilder().Append("frame:".PadRight(labelWidth));
        var caret = new StringBuilder().Append(' ', labelWidth);
        var caretSet = false;
        var cursors = new int[rows.Count];
        var frame = first;
        while (frame <= last)
        {
            // A long run of frames empty in every row (and not the marked one) is drawn as one ~N~ cell.
            var run = 0L;
            while (frame + run <= last && run <= Collapse && IsEmptyEverywhere(rows, cursors, frame + run) && frame + run != mark)
            {
                run++;
            }

            if (run > Collapse)
            {
                var end = frame;
                while (end <= last && IsEmptyEverywhere(rows, cursors, end) && end != mark)
                {
                    end++;
                }

                var cell = $" ~{end - frame}~ ";
                foreach (var line in lines)
                {
                    line.Append(cell);
                }

                caret.Append(' ', cell.Length);
                ruler.Append(' ', cell.Length);
                frame = end;
                continue;
            }

            var cells = new string[rows.Count];
            var width = 1;
            for (var r = 0; r < rows.Count; r++)
            {
                cells[r] = Cell(rows[r].Events, ref cursors[r], frame);
                width = Math.Max(width, cells[r].Length);
            }

            var column = lines[0].Length;
            if (frame % 10 == 0 && ruler.Length <= column)
            {
                ruler.Append(' ', column - ruler.Length).Append(frame);
            }

            for (var r = 0; r < rows.Count; r++)
            {
                lines[r].Append(cells[r].PadRight(width));
            }

            if (frame == mark && !caretSet)
            {
                caret.Append('^');
                caretSet = true;
            }
            else if (!caretSet)
            {
                caret.Append(' ', width);
            }

            frame++;
        }

        var text = new StringBuilder();
        text.AppendLine(ruler.ToString().TrimEnd());
        foreach (var line in lines)
        {
            text.AppendLine(line.ToString().TrimEnd());
        }

        if (caretSet)
        {
            text.Append(caret).Append(" first difference (frame ").Append(mark).AppendLine(")");
        }

        return text.ToString();
    }

    /// <summary>The symbols of a list of events, each frame's events as one cell.</summary>
    public static string Line(IReadOnlyList<TextEvent> events)
    {
        var text = new StringBuilder();
        var cursor = 0;
        var frame = 0L;
        var last = events.Count == 0 ? 0 : events[^1].Frame;
        while (frame <= last)
        {
            text.Append(Cell(events, ref cursor, frame));
            frame++;
        }

        return text.ToString();
    }

    private static bool IsEmptyEverywhere(IReadOnlyList<(string Label, IReadOnlyList<TextEvent> Events)> rows, int[] cursors, long frame)
    {
        for (var r = 0; r < rows.Count; r++)
        {
            var events = rows[r].Events;
            if (cursors[r] < events.Count && events[cursors[r]].Frame <= frame)
            {
                return false;
            }
        }

        return true;
    }

    private static string Cell(IReadOnlyList<TextEvent> events, ref int cursor, long frame)
    {
        var start = cursor;
        while (cursor < events.Count && events[cursor].Frame <= frame)
        {
            cursor++;
        }

        return (cursor - start) switch
        {
            0 => "-",
            1 => events[start].Symbol.ToString(),
            _ => "(" + string.Concat(Enumerable.Range(start, cursor - start).Select(i => events[i].Symbol)) + ")",
        };
    }
}
