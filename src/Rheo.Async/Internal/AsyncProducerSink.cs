namespace Rheo.Async.Internal;

/// <summary>
/// Base of sources that produce on their own (Return, Range, Create with a producer function): the sink is the
/// subscription's handle and a thread-pool work item; SubscribeAsync queues it and returns, so the sequence never
/// runs inside SubscribeAsync. Disposal sets a flag checked before every message and cancels <see cref="Token"/>.
/// </summary>
internal abstract class AsyncProducerSink<T>(IAsyncObserver<T> observer) : IAsyncDisposable, IThreadPoolWorkItem
{
    private CancellationTokenSource? _cts;
    private volatile bool _disposed;

    protected IAsyncObserver<T> Observer { get; } = observer;

    protected bool IsDisposed => _disposed;

    /// <summary>Gets a token cancelled on disposal (created on first use).</summary>
    protected CancellationToken Token
    {
        get
        {
            if (_cts is null)
            {
                var cts = new CancellationTokenSource();
                if (Interlocked.CompareExchange(ref _cts, cts, null) is not null)
                {
                    cts.Dispose();
                }
                else if (_disposed)
                {
                    cts.Cancel();
                }
            }

            return _cts!.Token;
        }
    }

    public ValueTask<IAsyncDisposable> Start()
    {
        ThreadPool.UnsafeQueueUserWorkItem(this, preferLocal: false);
        return new ValueTask<IAsyncDisposable>(this);
    }

    public void Execute() => Run();

    public ValueTask DisposeAsync()
    {
        if (!_disposed)
        {
            _disposed = true;
            try
            {
                Volatile.Read(ref _cts)?.Cancel();
            }
            catch (ObjectDisposedException)
            {
                // Cancelled and released already.
            }
        }

        return default;
    }

    /// <summary>Produces the sequence; exceptions thrown by the observer stop the producer.</summary>
    protected abstract void Run();
}
