using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>The fused stage of <c>Where(p).Select(f)</c>: one sink and one frame instead of two.</summary>
internal sealed class WhereSelect<TSource, TResult>(IObservable<TSource> source, Func<TSource, bool> predicate, Func<TSource, TResult> selector) : Producer<TResult>, ISelectFusable<TResult>, ITakeFusable<TResult>, ISyncSource<TResult>
{
    public bool CanRunSync(ref int budget) => SyncSource.CanRun(source, ref budget);

    public bool RunSync(ISyncConsumer<TResult> consumer) => SyncSource.Run(source, new WhereSelectConsumer(consumer, predicate, selector));

    /// <summary>Fuses a following <c>Take</c> into this stage (<see cref="WhereSelectTake{TSource, TResult}"/>).</summary>
    public IObservable<TResult> CombineTake(int count) => new WhereSelectTake<TSource, TResult>(source, predicate, selector, count);

    /// <summary>Fuses a following <c>Select</c> into this stage.</summary>
    public IObservable<TNext> CombineSelect<TNext>(Func<TResult, TNext> next) => new WhereSelect<TSource, TNext>(source, predicate, x => next(selector(x)));

    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, predicate, selector);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class WhereSelectConsumer(ISyncConsumer<TResult> downstream, Func<TSource, bool> predicate, Func<TSource, TResult> selector) : ISyncConsumer<TSource>
    {
        public bool Accept(TSource value) => !predicate(value) || downstream.Accept(selector(value));
    }

    private sealed class Sink(ISubscriber<TResult> downstream, Func<TSource, bool> predicate, Func<TSource, TResult> selector) : Sink<TSource, TResult>(downstream)
    {
        public override void OnNext(TSource value)
        {
            TResult result;
            try
            {
                if (!predicate(value))
                {
                    return;
                }

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
