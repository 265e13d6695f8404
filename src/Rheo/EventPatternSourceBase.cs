namespace Rheo;

/// <summary>
/// A base class for exposing an observable of event patterns as a .NET event, as in Rx.NET: a derived class declares
/// an event whose <c>add</c> calls <see cref="Add"/> and whose <c>remove</c> calls <see cref="Remove"/>. Each added
/// handler is one subscription to the source; removing a handler disposes the most recent subscription made for it
/// (as removing a delegate from an event removes its last occurrence). A handler whose subscription ends is removed;
/// an error of the source is rethrown on the thread that delivered it.
/// </summary>
/// <typeparam name="TSender">The sender type.</typeparam>
/// <typeparam name="TEventArgs">The event arguments type.</typeparam>
public abstract class EventPatternSourceBase<TSender, TEventArgs>
{
    private readonly IObservable<EventPattern<TSender, TEventArgs>> _source;
    private readonly Action<Action<TSender?, TEventArgs>, EventPattern<TSender, TEventArgs>> _invokeHandler;
    private readonly Dictionary<Delegate, Stack<IDisposable>> _subscriptions = [];

    /// <summary>Creates the source of events.</summary>
    /// <param name="source">The observable whose elements raise the event.</param>
    /// <param name="invokeHandler">Raises the event: called for each element with the handler's invocation delegate.</param>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="invokeHandler"/> is null.</exception>
    protected EventPatternSourceBase(IObservable<EventPattern<TSender, TEventArgs>> source, Action<Action<TSender?, TEventArgs>, EventPattern<TSender, TEventArgs>> invokeHandler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(invokeHandler);
        _source = source;
        _invokeHandler = invokeHandler;
    }

    /// <summary>Adds a handler: subscribes to the source, raising the event through <paramref name="invoke"/>.</summary>
    /// <param name="handler">The handler; pass the same delegate to <see cref="Remove"/>.</param>
    /// <param name="invoke">Calls the handler with a sender and arguments.</param>
    /// <exception cref="ArgumentNullException"><paramref name="handler"/> or <paramref name="invoke"/> is null.</exception>
    protected void Add(Delegate handler, Action<TSender?, TEventArgs> invoke)
    {
        ArgumentNullException.ThrowIfNull(handler);
        ArgumentNullException.ThrowIfNull(invoke);
        var observer = new HandlerObserver(this, handler, invoke);
        observer.SetResource(_source.Subscribe(observer));
    }

    /// <summary>Removes a handler: disposes the most recent subscription made for it (nothing if there is none).</summary>
    /// <param name="handler">The handler passed to <see cref="Add"/>.</param>
    /// <exception cref="ArgumentNullException"><paramref name="handler"/> is null.</exception>
    protected void Remove(Delegate handler)
    {
        ArgumentNullException.ThrowIfNull(handler);
        IDisposable? subscription = null;
        lock (_subscriptions)
        {
            if (_subscriptions.TryGetValue(handler, out var stack))
            {
                subscription = stack.Pop();
                if (stack.Count == 0)
                {
                    _subscriptions.Remove(handler);
                }
            }
        }

        subscription?.Dispose();
    }

    /// <summary>How many subscriptions <paramref name="handler"/> holds (for tests).</summary>
    internal int SubscriptionCount(Delegate handler)
    {
        lock (_subscriptions)
        {
            return _subscriptions.TryGetValue(handler, out var stack) ? stack.Count : 0;
        }
    }

    private void Register(Delegate handler, IDisposable subscription)
    {
        lock (_subscriptions)
        {
            if (!_subscriptions.TryGetValue(handler, out var stack))
            {
                _subscriptions[handler] = stack = new Stack<IDisposable>();
            }

            stack.Push(subscription);
        }
    }

    private sealed class HandlerObserver(EventPatternSourceBase<TSender, TEventArgs> owner, Delegate handler, Action<TSender?, TEventArgs> invoke)
        : ObserverBase<EventPattern<TSender, TEventArgs>>
    {
        private readonly object _gate = new();
        private bool _isAdded;
        private bool _isDone;

        protected override void OnNextCore(EventPattern<TSender, TEventArgs> value) => owner._invokeHandler(invoke, value);

        protected override void OnErrorCore(Exception error)
        {
            RemoveSelf();
            System.Runtime.ExceptionServices.ExceptionDispatchInfo.Throw(error);
        }

        protected override void OnCompletedCore() => RemoveSelf();

        // A source that ends while it is being subscribed has no registration yet: it is then never registered.
        public void SetResource(IDisposable subscription)
        {
            lock (_gate)
            {
                if (!_isDone)
                {
                    owner.Register(handler, subscription);
                    _isAdded = true;
                }
            }
        }

        private void RemoveSelf()
        {
            lock (_gate)
            {
                if (_isAdded)
                {
                    owner.Remove(handler);
                }
                else
                {
                    _isDone = true;
                }
            }
        }
    }
}
