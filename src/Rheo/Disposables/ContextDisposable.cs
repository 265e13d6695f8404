namespace Rheo.Disposables;

/// <summary>
/// Disposes a resource on a <see cref="SynchronizationContext"/>, as in Rx.NET: the first <see cref="Dispose"/> posts
/// the disposal to the context (between <c>OperationStarted</c> and <c>OperationCompleted</c>); later calls do nothing.
/// </summary>
public sealed class ContextDisposable : ICancelable
{
    private IDisposable? _disposable;

    /// <summary>Creates the wrapper.</summary>
    /// <param name="context">The context to dispose on.</param>
    /// <param name="disposable">The resource.</param>
    /// <exception cref="ArgumentNullException"><paramref name="context"/> or <paramref name="disposable"/> is null.</exception>
    public ContextDisposable(SynchronizationContext context, IDisposable disposable)
    {
        ArgumentNullException.ThrowIfNull(context);
        ArgumentNullException.ThrowIfNull(disposable);
        Context = context;
        _disposable = disposable;
    }

    /// <summary>Gets the context the resource is disposed on.</summary>
    public SynchronizationContext Context { get; }

    /// <summary>Gets whether <see cref="Dispose"/> has been called.</summary>
    public bool IsDisposed => Volatile.Read(ref _disposable) is null;

    /// <summary>Posts the disposal of the resource to <see cref="Context"/> (the first call only).</summary>
    public void Dispose()
    {
        if (Interlocked.Exchange(ref _disposable, null) is { } disposable)
        {
            var context = Context;
            context.OperationStarted();
            context.Post(
                static state =>
                {
                    var (ctx, d) = ((SynchronizationContext, IDisposable))state!;
                    try
                    {
                        d.Dispose();
                    }
                    finally
                    {
                        ctx.OperationCompleted();
                    }
                },
                (context, disposable));
        }
    }
}
