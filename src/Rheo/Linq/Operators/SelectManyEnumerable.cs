using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>SelectMany</c> over enumerables: each outer value's sequence is enumerated synchronously, inside the outer
/// <c>OnNext</c>, checking the disposed flag between items, so no serialization is needed.
/// </summary>
internal sealed class SelectManyEnumerable<TSource, TCollection, TResult>(
    IObservable<TSource> source,
    Func<TSource, int, IEnumerable<TCollection>> collectionSelector,
    Func<TSource, int, TCollection, int, TResult> resultSelector) : Producer<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, collectionSelector, resultSelector);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(
        ISubscriber<TResult> downstream,
        Func<TSource, int, IEnumerable<TCollection>> collectionSelector,
        Func<TSource, int, TCollection, int, TResult> resultSelector) : Sink<TSource, TResult>(downstream)
    {
        private int _index;

        public override void OnNext(TSource value)
        {
            var sourceIndex = checked(_index++);
            IEnumerator<TCollection> items;
            try
            {
                items = collectionSelector(value, sourceIndex).GetEnumerator();
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

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

                        result = resultSelector(value, sourceIndex, items.Current, itemIndex++);
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
                DisposeEnumerator(items, failed);
            }
        }

        private void DisposeEnumerator(IEnumerator<TCollection> items, bool failed)
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
}
