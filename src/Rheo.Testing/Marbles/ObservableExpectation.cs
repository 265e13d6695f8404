using System.Runtime.CompilerServices;
using System.Text;

namespace Rheo.Testing;

/// <summary>
/// An observable under test, subscribed at frame 0 (or at the <c>^</c> of its subscription diagram, and disposed at
/// its <c>!</c>) by <see cref="TestSchedulerMarbles.ExpectObservable{T}(TestScheduler, IObservable{T}, string?)"/>;
/// <see cref="ToBe"/> runs the scheduler and compares what it saw with a diagram.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public sealed class ObservableExpectation<T>
{
    private readonly MarbleSession _session;
    private readonly List<Recorded<Notification<T>>> _messages = [];
    private readonly IObservable<T> _source;
    private readonly long? _unsubscribe;
    private IDisposable? _subscription;
    private bool _terminated;

    internal ObservableExpectation(MarbleSession session, IObservable<T> source, string? subscriptionMarbles)
    {
        _session = session;
        _source = source;
        var parsed = subscriptionMarbles is null ? default : MarbleParser.ParseSubscription(subscriptionMarbles, session.TicksPerFrame);
        var subscribe = session.Origin + (parsed.Subscribe ?? 0);
        _unsubscribe = parsed.Unsubscribe is { } u ? session.Origin + u : null;
        session.At(subscribe, Subscribe, "an expectation's subscription");
        if (_unsubscribe is { } at)
        {
            session.At(at, () => _subscription?.Dispose(), "an expectation's unsubscription");
        }
    }

    /// <summary>Gets what the observable sent, with the virtual times (complete once the scheduler has been flushed).</summary>
    public IReadOnlyList<Recorded<Notification<T>>> Messages => _messages;

    /// <summary>
    /// Runs the scheduler (see <see cref="TestSchedulerMarbles.Flush"/>) and asserts that the observable sent what
    /// <paramref name="marbles"/> draws, frame by frame.
    /// </summary>
    /// <param name="marbles">The expected diagram; frame 0 is <see cref="MarbleOptions.Origin"/>.</param>
    /// <param name="values">The value of each symbol (when null: the symbol itself for <see cref="char"/> and <see cref="string"/>, a digit's number for <see cref="int"/>).</param>
    /// <param name="error">The error <c>#</c> stands for: matched by reference, or by type and message; any error matches when null.</param>
    /// <param name="test">The calling test's name (filled in by the compiler), used to name the failure picture.</param>
    /// <exception cref="ArgumentNullException"><paramref name="marbles"/> is null.</exception>
    /// <exception cref="MarbleException">The diagram cannot be read.</exception>
    /// <exception cref="MarbleAssertionException">The observable did not send what the diagram draws.</exception>
    public void ToBe(string marbles, IReadOnlyDictionary<char, T>? values = null, Exception? error = null, [CallerMemberName] string? test = null)
    {
        ArgumentNullException.ThrowIfNull(marbles);
        var parsed = MarbleParser.ParseObservable(marbles, _session.TicksPerFrame, allowSubscriptionPoint: false, "an expected diagram");
        var expected = MarbleValues.Messages(marbles, parsed, _session.Origin, values, error);
        _session.Mention(_session.Origin + parsed.End);
        _session.Flush();

        var mismatch = FirstMismatch(expected, _messages, error is null);
        if (mismatch < 0)
        {
            return;
        }

        // Symbols for the actual values: the expected diagram's symbol of an equal value, else a fresh capital.
        var symbols = new List<(T Value, char Symbol)>();
        var nullSymbol = (char?)null;
        foreach (var e in parsed.Events.Where(e => e.Kind == MarbleKind.Next))
        {
            var value = MarbleValues.Value(marbles, e, values);
            if (value is null)
            {
                nullSymbol ??= e.Symbol;
            }
            else
            {
                symbols.Add((value, e.Symbol));
            }
        }

        var legend = new List<string>();
        var fresh = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".Where(c => !parsed.Events.Any(e => e.Symbol == c)).GetEnumerator();
        char SymbolOf(T value)
        {
            if (value is null)
            {
                return nullSymbol ??= Fresh("null");
            }

            foreach (var (known, s) in symbols)
            {
                if (EqualityComparer<T>.Default.Equals(known, value))
                {
                    return s;
                }
            }

            // Without a values map a char, a one-character string or a digit draws as itself.
            bool Free(char c) => values is null && char.IsAsciiLetterOrDigit(c) && !symbols.Any(p => p.Symbol == c);
            var symbol = value switch
            {
                char c when Free(c) => c,
                string { Length: 1 } text when Free(text[0]) => text[0],
                int i and >= 0 and <= 9 when Free((char)('0' + i)) => (char)('0' + i),
                _ => Fresh(MarbleValues.Label(value)),
            };
            symbols.Add((value, symbol));
            return symbol;
        }

        char Fresh(string label)
        {
            var symbol = fresh.MoveNext() ? fresh.Current : '?';
            legend.Add($"{symbol} = {label}");
            return symbol;
        }

        var expectedEvents = parsed.Events.Select(e => new TextEvent(e.Offset / _session.TicksPerFrame, e.Symbol)).ToList();
        var actualEvents = _messages.Select(m => new TextEvent(_session.Frame(m.Time), m.Value.Kind switch
        {
            NotificationKind.OnNext => SymbolOf(m.Value.Value),
            NotificationKind.OnError => '#',
            _ => '|',
        })).ToList();

        var frame = mismatch < expected.Length && mismatch < _messages.Count
            ? Math.Min(_session.Frame(expected[mismatch].Time), _session.Frame(_messages[mismatch].Time))
            : mismatch < expected.Length ? _session.Frame(expected[mismatch].Time) : _session.Frame(_messages[mismatch].Time);

        var text = new StringBuilder();
        text.Append("The observable did not send what the diagram draws (").Append(_session.TicksPerFrame).Append(" ticks per frame, frame 0 at tick ").Append(_session.Origin).AppendLine("):");
        text.Append(MarbleText.Draw([("expected", expectedEvents), ("actual", actualEvents)], frame));
        if (legend.Count > 0)
        {
            text.Append("actual values: ").AppendLine(string.Join(", ", legend));
        }

        text.AppendLine("expected messages:");
        List(text, expected, mismatch);
        text.AppendLine("actual messages:");
        List(text, _messages, mismatch);

        var expectedLine = MarbleText.Line(expectedEvents);
        var actualLine = MarbleText.Line(actualEvents);
        var path = MarbleFailurePicture.Write(_session, test, [MarbleLane.Create("expected  " + marbles, expected), MarbleLane.Create("actual", _messages)]);
        if (path is not null)
        {
            text.Append("picture: ").AppendLine(path);
        }

        throw new MarbleAssertionException(text.ToString(), expectedLine, actualLine, path);
    }

    /// <summary>Subscribes; as in RxJS, a terminal message ends the subscription (its log shows the unsubscription then).</summary>
    private void Subscribe()
    {
        var subscription = _source.Subscribe(new Recorder(this));
        if (_terminated)
        {
            subscription.Dispose();
        }
        else
        {
            _subscription = subscription;
        }
    }

    /// <summary>The index of the first message that differs (frame, kind or value), or -1 when both lists match.</summary>
    private int FirstMismatch(Recorded<Notification<T>>[] expected, List<Recorded<Notification<T>>> actual, bool anyError)
    {
        var count = Math.Max(expected.Length, actual.Count);
        for (var i = 0; i < count; i++)
        {
            if (i >= expected.Length || i >= actual.Count)
            {
                return i;
            }

            var e = expected[i];
            var a = actual[i];
            if (_session.Frame(e.Time) != _session.Frame(a.Time) || e.Value.Kind != a.Value.Kind)
            {
                return i;
            }

            var same = e.Value.Kind switch
            {
                NotificationKind.OnNext => EqualityComparer<T>.Default.Equals(e.Value.Value, a.Value.Value),
                NotificationKind.OnError => anyError || SameError(e.Value.Exception!, a.Value.Exception!),
                _ => true,
            };
            if (!same)
            {
                return i;
            }
        }

        return -1;
    }

    private static bool SameError(Exception expected, Exception actual) =>
        ReferenceEquals(expected, actual) || (expected.GetType() == actual.GetType() && expected.Message == actual.Message);

    private static void List(StringBuilder text, IReadOnlyList<Recorded<Notification<T>>> messages, int mark)
    {
        if (messages.Count == 0)
        {
            text.AppendLine("    (none)");
        }

        for (var i = 0; i < messages.Count; i++)
        {
            var m = messages[i];
            var line = m.Value.Kind switch
            {
                NotificationKind.OnNext => $"OnNext({m.Time}, {MarbleValues.Label(m.Value.Value)})",
                NotificationKind.OnError => $"OnError({m.Time}, {m.Value.Exception!.GetType().Name}: {m.Value.Exception.Message})",
                _ => $"OnCompleted({m.Time})",
            };
            text.Append(i == mark ? "  > " : "    ").AppendLine(line);
        }
    }

    private sealed class Recorder(ObservableExpectation<T> owner) : IObserver<T>
    {
        public void OnNext(T value) => Record(Notification.CreateOnNext(value));

        public void OnError(Exception error)
        {
            Record(Notification.CreateOnError<T>(error));
            End();
        }

        public void OnCompleted()
        {
            Record(Notification.CreateOnCompleted<T>());
            End();
        }

        private void End()
        {
            owner._terminated = true;
            owner._subscription?.Dispose();
        }

        private void Record(Notification<T> notification)
        {
            var now = owner._session.Scheduler.Clock;

            // As in RxJS, what arrives in the frame tick of the unsubscription is not seen.
            if (owner._unsubscribe is not { } end || now < end)
            {
                owner._messages.Add(new Recorded<Notification<T>>(now, notification));
            }
        }
    }
}
