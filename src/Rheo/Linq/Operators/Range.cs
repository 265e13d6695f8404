using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Range</c>: a plain loop that checks its disposed flag before each value (queued on the current-thread
/// trampoline when subscribed while it runs user code, see <see cref="DeferredLoop"/>). A following <c>Select</c> runs in
/// the loop (<see cref="RangeSelect{TResult}"/>) and a following <c>Take</c> shortens the range.
/// </summary>
internal sealed class Range(int start, int count) : Producer<int>, IObservable<int>, ISelectFusable<int>, ITakeFusable<int>, ILoopSource<int>, ISyncSource<int>
{
    /// <summary>
    /// A foreign observer subscribed outside the trampoline's deferral, with no subscription tracker, gets the loop
    /// itself and no edge at all: the loop ends before <c>Subscribe</c> returns, so nothing can dispose the subscription
    /// meanwhile and the handle is the no-op one; an observer that throws stops the loop and its exception reaches the
    /// caller, as through the edge. Otherwise (deferred, or tracked) the ordinary subscription through the edge.
    /// </summary>
    IDisposable IObservable<int>.Subscribe(IObserver<int> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        if (CurrentThreadScheduler.DefersLoops || Diagnostics.SubscriptionTracker.Active is not null)
        {
            return Subscribe(observer);
        }

        var end = start + count;
        for (var i = start; i != end; i++)
        {
            observer.OnNext(i);
        }

        observer.OnCompleted();
        return Disposable.Empty;
    }

    public bool CanRunSync(ref int budget) => true;

    public bool RunSync(ISyncConsumer<int> consumer)
    {
        var end = start + count;
        for (var i = start; i != end; i++)
        {
            if (!consumer.Accept(i))
            {
                return false;
            }
        }

        return true;
    }

    public IObservable<TNext> CombineSelect<TNext>(Func<int, TNext> selector) => Select(selector);

    /// <summary>The <c>Select</c> that runs in this loop (also called directly by the entry point, with no generic virtual call).</summary>
    public RangeSelect<TNext> Select<TNext>(Func<int, TNext> selector) => new(start, count, selector);

    public IObservable<int> CombineTake(int take) => take >= count ? this : new Range(start, take);

    public override void Run(ISubscriber<int> subscriber)
    {
        var token = LoopToken.Subscribe(subscriber);
        if (!DeferredLoop.TryDefer(this, subscriber, token))
        {
            Loop(subscriber, token);
        }
    }

    public void Loop(ISubscriber<int> subscriber, LoopToken token)
    {
        var end = start + count;
        for (var i = start; i != end; i++)
        {
            if (token.IsDisposed)
            {
                return;
            }

            subscriber.OnNext(i);
        }

        if (!token.IsDisposed)
        {
            subscriber.OnCompleted();
        }
    }
}

/// <summary>
/// <c>Range(start, count).Select(selector)</c> as one loop: the selector is called in the source, so each value
/// costs one call less and the subscription one sink less. A throwing selector stops the loop and becomes
/// <c>OnError</c>. A following <c>Take</c> shortens the range (the selector is never called past it either way).
/// </summary>
/// <typeparam name="TResult">The element type.</typeparam>
internal sealed class RangeSelect<TResult>(int start, int count, Func<int, TResult> selector) : Producer<TResult>, IObservable<TResult>, ISelectFusable<TResult>, ITakeFusable<TResult>, ILoopSource<TResult>, ISyncSource<TResult>
{
    /// <summary>As in <c>Range</c>: the loop itself and no edge; a throwing selector is the observer's <c>OnError</c>.</summary>
    IDisposable IObservable<TResult>.Subscribe(IObserver<TResult> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        if (CurrentThreadScheduler.DefersLoops || Diagnostics.SubscriptionTracker.Active is not null)
        {
            return Subscribe(observer);
        }

        var end = start + count;
        for (var i = start; i != end; i++)
        {
            TResult result;
            try
            {
                result = selector(i);
            }
            catch (Exception error)
            {
                observer.OnError(error);
                return Disposable.Empty;
            }

            observer.OnNext(result);
        }

        observer.OnCompleted();
        return Disposable.Empty;
    }

    public bool CanRunSync(ref int budget) => true;

    public bool RunSync(ISyncConsumer<TResult> consumer)
    {
        var end = start + count;
        for (var i = start; i != end; i++)
        {
            if (!consumer.Accept(selector(i)))
            {
                return false;
            }
        }

        return true;
    }

    public IObservable<TNext> CombineSelect<TNext>(Func<TResult, TNext> next) => new RangeSelect<TNext>(start, count, x => next(selector(x)));

    public IObservable<TResult> CombineTake(int take) => take >= count ? this : new RangeSelect<TResult>(start, take, selector);

    public override void Run(ISubscriber<TResult> subscriber)
    {
        var token = LoopToken.Subscribe(subscriber);
        if (!DeferredLoop.TryDefer(this, subscriber, token))
        {
            Loop(subscriber, token);
        }
    }

    public void Loop(ISubscriber<TResult> subscriber, LoopToken token)
    {
        var end = start + count;
        for (var i = start; i != end; i++)
        {
            if (token.IsDisposed)
            {
                return;
            }

            TResult result;
            try
            {
                result = selector(i);
            }
            catch (Exception error)
            {
                subscriber.OnError(error);
                return;
            }

            subscriber.OnNext(result);
        }

        if (!token.IsDisposed)
        {
            subscriber.OnCompleted();
        }
    }
}
