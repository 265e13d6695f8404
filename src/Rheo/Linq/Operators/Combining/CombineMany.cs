using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Zip</c> or <c>CombineLatest</c> over many sources of one type, given as an array or an enumerable: as in Rx.NET,
/// the sources are read on each subscription (a source replaced in the array, or added to a list, before subscribing
/// is the one subscribed). Reading them failing, or a null source, ends that subscription with <c>OnError</c> before
/// any source is subscribed.
/// </summary>
internal sealed class CombineMany<TSource, TResult>(IEnumerable<IObservable<TSource>> sources, Func<IList<TSource>, TResult> selector, bool zip) : Producer<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        IObservable<TSource>[] current;
        try
        {
            current = [.. sources];
        }
        catch (Exception error)
        {
            new Throw<TResult>(error).Run(subscriber);
            return;
        }

        if (Array.IndexOf(current, null) >= 0)
        {
            new Throw<TResult>(new ArgumentNullException(nameof(sources), "The sources contain null.")).Run(subscriber);
            return;
        }

        var arity = new CombineArityList<TSource, TResult>(current, selector);
        Producer<TResult> combined = zip ? new Zip<TResult>(arity) : new CombineLatest<TResult>(arity);
        combined.Run(subscriber);
    }
}
