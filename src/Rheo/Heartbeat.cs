namespace Rheo;

/// <summary>
/// An item of <c>ObservableEx.Heartbeat</c>: either a value of the source (<see cref="Update"/>) or a heartbeat
/// injected because the source was quiet for a period (<see cref="IsHeartbeat"/>).
/// </summary>
/// <typeparam name="T">The source's element type.</typeparam>
public readonly struct Heartbeat<T> : IEquatable<Heartbeat<T>>
{
    private readonly T _update;
    private readonly bool _hasUpdate;

    /// <summary>Initializes an item that carries a source value.</summary>
    /// <param name="update">The source value.</param>
    public Heartbeat(T update)
    {
        _update = update;
        _hasUpdate = true;
    }

    /// <summary>Gets a heartbeat (no value); the same as <c>default</c>.</summary>
    public static Heartbeat<T> Beat => default;

    /// <summary>Gets whether this item is a heartbeat rather than a source value.</summary>
    public bool IsHeartbeat => !_hasUpdate;

    /// <summary>Gets the source value, or <c>default</c> for a heartbeat.</summary>
    public T Update => _update;

    /// <summary>Compares two items.</summary>
    /// <param name="left">The first item.</param>
    /// <param name="right">The second item.</param>
    /// <returns>Whether they are equal.</returns>
    public static bool operator ==(Heartbeat<T> left, Heartbeat<T> right) => left.Equals(right);

    /// <summary>Compares two items.</summary>
    /// <param name="left">The first item.</param>
    /// <param name="right">The second item.</param>
    /// <returns>Whether they differ.</returns>
    public static bool operator !=(Heartbeat<T> left, Heartbeat<T> right) => !left.Equals(right);

    /// <inheritdoc/>
    public bool Equals(Heartbeat<T> other) =>
        _hasUpdate == other._hasUpdate && (!_hasUpdate || EqualityComparer<T>.Default.Equals(_update, other._update));

    /// <inheritdoc/>
    public override bool Equals(object? obj) => obj is Heartbeat<T> other && Equals(other);

    /// <inheritdoc/>
    public override int GetHashCode() => _hasUpdate ? HashCode.Combine(_update) : -1;

    /// <inheritdoc/>
    public override string ToString() => _hasUpdate ? $"Update({_update})" : "Heartbeat";
}
