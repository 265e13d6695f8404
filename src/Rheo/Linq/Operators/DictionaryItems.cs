using System.Runtime.CompilerServices;

namespace Rheo.Linq.Operators;

/// <summary>
/// The receiver of a walk over a collection's items by <see cref="DictionaryItems{TItem}"/>: one call per item,
/// and one call if the collection's enumerator throws.
/// </summary>
/// <typeparam name="TItem">The item type.</typeparam>
internal interface IItemReceiver<TItem>
{
    /// <summary>Takes one item; returns false to stop the walk.</summary>
    bool OnItem(TItem item);

    /// <summary>The enumerator threw (e.g. the dictionary was changed during the walk); the walk has stopped.</summary>
    void OnItemsError(Exception error);
}

/// <summary>
/// Walks a <see cref="Dictionary{TKey, TValue}"/> seen as an <see cref="IEnumerable{T}"/> of key-value pairs with the
/// dictionary's struct enumerator (the same order and the same check for changes as the boxed one), so an operator
/// that enumerates an outer value's dictionary (<c>SelectMany(map =&gt; map)</c>) allocates no enumerator, as it
/// does not for an array or a <see cref="List{T}"/>. The instance for <typeparamref name="TItem"/> is made once per
/// item type; it is null unless the item type is a <see cref="KeyValuePair{TKey, TValue}"/> and the runtime can make
/// generic types (ahead-of-time compiled code uses the boxed enumerator).
/// </summary>
/// <typeparam name="TItem">The item type of the enumerable.</typeparam>
internal abstract class DictionaryItems<TItem>
{
    /// <summary>The walker for this item type, or null when the item type is not a key-value pair.</summary>
    public static readonly DictionaryItems<TItem>? Instance = Create();

    /// <summary>
    /// Walks <paramref name="collection"/> when it is exactly a <see cref="Dictionary{TKey, TValue}"/> (a derived type
    /// may enumerate differently) and returns true; returns false, doing nothing, for any other collection.
    /// </summary>
    public abstract bool TryWalk(IEnumerable<TItem> collection, IItemReceiver<TItem> receiver);

    private static DictionaryItems<TItem>? Create()
    {
        var type = typeof(TItem);
        if (!RuntimeFeature.IsDynamicCodeSupported || !type.IsGenericType || type.GetGenericTypeDefinition() != typeof(KeyValuePair<,>))
        {
            return null;
        }

        try
        {
            var walker = typeof(DictionaryItems<,>).MakeGenericType(type.GetGenericArguments());
            return (DictionaryItems<TItem>?)Activator.CreateInstance(walker);
        }
        catch (Exception)
        {
            // A type that cannot be made: the boxed enumerator is used.
            return null;
        }
    }
}

/// <summary>The walker of <see cref="Dictionary{TKey, TValue}"/>.</summary>
/// <typeparam name="TKey">The key type.</typeparam>
/// <typeparam name="TValue">The value type.</typeparam>
internal sealed class DictionaryItems<TKey, TValue> : DictionaryItems<KeyValuePair<TKey, TValue>>
    where TKey : notnull
{
    public override bool TryWalk(IEnumerable<KeyValuePair<TKey, TValue>> collection, IItemReceiver<KeyValuePair<TKey, TValue>> receiver)
    {
        if (collection.GetType() != typeof(Dictionary<TKey, TValue>))
        {
            return false;
        }

        var items = ((Dictionary<TKey, TValue>)collection).GetEnumerator();
        while (true)
        {
            try
            {
                if (!items.MoveNext())
                {
                    return true;
                }
            }
            catch (Exception error)
            {
                receiver.OnItemsError(error);
                return true;
            }

            if (!receiver.OnItem(items.Current))
            {
                return true;
            }
        }
    }
}
