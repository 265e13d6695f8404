namespace Rheo;

/// <summary>The sender and arguments of a .NET event, as <c>FromEventPattern</c> emits them.</summary>
/// <typeparam name="TSender">The sender type.</typeparam>
/// <typeparam name="TEventArgs">The event arguments type.</typeparam>
/// <param name="sender">The object that raised the event.</param>
/// <param name="e">The event arguments.</param>
public class EventPattern<TSender, TEventArgs>(TSender? sender, TEventArgs e) : IEquatable<EventPattern<TSender, TEventArgs>>, IEventPattern<TSender, TEventArgs>
{
    /// <summary>Gets the object that raised the event.</summary>
    public TSender? Sender { get; } = sender;

    /// <summary>Gets the event arguments.</summary>
    public TEventArgs EventArgs { get; } = e;

    /// <summary>Deconstructs into sender and arguments: <c>var (sender, e) = pattern;</c>.</summary>
    /// <param name="sender">The object that raised the event.</param>
    /// <param name="e">The event arguments.</param>
    public void Deconstruct(out TSender? sender, out TEventArgs e)
    {
        sender = Sender;
        e = EventArgs;
    }

    /// <summary>Compares sender and arguments.</summary>
    /// <param name="other">The other instance.</param>
    /// <returns>Whether both are equal.</returns>
    public bool Equals(EventPattern<TSender, TEventArgs>? other)
        => other is not null && (ReferenceEquals(this, other)
            || (EqualityComparer<TSender?>.Default.Equals(Sender, other.Sender) && EqualityComparer<TEventArgs>.Default.Equals(EventArgs, other.EventArgs)));

    /// <summary>Compares with another object.</summary>
    /// <param name="obj">The other object.</param>
    /// <returns>Whether both are equal.</returns>
    public override bool Equals(object? obj) => Equals(obj as EventPattern<TSender, TEventArgs>);

    /// <summary>A hash of sender and arguments.</summary>
    /// <returns>The hash code.</returns>
    public override int GetHashCode() => HashCode.Combine(Sender, EventArgs);

    /// <summary>Equality.</summary>
    /// <param name="first">The first instance.</param>
    /// <param name="second">The second instance.</param>
    /// <returns>Whether both are equal.</returns>
    public static bool operator ==(EventPattern<TSender, TEventArgs>? first, EventPattern<TSender, TEventArgs>? second)
        => first is null ? second is null : first.Equals(second);

    /// <summary>Inequality.</summary>
    /// <param name="first">The first instance.</param>
    /// <param name="second">The second instance.</param>
    /// <returns>Whether both differ.</returns>
    public static bool operator !=(EventPattern<TSender, TEventArgs>? first, EventPattern<TSender, TEventArgs>? second) => !(first == second);
}

/// <summary>An event pattern whose sender is an <see cref="object"/>.</summary>
/// <typeparam name="TEventArgs">The event arguments type.</typeparam>
/// <param name="sender">The object that raised the event.</param>
/// <param name="e">The event arguments.</param>
public class EventPattern<TEventArgs>(object? sender, TEventArgs e) : EventPattern<object, TEventArgs>(sender, e);
