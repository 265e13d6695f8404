using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The owner of <see cref="GroupSubject{TElement}"/>s (<c>GroupBy</c>, <c>GroupByUntil</c>, <c>Window</c>): it keeps
/// its upstream alive while the outer subscription or any group subscription is alive, as Rx.NET does.
/// </summary>
internal interface IGroupSubjectOwner
{
    /// <summary>Counts one more live group subscription.</summary>
    void AddRef();

    /// <summary>Counts one ended group subscription; the last release disposes the upstream.</summary>
    void Release();
}

/// <summary>
/// A group or window handed out by <c>GroupBy</c>, <c>GroupByUntil</c> and <c>Window</c>: a hot sequence fed by its
/// owner (values that arrive before a subscription are not replayed; the terminal message is). The observers are
/// held in a copy-on-write array; with one observer (the usual case) a value goes straight to it, without a loop.
/// Its owner calls <see cref="OnNext"/>, <see cref="OnError"/> and <see cref="OnCompleted"/> serialized.
/// </summary>
/// <typeparam name="TElement">The element type.</typeparam>
internal class GroupSubject<TElement>(IGroupSubjectOwner? owner) : Producer<TElement>
{
    private static readonly Subscription[] NoSubscriptions = [];

    private readonly object _gate = new();
    private Subscription[] _subscriptions = NoSubscriptions;
    private Exception? _error;
    private bool _terminated;

    public void OnNext(TElement value)
    {
        var subscriptions = Volatile.Read(ref _subscriptions);
        if (subscriptions.Length == 1)
        {
            subscriptions[0].Subscriber.OnNext(value);
            return;
        }

        foreach (var subscription in subscriptions)
        {
            subscription.Subscriber.OnNext(value);
        }
    }

    public void OnError(Exception error) => Terminate(error);

    public void OnCompleted() => Terminate(null);

    public override void Run(ISubscriber<TElement> subscriber) => Subscribe(subscriber, counted: true);

    /// <summary>Subscribes; an uncounted subscription (a duration selector's view of the group) does not keep the owner's upstream alive.</summary>
    public void Subscribe(ISubscriber<TElement> subscriber, bool counted)
    {
        var subscription = new Subscription(this, subscriber, counted ? owner : null);
        subscriber.OnSubscribe(subscription);
        subscription.Owner?.AddRef();
        Exception? error;
        lock (_gate)
        {
            if (!_terminated)
            {
                if (!subscription.IsDisposed)
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
        if (subscription.IsDisposed)
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
            if (error is null)
            {
                subscription.Subscriber.OnCompleted();
            }
            else
            {
                subscription.Subscriber.OnError(error);
            }
        }

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

    private sealed class Subscription(GroupSubject<TElement> group, ISubscriber<TElement> subscriber, IGroupSubjectOwner? owner) : IDisposable
    {
        private volatile bool _disposed;

        public ISubscriber<TElement> Subscriber { get; } = subscriber;

        public IGroupSubjectOwner? Owner { get; } = owner;

        public bool IsDisposed => _disposed;

        public void Dispose()
        {
            _disposed = true;
            if (group.Remove(this))
            {
                Owner?.Release();
            }
        }
    }
}

/// <summary>A <see cref="GroupSubject{TElement}"/> with its key: the group type of <c>GroupBy</c> and <c>GroupByUntil</c>.</summary>
/// <typeparam name="TKey">The key type.</typeparam>
/// <typeparam name="TElement">The element type.</typeparam>
internal sealed class KeyedGroupSubject<TKey, TElement>(TKey key, IGroupSubjectOwner owner) : GroupSubject<TElement>(owner), IGroupedObservable<TKey, TElement>
{
    public TKey Key => key;

    /// <summary>The view handed to a duration selector: the same group, but its subscriptions do not keep the upstream alive.</summary>
    public IGroupedObservable<TKey, TElement> CreateUncountedView() => new UncountedView(this);

    private sealed class UncountedView(KeyedGroupSubject<TKey, TElement> group) : Producer<TElement>, IGroupedObservable<TKey, TElement>
    {
        public TKey Key => group.Key;

        public override void Run(ISubscriber<TElement> subscriber) => group.Subscribe(subscriber, counted: false);
    }
}
