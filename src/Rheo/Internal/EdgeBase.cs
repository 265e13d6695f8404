namespace Rheo.Internal;

/// <summary>
/// The end of a Rheo chain where user code observes: it enforces the grammar (nothing after a terminal
/// message or after <see cref="Dispose"/>) and disposes the subscription after a terminal message.
/// It is the only wrapper in a chain; operators between source and edge trust each other.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal abstract class EdgeBase<T> : ISubscriber<T>, IDisposable
{
    private IDisposable? _upstream;
    private CancellationTokenRegistration _registration;
    private int _done;

    /// <summary>Ties the subscription to a token; the registration is released when the subscription ends.</summary>
    public void DisposeWhenCanceled(CancellationToken token)
    {
        _registration = token.Register(static state => ((IDisposable)state!).Dispose(), this);
        if (Volatile.Read(ref _done) != 0)
        {
            _registration.Dispose();
        }
    }

    public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

    public void OnNext(T value)
    {
        if (Volatile.Read(ref _done) != 0)
        {
            return;
        }

        try
        {
            Next(value);
        }
        catch
        {
            // The user's handler failed: nothing more reaches it, and the source stops.
            Dispose();
            throw;
        }
    }

    public void OnError(Exception error)
    {
        if (Interlocked.Exchange(ref _done, 1) == 0)
        {
            try
            {
                Error(error);
            }
            finally
            {
                Release();
            }
        }
    }

    public void OnCompleted()
    {
        if (Interlocked.Exchange(ref _done, 1) == 0)
        {
            try
            {
                Completed();
            }
            finally
            {
                Release();
            }
        }
    }

    public void Dispose()
    {
        Volatile.Write(ref _done, 1);
        Release();
    }

    private void Release()
    {
        DisposableSlot.Dispose(ref _upstream);
        _registration.Dispose();
    }

    protected abstract void Next(T value);

    protected abstract void Error(Exception error);

    protected abstract void Completed();
}
