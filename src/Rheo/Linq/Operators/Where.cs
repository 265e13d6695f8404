using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Where</c>: one sink, one frame per value; <c>Where∘Where</c> fuses into one stage.</summary>
internal sealed class Where<T>(IObservable<T> source, Func<T, bool> predicate) : Producer<T>, ISelectFusable<T>, ISyncSource<T>
{
    public bool CanRunSync(ref int budget) => SyncSource.CanRun(source, ref budget);

    public bool RunSync(ISyncConsumer<T> consumer) => SyncSource.Run(source, new WhereConsumer(consumer, predicate));

    /// <summary>Fuses a following <c>Where</c> into this stage.</summary>
    public Where<T> Combine(Func<T, bool> next) => new(source, x => predicate(x) && next(x));

    /// <summary>Fuses a following <c>Select</c> into one stage.</summary>
    public IObservable<TResult> CombineSelect<TResult>(Func<T, TResult> selector) => new WhereSelect<T, TResult>(source, predicate, selector);

    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, predicate);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class WhereConsumer(ISyncConsumer<T> downstream, Func<T, bool> predicate) : ISyncConsumer<T>
    {
        public bool Accept(T value) => !predicate(value) || downstream.Accept(value);
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, bool> predicate) : Sink<T, T>(downstream)
    {
        public override void OnNext(T value)
        {
            bool pass;
            try
            {
                pass = predicate(value);
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            if (pass)
            {
                Downstream.OnNext(value);
            }
        }
    }
}

/// <summary><c>Where</c> with the element's index.</summary>
internal sealed class WhereIndexed<T>(IObservable<T> source, Func<T, int, bool> predicate) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, predicate);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, int, bool> predicate) : Sink<T, T>(downstream)
    {
        private int _index;
        public override void OnNext(T value)
        {
            bool pass;
            try
            {
                pass = predicate(value, checked(_index++));
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            if (pass)
            {
                Downstream.OnNext(value);
            }
        }
    }
}
