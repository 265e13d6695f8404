using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Select</c>: one sink, one frame per value; <c>Select∘Select</c> fuses into one stage.</summary>
internal sealed class Select<TSource, TResult>(IObservable<TSource> source, Func<TSource, TResult> selector) : Producer<TResult>, ISelectFusable<TResult>
{
    /// <summary>Fuses a following <c>Select</c> into this stage.</summary>
    public IObservable<TNext> CombineSelect<TNext>(Func<TResult, TNext> next) => new Select<TSource, TNext>(source, x => next(selector(x)));

    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, selector);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
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
