using System.Runtime.CompilerServices;
using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>ReplayLastOnSubscribe</c>: one upstream subscription shared by all subscribers (made by the first, disposed when
/// the last leaves, made afresh by the next one), and each new subscriber gets the latest value at once: the initial
/// value until the source sends one, then the latest value ever seen (kept across connections). Deliveries (a
/// joining subscriber's replay, a live value to every subscriber, the terminal message) run one at a time under an
/// asynchronous gate, so a subscriber never misses or repeats a value between replay and live values; the gate is
/// entered without waiting when it is free. The subscriber lists change under a short lock that no delivery holds,
/// so disposing from inside a value never waits.
/// </summary>
internal sealed class ReplayLastOnSubscribe<T>(IAsyncObservable<T> source, T initialValue) : AsyncObservableBase<T>
{
    private static readonly Handle[] Empty = [];
    private readonly SemaphoreSlim _gate = new(1, 1);
    private readonly Lock _lock = new();
    private T _latest = initialValue;
    private Connection? _current;

    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var handle = new Handle(this, observer);
        Connection connection;
        bool connect;
        await _gate.WaitAsync().ConfigureAwait(false);
        try
        {
            lock (_lock)
            {
                connection = _current ??= new Connection(this);
                handle.Connection = connection;
                connect = !connection.Started;
                connection.Started = true;
                connection.Observers = [.. connection.Observers, handle];
            }

            await observer.OnNextAsync(_latest).ConfigureAwait(false);
        }
        catch
        {
            _gate.Release();
            await handle.DisposeAsync().ConfigureAwait(false);
            throw;
        }

        _gate.Release();
        if (connect)
        {
            IAsyncDisposable upstream;
            try
            {
                upstream = await source.SubscribeAsync(connection).ConfigureAwait(false);
            }
            catch (Exception error)
            {
                // The caller gets the exception; the subscribers that joined meanwhile get it as OnErrorAsync.
                handle.Silence();
                await connection.OnErrorAsync(error).ConfigureAwait(false);
                throw;
            }

            await connection.SetUpstreamAsync(upstream).ConfigureAwait(false);
        }

        return handle;
    }

    private sealed class Handle(ReplayLastOnSubscribe<T> parent, IAsyncObserver<T> observer) : IAsyncDisposable
    {
        private volatile bool _disposed;

        public Connection? Connection { get; set; }

        public ValueTask NextAsync(T value) => _disposed ? default : observer.OnNextAsync(value);

        public ValueTask TerminateAsync(Exception? error) =>
            _disposed ? default : error is null ? observer.OnCompletedAsync() : observer.OnErrorAsync(error);

        public void Silence() => _disposed = true;

        public ValueTask DisposeAsync()
        {
            Connection? toDispose = null;
            lock (parent._lock)
            {
                _disposed = true;
                if (Connection is { } connection)
                {
                    Connection = null;
                    var index = Array.IndexOf(connection.Observers, this);
                    if (index >= 0)
                    {
                        connection.Observers = connection.Observers.Length == 1 ? Empty : [.. connection.Observers[..index], .. connection.Observers[(index + 1)..]];
                        if (connection.Observers.Length == 0 && ReferenceEquals(parent._current, connection))
                        {
                            parent._current = null;
                            toDispose = connection;
                        }
                    }
                }
            }

            return toDispose?.DisposeUpstreamAsync() ?? default;
        }
    }

    private sealed class Connection(ReplayLastOnSubscribe<T> parent) : IAsyncObserver<T>
    {
        private IAsyncDisposable? _upstream;

        /// <summary>Gets or sets the subscribers; replaced (copy on write) under the parent's lock.</summary>
        public Handle[] Observers
        {
            get => Volatile.Read(ref field);
            set => Volatile.Write(ref field, value);
        } = Empty;

        public bool Started { get; set; }

        public ValueTask SetUpstreamAsync(IAsyncDisposable upstream) => AsyncExHandleSlot.Set(ref _upstream, upstream);

        public ValueTask DisposeUpstreamAsync() => AsyncExHandleSlot.Dispose(ref _upstream);

        public ValueTask OnNextAsync(T value)
        {
            var gate = parent._gate;
            if (!gate.Wait(0))
            {
                return NextSlow(value);
            }

            ValueTask task;
            try
            {
                task = Deliver(value);
            }
            catch
            {
                gate.Release();
                throw;
            }

            if (task.IsCompletedSuccessfully)
            {
                task.GetAwaiter().GetResult();
                gate.Release();
                return default;
            }

            return parent._gate.ReleaseAfter(task);
        }

        public ValueTask OnErrorAsync(Exception error) => TerminateAsync(error);

        public ValueTask OnCompletedAsync() => TerminateAsync(null);

        /// <summary>Records and sends a value (holding the gate); nothing once this connection is over.</summary>
        private ValueTask Deliver(T value)
        {
            if (!ReferenceEquals(Volatile.Read(ref parent._current), this))
            {
                return default;
            }

            parent._latest = value;
            var targets = Observers;
            for (var i = 0; i < targets.Length; i++)
            {
                var task = targets[i].NextAsync(value);
                if (!task.IsCompletedSuccessfully)
                {
                    return DeliverSlow(task, targets, i + 1, value);
                }

                task.GetAwaiter().GetResult();
            }

            return default;
        }

        [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
        private static async ValueTask DeliverSlow(ValueTask pending, Handle[] targets, int next, T value)
        {
            await pending.ConfigureAwait(false);
            for (var i = next; i < targets.Length; i++)
            {
                await targets[i].NextAsync(value).ConfigureAwait(false);
            }
        }

        [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
        private async ValueTask NextSlow(T value)
        {
            await parent._gate.WaitAsync().ConfigureAwait(false);
            try
            {
                await Deliver(value).ConfigureAwait(false);
            }
            finally
            {
                parent._gate.Release();
            }
        }

        private async ValueTask TerminateAsync(Exception? error)
        {
            await parent._gate.WaitAsync().ConfigureAwait(false);
            try
            {
                Handle[] targets;
                lock (parent._lock)
                {
                    if (!ReferenceEquals(parent._current, this))
                    {
                        return;
                    }

                    parent._current = null;
                    targets = Observers;
                    Observers = Empty;
                }

                foreach (var target in targets)
                {
                    await target.TerminateAsync(error).ConfigureAwait(false);
                }
            }
            finally
            {
                parent._gate.Release();
            }
        }
    }
}
