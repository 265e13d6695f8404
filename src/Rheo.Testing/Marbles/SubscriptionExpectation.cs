using System.Text;

namespace Rheo.Testing;

/// <summary>
/// The subscription log of a test observable, from <see cref="TestSchedulerMarbles.ExpectSubscriptions"/>;
/// <see cref="ToBe"/> runs the scheduler and compares the log with subscription diagrams (<c>"^---!"</c>).
/// </summary>
public sealed class SubscriptionExpectation
{
    private readonly MarbleSession _session;
    private readonly IList<Subscription> _subscriptions;

    internal SubscriptionExpectation(MarbleSession session, IList<Subscription> subscriptions)
    {
        _session = session;
        _subscriptions = subscriptions;
    }

    /// <summary>
    /// Runs the scheduler (see <see cref="TestSchedulerMarbles.Flush"/>) and asserts that the log holds one
    /// subscription per diagram, in order, each subscribed in the frame of its <c>^</c> and disposed in the frame of
    /// its <c>!</c> (still subscribed when the diagram has no <c>!</c>).
    /// </summary>
    /// <param name="marbles">One subscription diagram per expected subscription (none: never subscribed).</param>
    /// <exception cref="ArgumentNullException"><paramref name="marbles"/> or one of its diagrams is null.</exception>
    /// <exception cref="MarbleException">A diagram cannot be read, or has no <c>^</c>.</exception>
    /// <exception cref="MarbleAssertionException">The log differs.</exception>
    public void ToBe(params string[] marbles)
    {
        ArgumentNullException.ThrowIfNull(marbles);
        var expected = new List<Subscription>(marbles.Length);
        foreach (var m in marbles)
        {
            ArgumentNullException.ThrowIfNull(m, nameof(marbles));
            var parsed = MarbleParser.ParseSubscription(m, _session.TicksPerFrame);
            if (parsed.Subscribe is not { } subscribe)
            {
                throw new MarbleException(m, Math.Max(1, m.Length), "a subscription diagram needs a '^' (where the subscription starts).");
            }

            expected.Add(parsed.Unsubscribe is { } unsubscribe
                ? new Subscription(_session.Origin + subscribe, _session.Origin + unsubscribe)
                : new Subscription(_session.Origin + subscribe));
            _session.Mention(_session.Origin + (parsed.Unsubscribe ?? subscribe));
        }

        _session.Flush();
        var actual = _subscriptions.ToList();
        var mismatch = -1;
        for (var i = 0; i < Math.Max(expected.Count, actual.Count) && mismatch < 0; i++)
        {
            if (i >= expected.Count || i >= actual.Count || Frame(expected[i].Subscribe) != Frame(actual[i].Subscribe) || Frame(expected[i].Unsubscribe) != Frame(actual[i].Unsubscribe))
            {
                mismatch = i;
            }
        }

        if (mismatch < 0)
        {
            return;
        }

        var rows = new List<(string, IReadOnlyList<TextEvent>)>();
        for (var i = 0; i < expected.Count; i++)
        {
            rows.Add(($"expected {i + 1}", Events(expected[i])));
        }

        for (var i = 0; i < actual.Count; i++)
        {
            rows.Add(($"actual {i + 1}", Events(actual[i])));
        }

        var text = new StringBuilder();
        text.Append("The subscriptions differ from the diagrams (").Append(_session.TicksPerFrame).Append(" ticks per frame, frame 0 at tick ").Append(_session.Origin).Append("); first difference: subscription ").Append(mismatch + 1).AppendLine(":");
        if (rows.Count > 0)
        {
            text.Append(MarbleText.Draw(rows, null));
        }

        text.Append("expected: ").AppendLine(expected.Count == 0 ? "(none)" : string.Join(", ", expected));
        text.Append("actual:   ").AppendLine(actual.Count == 0 ? "(none)" : string.Join(", ", actual));
        throw new MarbleAssertionException(
            text.ToString(),
            string.Join(Environment.NewLine, expected.Select(s => MarbleText.Line(Events(s)))),
            string.Join(Environment.NewLine, actual.Select(s => MarbleText.Line(Events(s)))),
            null);
    }

    private long Frame(long time) => time == Subscription.Infinite ? long.MaxValue : _session.Frame(time);

    private List<TextEvent> Events(Subscription s)
    {
        var events = new List<TextEvent> { new(_session.Frame(s.Subscribe), '^') };
        if (s.Unsubscribe != Subscription.Infinite)
        {
            events.Add(new TextEvent(_session.Frame(s.Unsubscribe), '!'));
        }

        return events;
    }
}
