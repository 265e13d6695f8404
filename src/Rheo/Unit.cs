namespace Rheo;

/// <summary>The type with a single value, used where a sequence signals that something happened but carries no data.</summary>
public readonly struct Unit : IEquatable<Unit>
{
    /// <summary>Gets the single <see cref="Unit"/> value.</summary>
    public static Unit Default => default;

    /// <summary>Always true: every <see cref="Unit"/> equals every other.</summary>
    /// <param name="other">The other value.</param>
    /// <returns>Always <c>true</c>.</returns>
    public bool Equals(Unit other) => true;

    /// <summary>Returns whether <paramref name="obj"/> is a <see cref="Unit"/>.</summary>
    /// <param name="obj">The object to compare with.</param>
    /// <returns><c>true</c> if <paramref name="obj"/> is a <see cref="Unit"/>.</returns>
    public override bool Equals(object? obj) => obj is Unit;

    /// <summary>Returns zero: all <see cref="Unit"/> values hash alike.</summary>
    /// <returns>Zero.</returns>
    public override int GetHashCode() => 0;

    /// <summary>Returns <c>"()"</c>.</summary>
    /// <returns>The string <c>"()"</c>.</returns>
    public override string ToString() => "()";

    /// <summary>Always true.</summary>
    /// <param name="first">The first value.</param>
    /// <param name="second">The second value.</param>
    /// <returns>Always <c>true</c>.</returns>
    public static bool operator ==(Unit first, Unit second) => true;

    /// <summary>Always false.</summary>
    /// <param name="first">The first value.</param>
    /// <param name="second">The second value.</param>
    /// <returns>Always <c>false</c>.</returns>
    public static bool operator !=(Unit first, Unit second) => false;
}
