using System.Runtime.ExceptionServices;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// How <see cref="SelectManyEnumerable{TSource, TCollection, TResult, TSelector}"/> gets an outer value's sequence
/// and maps each of its items. Implemented by structs, one per public overload shape, so the user's delegates are
/// stored as they are (no wrapping closure per call) and the plain form's result is the item itself.
/// </summary>
/// <typeparam name="TSource">The outer element type.</typeparam>
/// <typeparam name="TCollection">The inner element type.</typeparam>
/// <typeparam name="TResult">The result element type.</typeparam>
internal interface IEnumerableManySelector<TSource, TCollection, TResult>
{
    /// <summary>Gets whether the result is the item itself (then <see cref="Result"/> reads neither the outer value nor an index, and cannot throw).</summary>
    bool IsPlain { get; }

    IEnumerable<TCollection> Collection(TSource source, int sourceIndex);

    TResult Result(TSource source, int sourceIndex, TCollection item, int itemIndex);
}

/// <summary><c>SelectMany(x =&gt; items)</c>: the items themselves.</summary>
internal readonly struct PlainManySelector<TSource, TResult>(Func<TSource, IEnumerable<TResult>> selector) : IEnumerableManySelector<TSource, TResult, TResult>
{
    public bool IsPlain => true;

    public IEnumerable<TResult> Collection(TSource source, int sourceIndex) => selector(source);

    public TResult Result(TSource source, int sourceIndex, TResult item, int itemIndex) => item;
}

/// <summary><c>SelectMany((x, i) =&gt; items)</c>: the items themselves.</summary>
internal readonly struct IndexedPlainManySelector<TSource, TResult>(Func<TSource, int, IEnumerable<TResult>> selector) : IEnumerableManySelector<TSource, TResult, TResult>
{
    public bool IsPlain => true;

    public IEnumerable<TResult> Collection(TSource source, int sourceIndex) => selector(source, sourceIndex);

    public TResult Result(TSource source, int sourceIndex, TResult item, int itemIndex) => item;
}

/// <summary><c>SelectMany(x =&gt; items, (x, item) =&gt; result)</c>.</summary>
internal readonly struct PairManySelector<TSource, TCollection, TResult>(
    Func<TSource, IEnumerable<TCollection>> collectionSelector,
    Func<TSource, TCollection, TResult> resultSelector) : IEnumerableManySelector<TSource, TCollection, TResult>
{
    public bool IsPlain => false;

    public IEnumerable<TCollection> Collection(TSource source, int sourceIndex) => collectionSelector(source);

    public TResult Result(TSource source, int sourceIndex, TCollection item, int itemIndex) => resultSelector(source, item);
}

/// <summary><c>SelectMany((x, i) =&gt; items, (x, i, item, j) =&gt; result)</c>.</summary>
internal readonly struct IndexedManySelector<TSource, TCollection, TResult>(
    Func<TSource, int, IEnumerable<TCollection>> collectionSelector,
    Func<TSource, int, TCollection, int, TResult> resultSelector) : IEnumerableManySelector<TSource, TCollection, TResult>
{
    public bool IsPlain => false;

    public IEnumerable<TCollection> Collection(TSource source, int sourceIndex) => collectionSelector(source, sourceIndex);

    public TResult Result(TSource source, int sourceIndex, TCollection item, int itemIndex) => resultSelector(source, sourceIndex, item, itemIndex);
}

