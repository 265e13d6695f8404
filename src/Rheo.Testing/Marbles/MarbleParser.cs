using System.Globalization;

namespace Rheo.Testing;

/// <summary>What a symbol of an observable diagram stands for.</summary>
internal enum MarbleKind
{
    /// <summary>A value (a letter or a digit).</summary>
    Next,

    /// <summary><c>#</c>.</summary>
    Error,

    /// <summary><c>|</c>.</summary>
    Completed,
}

/// <summary>One event of a parsed diagram: its time in ticks from frame 0, and the symbol with its 1-based column.</summary>
internal readonly record struct MarbleEvent(long Offset, MarbleKind Kind, char Symbol, int Column);

/// <summary>A parsed observable diagram: its events in order, and where frame 0 (the subscription point <c>^</c>) is.</summary>
internal sealed record ParsedObservable(IReadOnlyList<MarbleEvent> Events, long End);

/// <summary>A parsed subscription diagram: subscribe and unsubscribe times in ticks from frame 0 (null when absent).</summary>
internal readonly record struct ParsedSubscription(long? Subscribe, long? Unsubscribe);

/// <summary>
/// Reads marble diagrams in the syntax of RxJS's <c>TestScheduler.run</c>: <c>-</c> a frame, a letter or digit a
/// value, <c>|</c> completion, <c>#</c> an error, <c>^</c> the subscription point of a hot diagram, <c>( )</c> a group
/// of events in one frame (the group lasts as many frames as it has characters), spaces ignored, <c>10ms</c>,
/// <c>1.5s</c>, <c>2m</c> a time progression (at the start or after a space, and followed by a space).
/// Subscription diagrams use <c>^</c> (subscribe) and <c>!</c> (unsubscribe).
/// </summary>
internal static class MarbleParser
{
    /// <summary>Parses an observable diagram.</summary>
    /// <param name="marbles">The diagram.</param>
    /// <param name="ticksPerFrame">Ticks per frame.</param>
    /// <param name="allowSubscriptionPoint">Whether <c>^</c> is allowed (hot diagrams).</param>
    /// <param name="what">The kind of diagram, for messages (<c>"a cold diagram"</c>).</param>
    public static ParsedObservable ParseObservable(string marbles, long ticksPerFrame, bool allowSubscriptionPoint, string what)
    {
        var events = new List<MarbleEvent>();
        long? subscription = null;
        var terminalColumn = 0;
        var scanner = new Scanner(marbles, ticksPerFrame, emptyGroupIsError: true);
        while (scanner.Next(out var c, out var column, out var at))
        {
            switch (c)
            {
                case '^':
                    if (!allowSubscriptionPoint)
                    {
                        throw new MarbleException(marbles, column, $"'^' (the subscription point) belongs only in a hot diagram, not in {what}.");
                    }

                    if (subscription is not null)
                    {
                        throw new MarbleException(marbles, column, "a second '^': a hot diagram has one subscription point.");
                    }

                    if (scanner.InGroup)
                    {
                        throw new MarbleException(marbles, column, "'^' cannot be inside a group ( ).");
                    }

                    subscription = at;
                    break;
                case '!':
                    throw new MarbleException(marbles, column, $"'!' (unsubscription) belongs only in a subscription diagram, not in {what}.");
                case '|':
                case '#':
                    CheckNotTerminated(marbles, column, c, terminalColumn);
                    events.Add(new MarbleEvent(at, c == '|' ? MarbleKind.Completed : MarbleKind.Error, c, column));
                    terminalColumn = column;
                    break;
                default:
                    if (!char.IsAsciiLetterOrDigit(c))
                    {
                        throw new MarbleException(marbles, column, $"'{c}' is not a marble symbol (values are letters a-z, A-Z or digits; '-' '|' '#' '^' '(' ')' and spaces have meanings).");
                    }

                    CheckNotTerminated(marbles, column, c, terminalColumn);
                    events.Add(new MarbleEvent(at, MarbleKind.Next, c, column));
                    break;
            }
        }

        var time = scanner.Time;
        if (subscription is { } zero && zero != 0)
        {
            for (var i = 0; i < events.Count; i++)
            {
                events[i] = events[i] with { Offset = events[i].Offset - zero };
            }

            time -= zero;
        }

        return new ParsedObservable(events, time);
    }

    /// <summary>Parses a subscription diagram (<c>^</c>, <c>!</c>, <c>-</c>, groups, spaces, time progressions).</summary>
    /// <param name="marbles">The diagram.</param>
    /// <param name="ticksPerFrame">Ticks per frame.</param>
    public static ParsedSubscription ParseSubscription(string marbles, long ticksPerFrame)
    {
        long? subscribe = null;
        long? unsubscribe = null;
        var scanner = new Scanner(marbles, ticksPerFrame, emptyGroupIsError: false);
        while (scanner.Next(out var c, out var column, out var at))
        {
            switch (c)
            {
                case '^':
                    if (subscribe is not null)
                    {
                        throw new MarbleException(marbles, column, "a second '^': one subscription diagram describes one subscription.");
                    }

                    subscribe = at;
                    break;
                case '!':
                    if (unsubscribe is not null)
                    {
                        throw new MarbleException(marbles, column, "a second '!': one subscription diagram describes one subscription.");
                    }

                    if (subscribe is null)
                    {
                        throw new MarbleException(marbles, column, "'!' (unsubscription) comes before '^' (subscription).");
                    }

                    unsubscribe = at;
                    break;
                default:
                    throw new MarbleException(marbles, column, $"'{c}' does not belong in a subscription diagram (only '^' '!' '-' '(' ')', spaces and time progressions such as 10ms).");
            }
        }

        return new ParsedSubscription(subscribe, unsubscribe);
    }

