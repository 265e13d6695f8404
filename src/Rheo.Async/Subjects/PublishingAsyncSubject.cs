using System.Runtime.CompilerServices;
using System.Runtime.ExceptionServices;
using Rheo.Async.Disposables;

namespace Rheo.Async.Subjects;

/// <summary>
/// Base of the asynchronous subjects. Messages from several producers at once are serialized (a producer that finds
/// the subject busy awaits its turn), so each observer sees the grammar. A message is published either serially
/// (each observer awaited in turn: the "Sequential" subjects) or concurrently (all observers called, then awaited
/// together: the "Concurrent" subjects); the producer's call completes when every observer has handled the message.
/// An observer joining after the end receives the terminal message.
/// </summary>
/// <remarks>
/// <para>Observers may use the subject from inside a delivery (synchronously or after awaiting something):</para>
/// <list type="bullet">
/// <item><description><c>SubscribeAsync</c> never waits for a delivery. An observer added during a delivery does not
/// receive that message live; behavior and replay subjects first send it their recorded values (which include the
/// value being delivered), then live values, none lost or repeated. Live messages that arrive while a joining observer
/// is still receiving its replay are queued for it; the replay's <c>SubscribeAsync</c> call delivers them.</description></item>
/// <item><description>Disposing a subscription takes effect at once: the observer receives nothing more, not even the
/// message being delivered if the subject has not reached it yet.</description></item>
/// <item><description><c>OnNextAsync</c>, <c>OnErrorAsync</c> and <c>OnCompletedAsync</c> called from inside a
/// delivery (by an observer, or by anything it awaits) are queued behind the message being delivered and complete at
/// once; every observer receives them after that message, in order, and the producer whose call started the delivery
/// completes when they have been delivered too. A task an observer starts and leaves running counts as inside the
/// delivery as well (the execution context tells them apart; with its flow suppressed, such a call is an ordinary
/// producer call and awaiting it inside the delivery would never complete).</description></item>
/// </list>
/// </remarks>
/// <typeparam name="T">The element type.</typeparam>
public abstract class PublishingAsyncSubject<T> : IAsyncSubject<T>
{
    private const int Next = 0;
    private const int Error = 1;
    private const int Completed = 2;

    // _state: no producer, one producer delivering, or one delivering with queued messages or waiting producers.
    private const int Free = 0;
    private const int Busy = 1;
    private const int Attention = 2;

    private static readonly ContextCallback RunPublish = static state => ((PublishingAsyncSubject<T>)state!).PublishInContext();

    private static readonly ContextCallback DeriveContext = static state =>
    {
        var subject = (PublishingAsyncSubject<T>)state!;
        AsyncSubjectDeliveryScope.Current = new AsyncSubjectDeliveryScope(subject, AsyncSubjectDeliveryScope.Current);
        subject._deliveryContext = ExecutionContext.Capture();
    };

    private readonly Lock _lock = new();
    private Subscription[] _observers = [];
    private int _state;

    // Written by the delivering producer under _lock; read by it without the lock.
    private bool _done;
    private Exception? _error;

    // Under _lock: messages sent from inside a delivery, and producers waiting for their turn.
    private Queue<Message>? _queued;
    private Queue<TaskCompletionSource>? _waiters;

    // Used by the delivering producer only: the context observers are called in (the producer's context plus this
    // subject's scope, cached while producers keep calling from the same context) and the message being published.
    private ExecutionContext? _parentContext;
    private ExecutionContext? _deliveryContext;
    private Subscription[]? _runObservers;
    private int _runKind;
    private T? _runValue;
    private Exception? _runError;
    private ValueTask _runTask;

    private protected PublishingAsyncSubject(bool concurrent) => IsConcurrent = concurrent;

    /// <summary>Gets whether observers are called together (<see langword="true"/>) or one after another.</summary>
    public bool IsConcurrent { get; }

    /// <summary>Gets whether the subject has observers.</summary>
    public bool HasObservers => Volatile.Read(ref _observers).Length > 0;

    /// <summary>Gets whether <see cref="SnapshotLocked"/> has anything to send to a joining observer.</summary>
    private protected virtual bool ReplaysOnJoin => false;

    /// <summary>Gets whether a joining observer gets the replay after the subject has ended too.</summary>
    private protected virtual bool ReplaysAfterEnd => true;

