using System.Diagnostics.CodeAnalysis;

namespace Rheo.Dataflow;

/// <summary>Represents a dataflow source block that supports receiving messages without linking.</summary>
/// <typeparam name="TOutput">The type of data produced by the block.</typeparam>
public interface IReceivableSourceBlock<TOutput> : ISourceBlock<TOutput>
{
    /// <summary>Attempts to synchronously receive an available output item.</summary>
    /// <param name="filter">The predicate the item must satisfy, or null.</param>
    /// <param name="item">The item received.</param>
    /// <returns>True if an item was received, false otherwise.</returns>
    bool TryReceive(Predicate<TOutput>? filter, [MaybeNullWhen(false)] out TOutput item);

    /// <summary>Attempts to synchronously receive all available items.</summary>
    /// <param name="items">The items received.</param>
    /// <returns>True if one or more items were received, false otherwise.</returns>
    bool TryReceiveAll([NotNullWhen(true)] out IList<TOutput>? items);
}
