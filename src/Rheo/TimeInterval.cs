namespace Rheo;

/// <summary>A value with the time elapsed since the previous value (or since subscription).</summary>
/// <typeparam name="T">The value type.</typeparam>
/// <param name="value">The value.</param>
/// <param name="interval">The elapsed time.</param>
public readonly struct TimeInterval<T>(T value, TimeSpan interval) : IEquatable<TimeInterval<T>>
{
    /// <summary>Gets the value.</summary>
    public T Value { get; } = value;

    /// <summary>Gets the time elapsed since the previous value.</summary>
    public TimeSpan Interval { get; } = interval;

    /// <summary>Deconstructs into value and interval: <c>var (value, interval) = item;</c>.</summary>
    /// <param name="value">The value.</param>
    /// <param name="interval">The time elapsed since the previous value.</param>
    public void Deconstruct(out T value, out TimeSpan interval)
    {
        value = Value;
        interval = Interval;
    }

    /// <summary>Compares value and interval.</summary>
    /// <param name="other">The other instance.</param>
    /// <returns>Whether both are equal.</returns>
    public bool Equals(TimeInterval<T> other)
        => Interval.Equals(other.Interval) && EqualityComparer<T>.Default.Equals(Value, other.Value);

    /// <summary>Compares with another object.</summary>
    /// <param name="obj">The other object.</param>
    /// <returns>Whether both are equal.</returns>
    public override bool Equals(object? obj) => obj is TimeInterval<T> other && Equals(other);

    /// <summary>A hash of value and interval.</summary>
    /// <returns>The hash code.</returns>
    public override int GetHashCode() => HashCode.Combine(Value, Interval);

    /// <summary>Formats as <c>value@interval</c>.</summary>
    /// <returns>The text.</returns>
    public override string ToString() => $"{Value}@{Interval}";

    /// <summary>Equality.</summary>
    /// <param name="first">The first instance.</param>
    /// <param name="second">The second instance.</param>
    /// <returns>Whether both are equal.</returns>
    public static bool operator ==(TimeInterval<T> first, TimeInterval<T> second) => first.Equals(second);

    /// <summary>Inequality.</summary>
    /// <param name="first">The first instance.</param>
    /// <param name="second">The second instance.</param>
    /// <returns>Whether both differ.</returns>
    public static bool operator !=(TimeInterval<T> first, TimeInterval<T> second) => !first.Equals(second);
}
