using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The owner of <see cref="SubSequence{T}"/>s (<c>GroupBy</c>, <c>GroupByUntil</c>, <c>Window</c> by count, by time
/// and by observables, <c>Buffer</c>'s window form, <c>GroupJoin</c>): it keeps its upstreams alive while the outer
/// subscription or any counted sub-sequence subscription is alive, as Rx.NET's <c>RefCountDisposable</c> does.
/// </summary>
internal interface ISubSequenceOwner
{
    /// <summary>Counts one more live sub-sequence subscription.</summary>
    void AddRef();

    /// <summary>Counts one ended sub-sequence subscription; the last release disposes the upstream.</summary>
    void Release();
}

/// <summary>
/// An <see cref="ISubSequenceOwner"/>'s reference count: one reference for the outer subscription (released once, by
/// <see cref="ReleaseOuter"/>) and one per counted sub-sequence subscription. A mutable struct: keep it in a
/// non-<c>readonly</c> field of the owner. Typical use: <c>Dispose() =&gt; _refs.ReleaseOuter(this)</c>,
/// <c>AddRef() =&gt; _refs.AddRef()</c>, and <c>Release()</c> tears the upstream down when <see cref="Release"/> returns true.
/// </summary>
internal struct SubSequenceRefCount
{
    // References beyond the outer subscription's: -1 once the last one is gone.
    private int _extra;
    private int _outerReleased;

    /// <summary>Gets whether the outer subscription was disposed (nothing more is sent to it).</summary>
    public bool IsOuterReleased => Volatile.Read(ref _outerReleased) != 0;

    /// <summary>Counts one more reference.</summary>
    public void AddRef() => Interlocked.Increment(ref _extra);

    /// <summary>Drops one reference; returns true when it was the last.</summary>
    public bool Release() => Interlocked.Decrement(ref _extra) == -1;

    /// <summary>Drops the outer subscription's reference through <paramref name="owner"/>'s <c>Release</c>, the first time only.</summary>
    public void ReleaseOuter(ISubSequenceOwner owner)
    {
        if (Interlocked.Exchange(ref _outerReleased, 1) == 0)
        {
            owner.Release();
        }
    }
}

/// <summary>
/// A group or window handed out by an operator: a hot sequence fed by its owner (values that arrive before a
/// subscription are not replayed; the terminal message is, to a late subscriber). The observers are held in a
/// copy-on-write array, so a value costs no lock and no allocation; with one observer (the usual case) it goes straight
/// to it, without a loop. A disposed subscription receives nothing more, even from a value being delivered to the
/// others. Its owner calls <see cref="OnNext"/>, <see cref="OnError"/> and <see cref="OnCompleted"/> serialized.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal class SubSequence<T>(ISubSequenceOwner owner) : Producer<T>
{
    private static readonly Subscription[] NoSubscriptions = [];

    private readonly object _gate = new();
    private Subscription[] _subscriptions = NoSubscriptions;
    private Exception? _error;
    private bool _terminated;

    public void OnNext(T value)
    {
        var subscriptions = Volatile.Read(ref _subscriptions);
        if (subscriptions.Length == 1)
        {
            subscriptions[0].Subscriber?.OnNext(value);
            return;
        }

        foreach (var subscription in subscriptions)
        {
            subscription.Subscriber?.OnNext(value);
        }
    }

    public void OnError(Exception error) => Terminate(error);

    public void OnCompleted() => Terminate(null);

    public override void Run(ISubscriber<T> subscriber) => Subscribe(subscriber, counted: true);

    /// <summary>Subscribes; an uncounted subscription (a duration selector's view of a group) does not keep the owner's upstream alive.</summary>
    public void Subscribe(ISubscriber<T> subscriber, bool counted)
    {
        var subscription = new Subscription(this, subscriber, counted ? owner : null);
        subscriber.OnSubscribe(subscription);
        subscription.Owner?.AddRef();
        Exception? error;
        lock (_gate)
        {
            if (!_terminated)
            {
                if (subscription.Subscriber is not null)
                {
                    var old = _subscriptions;
                    var updated = new Subscription[old.Length + 1];
                    old.CopyTo(updated, 0);
                    updated[old.Length] = subscription;
                    Volatile.Write(ref _subscriptions, updated);
                    return;
                }

                error = null;
            }
            else
            {
                error = _error;
            }
        }

        subscription.Owner?.Release();
        if (subscription.Subscriber is null)
        {
            return;
        }

        if (error is null)
        {
            subscriber.OnCompleted();
        }
        else
        {
            subscriber.OnError(error);
        }
    }

    private void Terminate(Exception? error)
    {
        Subscription[] subscriptions;
        lock (_gate)
        {
            if (_terminated)
            {
                return;
            }

            _terminated = true;
            _error = error;
            subscriptions = _subscriptions;
            Volatile.Write(ref _subscriptions, NoSubscriptions);
        }

        foreach (var subscription in subscriptions)
        {
            if (subscription.Subscriber is not { } subscriber)
            {
                continue;
            }

            if (error is null)
            {
                subscriber.OnCompleted();
            }
            else
            {
                subscriber.OnError(error);
            }
        }

        // Every subscription taken out of the array here is released here (its Dispose then finds it gone).
        foreach (var subscription in subscriptions)
        {
            subscription.Owner?.Release();
        }
    }

    private bool Remove(Subscription subscription)
    {
        lock (_gate)
        {
            var old = _subscriptions;
            var index = Array.IndexOf(old, subscription);
            if (index < 0)
            {
                return false;
            }

            if (old.Length == 1)
            {
                Volatile.Write(ref _subscriptions, NoSubscriptions);
                return true;
            }

            var updated = new Subscription[old.Length - 1];
            Array.Copy(old, 0, updated, 0, index);
            Array.Copy(old, index + 1, updated, index, old.Length - index - 1);
            Volatile.Write(ref _subscriptions, updated);
            return true;
        }
    }

    private sealed class Subscription(SubSequence<T> sequence, ISubscriber<T> subscriber, ISubSequenceOwner? owner) : IDisposable
    {
        private volatile ISubscriber<T>? _subscriber = subscriber;

        /// <summary>Gets the subscriber, or null once the subscription is disposed.</summary>
        public ISubscriber<T>? Subscriber => _subscriber;

        public ISubSequenceOwner? Owner { get; } = owner;

        public void Dispose()
        {
            _subscriber = null;
            if (sequence.Remove(this))
            {
                Owner?.Release();
            }
        }
    }
}

/// <summary>A <see cref="SubSequence{T}"/> with its key: the group type of <c>GroupBy</c> and <c>GroupByUntil</c>.</summary>
/// <typeparam name="TKey">The key type.</typeparam>
/// <typeparam name="TElement">The element type.</typeparam>
internal sealed class KeyedSubSequence<TKey, TElement>(TKey key, ISubSequenceOwner owner) : SubSequence<TElement>(owner), IGroupedObservable<TKey, TElement>
{
    public TKey Key => key;

    /// <summary>The view handed to a duration selector: the same group, but its subscriptions do not keep the upstream alive.</summary>
    public IGroupedObservable<TKey, TElement> CreateUncountedView() => new UncountedView(this);

    private sealed class UncountedView(KeyedSubSequence<TKey, TElement> group) : Producer<TElement>, IGroupedObservable<TKey, TElement>
    {
        public TKey Key => group.Key;

        public override void Run(ISubscriber<TElement> subscriber) => group.Subscribe(subscriber, counted: false);
    }
}
