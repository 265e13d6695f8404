using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The sink of the operators where a second sequence, <c>other</c>, decides what happens to the source (<c>TakeUntil</c>,
/// <c>SkipUntil</c>): the source's handle and <c>other</c>'s, and the <see cref="HalfSerializer"/> where the two meet
/// (no lock, no allocation and no interlocked instruction per value; a terminal message from <c>other</c> pays one
/// process-wide barrier). The source's terminal messages dispose <c>other</c>; an error of <c>other</c> disposes both
/// and fails the sequence; completion of <c>other</c> only drops its handle. A subclass says what a value of the source
/// (<see cref="OnNext"/>) and the first value of <c>other</c> (<see cref="OtherNext"/>) do.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal abstract class UntilSink<T>(ISubscriber<T> downstream) : ISubscriber<T>, IDisposable
{
    /// <summary>The downstream subscriber: send values through <c>HalfSerializer.Next</c> with <see cref="State"/>.</summary>
    protected readonly ISubscriber<T> Downstream = downstream;

    /// <summary>Where the source's and <c>other</c>'s messages meet.</summary>
    protected HalfSerializerState State;

    private IDisposable? _other;
    private IDisposable? _upstream;

    /// <summary>
    /// Hands the downstream its handle (this sink), then subscribes <paramref name="other"/> first and the source unless
    /// <c>other</c> already ended the sequence (a synchronous signal skips the source).
    /// </summary>
    public void Run<TOther>(IObservable<T> source, IObservable<TOther> other)
    {
        Downstream.OnSubscribe(this);
        other.Run(new OtherSubscriber<TOther>(this));
        if (HalfSerializer.IsTerminated(ref State))
        {
            return;
        }

        if (!EntersForeignSources || source is IProducer<T>)
        {
            source.Run(this);
            return;
        }

        // A foreign source gets this sink itself as its observer: no ForeignSourceObserver frame per value. The sink
        // keeps that edge's rules: its handle is with the downstream before the source runs; nothing passes after a
        // terminal message or after Dispose (HalfSerializer's state, read per value anyway, records both); a throwing
        // Subscribe is OnError; the source's terminal message disposes its subscription.
        IDisposable upstream;
        try
        {
            upstream = source.Subscribe(this);
        }
        catch (Exception error)
        {
            OnError(error);
            return;
        }

        DisposableSlot.TrySetOnce(ref _upstream, upstream);
    }

    public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

    public abstract void OnNext(T value);

    public void OnError(Exception error)
    {
        DisposableSlot.Dispose(ref _other);
        HalfSerializer.ErrorFromValueThread(Downstream, error, ref State);
        DisposeForeignSource();
    }

    public virtual void OnCompleted()
    {
        DisposableSlot.Dispose(ref _other);
        HalfSerializer.CompleteFromValueThread(Downstream, ref State);
        DisposeForeignSource();
    }

    /// <summary>The downstream lets go: both handles are disposed, and nothing more is sent (values still on their way included).</summary>
    public void Dispose()
    {
        HalfSerializer.Silence(ref State);
        DisposeHandles();
    }

    /// <summary>
    /// Whether a foreign source (not a Rheo producer) is subscribed with this sink as its observer, without a
    /// <c>ForeignSourceObserver</c> between (see <see cref="Run{TOther}"/>). A subclass that says yes must let nothing
    /// through once <see cref="State"/> holds a terminal message: its values go through <c>HalfSerializer.Next</c>.
    /// </summary>
    protected virtual bool EntersForeignSources => false;

    /// <summary>Disposes the source's and <c>other</c>'s handles (the sequence itself ends through <see cref="State"/>).</summary>
    protected void DisposeHandles()
    {
        DisposableSlot.Dispose(ref _other);
        DisposableSlot.Dispose(ref _upstream);
    }

    /// <summary>What a value of <c>other</c> does.</summary>
    protected abstract void OtherNext();

    /// <summary>Stops listening to the source (its handle is disposed; <c>other</c> keeps running).</summary>
    protected void DisposeSource() => DisposableSlot.Dispose(ref _upstream);

    /// <summary>Stops listening to <c>other</c> (its handle is disposed; the source keeps running).</summary>
    protected void DisposeOther() => DisposableSlot.Dispose(ref _other);

    private void OtherError(Exception error)
    {
        DisposeHandles();
        HalfSerializer.ErrorFromOther(Downstream, error, ref State);
    }

    /// <summary>A foreign source's subscription ends with its terminal message, as behind a <c>ForeignSourceObserver</c>.</summary>
    private void DisposeForeignSource()
    {
        if (EntersForeignSources)
        {
            DisposableSlot.Dispose(ref _upstream);
        }
    }

    private sealed class OtherSubscriber<TOther>(UntilSink<T> parent) : ISubscriber<TOther>
    {
        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref parent._other, upstream);

        public void OnNext(TOther value) => parent.OtherNext();

        public void OnError(Exception error) => parent.OtherError(error);

        public void OnCompleted() => parent.DisposeOther();
    }
}
