using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Select</c>: one sink, one frame per value; <c>Select∘Select</c> fuses into one stage, and a following
/// <c>Sum</c>, <c>Min</c> or <c>Max</c> takes the selector as its own (one sink for both).
/// </summary>
internal sealed class Select<TSource, TResult>(IObservable<TSource> source, Func<TSource, TResult> selector) : Producer<TResult>, ISelectFusable<TResult>, IAggregateFusable<TResult>, ISyncSource<TResult>
{
    public bool CanRunSync(ref int budget) => SyncSource.CanRun(source, ref budget);

    public bool RunSync(ISyncConsumer<TResult> consumer) => SyncSource.Run(source, new SelectConsumer(consumer, selector));

    /// <summary>A following <c>Sum</c> takes the selector: <c>Select(f).Sum()</c> is <c>Sum(f)</c>.</summary>
    public IObservable<TResult>? FuseSum() => AggregateFusion.SumOfSelect(source, selector);

    /// <summary>A following <c>Min</c> or <c>Max</c> takes the selector.</summary>
    public IObservable<TResult> FuseMinMax(IComparer<TResult>? comparer, bool max) => new MinMax<TSource, SelectorProjection<TSource, TResult>, TResult>(source, new(selector), comparer, max);

    /// <summary>Fuses a following <c>Select</c> into this stage.</summary>
    public IObservable<TNext> CombineSelect<TNext>(Func<TResult, TNext> next) => new Select<TSource, TNext>(source, x => next(selector(x)));

    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, selector);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class SelectConsumer(ISyncConsumer<TResult> downstream, Func<TSource, TResult> selector) : ISyncConsumer<TSource>
    {
        public bool Accept(TSource value) => downstream.Accept(selector(value));
    }

    private sealed class Sink(ISubscriber<TResult> downstream, Func<TSource, TResult> selector) : Sink<TSource, TResult>(downstream)
    {
        public override void OnNext(TSource value)
        {
            TResult result;
            try
            {
                result = selector(value);
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            Downstream.OnNext(result);
        }
    }
}

/// <summary><c>Select</c> with the element's index.</summary>
internal sealed class SelectIndexed<TSource, TResult>(IObservable<TSource> source, Func<TSource, int, TResult> selector) : Producer<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, selector);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TResult> downstream, Func<TSource, int, TResult> selector) : Sink<TSource, TResult>(downstream)
    {
        private int _index;

        public override void OnNext(TSource value)
        {
            TResult result;
            try
            {
                result = selector(value, checked(_index++));
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            Downstream.OnNext(result);
        }
    }
}
