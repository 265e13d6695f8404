namespace Rheo.Internal;

/// <summary>
/// Rheo's observer on a foreign <see cref="IObservable{T}"/>: the safety edge through which a foreign source enters
/// a Rheo chain. It hands the Rheo sink a handle before subscribing, enforces the grammar, and turns a throwing
/// <c>Subscribe</c> into <c>OnError</c>. After a terminal message it disposes the foreign subscription itself, unless the
/// subscriber asked to dispose it (<see cref="SubscribeLeavingDisposal"/>: an operator that lets its source go later, as
/// <c>ObserveOn</c> and <c>SubscribeOn</c> do in Rx.NET).
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class ForeignSourceObserver<T> : IObserver<T>, IDisposable
{
    private readonly ISubscriber<T> _downstream;
    private readonly bool _disposeOnTerminal;
    private IDisposable? _upstream;
    private int _done;

    private ForeignSourceObserver(ISubscriber<T> downstream, bool disposeOnTerminal)
    {
        _downstream = downstream;
        _disposeOnTerminal = disposeOnTerminal;
    }

    public static void Subscribe(IObservable<T> source, ISubscriber<T> subscriber) => Subscribe(source, subscriber, true);

    /// <summary>
    /// Like <see cref="Subscribe(IObservable{T}, ISubscriber{T})"/>, but a terminal message leaves the foreign
    /// subscription to the subscriber, which disposes its handle when it lets the source go.
    /// </summary>
    public static void SubscribeLeavingDisposal(IObservable<T> source, ISubscriber<T> subscriber) => Subscribe(source, subscriber, false);

    private static void Subscribe(IObservable<T> source, ISubscriber<T> subscriber, bool disposeOnTerminal)
    {
        var edge = new ForeignSourceObserver<T>(subscriber, disposeOnTerminal);
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
            if (_disposeOnTerminal)
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
            if (_disposeOnTerminal)
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
