namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ToEvent</c> / <c>ToEventPattern</c>: every handler added to the event subscribes to the source with its own
/// subscription, which removing the handler disposes (the most recent subscription of an equal delegate, as
/// .NET events remove the last added). The source's error is rethrown on the thread that raised it, as in
/// Rx.NET; completion detaches the handler.
/// </summary>
/// <typeparam name="TDelegate">The handler type.</typeparam>
/// <typeparam name="TValue">The element type.</typeparam>
internal abstract class EventSourceBase<TDelegate, TValue>(IObservable<TValue> source)
    where TDelegate : Delegate
{
    private readonly Dictionary<TDelegate, List<IDisposable>> _subscriptions = [];

    protected void Add(TDelegate handler)
    {
        ArgumentNullException.ThrowIfNull(handler);
        var entry = new Entry(this, handler);
        lock (_subscriptions)
        {
            if (!_subscriptions.TryGetValue(handler, out var list))
            {
                list = [];
                _subscriptions.Add(handler, list);
            }

            list.Add(entry);
        }

        entry.Start(source);
    }

    protected void Remove(TDelegate handler)
    {
        ArgumentNullException.ThrowIfNull(handler);
        IDisposable? subscription = null;
        lock (_subscriptions)
        {
            if (_subscriptions.TryGetValue(handler, out var list))
            {
                subscription = list[^1];
                list.RemoveAt(list.Count - 1);
                if (list.Count == 0)
                {
                    _subscriptions.Remove(handler);
                }
            }
        }

        subscription?.Dispose();
    }

    protected abstract void Invoke(TDelegate handler, TValue value);

    private void Detach(TDelegate handler, Entry entry)
    {
        lock (_subscriptions)
        {
            if (_subscriptions.TryGetValue(handler, out var list) && list.Remove(entry) && list.Count == 0)
            {
                _subscriptions.Remove(handler);
            }
        }
    }

    private sealed class Entry(EventSourceBase<TDelegate, TValue> owner, TDelegate handler) : IObserver<TValue>, IDisposable
    {
        private IDisposable? _subscription;
        private volatile bool _disposed;

        public void Start(IObservable<TValue> source)
        {
            var subscription = source.Subscribe(this);
            Internal.DisposableSlot.TrySetOnce(ref _subscription, subscription);
        }

        public void OnNext(TValue value)
        {
            if (!_disposed)
            {
                owner.Invoke(handler, value);
            }
        }

        public void OnError(Exception error)
        {
            owner.Detach(handler, this);
            System.Runtime.ExceptionServices.ExceptionDispatchInfo.Throw(error);
        }

        public void OnCompleted() => owner.Detach(handler, this);

        public void Dispose()
        {
            _disposed = true;
            Internal.DisposableSlot.Dispose(ref _subscription);
        }
    }
}

/// <summary>The <see cref="IEventSource{T}"/> returned by <c>ToEvent</c>.</summary>
internal sealed class ToEvent<T>(IObservable<T> source) : EventSourceBase<Action<T>, T>(source), IEventSource<T>
{
    public event Action<T> OnNext
    {
        add => Add(value);
        remove => Remove(value);
    }

    protected override void Invoke(Action<T> handler, T value) => handler(value);
}

/// <summary>The <see cref="IEventPatternSource{TEventArgs}"/> returned by <c>ToEventPattern</c>.</summary>
internal sealed class ToEventPattern<TEventArgs>(IObservable<EventPattern<TEventArgs>> source)
    : EventSourceBase<EventHandler<TEventArgs>, EventPattern<TEventArgs>>(source), IEventPatternSource<TEventArgs>
{
    public event EventHandler<TEventArgs> OnNext
    {
        add => Add(value);
        remove => Remove(value);
    }

    protected override void Invoke(EventHandler<TEventArgs> handler, EventPattern<TEventArgs> value) => handler(value.Sender, value.EventArgs);
}
