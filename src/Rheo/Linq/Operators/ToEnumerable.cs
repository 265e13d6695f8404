using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ToEnumerable</c>: each enumeration subscribes; elements wait in an unbounded queue until pulled, and
/// <c>MoveNext</c> blocks on the enumerator's monitor while the queue is empty. Queued elements are delivered
/// before the source's error or completion. Once disposed, <c>MoveNext</c> throws <see cref="ObjectDisposedException"/>
/// (also a call blocked at the time), as in Rx.NET.
/// </summary>
internal sealed class ToEnumerable<T> : MonitorPullEnumerator<T>
{
    private readonly Queue<T> _queue = new();

    protected override bool ThrowsWhenDisposed => true;

    protected override bool Offer(T value)
    {
        _queue.Enqueue(value);
        return true;
    }

    protected override bool TryTake(out T value) => _queue.TryDequeue(out value!);

    protected override void Clear() => _queue.Clear();
}
