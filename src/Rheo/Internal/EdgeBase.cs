namespace Rheo.Internal;

/// <summary>
/// The end of a Rheo chain where user code observes: it enforces the grammar (nothing after a terminal
/// message or after <see cref="Dispose"/>) and disposes the subscription after a terminal message.
/// It is the only wrapper in a chain; operators between source and edge trust each other.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal abstract class EdgeBase<T> : UpstreamHolder, ISubscriber<T>, IDisposable
{
    /// <summary>
    /// The tracked subscription and the cancellation registration, in one object made only when either is used: an
    /// edge without them is 16 bytes smaller (the registration alone is a 16-byte struct).
    /// </summary>
    private Extras? _extras;
    private int _done;

    /// <summary>
    /// Records this subscription to <paramref name="source"/> with the enabled <see cref="Diagnostics.SubscriptionTracker"/>
    /// (called before subscribing); while tracking is off it costs one static read.
    /// </summary>
    public void Track(object source)
    {
        if (Diagnostics.SubscriptionTracker.Active is { } tracker)
        {
            (_extras ??= new Extras()).Tracked = tracker.Add(source.GetType(), null);
        }
    }

    /// <summary>Ties the subscription to a token; the registration is released when the subscription ends.</summary>
    public void DisposeWhenCanceled(CancellationToken token)
    {
        // Called before subscribing, on the subscribing thread (as Track): the extras are in place before the
        // token's callback or a terminal message can read them.
        var extras = _extras ??= new Extras();
        extras.Registration = token.Register(static state => ((IDisposable)state!).Dispose(), this);
        if (Volatile.Read(ref _done) != 0)
        {
            extras.Registration.Dispose();
        }
    }

    /// <summary>
    /// Forwards a value unless the subscription ended. Each edge implements it itself (calling its target
    /// directly, inside a guard that disposes the subscription if the user's handler throws), so a value
    /// costs the interface call into the edge and the call into user code, and no virtual hop between.
    /// </summary>
    public abstract void OnNext(T value);

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
        DisposeUpstream();
        ReleaseExtras();
    }

    private void ReleaseExtras()
    {
        if (_extras is { } extras)
        {
            extras.Registration.Dispose();
            if (extras.Tracked is not null)
            {
                Interlocked.Exchange(ref extras.Tracked, null)?.Remove();
            }
        }
    }

    /// <summary>Gets whether the subscription ended (terminal message or dispose): values are dropped.</summary>
    protected bool IsDone => Volatile.Read(ref _done) != 0;

    protected abstract void Error(Exception error);

    protected abstract void Completed();

    /// <summary>What an edge keeps only when subscribed with a token or while subscriptions are tracked.</summary>
    private sealed class Extras
    {
        public Diagnostics.TrackedSubscription? Tracked;
        public CancellationTokenRegistration Registration;
    }
}
