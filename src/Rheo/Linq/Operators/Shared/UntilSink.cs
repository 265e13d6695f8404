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
        if (!HalfSerializer.IsTerminated(ref State))
        {
            source.Run(this);
        }
    }

    public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

    public abstract void OnNext(T value);

    public void OnError(Exception error)
    {
        DisposableSlot.Dispose(ref _other);
        HalfSerializer.ErrorFromValueThread(Downstream, error, ref State);
    }

    public virtual void OnCompleted()
    {
        DisposableSlot.Dispose(ref _other);
        HalfSerializer.CompleteFromValueThread(Downstream, ref State);
    }

    public void Dispose()
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
        Dispose();
        HalfSerializer.ErrorFromOther(Downstream, error, ref State);
    }

    private sealed class OtherSubscriber<TOther>(UntilSink<T> parent) : ISubscriber<TOther>
    {
        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref parent._other, upstream);

        public void OnNext(TOther value) => parent.OtherNext();

        public void OnError(Exception error) => parent.OtherError(error);

        public void OnCompleted() => parent.DisposeOther();
    }
}
