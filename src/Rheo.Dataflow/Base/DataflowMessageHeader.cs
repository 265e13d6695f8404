namespace Rheo.Dataflow;

/// <summary>Provides a container of data attributes for passing between dataflow blocks.</summary>
public readonly struct DataflowMessageHeader : IEquatable<DataflowMessageHeader>
{
    /// <summary>Initializes a header with the specified identifier.</summary>
    /// <param name="id">The message identifier; 0 is reserved for the invalid (default) header.</param>
    /// <exception cref="ArgumentException"><paramref name="id"/> is 0.</exception>
    public DataflowMessageHeader(long id)
    {
        if (id == 0)
        {
            throw new ArgumentException("The message ID 0 is reserved for the default, invalid header.", nameof(id));
        }

        Id = id;
    }

    /// <summary>Gets the identifier of the message.</summary>
    public long Id { get; }

    /// <summary>Gets whether the header is valid (its identifier is not 0).</summary>
    public bool IsValid => Id != 0;

    /// <summary>Checks two headers for equality.</summary>
    /// <param name="other">The other header.</param>
    /// <returns>True if both have the same identifier.</returns>
    public bool Equals(DataflowMessageHeader other) => Id == other.Id;

    /// <inheritdoc/>
    public override bool Equals(object? obj) => obj is DataflowMessageHeader other && Equals(other);

    /// <inheritdoc/>
    public override int GetHashCode() => Id.GetHashCode();

    /// <summary>Checks two headers for equality.</summary>
    /// <param name="left">The first header.</param>
    /// <param name="right">The second header.</param>
    /// <returns>True if both have the same identifier.</returns>
    public static bool operator ==(DataflowMessageHeader left, DataflowMessageHeader right) => left.Id == right.Id;

    /// <summary>Checks two headers for inequality.</summary>
    /// <param name="left">The first header.</param>
    /// <param name="right">The second header.</param>
    /// <returns>True if the identifiers differ.</returns>
    public static bool operator !=(DataflowMessageHeader left, DataflowMessageHeader right) => left.Id != right.Id;
}
