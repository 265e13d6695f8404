namespace Rheo.Internal;

/// <summary>
/// Rheo's observer on a foreign <see cref="IObservable{T}"/>: the safety edge through which a foreign source enters
/// a Rheo chain. It hands the Rheo sink a handle before subscribing, enforces the grammar, and turns a throwing
/// <c>Subscribe</c> into <c>OnError</c>. It lets the source go when the source ends, unless it was subscribed with
/// <c>releaseOnEnd: false</c>: then the subscription lasts until the sink disposes it (as Rx.NET's operators that
/// keep an ended source until their own end, e.g. <c>SequenceEqual</c>).
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class ForeignSourceObserver<T> : IObserver<T>, IDisposable
{
    private readonly ISubscriber<T> _downstream;
    private readonly bool _releaseOnEnd;
    private IDisposable? _upstream;
    private int _done;

    private ForeignSourceObserver(ISubscriber<T> downstream, bool releaseOnEnd)
    {
        _downstream = downstream;
        _releaseOnEnd = releaseOnEnd;
    }

    public static void Subscribe(IObservable<T> source, ISubscriber<T> subscriber, bool releaseOnEnd = true)
    {
        var edge = new ForeignSourceObserver<T>(subscriber, releaseOnEnd);
        subscriber.OnSubscribe(edge);
        IDisposable upstream;
        try
        {
            upstream = source.Subscribe(edge);
        }
        catch (Exception error)
        {
            edge.OnError(error);
            return;
        }

        DisposableSlot.TrySetOnce(ref edge._upstream, upstream);
    }

    public void OnNext(T value)
    {
        if (Volatile.Read(ref _done) == 0)
        {
            _downstream.OnNext(value);
        }
    }

    public void OnError(Exception error)
    {
        if (Interlocked.Exchange(ref _done, 1) == 0)
        {
            _downstream.OnError(error);
            if (_releaseOnEnd)
            {
                DisposableSlot.Dispose(ref _upstream);
            }
        }
    }

    public void OnCompleted()
    {
        if (Interlocked.Exchange(ref _done, 1) == 0)
        {
            _downstream.OnCompleted();
            if (_releaseOnEnd)
            {
                DisposableSlot.Dispose(ref _upstream);
            }
        }
    }

    public void Dispose()
    {
        Volatile.Write(ref _done, 1);
        DisposableSlot.Dispose(ref _upstream);
    }
}
