namespace Rheo;

/// <summary>A value with the time at which it was observed.</summary>
/// <typeparam name="T">The value type.</typeparam>
/// <param name="value">The value.</param>
/// <param name="timestamp">When it was observed.</param>
public readonly struct Timestamped<T>(T value, DateTimeOffset timestamp) : IEquatable<Timestamped<T>>
{
    /// <summary>Gets the value.</summary>
    public T Value { get; } = value;

    /// <summary>Gets the time at which the value was observed.</summary>
    public DateTimeOffset Timestamp { get; } = timestamp;

    /// <summary>Deconstructs into value and timestamp: <c>var (value, timestamp) = item;</c>.</summary>
    /// <param name="value">The value.</param>
    /// <param name="timestamp">When it was observed.</param>
    public void Deconstruct(out T value, out DateTimeOffset timestamp)
    {
        value = Value;
        timestamp = Timestamp;
    }

    /// <summary>Compares value and timestamp.</summary>
    /// <param name="other">The other instance.</param>
    /// <returns>Whether both are equal.</returns>
    public bool Equals(Timestamped<T> other)
        => Timestamp.Equals(other.Timestamp) && EqualityComparer<T>.Default.Equals(Value, other.Value);

    /// <summary>Compares with another object.</summary>
    /// <param name="obj">The other object.</param>
    /// <returns>Whether both are equal.</returns>
    public override bool Equals(object? obj) => obj is Timestamped<T> other && Equals(other);

    /// <summary>A hash of value and timestamp.</summary>
    /// <returns>The hash code.</returns>
    public override int GetHashCode() => HashCode.Combine(Value, Timestamp);

    /// <summary>Formats as <c>value@timestamp</c>.</summary>
    /// <returns>The text.</returns>
    public override string ToString() => $"{Value}@{Timestamp}";

    /// <summary>Equality.</summary>
    /// <param name="first">The first instance.</param>
    /// <param name="second">The second instance.</param>
    /// <returns>Whether both are equal.</returns>
    public static bool operator ==(Timestamped<T> first, Timestamped<T> second) => first.Equals(second);

    /// <summary>Inequality.</summary>
    /// <param name="first">The first instance.</param>
    /// <param name="second">The second instance.</param>
    /// <returns>Whether both differ.</returns>
    public static bool operator !=(Timestamped<T> first, Timestamped<T> second) => !first.Equals(second);
}

/// <summary>Factory for <see cref="Timestamped{T}"/>.</summary>
public static class Timestamped
{
    /// <summary>Creates a timestamped value.</summary>
    /// <typeparam name="T">The value type.</typeparam>
    /// <param name="value">The value.</param>
    /// <param name="timestamp">When it was observed.</param>
    /// <returns>The pair.</returns>
    public static Timestamped<T> Create<T>(T value, DateTimeOffset timestamp) => new(value, timestamp);
}