    /// <inheritdoc />
    public ValueTask OnNextAsync(T value)
    {
        if (Interlocked.CompareExchange(ref _state, Busy, Free) != Free)
        {
            return EnterSlow(new Message(Next, value, null));
        }

        ValueTask task;
        try
        {
            task = DeliverNext(value);
        }
        catch (Exception ex)
        {
            task = ValueTask.FromException(ex);
        }

        return Finish(task);
    }

    /// <inheritdoc />
    public ValueTask OnErrorAsync(Exception error)
    {
        ArgumentNullException.ThrowIfNull(error);
        return Send(new Message(Error, default, error));
    }

    /// <inheritdoc />
    public ValueTask OnCompletedAsync() => Send(new Message(Completed, default, null));

    /// <inheritdoc />
    public ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        var subscription = new Subscription(this, observer);
        T[]? replay = null;
        bool done;
        Exception? error;
        lock (_lock)
        {
            done = _done;
            error = _error;
            if (ReplaysOnJoin && (!done || ReplaysAfterEnd))
            {
                replay = SnapshotLocked();
            }

            if (!done)
            {
                if (replay is { Length: > 0 })
                {
                    subscription.State = Subscription.Joining;
                }

                _observers = [.. _observers, subscription];
            }
        }

        if (!done && subscription.State == Subscription.Live)
        {
            return new ValueTask<IAsyncDisposable>(subscription);
        }