/// <summary>
/// <c>SelectMany</c> over enumerables: each outer value's sequence is enumerated synchronously, inside the outer
/// <c>OnNext</c>, checking the disposed flag between items, so no serialization is needed. An array is walked by
/// index and a <see cref="List{T}"/> with its struct enumerator (the same version checks as a boxed one), so
/// neither allocates an enumerator; in the plain form (the items themselves) a <see cref="Dictionary{TKey, TValue}"/>
/// is walked with its struct enumerator too (<see cref="DictionaryItems{TItem}"/>).
/// </summary>
internal sealed class SelectManyEnumerable<TSource, TCollection, TResult, TSelector>(IObservable<TSource> source, TSelector selector) : SelfSinkProducer<TSource, TResult>, IItemReceiver<TCollection>, ISyncSource<TResult>
    where TSelector : struct, IEnumerableManySelector<TSource, TCollection, TResult>
{
    private int _index;

    public bool CanRunSync(ref int budget) => SyncSource.CanRun(source, ref budget);

    public bool RunSync(ISyncConsumer<TResult> consumer) => SyncSource.Run(source, new ManyConsumer(consumer, selector));

    public override void OnNext(TSource value)
    {
        var sourceIndex = checked(_index++);
        IEnumerable<TCollection> collection;
        try
        {
            collection = selector.Collection(value, sourceIndex);
        }
        catch (Exception error)
        {
            Fail(error);
            return;
        }

        if (collection is TCollection[] array)
        {
            var items = new ArrayItems(array);
            Drain(ref items, value, sourceIndex);
        }
        else if (collection is List<TCollection> list)
        {
            var items = list.GetEnumerator();
            Drain(ref items, value, sourceIndex);
        }
        else if (!(selector.IsPlain && DictionaryItems<TCollection>.Instance is { } dictionary && dictionary.TryWalk(collection, this)))
        {
            IEnumerator<TCollection> items;
            try
            {
                items = collection.GetEnumerator();
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            Drain(ref items, value, sourceIndex);
        }
    }

    bool IItemReceiver<TCollection>.OnItem(TCollection item)
    {
        // Plain form: the result is the item (no outer value or index is read, nothing can throw).
        Downstream.OnNext(selector.Result(default!, 0, item, 0));
        return !IsDisposed;
    }

    void IItemReceiver<TCollection>.OnItemsError(Exception error) => Fail(error);

    private void Drain<TEnumerator>(ref TEnumerator items, TSource value, int sourceIndex)
        where TEnumerator : IEnumerator<TCollection>
    {
        var failed = false;
        try
        {
            var itemIndex = 0;
            while (true)
            {
                TResult result;
                try
                {
                    if (!items.MoveNext())
                    {
                        break;
                    }

                    result = selector.Result(value, sourceIndex, items.Current, itemIndex++);
                }
                catch (Exception error)
                {
                    failed = true;
                    Fail(error);
                    return;
                }

                Downstream.OnNext(result);
                if (IsDisposed)
                {
                    return;
                }
            }
        }
        finally
        {
            try
            {
                items.Dispose();
            }
            catch (Exception error)
            {
                // After an error or a dispose there is no one left to tell.
                if (!failed && !IsDisposed)
                {
                    Fail(error);
                }
            }
        }
    }

    protected override SelfSinkProducer<TSource, TResult> CreateSink() => new SelectManyEnumerable<TSource, TCollection, TResult, TSelector>(source, selector);

    /// <summary>
    /// A synchronous run (<see cref="ISyncSource{T}"/>): each outer value's items in the same walk as the sink's, an
    /// enumerator disposed after its items; a failure while disposing it after an error or a stop is dropped, as the
    /// sink drops it after an error or a dispose.
    /// </summary>
    private sealed class ManyConsumer(ISyncConsumer<TResult> downstream, TSelector selector) : ISyncConsumer<TSource>, IItemReceiver<TCollection>
    {
        private int _index;
        private bool _stopped;

        public bool Accept(TSource value)
        {
            var sourceIndex = checked(_index++);
            var collection = selector.Collection(value, sourceIndex);
            if (collection is TCollection[] array)
            {
                var items = new ArrayItems(array);
                return Drain(ref items, value, sourceIndex);
            }

            if (collection is List<TCollection> list)
            {
                var items = list.GetEnumerator();
                return Drain(ref items, value, sourceIndex);
            }

            if (selector.IsPlain && DictionaryItems<TCollection>.Instance is { } dictionary && dictionary.TryWalk(collection, this))
            {
                return !_stopped;
            }

            var enumerator = collection.GetEnumerator();
            return Drain(ref enumerator, value, sourceIndex);
        }

        bool IItemReceiver<TCollection>.OnItem(TCollection item)
        {
            _stopped = !downstream.Accept(selector.Result(default!, 0, item, 0));
            return !_stopped;
        }

        void IItemReceiver<TCollection>.OnItemsError(Exception error) => ExceptionDispatchInfo.Throw(error);

        private bool Drain<TEnumerator>(ref TEnumerator items, TSource value, int sourceIndex)
            where TEnumerator : IEnumerator<TCollection>
        {
            var ended = false;
            try
            {
                var itemIndex = 0;
                while (items.MoveNext())
                {
                    if (!downstream.Accept(selector.Result(value, sourceIndex, items.Current, itemIndex++)))
                    {
                        return false;
                    }
                }

                ended = true;
            }
            finally
            {
                if (ended)
                {
                    items.Dispose();
                }
                else
                {
                    DisposeQuietly(ref items);
                }
            }

            return true;
        }

        private static void DisposeQuietly<TEnumerator>(ref TEnumerator items)
            where TEnumerator : IEnumerator<TCollection>
        {
            try
            {
                items.Dispose();
            }
            catch (Exception)
            {
                // After an error or a stop there is no one left to tell.
            }
        }
    }

    protected override void RunSource() => source.Run(this);

    /// <summary>An array walked by index (an array's own enumerator does not check for changes either).</summary>
    private struct ArrayItems(TCollection[] array) : IEnumerator<TCollection>
    {
        private int _index = -1;

        public readonly TCollection Current => array[_index];

        readonly object? System.Collections.IEnumerator.Current => Current;

        public bool MoveNext() => ++_index < array.Length;

        public readonly void Dispose()
        {
        }

        public void Reset() => _index = -1;
    }
}
