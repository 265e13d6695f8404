using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Where</c>: one sink, one frame per value; <c>Where∘Where</c> fuses into one stage.</summary>
internal sealed class Where<T>(IObservable<T> source, Func<T, bool> predicate) : Producer<T>, ISelectFusable<T>
{
    /// <summary>Fuses a following <c>Where</c> into this stage.</summary>
    public Where<T> Combine(Func<T, bool> next) => new(source, x => predicate(x) && next(x));

    /// <summary>Fuses a following <c>Select</c> into one stage.</summary>
    public IObservable<TResult> CombineSelect<TResult>(Func<T, TResult> selector) => new WhereSelect<T, TResult>(source, predicate, selector);

    public override void Run(ISubscriber<T> subscriber)
    {
        if (!source.IsRheo())
        {
            var foreign = new ForeignSink(subscriber, predicate);
            subscriber.OnSubscribe(foreign);
            foreign.Subscribe(source);
            return;
        }

        var sink = new Sink(subscriber, predicate);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private class Sink(ISubscriber<T> downstream, Func<T, bool> predicate) : Sink<T, T>(downstream)
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

    /// <summary>
    /// The sink on a foreign source, which calls it directly (<c>Sink.SubscribeForeign</c>): values stop once the slot is
    /// disposed or a terminal message came, and the source's subscription is disposed after its terminal message.
    /// </summary>
    private sealed class ForeignSink(ISubscriber<T> downstream, Func<T, bool> predicate) : Sink(downstream, predicate)
    {
        public void Subscribe(IObservable<T> source) => SubscribeForeign(source);

        public override void OnNext(T value)
        {
            if (!IsDisposed)
            {
                base.OnNext(value);
            }
        }

        public override void OnError(Exception error) => ErrorFromForeign(error);

        public override void OnCompleted() => CompletedFromForeign();
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
