namespace Rheo.Linq;

/// <summary>The kinds of <see cref="AsyncConcurrency"/>.</summary>
public enum AsyncConcurrencyKind
{
    /// <summary>One call at a time, in source order; values wait in a queue.</summary>
    Sequential,

    /// <summary>Up to a maximum number of calls at once; results go out as they finish.</summary>
    Concurrent,

    /// <summary>Only the latest value's call matters: a new value cancels the call in flight.</summary>
    LatestOnly,
}

/// <summary>How <c>ObservableEx.SelectAsync</c> runs its asynchronous selector when values arrive while calls are in flight.</summary>
public readonly struct AsyncConcurrency : IEquatable<AsyncConcurrency>
{
    private readonly int _maxConcurrency;

    private AsyncConcurrency(AsyncConcurrencyKind kind, int maxConcurrency)
    {
        Kind = kind;
        _maxConcurrency = maxConcurrency;
    }

    /// <summary>Gets one call at a time, results in source order (the default).</summary>
    public static AsyncConcurrency Sequential => new(AsyncConcurrencyKind.Sequential, 1);

    /// <summary>Gets "latest only": each value cancels the call in flight (its token is cancelled and its result dropped).</summary>
    public static AsyncConcurrency LatestOnly => new(AsyncConcurrencyKind.LatestOnly, 1);

    /// <summary>Gets the kind.</summary>
    public AsyncConcurrencyKind Kind { get; }

    /// <summary>Gets the most calls in flight at once (1 for <see cref="Sequential"/> and <see cref="LatestOnly"/>).</summary>
    public int MaxConcurrency => _maxConcurrency == 0 ? 1 : _maxConcurrency;

    /// <summary>Returns up to <paramref name="maxConcurrency"/> calls at once; results go out in the order they finish.</summary>
    /// <param name="maxConcurrency">The most calls in flight, at least 1.</param>
    /// <returns>The mode.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="maxConcurrency"/> is less than 1.</exception>
    public static AsyncConcurrency Concurrent(int maxConcurrency)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(maxConcurrency, 1);
        return new(AsyncConcurrencyKind.Concurrent, maxConcurrency);
    }

    /// <summary>Compares two modes.</summary>
    /// <param name="left">The first mode.</param>
    /// <param name="right">The second mode.</param>
    /// <returns>Whether they are equal.</returns>
    public static bool operator ==(AsyncConcurrency left, AsyncConcurrency right) => left.Equals(right);

    /// <summary>Compares two modes.</summary>
    /// <param name="left">The first mode.</param>
    /// <param name="right">The second mode.</param>
    /// <returns>Whether they differ.</returns>
    public static bool operator !=(AsyncConcurrency left, AsyncConcurrency right) => !left.Equals(right);

    /// <inheritdoc/>
    public bool Equals(AsyncConcurrency other) => Kind == other.Kind && MaxConcurrency == other.MaxConcurrency;

    /// <inheritdoc/>
    public override bool Equals(object? obj) => obj is AsyncConcurrency other && Equals(other);

    /// <inheritdoc/>
    public override int GetHashCode() => HashCode.Combine(Kind, MaxConcurrency);

    /// <inheritdoc/>
    public override string ToString() => Kind == AsyncConcurrencyKind.Concurrent ? $"Concurrent({MaxConcurrency})" : Kind.ToString();
}
