using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>DoOnDispose</c>: runs the action once, when the subscription is disposed (mid-stream or after it
/// terminated). The sink passes messages straight through; the action runs after the upstream is disposed.
/// </summary>
/// <remarks>
/// The first subscription uses the operator object itself as its sink (as a C# iterator is its own first
/// enumerator), so the usual subscribe-once case allocates nothing beyond the operator; a later or concurrent
/// subscription gets a sink of its own. Disposing the first subscription swaps its downstream for one that
/// ignores messages, so the operator holds on to nothing of that subscription and a message racing the
/// disposal goes nowhere.
/// </remarks>
internal sealed class DoOnDispose<T>(IObservable<T> source, Action action) : Producer<T>, ISubscriber<T>, IDisposable
{
    /// <summary>Null until the first subscription claims this object, then its downstream, then <see cref="Ended"/>.</summary>
    private ISubscriber<T>? _downstream;
    private IDisposable? _upstream;

    public override void Run(ISubscriber<T> subscriber)
    {
        if (Volatile.Read(ref _downstream) is null && Interlocked.CompareExchange(ref _downstream, subscriber, null) is null)
        {
            subscriber.OnSubscribe(this);
            source.Run(this);
            return;
        }

        var sink = new Sink(subscriber, action);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    void ISubscriber<T>.OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

    void IObserver<T>.OnNext(T value) => _downstream!.OnNext(value);

    void IObserver<T>.OnError(Exception error) => _downstream!.OnError(error);

    void IObserver<T>.OnCompleted() => _downstream!.OnCompleted();

    void IDisposable.Dispose()
    {
        // The first disposal of the upstream slot is the subscription's disposal: it runs the action once.
        var upstream = Interlocked.Exchange(ref _upstream, DisposableSlot.Disposed);
        if (DisposableSlot.IsDisposed(upstream))
        {
            return;
        }

        upstream?.Dispose();
        Volatile.Write(ref _downstream, Ended.Instance);
        action();
    }

    private sealed class Sink(ISubscriber<T> downstream, Action action) : Sink<T, T>(downstream)
    {
        private Action? _action = action;

        public override void OnNext(T value) => Downstream.OnNext(value);

        public override void Dispose()
        {
            DisposeUpstream();
            Interlocked.Exchange(ref _action, null)?.Invoke();
        }
    }

    /// <summary>The downstream of the first subscription once it is disposed: ignores everything.</summary>
    private sealed class Ended : ISubscriber<T>
    {
        public static readonly Ended Instance = new();

        public void OnSubscribe(IDisposable upstream) => upstream.Dispose();

        public void OnNext(T value)
        {
        }

        public void OnError(Exception error)
        {
        }

        public void OnCompleted()
        {
        }
    }
}
