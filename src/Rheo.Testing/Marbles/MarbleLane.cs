namespace Rheo.Testing;

/// <summary>One observable of a marble picture: a name, its events in time order, and its subscriptions.</summary>
public sealed class MarbleLane
{
    /// <summary>Initializes a new instance of the <see cref="MarbleLane"/> class.</summary>
    /// <param name="name">The lane's caption.</param>
    /// <param name="events">The events, in time order.</param>
    /// <param name="subscriptions">The subscription spans drawn under the lane (none when null).</param>
    /// <exception cref="ArgumentNullException"><paramref name="name"/> or <paramref name="events"/> is null.</exception>
    public MarbleLane(string name, IEnumerable<MarbleLaneEvent> events, IEnumerable<Subscription>? subscriptions = null)
    {
        ArgumentNullException.ThrowIfNull(name);
        ArgumentNullException.ThrowIfNull(events);
        Name = name;
        Events = events.ToArray();
        Subscriptions = subscriptions?.ToArray() ?? [];
    }

    /// <summary>Gets the lane's caption.</summary>
    public string Name { get; }

    /// <summary>Gets the events, in time order.</summary>
    public IReadOnlyList<MarbleLaneEvent> Events { get; }

    /// <summary>Gets the subscription spans.</summary>
    public IReadOnlyList<Subscription> Subscriptions { get; }

    /// <summary>Makes a lane of recorded messages (what a <see cref="ITestableObserver{T}"/> saw, or what a test observable sends).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="name">The lane's caption.</param>
    /// <param name="messages">The messages with their virtual times.</param>
    /// <param name="subscriptions">The subscription spans drawn under the lane (none when null).</param>
    /// <param name="label">The text of a value's marble (the value's text when null).</param>
    /// <returns>The lane.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="name"/> or <paramref name="messages"/> is null.</exception>
    public static MarbleLane Create<T>(string name, IEnumerable<Recorded<Notification<T>>> messages, IEnumerable<Subscription>? subscriptions = null, Func<T, string>? label = null)
    {
        ArgumentNullException.ThrowIfNull(name);
        ArgumentNullException.ThrowIfNull(messages);
        var events = messages.Select(m => new MarbleLaneEvent(
            m.Time,
            m.Value.Kind,
            m.Value.Kind switch
            {
                NotificationKind.OnNext => label is null ? MarbleValues.Label(m.Value.Value) : label(m.Value.Value),
                NotificationKind.OnError => m.Value.Exception!.Message,
                _ => string.Empty,
            }));
        return new MarbleLane(name, events, subscriptions);
    }
}
