using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>A value of one side of a join, alive until its duration observable signals.</summary>
internal class JoinEntry
{
    /// <summary>The duration subscription (a <see cref="DisposableSlot"/> field).</summary>
    public IDisposable? Duration;

    /// <summary>For a <c>GroupJoin</c> window: whether it has been handed to the result selector (it receives right values from then on).</summary>
    public bool Published;
}

/// <summary>A typed <see cref="JoinEntry"/>.</summary>
/// <typeparam name="T">The value type.</typeparam>
internal sealed class JoinEntry<T>(T value) : JoinEntry
{
    public T Value { get; } = value;
}

/// <summary>The side of a join a duration belongs to, and what happens when it signals.</summary>
internal interface IJoinExpiry
{
    void Expire(bool left, int id);

    void Fail(Exception error);
}

/// <summary>Observes a value's duration: its first value or its completion ends the value's window.</summary>
/// <typeparam name="TDuration">The duration observable's element type.</typeparam>
internal sealed class JoinDurationSubscriber<TDuration>(IJoinExpiry parent, bool left, int id, JoinEntry entry) : ISubscriber<TDuration>
{
    public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref entry.Duration, upstream);

    public void OnNext(TDuration value) => parent.Expire(left, id);

    public void OnError(Exception error) => parent.Fail(error);

    public void OnCompleted() => parent.Expire(left, id);
}

/// <summary>
/// The state both join operators keep (<c>Join</c>, <c>GroupJoin</c>): the live values of each side by id, under one
/// lock, the two source handles, the calls of the duration selectors and the teardown that disposes the sources and
/// every live duration. A subclass writes what a value, an expiry, a completion and an error do. The source subscribers
/// stay in the subclass and call its sealed methods, so a value costs no virtual call here.
/// </summary>
/// <typeparam name="TLeftEntry">What a live left value is kept as (the value for <c>Join</c>, its window for <c>GroupJoin</c>).</typeparam>
/// <typeparam name="TRight">The right element type.</typeparam>
internal abstract class JoinSink<TLeftEntry, TRight> : IDisposable, IJoinExpiry
{
    /// <summary>Where both sides and the durations meet.</summary>
    protected readonly Lock Gate = new();

    /// <summary>The live left values by id (under <see cref="Gate"/>; changed only through <see cref="AddLeft"/>, <see cref="RemoveLeft"/>).</summary>
    protected readonly SortedDictionary<int, JoinEntry<TLeftEntry>> LeftMap = new();

    /// <summary>The live right values by id (under <see cref="Gate"/>; changed only through <see cref="AddRight"/>, <see cref="RemoveRight"/>).</summary>
    protected readonly SortedDictionary<int, JoinEntry<TRight>> RightMap = new();

    // Copy-on-write views of the maps' values, in id order: rebuilt on the first walk after a change. A walk calls user
    // code (selectors, observers) that may add, expire or tear down entries of the same join on the same thread, which
    // an enumerator of the map itself would report as "Collection was modified".
    private JoinEntry<TLeftEntry>[]? _leftValues;
    private JoinEntry<TRight>[]? _rightValues;

    /// <summary>The left source's handle (a <see cref="DisposableSlot"/> field).</summary>
    public IDisposable? LeftSubscription;

    /// <summary>The right source's handle (a <see cref="DisposableSlot"/> field).</summary>
    public IDisposable? RightSubscription;

    /// <summary>The id of the next left value (under <see cref="Gate"/>).</summary>
    protected int LeftId;

    /// <summary>The id of the next right value (under <see cref="Gate"/>).</summary>
    protected int RightId;

    /// <summary>Set under <see cref="Gate"/> when the join ended or was torn down: nothing more is added or sent.</summary>
    protected bool Stopped;

    public abstract void Dispose();

    /// <summary>The live left values in id order, a snapshot that later changes do not touch (under <see cref="Gate"/>).</summary>
    protected JoinEntry<TLeftEntry>[] LeftValues() => _leftValues ??= [.. LeftMap.Values];

    /// <summary>The live right values in id order, a snapshot that later changes do not touch (under <see cref="Gate"/>).</summary>
    protected JoinEntry<TRight>[] RightValues() => _rightValues ??= [.. RightMap.Values];

    /// <summary>Adds a live left value (under <see cref="Gate"/>).</summary>
    protected void AddLeft(int id, JoinEntry<TLeftEntry> entry)
    {
        LeftMap.Add(id, entry);
        _leftValues = null;
    }

    /// <summary>Adds a live right value (under <see cref="Gate"/>).</summary>
    protected void AddRight(int id, JoinEntry<TRight> entry)
    {
        RightMap.Add(id, entry);
        _rightValues = null;
    }

    /// <summary>Removes a left value whose window ended (under <see cref="Gate"/>).</summary>
    protected bool RemoveLeft(int id, [System.Diagnostics.CodeAnalysis.NotNullWhen(true)] out JoinEntry<TLeftEntry>? entry)
    {
        if (!LeftMap.Remove(id, out entry))
        {
            return false;
        }

        _leftValues = null;
        return true;
    }

    /// <summary>Removes a right value whose window ended (under <see cref="Gate"/>).</summary>
    protected bool RemoveRight(int id, [System.Diagnostics.CodeAnalysis.NotNullWhen(true)] out JoinEntry<TRight>? entry)
    {
        if (!RightMap.Remove(id, out entry))
        {
            return false;
        }

        _rightValues = null;
        return true;
    }

    public abstract void Expire(bool left, int id);

    public abstract void Fail(Exception error);

    /// <summary>Calls a duration selector; a throw or a null result fails the join and returns null.</summary>
    protected IObservable<TDuration>? SelectDuration<TValue, TDuration>(Func<TValue, IObservable<TDuration>> selector, TValue value)
    {
        try
        {
            return selector(value) ?? throw new InvalidOperationException("The duration selector returned null.");
        }
        catch (Exception error)
        {
            Fail(error);
            return null;
        }
    }

    /// <summary>Disposes the duration of an expired value (nothing for null).</summary>
    protected static void DisposeDuration(JoinEntry? entry)
    {
        if (entry is not null)
        {
            DisposableSlot.Dispose(ref entry.Duration);
        }
    }

    /// <summary>Disposes both sources and every live duration, and stops the join.</summary>
    protected void DisposeAll()
    {
        DisposableSlot.Dispose(ref LeftSubscription);
        DisposableSlot.Dispose(ref RightSubscription);
        JoinEntry[] entries;
        lock (Gate)
        {
            Stopped = true;
            entries = [.. LeftMap.Values, .. RightMap.Values];
            LeftMap.Clear();
            RightMap.Clear();
            _leftValues = null;
            _rightValues = null;
        }

        foreach (var entry in entries)
        {
            DisposableSlot.Dispose(ref entry.Duration);
        }
    }
}
