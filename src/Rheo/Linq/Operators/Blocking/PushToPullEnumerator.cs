using System.Collections;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The enumerator behind the push-to-pull adapters (<c>ToEnumerable</c>, <c>Latest</c>, <c>MostRecent</c>,
/// <c>Next</c>, <c>Collect</c>): the observer of the source on one side, <see cref="IEnumerator{T}"/> on the
/// other. Once <see cref="MoveNext"/> has returned false or thrown, or the enumerator was disposed, it returns
/// false; disposing it disposes the subscription (an adapter that sets <see cref="ThrowsWhenDisposed"/> throws
/// <see cref="ObjectDisposedException"/> from <see cref="MoveNext"/> once disposed instead). Blocking adapters wait on the enumerator's own monitor (no wait
/// handle is allocated) and wake a waiting <c>MoveNext</c> when disposed from another thread.
/// </summary>
/// <typeparam name="TSource">The source element type.</typeparam>
/// <typeparam name="TResult">The enumerated element type.</typeparam>
internal abstract class PushToPullEnumerator<TSource, TResult> : ISubscriber<TSource>, IEnumerator<TResult>
{
    private IDisposable? _upstream;
    private TResult _current = default!;
    private bool _finished;
    private volatile bool _disposed;

    public TResult Current => _current;

    object? IEnumerator.Current => _current;

    public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

    public abstract void OnNext(TSource value);

    public abstract void OnError(Exception error);

    public abstract void OnCompleted();

    public bool MoveNext()
    {
        ThrowIfDisposed();
        if (_finished)
        {
            return false;
        }

        bool hasValue;
        try
        {
            hasValue = TryMoveNext(out _current);
        }
        catch
        {
            _finished = true;
            DisposeUpstream();
            throw;
        }

        if (!hasValue)
        {
            _finished = true;
            DisposeUpstream();
        }

        return hasValue;
    }

    public void Reset() => throw new NotSupportedException();

    /// <summary>Unsubscribes; later calls to <see cref="MoveNext"/> return false.</summary>
    public virtual void Dispose()
    {
        _disposed = true;
        _finished = true;
        DisposeUpstream();
    }

    /// <summary>
    /// Gets whether <see cref="MoveNext"/> throws <see cref="ObjectDisposedException"/> once the enumerator was disposed
    /// (also a call blocked when it was disposed), as Rx.NET's <c>GetEnumerator</c>/<c>ToEnumerable</c> do; otherwise
    /// it returns false.
    /// </summary>
    protected virtual bool ThrowsWhenDisposed => false;

    /// <summary>Gets whether <see cref="Dispose"/> was called.</summary>
    protected bool IsDisposed => _disposed;

    /// <summary>Throws <see cref="ObjectDisposedException"/> if the enumerator was disposed and <see cref="ThrowsWhenDisposed"/> says so.</summary>
    protected void ThrowIfDisposed()
    {
        if (_disposed && ThrowsWhenDisposed)
        {
            throw new ObjectDisposedException(GetType().Name);
        }
    }

    /// <summary>Produces the next element, blocking if the adapter blocks; false at the end; throws the source's error.</summary>
    protected abstract bool TryMoveNext(out TResult current);

    protected void DisposeUpstream() => DisposableSlot.Dispose(ref _upstream);
}
