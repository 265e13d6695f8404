using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Subjects;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ManySelect</c>: for each source value, calls the selector with the sequence that starts at that value (the value,
/// then every later value of the source, then its terminal message) and emits the result; results go out through
/// <c>ObserveOn(scheduler)</c>. Each per-value sequence is a <see cref="ManySelectChain{T}"/>: the value, then a link
/// to the next chain set when the next value arrives (or to an empty or failing sequence at the source's end).
/// </summary>
internal static class ManySelect
{
    public static IObservable<TResult> Create<TSource, TResult>(IObservable<TSource> source, Func<IObservable<TSource>, TResult> selector, IScheduler scheduler) =>
        Observable.Defer(() =>
        {
            ManySelectChain<TSource>? chain = null;
            return source
                .Select(value =>
                {
                    var current = new ManySelectChain<TSource>(value);
                    chain?.Link(current);
                    chain = current;
                    return (IObservable<TSource>)current;
                })
                .Do(static _ => { }, error => chain?.Link(Observable.Throw<TSource>(error)), () => chain?.Link(Observable.Empty<TSource>()))
                .ObserveOn(scheduler)
                .Select(selector);
        });
}

/// <summary>
/// One link of <c>ManySelect</c>'s sequences: a subscriber gets the head value (from a <see cref="CurrentThreadScheduler"/>
/// step, so nested subscriptions do not grow the stack), then whatever the next link sends.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class ManySelectChain<T>(T head) : IObservable<T>
{
    private readonly AsyncSubject<IObservable<T>> _tail = new();

    public void Link(IObservable<T> next)
    {
        _tail.OnNext(next);
        _tail.OnCompleted();
    }

    public IDisposable Subscribe(IObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        var group = new CompositeDisposable();
        group.Add(Scheduler.CurrentThread.Schedule((observer, group, chain: this), static (_, s) =>
        {
            s.observer.OnNext(s.chain.Head);
            s.group.Add(s.chain._tail.Merge().Subscribe(s.observer));
            return Disposable.Empty;
        }));
        return group;
    }

    private T Head => head;
}