    /// <summary>
    /// The scanning both kinds of diagram share: spaces, time progressions, <c>-</c> frames and <c>( )</c> groups are
    /// handled here; every other symbol is handed to the parser with its column and its time (the group's frame inside
    /// a group), and takes a frame like every symbol.
    /// </summary>
    private ref struct Scanner(string marbles, long ticksPerFrame, bool emptyGroupIsError)
    {
        private int _index;
        private long _groupStart = -1;
        private int _groupColumn;
        private int _groupCount;

        /// <summary>Gets the time reached so far: after <see cref="Next"/> returned false, the diagram's end.</summary>
        public long Time { get; private set; }

        /// <summary>Gets whether the symbol last handed out is inside a group.</summary>
        public readonly bool InGroup => _groupStart >= 0;

        /// <summary>Moves to the next symbol for the parser; false at the end of the diagram (a group left open throws).</summary>
        public bool Next(out char symbol, out int column, out long at)
        {
            while (_index < marbles.Length)
            {
                var i = _index;
                var c = marbles[i];
                column = i + 1;
                if (char.IsWhiteSpace(c))
                {
                    _index++;
                    continue;
                }

                if (TryTimeProgression(marbles, i, out var length, out var ticks))
                {
                    if (InGroup)
                    {
                        throw new MarbleException(marbles, column, "a time progression cannot be inside a group ( ).");
                    }

                    Time += ticks;
                    _index += length;
                    continue;
                }

                _index++;
                switch (c)
                {
                    case '-':
                        break;
                    case '(':
                        if (InGroup)
                        {
                            throw new MarbleException(marbles, column, $"a group cannot open inside the group opened at column {_groupColumn}.");
                        }

                        _groupStart = Time;
                        _groupColumn = column;
                        _groupCount = 0;
                        break;
                    case ')':
                        if (!InGroup)
                        {
                            throw new MarbleException(marbles, column, "')' closes no group: there is no '(' before it.");
                        }

                        if (emptyGroupIsError && _groupCount == 0)
                        {
                            throw new MarbleException(marbles, column, $"the group opened at column {_groupColumn} is empty.");
                        }

                        _groupStart = -1;
                        break;
                    default:
                        symbol = c;
                        at = InGroup ? _groupStart : Time;
                        _groupCount++;
                        Time += ticksPerFrame;
                        return true;
                }

                Time += ticksPerFrame;
            }

            if (InGroup)
            {
                throw new MarbleException(marbles, _groupColumn, "the group opened here is not closed with ')'.");
            }

            symbol = default;
            column = 0;
            at = 0;
            return false;
        }
    }

    private static void CheckNotTerminated(string marbles, int column, char symbol, int terminalColumn)
    {
        if (terminalColumn > 0)
        {
            var what = symbol switch
            {
                '|' => "a completion '|'",
                '#' => "an error '#'",
                _ => $"value '{symbol}'",
            };
            var end = marbles[terminalColumn - 1] == '|' ? "completion" : "error";
            throw new MarbleException(marbles, column, $"{what} after the {end} at column {terminalColumn}: nothing follows the end of a sequence.");
        }
    }

    /// <summary>A time progression (<c>10ms</c>, <c>1.5s</c>, <c>2m</c>) starting at <paramref name="index"/>: at the start or after a space, ending at a space.</summary>
    private static bool TryTimeProgression(string marbles, int index, out int length, out long ticks)
    {
        length = 0;
        ticks = 0;
        if (!char.IsAsciiDigit(marbles[index]) || (index > 0 && !char.IsWhiteSpace(marbles[index - 1])))
        {
            return false;
        }

        var end = index;
        while (end < marbles.Length && char.IsAsciiDigit(marbles[end]))
        {
            end++;
        }

        if (end < marbles.Length && marbles[end] == '.')
        {
            end++;
            var fraction = end;
            while (end < marbles.Length && char.IsAsciiDigit(marbles[end]))
            {
                end++;
            }

            if (end == fraction)
            {
                return false;
            }
        }

        var number = marbles[index..end];
        long unit;
        if (string.CompareOrdinal(marbles, end, "ms", 0, 2) == 0)
        {
            unit = TimeSpan.TicksPerMillisecond;
            end += 2;
        }
        else if (end < marbles.Length && marbles[end] == 's')
        {
            unit = TimeSpan.TicksPerSecond;
            end += 1;
        }
        else if (end < marbles.Length && marbles[end] == 'm')
        {
            unit = TimeSpan.TicksPerMinute;
            end += 1;
        }
        else
        {
            return false;
        }

        // As in RxJS, a space ends a time progression ("10ms" alone is four values).
        if (end >= marbles.Length || !char.IsWhiteSpace(marbles[end]))
        {
            return false;
        }

        if (number.Length > 15 || !decimal.TryParse(number, NumberStyles.AllowDecimalPoint, CultureInfo.InvariantCulture, out var amount) || amount * unit > long.MaxValue / 4)
        {
            throw new MarbleException(marbles, index + 1, $"the time progression {marbles[index..end]} is too long.");
        }

        ticks = (long)Math.Round(amount * unit);
        length = end - index;
        return true;
    }
}
