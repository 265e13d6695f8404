using System.Collections.Concurrent;
using System.Diagnostics;

namespace Rheo.Diagnostics;

/// <summary>
/// Records every live subscription of Rheo observables while enabled: each subscription a user makes to a Rheo
/// observable or subject (with the type of the observable subscribed) and each subscription of a
/// <see cref="ObservableDiagnostics.Tag{T}"/> stage (with its name). A subscription is live from <c>Subscribe</c> until it
/// is disposed or its terminal message was delivered; one still listed after the code that made it is done is a leak.
/// </summary>
/// <remarks>
/// <para>Off by default. While off, subscribing costs one read of a static field and nothing else; values never pass
/// through the tracker in either state.</para>
/// <para>The registry is an instance. The static state is one reference to the enabled instance (null while off),
/// created on demand by <see cref="Enable"/> or <see cref="Begin"/>: a host that loads the assembly again (hot reload,
/// a plugin context) starts with tracking off and enables it again, and a subscription always removes itself from the
/// instance that recorded it, also after tracking was switched off.</para>
/// <para>Thread-safe: subscriptions may be added and removed on any thread while others list them.</para>
/// </remarks>
public sealed class SubscriptionTracker
{
    private static readonly Lock Gate = new();
    private static SubscriptionTracker? s_active;
    private static SubscriptionTracker? s_last;
    private static bool s_enabledExplicitly;
    private static int s_scopes;

    private readonly ConcurrentDictionary<long, TrackedSubscription> _alive = new();
    private long _lastId;
    private long _ended;
    private volatile bool _captureStackTraces;
    private volatile bool _recordAll;

    private SubscriptionTracker()
    {
    }

    /// <summary>Raised on the subscribing thread after a subscription was recorded.</summary>
    public event EventHandler<TrackedSubscription>? Added;

    /// <summary>Raised on the ending thread after a subscription ended (disposed, or its terminal message delivered).</summary>
    public event EventHandler<TrackedSubscription>? Removed;

    /// <summary>Gets the enabled tracker; null while tracking is off.</summary>
    public static SubscriptionTracker? Current => Volatile.Read(ref s_active);

    /// <summary>Gets whether tracking is on.</summary>
    public static bool IsEnabled => Volatile.Read(ref s_active) is not null;

    /// <summary>The hook read once per subscription: the enabled tracker, or null.</summary>
    internal static SubscriptionTracker? Active => Volatile.Read(ref s_active);

    /// <summary>
    /// Gets or sets whether a subscription records the stack trace that created it (<see cref="TrackedSubscription.StackTrace"/>).
    /// Capturing costs microseconds per subscription; off unless asked for.
    /// </summary>
    public bool CaptureStackTraces
    {
        get => _captureStackTraces;
        set => _captureStackTraces = value;
    }

    /// <summary>Gets the number of live subscriptions recorded.</summary>
    public int Count => _alive.Count;

    /// <summary>Gets the number of subscriptions recorded since this tracker was created.</summary>
    public long CreatedCount => Interlocked.Read(ref _lastId);

    /// <summary>Gets the number of recorded subscriptions that ended.</summary>
    public long EndedCount => Interlocked.Read(ref _ended);

    /// <summary>
    /// Turns tracking on for every subscription until <see cref="Disable"/> and returns the tracker. The instance enabled before, if any, is
    /// enabled again, so subscriptions recorded earlier stay listed.
    /// </summary>
    /// <param name="captureStackTraces">Whether subscriptions record the stack trace that created them (only switches it on).</param>
    /// <returns>The enabled tracker.</returns>
    public static SubscriptionTracker Enable(bool captureStackTraces = false)
    {
        lock (Gate)
        {
            s_enabledExplicitly = true;
            var tracker = Activate(captureStackTraces);
            tracker._recordAll = true;
            return tracker;
        }
    }

    /// <summary>
    /// Turns tracking off, except in open <see cref="SubscriptionTrackerScope"/>s (it is switched off when the last one
    /// closes). Subscriptions already recorded still remove themselves when they end.
    /// </summary>
    public static void Disable()
    {
        lock (Gate)
        {
            s_enabledExplicitly = false;
            if (s_active is { } tracker)
            {
                tracker._recordAll = false;
            }

            if (s_scopes == 0)
            {
                Volatile.Write(ref s_active, null);
            }
        }
    }

    /// <summary>
    /// Opens a scope: while it is open, the subscriptions made in it are recorded, and
    /// <see cref="SubscriptionTrackerScope.Alive"/> lists those still live. "In it" means on this thread and in work that
    /// flows from it (tasks, awaits, timers: the scope flows with the <see cref="ExecutionContext"/>), so scopes of tests
    /// running in parallel do not see each other's. Subscriptions made outside every scope are recorded only while
    /// tracking was turned on with <see cref="Enable"/>.
    /// </summary>
    /// <param name="captureStackTraces">Whether subscriptions record the stack trace that created them (only switches it on).</param>
    /// <returns>The scope; dispose it to close it.</returns>
    public static SubscriptionTrackerScope Begin(bool captureStackTraces = false)
    {
        SubscriptionTracker tracker;
        lock (Gate)
        {
            s_scopes++;
            tracker = Activate(captureStackTraces);
        }

        return new SubscriptionTrackerScope(tracker);
    }

    /// <summary>Lists the live subscriptions, oldest first (a snapshot).</summary>
    /// <returns>The live subscriptions.</returns>
    public IReadOnlyList<TrackedSubscription> GetAlive()
    {
        var alive = _alive.Values.ToArray();
        Array.Sort(alive, static (a, b) => a.Id.CompareTo(b.Id));
        return alive;
    }

    internal static void EndScope()
    {
        lock (Gate)
        {
            s_scopes--;
            if (s_scopes == 0 && !s_enabledExplicitly)
            {
                Volatile.Write(ref s_active, null);
            }
        }
    }

    /// <summary>
    /// Records a subscription to an observable of <paramref name="operatorType"/> (a tagged stage when
    /// <paramref name="tag"/> is set); null when it is made outside every scope and only scopes keep tracking on.
    /// </summary>
    internal TrackedSubscription? Add(Type operatorType, string? tag)
    {
        var scope = SubscriptionTrackerScope.CurrentScope;
        while (scope is { IsClosed: true })
        {
            scope = scope.Parent;
        }

        if (scope is null && !_recordAll)
        {
            return null;
        }

        var id = Interlocked.Increment(ref _lastId);
        var stackTrace = _captureStackTraces ? new StackTrace(2, fNeedFileInfo: true) : null;
        var subscription = new TrackedSubscription(this, id, operatorType, tag, stackTrace, scope);
        _alive[id] = subscription;
        RheoTelemetry.SubscriptionCreated(subscription);
        Added?.Invoke(this, subscription);
        return subscription;
    }

    internal void Remove(TrackedSubscription subscription)
    {
        if (_alive.TryRemove(subscription.Id, out _))
        {
            Interlocked.Increment(ref _ended);
            RheoTelemetry.SubscriptionEnded(subscription);
            Removed?.Invoke(this, subscription);
        }
    }

    private static SubscriptionTracker Activate(bool captureStackTraces)
    {
        var tracker = s_active ?? s_last ?? new SubscriptionTracker();
        s_last = tracker;
        if (captureStackTraces)
        {
            tracker.CaptureStackTraces = true;
        }

        Volatile.Write(ref s_active, tracker);
        return tracker;
    }
}