        return JoinAsync(subscription, replay, done, error);
    }

    /// <summary>Records a value before it is published (behavior and replay subjects); called under the subject's lock.</summary>
    /// <param name="value">The value.</param>
    private protected virtual void Record(T value)
    {
    }

    /// <summary>Returns what a joining observer must see first (called under the subject's lock, between two messages).</summary>
    /// <returns>The values to replay, or <see langword="null"/> for none.</returns>
    private protected virtual T[]? SnapshotLocked() => null;

    private static ValueTask Invoke(IAsyncObserver<T> observer, int kind, T? value, Exception? error) => kind switch
    {
        Next => observer.OnNextAsync(value!),
        Error => observer.OnErrorAsync(error!),
        _ => observer.OnCompletedAsync(),
    };

    private static ValueTask Invoke(Subscription subscription, int kind, T? value, Exception? error) =>
        subscription.State == Subscription.Live
            ? Invoke(subscription.Observer, kind, value, error)
            : subscription.Subject.InvokeLate(subscription, kind, value, error);

    private static ValueTask PublishSequential(Subscription[] observers, int kind, T? value, Exception? error)
    {
        for (var i = 0; i < observers.Length; i++)
        {
            var task = Invoke(observers[i], kind, value, error);
            if (!task.IsCompletedSuccessfully)
            {
                return SequentialSlow(observers, kind, value, error, i, task);
            }

            task.GetAwaiter().GetResult();
        }

        return default;
    }

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private static async ValueTask SequentialSlow(Subscription[] observers, int kind, T? value, Exception? error, int index, ValueTask pending)
    {
        await pending.ConfigureAwait(false);
        for (var i = index + 1; i < observers.Length; i++)
        {
            await Invoke(observers[i], kind, value, error).ConfigureAwait(false);
        }
    }

    private static ValueTask PublishConcurrent(Subscription[] observers, int kind, T? value, Exception? error)
    {
        ValueTask[]? pending = null;
        var count = 0;
        List<Exception>? errors = null;
        for (var i = 0; i < observers.Length; i++)
        {
            ValueTask task;
            try
            {
                task = Invoke(observers[i], kind, value, error);
            }
            catch (Exception ex)
            {
                (errors ??= []).Add(ex);
                continue;
            }

            if (task.IsCompletedSuccessfully)
            {
                task.GetAwaiter().GetResult();
            }
            else
            {
                (pending ??= new ValueTask[observers.Length - i])[count++] = task;
            }
        }

        if (pending is null)
        {
            return errors is null ? default : ValueTask.FromException(Combine(errors));
        }

        return AwaitAll(pending, count, errors);
    }

    private static async ValueTask AwaitAll(ValueTask[] pending, int count, List<Exception>? errors)
    {
        for (var i = 0; i < count; i++)
        {
            try
            {
                await pending[i].ConfigureAwait(false);
            }
            catch (Exception ex)
            {
                (errors ??= []).Add(ex);
            }
        }

        if (errors is not null)
        {
            throw Combine(errors);
        }
    }

    private static Exception Combine(List<Exception> errors) => errors.Count == 1 ? errors[0] : new AggregateException(errors);

    private ValueTask Send(Message message)
    {
        if (Interlocked.CompareExchange(ref _state, Busy, Free) != Free)
        {
            return EnterSlow(message);
        }

        return Finish(DeliverSafe(message));
    }

    /// <summary>The subject is busy: queue a message sent from inside a delivery, or wait for the producer's turn.</summary>
    private ValueTask EnterSlow(Message message)
    {
        var inside = AsyncSubjectDeliveryScope.IsInside(this);
        TaskCompletionSource? turn = null;
        lock (_lock)
        {
            while (true)
            {
                var state = Volatile.Read(ref _state);
                if (state == Free)
                {
                    if (Interlocked.CompareExchange(ref _state, Busy, Free) == Free)
                    {
                        break;
                    }

                    continue;
                }

                if (state == Busy && Interlocked.CompareExchange(ref _state, Attention, Busy) != Busy)
                {
                    continue;
                }

                if (inside)
                {
                    (_queued ??= new Queue<Message>()).Enqueue(message);
                    return default;
                }

                turn = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
                (_waiters ??= new Queue<TaskCompletionSource>()).Enqueue(turn);
                break;
            }
        }

        return turn is null ? Finish(DeliverSafe(message)) : DeliverInTurn(turn.Task, message);
    }

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private async ValueTask DeliverInTurn(Task turn, Message message)
    {
        await turn.ConfigureAwait(false);
        await Finish(DeliverSafe(message)).ConfigureAwait(false);
    }

    /// <summary>Ends the delivering producer's turn once <paramref name="task"/> completes (fast path: at once).</summary>
    private ValueTask Finish(ValueTask task)
    {
        if (task.IsCompletedSuccessfully)
        {
            // GetResult may return a pooled task source to its pool: the task must not be awaited after it.
            task.GetAwaiter().GetResult();
            if (Interlocked.CompareExchange(ref _state, Free, Busy) == Busy)
            {
                return default;
            }

            return FinishSlow(default);
        }

        return FinishSlow(task);
    }

    /// <summary>Awaits the delivery, delivers the messages queued from inside it, then hands the turn on.</summary>
    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private async ValueTask FinishSlow(ValueTask task)
    {
        Exception? failure = null;
        try
        {
            await task.ConfigureAwait(false);
        }
        catch (Exception ex)
        {
            failure = ex;
        }

        while (true)
        {
            Message message;
            TaskCompletionSource? next = null;
            lock (_lock)
            {
                if (_queued is { Count: > 0 })
                {
                    message = _queued.Dequeue();
                }
                else
                {
                    message = default;
                    if (_waiters is { Count: > 0 })
                    {
                        next = _waiters.Dequeue();
                        Volatile.Write(ref _state, _waiters.Count > 0 ? Attention : Busy);
                    }
                    else
                    {
                        Volatile.Write(ref _state, Free);
                    }
                }
            }

            if (message.Kind < 0)
            {
                next?.SetResult();
                break;
            }

            try
            {
                await DeliverSafe(message).ConfigureAwait(false);
            }
            catch (Exception ex)
            {
                failure ??= ex;
            }
        }

        if (failure is not null)
        {
            ExceptionDispatchInfo.Throw(failure);
        }
    }

    private ValueTask DeliverSafe(Message message)
    {
        try
        {
            return message.Kind == Next ? DeliverNext(message.Value!) : DeliverTerminal(message.Error);
        }
        catch (Exception ex)
        {
            return ValueTask.FromException(ex);
        }
    }

    private ValueTask DeliverNext(T value)
    {
        if (_done)
        {
            return default;
        }

        Subscription[] observers;
        if (ReplaysOnJoin)
        {
            lock (_lock)
            {
                Record(value);
                observers = _observers;
            }
        }
        else
        {
            observers = Volatile.Read(ref _observers);
        }

        return observers.Length == 0 ? default : Deliver(observers, Next, value, null);
    }

    private ValueTask DeliverTerminal(Exception? error)
    {
        Subscription[] observers;
        lock (_lock)
        {
            if (_done)
            {
                return default;
            }

            _done = true;
            _error = error;
            observers = _observers;
            _observers = [];
        }

        return Deliver(observers, error is null ? Completed : Error, default, error);
    }

    /// <summary>Publishes a message in the delivery context, so what observers send back to the subject is recognised.</summary>
    private ValueTask Deliver(Subscription[] observers, int kind, T? value, Exception? error)
    {
        var context = DeliveryContext();
        if (context is null)
        {
            return Publish(observers, kind, value, error);
        }

        _runObservers = observers;
        _runKind = kind;
        _runValue = value;
        _runError = error;
        try
        {
            ExecutionContext.Run(context, RunPublish, this);
            return _runTask;
        }
        finally
        {
            _runObservers = null;
            _runValue = default;
            _runError = null;
            _runTask = default;
        }
    }

    private void PublishInContext() => _runTask = Publish(_runObservers!, _runKind, _runValue, _runError);

    private ExecutionContext? DeliveryContext()
    {
        var parent = ExecutionContext.Capture();
        if (parent is null)
        {
            return null;
        }

        if (!ReferenceEquals(parent, _parentContext))
        {
            ExecutionContext.Run(parent, DeriveContext, this);
            _parentContext = parent;
        }

        return _deliveryContext;
    }

    private ValueTask Publish(Subscription[] observers, int kind, T? value, Exception? error) =>
        IsConcurrent ? PublishConcurrent(observers, kind, value, error) : PublishSequential(observers, kind, value, error);

    /// <summary>A message for an observer that is joining (queued for its replay to deliver) or gone (dropped).</summary>
    private ValueTask InvokeLate(Subscription subscription, int kind, T? value, Exception? error)
    {
        lock (_lock)
        {
            if (subscription.State == Subscription.Joining)
            {
                (subscription.Pending ??= new Queue<Message>()).Enqueue(new Message(kind, value, error));
                return default;
            }

            if (subscription.State == Subscription.Disposed)
            {
                return default;
            }
        }

        return Invoke(subscription.Observer, kind, value, error);
    }

    /// <summary>Sends a joining observer its replay, then the live messages queued meanwhile, then makes it live.</summary>
    private async ValueTask<IAsyncDisposable> JoinAsync(Subscription subscription, T[]? replay, bool done, Exception? error)
    {
        var observer = subscription.Observer;
        try
        {
            if (replay is not null)
            {
                foreach (var value in replay)
                {
                    if (subscription.State == Subscription.Disposed)
                    {
                        return subscription;
                    }

                    await observer.OnNextAsync(value).ConfigureAwait(false);
                }
            }

            if (done)
            {
                await (error is null ? observer.OnCompletedAsync() : observer.OnErrorAsync(error)).ConfigureAwait(false);
                return AsyncDisposable.Nop;
            }

            while (true)
            {
                Message message;
                lock (_lock)
                {
                    if (subscription.State != Subscription.Joining)
                    {
                        return subscription;
                    }

                    if (subscription.Pending is not { Count: > 0 })
                    {
                        subscription.Pending = null;
                        subscription.State = Subscription.Live;
                        return subscription;
                    }

                    message = subscription.Pending.Dequeue();
                }

                await Invoke(observer, message.Kind, message.Value, message.Error).ConfigureAwait(false);
            }
        }
        catch
        {
            Remove(subscription);
            throw;
        }
    }

    private void Remove(Subscription subscription)
    {
        lock (_lock)
        {
            if (subscription.State == Subscription.Disposed)
            {
                return;
            }

            subscription.State = Subscription.Disposed;
            subscription.Pending = null;
            var index = Array.IndexOf(_observers, subscription);
            if (index >= 0)
            {
                var copy = new Subscription[_observers.Length - 1];
                Array.Copy(_observers, 0, copy, 0, index);
                Array.Copy(_observers, index + 1, copy, index, copy.Length - index);
                _observers = copy;
            }
        }
    }

    private readonly struct Message(int kind, T? value, Exception? error)
    {
        // Stored plus one so that default(Message), FinishSlow's "nothing dequeued", reads as Kind -1.
        private readonly int _kindPlusOne = kind + 1;

        public int Kind => _kindPlusOne - 1;

        public T? Value { get; } = value;

        public Exception? Error { get; } = error;
    }

    private sealed class Subscription(PublishingAsyncSubject<T> subject, IAsyncObserver<T> observer) : IAsyncDisposable
    {
        public const int Live = 0;
        public const int Joining = 1;
        public const int Disposed = 2;

        public readonly PublishingAsyncSubject<T> Subject = subject;
        public readonly IAsyncObserver<T> Observer = observer;

        // Joining -> Live -> Disposed (or Joining -> Disposed), changed under the subject's lock.
        public volatile int State;

        // Live messages for a joining observer, under the subject's lock.
        public Queue<Message>? Pending;

        public ValueTask DisposeAsync()
        {
            Subject.Remove(this);
            return default;
        }
    }
}
