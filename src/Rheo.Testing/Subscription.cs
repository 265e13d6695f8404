using System.Globalization;

namespace Rheo.Testing;

/// <summary>The virtual times at which an observer subscribed to a testable observable and unsubscribed from it.</summary>
public readonly struct Subscription : IEquatable<Subscription>
{
    /// <summary>The unsubscribe time of a subscription that was never disposed.</summary>
    public const long Infinite = long.MaxValue;

    /// <summary>Creates a subscription that has not been disposed.</summary>
    /// <param name="subscribe">The subscribe time.</param>
    public Subscription(long subscribe)
        : this(subscribe, Infinite)
    {
    }

    /// <summary>Creates a subscription with both times.</summary>
    /// <param name="subscribe">The subscribe time.</param>
    /// <param name="unsubscribe">The unsubscribe time.</param>
    public Subscription(long subscribe, long unsubscribe)
    {
        Subscribe = subscribe;
        Unsubscribe = unsubscribe;
    }

    /// <summary>Gets the subscribe time.</summary>
    public long Subscribe { get; }

    /// <summary>Gets the unsubscribe time (<see cref="Infinite"/> if never disposed).</summary>
    public long Unsubscribe { get; }

    /// <summary>Compares both times.</summary>
    /// <param name="other">The other subscription.</param>
    /// <returns>Whether they are equal.</returns>
    public bool Equals(Subscription other) => Subscribe == other.Subscribe && Unsubscribe == other.Unsubscribe;

    /// <summary>Compares both times.</summary>
    /// <param name="obj">The other object.</param>
    /// <returns>Whether it is an equal subscription.</returns>
    public override bool Equals(object? obj) => obj is Subscription other && Equals(other);

    /// <summary>Combines both times.</summary>
    /// <returns>The hash code.</returns>
    public override int GetHashCode() => HashCode.Combine(Subscribe, Unsubscribe);

    /// <summary>Formats as <c>(subscribe, unsubscribe)</c>.</summary>
    /// <returns>The text.</returns>
    public override string ToString() => Unsubscribe == Infinite
        ? string.Create(CultureInfo.InvariantCulture, $"({Subscribe}, Infinite)")
        : string.Create(CultureInfo.InvariantCulture, $"({Subscribe}, {Unsubscribe})");

    /// <summary>Compares both times.</summary>
    /// <param name="left">The first subscription.</param>
    /// <param name="right">The second subscription.</param>
    /// <returns>Whether they are equal.</returns>
    public static bool operator ==(Subscription left, Subscription right) => left.Equals(right);

    /// <summary>Compares both times.</summary>
    /// <param name="left">The first subscription.</param>
    /// <param name="right">The second subscription.</param>
    /// <returns>Whether they differ.</returns>
    public static bool operator !=(Subscription left, Subscription right) => !left.Equals(right);
}
