namespace Rheo.Diagnostics;

/// <summary>
/// A region of code whose subscriptions the <see cref="SubscriptionTracker"/> attributes to it (from
/// <see cref="SubscriptionTracker.Begin"/>): answers which of them are still live, e.g. at the end of a test or when a
/// screen closed. Scopes nest; a scope lists the subscriptions of the scopes opened inside it too.
/// </summary>
public sealed class SubscriptionTrackerScope : IDisposable
{
    private static readonly AsyncLocal<SubscriptionTrackerScope?> Flowing = new();
    private readonly SubscriptionTrackerScope? _parent;
    private int _closed;

    internal SubscriptionTrackerScope(SubscriptionTracker tracker)
    {
        Tracker = tracker;
        _parent = Flowing.Value;
        Flowing.Value = this;
    }

    /// <summary>Gets the tracker recording the subscriptions.</summary>
    public SubscriptionTracker Tracker { get; }

    /// <summary>Gets the live subscriptions made in this scope (or a scope opened inside it), oldest first.</summary>
    public IReadOnlyList<TrackedSubscription> Alive => Tracker.GetAlive().Where(s => s.IsIn(this)).ToArray();

    internal static SubscriptionTrackerScope? CurrentScope => Flowing.Value;

    /// <summary>Gets the scope this one was opened in; null for an outermost scope.</summary>
    internal SubscriptionTrackerScope? Parent => _parent;

    /// <summary>Gets whether the scope was closed.</summary>
    internal bool IsClosed => Volatile.Read(ref _closed) != 0;

    /// <summary>
    /// Closes the scope: subscriptions made afterwards are no longer attributed to it (<see cref="Alive"/> still lists
    /// those made while it was open), and tracking is switched off if nothing else keeps it on.
    /// </summary>
    public void Dispose()
    {
        if (Interlocked.Exchange(ref _closed, 1) != 0)
        {
            return;
        }

        if (Flowing.Value == this)
        {
            Flowing.Value = _parent;
        }

        SubscriptionTracker.EndScope();
    }
}
