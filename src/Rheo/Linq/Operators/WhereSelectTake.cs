using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Where(p).Select(f).Take(n)</c> as one stage: the filter, the projection and the count in one sink (one frame per
/// value instead of two). The values, the completion after the <c>n</c>-th passed value and the upstream disposal before
/// it are those of the two stages. Into a foreign observer the sink calls the observer itself (<c>Producer.RunEdge</c>).
/// </summary>
internal sealed class WhereSelectTake<TSource, TResult>(IObservable<TSource> source, Func<TSource, bool> predicate, Func<TSource, TResult> selector, int count)
    : Producer<TResult>, ITakeFusable<TResult>
{
    /// <summary>Fuses a following <c>Take</c>: the smaller count wins.</summary>
    public IObservable<TResult> CombineTake(int next) => next >= count ? this : new WhereSelectTake<TSource, TResult>(source, predicate, selector, next);

    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, predicate, selector, count);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    /// <summary>
    /// The last stage before a foreign observer: it reads <see cref="EdgeObserver{T}.IsEnded"/> before each value and
    /// guards the observer call as the edge does (see <see cref="EdgeObserver{T}"/>).
    /// </summary>
    protected override void RunEdge(EdgeObserver<TResult> edge)
    {
        var sink = new EdgeSink(edge, predicate, selector, count);
        edge.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TResult> downstream, Func<TSource, bool> predicate, Func<TSource, TResult> selector, int remaining)
        : Sink<TSource, TResult>(downstream)
    {
        public override void OnNext(TSource value)
        {
            if (remaining <= 0)
            {
                return;
            }

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

            if (--remaining > 0)
            {
                Downstream.OnNext(result);
            }
            else
            {
                Downstream.OnNext(result);
                if (!IsDisposed)
                {
                    DisposeUpstream();
                    Downstream.OnCompleted();
                }
            }
        }
    }

    private sealed class EdgeSink(EdgeObserver<TResult> edge, Func<TSource, bool> predicate, Func<TSource, TResult> selector, int remaining)
        : Sink<TSource, TResult>(edge)
    {
        private readonly IObserver<TResult> _observer = edge.Observer;

        public override void OnNext(TSource value)
        {
            if (remaining <= 0)
            {
                return;
            }

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

            var left = --remaining;
            if (!edge.IsEnded)
            {
                try
                {
                    _observer.OnNext(result);
                }
                catch
                {
                    // The user's observer failed: nothing more reaches it, and the source stops (as the edge's own guard).
                    edge.Dispose();
                    throw;
                }
            }

            if (left == 0 && !IsDisposed)
            {
                DisposeUpstream();
                edge.OnCompleted();
            }
        }
    }
}
