using Rheo.Internal;

namespace Rheo.Concurrency;

/// <summary>
/// A work item with a due time, ordered by that due time. Canceling it before it runs prevents it from
/// running; canceling it after it ran disposes what its action returned.
/// </summary>
/// <typeparam name="TAbsolute">The type of absolute time.</typeparam>
public abstract class ScheduledItem<TAbsolute> : IScheduledItem<TAbsolute>, IComparable<ScheduledItem<TAbsolute>>, IDisposable
    where TAbsolute : IComparable<TAbsolute>
{
    private readonly IComparer<TAbsolute> _comparer;
    private IDisposable? _disposable;

    /// <summary>Creates an item due at <paramref name="dueTime"/>.</summary>
    /// <param name="dueTime">The due time.</param>
    /// <param name="comparer">Orders due times.</param>
    protected ScheduledItem(TAbsolute dueTime, IComparer<TAbsolute> comparer)
    {
        ArgumentNullException.ThrowIfNull(comparer);
        DueTime = dueTime;
        _comparer = comparer;
    }

    /// <summary>Gets the time at which the work is due.</summary>
    public TAbsolute DueTime { get; }

    /// <summary>Gets whether the item was canceled.</summary>
    public bool IsCanceled => DisposableSlot.IsDisposed(Volatile.Read(ref _disposable));

    /// <summary>Runs the work unless it was canceled; the disposable it returns is kept for <see cref="Cancel"/>.</summary>
    public void Invoke()
    {
        if (!IsCanceled)
        {
            DisposableSlot.TrySetOnce(ref _disposable, InvokeCore());
        }
    }

    /// <summary>Runs the work.</summary>
    /// <returns>What cancels the work the action started.</returns>
    protected abstract IDisposable InvokeCore();

    /// <summary>Cancels the item: it will not run, or what it started is disposed.</summary>
    public void Cancel() => DisposableSlot.Dispose(ref _disposable);

    /// <summary>Cancels the item, as <see cref="Cancel"/>.</summary>
    public void Dispose() => Cancel();

    /// <summary>Compares due times.</summary>
    /// <param name="other">The other item.</param>
    /// <returns>Negative, zero or positive as this item is due before, with, or after <paramref name="other"/>.</returns>
    public int CompareTo(ScheduledItem<TAbsolute>? other) => other is null ? 1 : _comparer.Compare(DueTime, other.DueTime);

    /// <summary>Gets whether <paramref name="left"/> is due before <paramref name="right"/>.</summary>
    /// <param name="left">The first item.</param>
    /// <param name="right">The second item.</param>
    /// <returns>The comparison's result.</returns>
    public static bool operator <(ScheduledItem<TAbsolute> left, ScheduledItem<TAbsolute> right) => Comparer<ScheduledItem<TAbsolute>>.Default.Compare(left, right) < 0;

    /// <summary>Gets whether <paramref name="left"/> is due no later than <paramref name="right"/>.</summary>
    /// <param name="left">The first item.</param>
    /// <param name="right">The second item.</param>
    /// <returns>The comparison's result.</returns>
    public static bool operator <=(ScheduledItem<TAbsolute> left, ScheduledItem<TAbsolute> right) => Comparer<ScheduledItem<TAbsolute>>.Default.Compare(left, right) <= 0;

    /// <summary>Gets whether <paramref name="left"/> is due after <paramref name="right"/>.</summary>
    /// <param name="left">The first item.</param>
    /// <param name="right">The second item.</param>
    /// <returns>The comparison's result.</returns>
    public static bool operator >(ScheduledItem<TAbsolute> left, ScheduledItem<TAbsolute> right) => Comparer<ScheduledItem<TAbsolute>>.Default.Compare(left, right) > 0;

    /// <summary>Gets whether <paramref name="left"/> is due no earlier than <paramref name="right"/>.</summary>
    /// <param name="left">The first item.</param>
    /// <param name="right">The second item.</param>
    /// <returns>The comparison's result.</returns>
    public static bool operator >=(ScheduledItem<TAbsolute> left, ScheduledItem<TAbsolute> right) => Comparer<ScheduledItem<TAbsolute>>.Default.Compare(left, right) >= 0;

    /// <summary>Gets whether <paramref name="left"/> and <paramref name="right"/> are the same item (items are equal only to themselves).</summary>
    /// <param name="left">The first item.</param>
    /// <param name="right">The second item.</param>
    /// <returns>Whether both are the same item, or both are null.</returns>
    public static bool operator ==(ScheduledItem<TAbsolute>? left, ScheduledItem<TAbsolute>? right) => ReferenceEquals(left, right);

    /// <summary>Gets whether <paramref name="left"/> and <paramref name="right"/> are different items.</summary>
    /// <param name="left">The first item.</param>
    /// <param name="right">The second item.</param>
    /// <returns>Whether they are not the same item.</returns>
    public static bool operator !=(ScheduledItem<TAbsolute>? left, ScheduledItem<TAbsolute>? right) => !ReferenceEquals(left, right);

    /// <summary>Items are equal only to themselves.</summary>
    /// <param name="obj">The other object.</param>
    /// <returns>Whether <paramref name="obj"/> is this item.</returns>
    public override bool Equals(object? obj) => ReferenceEquals(this, obj);

    /// <summary>Gets the identity hash code.</summary>
    /// <returns>The hash code.</returns>
    public override int GetHashCode() => base.GetHashCode();
}

/// <summary>A scheduled item that runs an action with a state on a scheduler.</summary>
/// <typeparam name="TAbsolute">The type of absolute time.</typeparam>
/// <typeparam name="TValue">The state type.</typeparam>
public sealed class ScheduledItem<TAbsolute, TValue> : ScheduledItem<TAbsolute>
    where TAbsolute : IComparable<TAbsolute>
{
    private readonly IScheduler _scheduler;
    private readonly TValue _state;
    private readonly Func<IScheduler, TValue, IDisposable> _action;

    /// <summary>Creates the item.</summary>
    /// <param name="scheduler">The scheduler handed to the action.</param>
    /// <param name="state">The state handed to the action.</param>
    /// <param name="action">The work.</param>
    /// <param name="dueTime">The due time.</param>
    /// <param name="comparer">Orders due times.</param>
    public ScheduledItem(IScheduler scheduler, TValue state, Func<IScheduler, TValue, IDisposable> action, TAbsolute dueTime, IComparer<TAbsolute> comparer)
        : base(dueTime, CheckedComparer(scheduler, action, comparer))
    {
        _scheduler = scheduler;
        _state = state;
        _action = action;
    }

    // Checks the arguments in parameter order before the base constructor checks the comparer.
    private static IComparer<TAbsolute> CheckedComparer(IScheduler scheduler, Func<IScheduler, TValue, IDisposable> action, IComparer<TAbsolute> comparer)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return comparer;
    }

    /// <summary>Creates the item with the default ordering of due times.</summary>
    /// <param name="scheduler">The scheduler handed to the action.</param>
    /// <param name="state">The state handed to the action.</param>
    /// <param name="action">The work.</param>
    /// <param name="dueTime">The due time.</param>
    public ScheduledItem(IScheduler scheduler, TValue state, Func<IScheduler, TValue, IDisposable> action, TAbsolute dueTime)
        : this(scheduler, state, action, dueTime, Comparer<TAbsolute>.Default)
    {
    }

    /// <summary>Runs the action.</summary>
    /// <returns>What the action returned.</returns>
    protected override IDisposable InvokeCore() => _action(_scheduler, _state);
}
