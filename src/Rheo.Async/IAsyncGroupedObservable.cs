namespace Rheo.Async;

/// <summary>An asynchronous sequence of the elements that share a key, as produced by <c>GroupBy</c>.</summary>
/// <typeparam name="TKey">The key type.</typeparam>
/// <typeparam name="TElement">The element type.</typeparam>
public interface IAsyncGroupedObservable<out TKey, out TElement> : IAsyncObservable<TElement>
{
    /// <summary>Gets the key shared by every element of the group.</summary>
    TKey Key { get; }
}
