namespace Rheo.Testing;

/// <summary>A value stamped with the virtual time at which it was recorded.</summary>
/// <typeparam name="T">The value type (usually <see cref="Notification{T}"/>).</typeparam>
public readonly struct Recorded<T> : IEquatable<Recorded<T>>
{
    /// <summary>Creates a recorded value.</summary>
    /// <param name="time">The virtual time, in ticks.</param>
    /// <param name="value">The value.</param>
    public Recorded(long time, T value)
    {
        Time = time;
        Value = value;
    }

    /// <summary>Gets the virtual time at which the value was recorded.</summary>
    public long Time { get; }

    /// <summary>Gets the recorded value.</summary>
    public T Value { get; }

    /// <summary>Compares time and value.</summary>
    /// <param name="other">The other recorded value.</param>
    /// <returns>Whether both are equal.</returns>
    public bool Equals(Recorded<T> other) => Time == other.Time && EqualityComparer<T>.Default.Equals(Value, other.Value);

    /// <summary>Compares time and value.</summary>
    /// <param name="obj">The other object.</param>
    /// <returns>Whether <paramref name="obj"/> is an equal recorded value.</returns>
    public override bool Equals(object? obj) => obj is Recorded<T> other && Equals(other);

    /// <summary>Combines time and value.</summary>
    /// <returns>The hash code.</returns>
    public override int GetHashCode() => HashCode.Combine(Time, Value);

    /// <summary>Formats as <c>value@time</c>.</summary>
    /// <returns>The text.</returns>
    public override string ToString() => $"{Value}@{Time}";

    /// <summary>Compares time and value.</summary>
    /// <param name="left">The first value.</param>
    /// <param name="right">The second value.</param>
    /// <returns>Whether both are equal.</returns>
    public static bool operator ==(Recorded<T> left, Recorded<T> right) => left.Equals(right);

    /// <summary>Compares time and value.</summary>
    /// <param name="left">The first value.</param>
    /// <param name="right">The second value.</param>
    /// <returns>Whether they differ.</returns>
    public static bool operator !=(Recorded<T> left, Recorded<T> right) => !left.Equals(right);
}
