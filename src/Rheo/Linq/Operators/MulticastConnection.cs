using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The subscription of a shared source to its subject: it forwards every message to the subject, and
/// disposing it disposes the source subscription (stopping a synchronous source mid-loop).
/// </summary>
internal sealed class MulticastConnection<T>(IObserver<T> subject) : ISubscriber<T>, IDisposable
{
    private IDisposable? _upstream;

    public bool IsDisposed => DisposableSlot.IsDisposed(Volatile.Read(ref _upstream));

    public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref _upstream, upstream);

    public void OnNext(T value) => subject.OnNext(value);

    public void OnError(Exception error) => subject.OnError(error);

    public void OnCompleted() => subject.OnCompleted();

    public void Dispose() => DisposableSlot.Dispose(ref _upstream);
}
