using Rheo.Async.Disposables;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// Multicast(subject): observers subscribe to the subject; <see cref="ConnectAsync"/> subscribes the subject to the
/// source once. The connection is published before the source is subscribed, so a concurrent or re-entrant
/// <see cref="ConnectAsync"/> returns it, and disposing it while the subscription is still being made disposes the
/// source's handle as soon as it arrives.
/// </summary>
internal sealed class ConnectableAsyncObservable<T>(IAsyncObservable<T> source, IAsyncSubject<T> subject) : IConnectableAsyncObservable<T>
{
    private readonly Lock _lock = new();
    private Connection? _connection;

    public ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        return subject.SubscribeAsync(observer);
    }

    public ValueTask<IAsyncDisposable> ConnectAsync()
    {
        Connection connection;
        lock (_lock)
        {
            if (_connection is not null)
            {
                return new ValueTask<IAsyncDisposable>(_connection);
            }

            connection = new Connection(this);
            _connection = connection;
        }

        ValueTask<IAsyncDisposable> subscribe;
        try
        {
            subscribe = source.SubscribeAsync(subject);
        }
        catch (Exception ex)
        {
            connection.Forget();
            return ValueTask.FromException<IAsyncDisposable>(ex);
        }

        if (subscribe.IsCompletedSuccessfully)
        {
            var assign = connection.Handle.AssignAsync(subscribe.Result);
            if (assign.IsCompletedSuccessfully)
            {
                assign.GetAwaiter().GetResult();
                return new ValueTask<IAsyncDisposable>(connection);
            }

            return FinishAssign(assign, connection);
        }

        return ConnectSlow(subscribe, connection);
    }

    private static async ValueTask<IAsyncDisposable> FinishAssign(ValueTask assign, Connection connection)
    {
        // The connection was disposed before the source's handle arrived: the handle is being disposed.
        await assign.ConfigureAwait(false);
        return connection;
    }

    private static async ValueTask<IAsyncDisposable> ConnectSlow(ValueTask<IAsyncDisposable> subscribe, Connection connection)
    {
        IAsyncDisposable handle;
        try
        {
            handle = await subscribe.ConfigureAwait(false);
        }
        catch
        {
            connection.Forget();
            throw;
        }

        await connection.Handle.AssignAsync(handle).ConfigureAwait(false);
        return connection;
    }

    private sealed class Connection(ConnectableAsyncObservable<T> owner) : IAsyncDisposable
    {
        public SingleAssignmentAsyncDisposable Handle { get; } = new();

        /// <summary>Removes this connection from its owner (a failed connect): the next ConnectAsync starts afresh.</summary>
        public void Forget()
        {
            lock (owner._lock)
            {
                if (owner._connection == this)
                {
                    owner._connection = null;
                }
            }
        }

        public ValueTask DisposeAsync()
        {
            Forget();
            return Handle.DisposeAsync();
        }
    }
}

/// <summary>
/// Multicast(subjectFactory, selector): per subscription, a fresh subject, the observer subscribed to
/// <c>selector(subject)</c>, then the subject subscribed to the source. The result's terminal message ends the
/// whole subscription (the source too).
/// </summary>
internal sealed class MulticastSelector<TSource, TResult>(
    IAsyncObservable<TSource> source,
    Func<IAsyncSubject<TSource>> subjectFactory,
    Func<IAsyncObservable<TSource>, IAsyncObservable<TResult>> selector) : AsyncObservableBase<TResult>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<TResult> observer)
    {
        IAsyncSubject<TSource> subject;
        IAsyncObservable<TResult> result;
        try
        {
            subject = subjectFactory() ?? throw new InvalidOperationException("The subject factory returned null.");
            result = selector(subject) ?? throw new InvalidOperationException("The selector returned null.");
        }
        catch (Exception ex)
        {
            await observer.OnErrorAsync(ex).ConfigureAwait(false);
            return AsyncDisposable.Nop;
        }

        var sink = new Sink(observer);
        try
        {
            await sink.Subscriptions.AddAsync(await result.SubscribeAsync(sink).ConfigureAwait(false)).ConfigureAwait(false);
            await sink.Subscriptions.AddAsync(await source.SubscribeAsync(subject).ConfigureAwait(false)).ConfigureAwait(false);
        }
        catch
        {
            await sink.DisposeAsync().ConfigureAwait(false);
            throw;
        }

        return sink;
    }

    private sealed class Sink(IAsyncObserver<TResult> downstream) : IAsyncObserver<TResult>, IAsyncDisposable
    {
        private int _done;

        public CompositeAsyncDisposable Subscriptions { get; } = new();

        public ValueTask OnNextAsync(TResult value) => Volatile.Read(ref _done) == 0 ? downstream.OnNextAsync(value) : default;

        public async ValueTask OnErrorAsync(Exception error)
        {
            if (Interlocked.Exchange(ref _done, 1) == 0)
            {
                await downstream.OnErrorAsync(error).ConfigureAwait(false);
                await Subscriptions.DisposeAsync().ConfigureAwait(false);
            }
        }

        public async ValueTask OnCompletedAsync()
        {
            if (Interlocked.Exchange(ref _done, 1) == 0)
            {
                await downstream.OnCompletedAsync().ConfigureAwait(false);
                await Subscriptions.DisposeAsync().ConfigureAwait(false);
            }
        }

        public ValueTask DisposeAsync() => Subscriptions.DisposeAsync();
    }
}
