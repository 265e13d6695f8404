namespace Rheo;

/// <summary>
/// An item of <c>ObservableEx.DetectStale</c>: either a fresh value of the source (<see cref="Update"/>) or a
/// signal that nothing arrived for a period (<see cref="IsStale"/>).
/// </summary>
/// <typeparam name="T">The source's element type.</typeparam>
public readonly struct Stale<T> : IEquatable<Stale<T>>
{
    private readonly T _update;
    private readonly bool _hasUpdate;

    /// <summary>Initializes an item that carries a fresh source value.</summary>
    /// <param name="update">The source value.</param>
    public Stale(T update)
    {
        _update = update;
        _hasUpdate = true;
    }

    /// <summary>Gets the stale signal; the same as <c>default</c>.</summary>
    public static Stale<T> Signal => default;

    /// <summary>Gets whether this item says the source went stale.</summary>
    public bool IsStale => !_hasUpdate;

    /// <summary>Gets the fresh source value.</summary>
    /// <exception cref="InvalidOperationException">The item is a stale signal; it has no value.</exception>
    public T Update => _hasUpdate ? _update : throw new InvalidOperationException("A stale signal has no update.");

    /// <summary>Compares two items.</summary>
    /// <param name="left">The first item.</param>
    /// <param name="right">The second item.</param>
    /// <returns>Whether they are equal.</returns>
    public static bool operator ==(Stale<T> left, Stale<T> right) => left.Equals(right);

    /// <summary>Compares two items.</summary>
    /// <param name="left">The first item.</param>
    /// <param name="right">The second item.</param>
    /// <returns>Whether they differ.</returns>
    public static bool operator !=(Stale<T> left, Stale<T> right) => !left.Equals(right);

    /// <inheritdoc/>
    public bool Equals(Stale<T> other) =>
        _hasUpdate == other._hasUpdate && (!_hasUpdate || EqualityComparer<T>.Default.Equals(_update, other._update));

    /// <inheritdoc/>
    public override bool Equals(object? obj) => obj is Stale<T> other && Equals(other);

    /// <inheritdoc/>
    public override int GetHashCode() => _hasUpdate ? HashCode.Combine(_update) : -1;

    /// <inheritdoc/>
    public override string ToString() => _hasUpdate ? $"Update({_update})" : "Stale";
}
