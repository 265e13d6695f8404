namespace Rheo.Linq;

/// <summary>An observable sequence of the elements that share a key, as produced by <c>GroupBy</c> and <c>GroupByUntil</c>.</summary>
/// <typeparam name="TKey">The key type.</typeparam>
/// <typeparam name="TElement">The element type.</typeparam>
public interface IGroupedObservable<out TKey, out TElement> : IObservable<TElement>
{
    /// <summary>Gets the key shared by every element of the group.</summary>
    TKey Key { get; }
}
