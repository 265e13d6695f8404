using System.Runtime.CompilerServices;
using Rheo.Async.Disposables;
using Rheo.Async.Internal;
using Rheo.Async.Subjects;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>GroupBy</c>: one group per distinct key (null keys included), sent to the outer observer before its first
/// element; the source's call awaits that outer call, then the group's observers (each in turn). An element sent to a
/// group nobody observes is dropped, as in Rx: subscribe to a group inside the outer <c>OnNextAsync</c> (awaiting
/// <c>SubscribeAsync</c> there) to see every element of it. The source subscription lives while the outer handle or
/// any group subscription does. Errors and completion reach the groups first, then the outer observer.
/// </summary>
internal sealed class GroupBy<TSource, TKey, TElement>(
    IAsyncObservable<TSource> source,
    Func<TSource, TKey> keySelector,
    Func<TSource, TElement>? elementSelector,
    IEqualityComparer<TKey>? comparer) : AsyncObservableBase<IAsyncGroupedObservable<TKey, TElement>>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<IAsyncGroupedObservable<TKey, TElement>> observer)
    {
        var sink = new Sink(observer, keySelector, elementSelector, comparer);
        sink.Init();
        await AsyncSinkSubscription.Run(source, sink).ConfigureAwait(false);
        return new OuterHandle(sink);
    }

    private sealed class Sink(
        IAsyncObserver<IAsyncGroupedObservable<TKey, TElement>> downstream,
        Func<TSource, TKey> keySelector,
        Func<TSource, TElement>? elementSelector,
        IEqualityComparer<TKey>? comparer) : AsyncSink<TSource, IAsyncGroupedObservable<TKey, TElement>>(downstream)
    {
        // A null key never reaches the dictionary: it has its own group field.
#pragma warning disable CS8714
        private readonly Dictionary<TKey, Group> _groups = new(comparer);
#pragma warning restore CS8714
        private Group? _nullGroup;
        private volatile bool _outerDisposed;

        public RefCountAsyncDisposable? Lifetime { get; private set; }

        public void Init() => Lifetime = new RefCountAsyncDisposable(new Upstream(this));

        public void DisposeOuter() => _outerDisposed = true;

        public override ValueTask OnNextAsync(TSource value)
        {
            if (IsTerminated)
            {
                return default;
            }

            TKey key;
            try
            {
                key = keySelector(value);
            }
            catch (Exception ex)
            {
                return FailAllAsync(ex);
            }

            Group? group;
            if (key is null)
            {
                group = _nullGroup;
            }
            else
            {
                _groups.TryGetValue(key, out group);
            }

            if (group is not null)
            {
                return SendAsync(group, value);
            }

            group = new Group(key, this);
            if (key is null)
            {
                _nullGroup = group;
            }
            else
            {
                _groups.Add(key, group);
            }

            if (_outerDisposed)
            {
                return SendAsync(group, value);
            }

            var task = Downstream.OnNextAsync(group);
            if (!task.IsCompletedSuccessfully)
            {
                return SendAfter(task, group, value);
            }

            task.GetAwaiter().GetResult();
            return SendAsync(group, value);
        }

        public override ValueTask OnErrorAsync(Exception error) => TryTerminate() ? TerminateAsync(error) : default;

        public override ValueTask OnCompletedAsync() => TryTerminate() ? TerminateAsync(null) : default;

        public ValueTask DisposeSourceAsync() => DisposeUpstreamAsync();

        private ValueTask SendAsync(Group group, TSource value)
        {
            TElement element;
            try
            {
                element = elementSelector is null ? Unsafe.As<TSource, TElement>(ref value) : elementSelector(value);
            }
            catch (Exception ex)
            {
                return FailAllAsync(ex);
            }

            return IsDisposed ? default : group.Subject.OnNextAsync(element);
        }

        [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
        private async ValueTask SendAfter(ValueTask outer, Group group, TSource value)
        {
            await outer.ConfigureAwait(false);
            await SendAsync(group, value).ConfigureAwait(false);
        }

        private ValueTask FailAllAsync(Exception error)
        {
            if (!TryTerminate())
            {
                return default;
            }

            var dispose = DisposeUpstreamAsync();
            return dispose.IsCompletedSuccessfully ? TerminateAsync(error) : FailAfter(dispose, error);
        }

        private async ValueTask FailAfter(ValueTask dispose, Exception error)
        {
            await dispose.ConfigureAwait(false);
            await TerminateAsync(error).ConfigureAwait(false);
        }

        private async ValueTask TerminateAsync(Exception? error)
        {
            var groups = new List<Group>(_groups.Count + 1);
            if (_nullGroup is not null)
            {
                groups.Add(_nullGroup);
            }

            groups.AddRange(_groups.Values);
            _groups.Clear();
            _nullGroup = null;
            foreach (var group in groups)
            {
                await (error is null ? group.Subject.OnCompletedAsync() : group.Subject.OnErrorAsync(error)).ConfigureAwait(false);
            }

            if (!_outerDisposed)
            {
                await (error is null ? Downstream.OnCompletedAsync() : Downstream.OnErrorAsync(error)).ConfigureAwait(false);
            }
        }
    }

    private sealed class Group(TKey key, Sink parent) : IAsyncGroupedObservable<TKey, TElement>
    {
        public SequentialSimpleAsyncSubject<TElement> Subject { get; } = new();

        public TKey Key => key;

        public async ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<TElement> observer)
        {
            ArgumentNullException.ThrowIfNull(observer);
            var keepAlive = parent.Lifetime!.GetDisposable();
            IAsyncDisposable subscription;
            try
            {
                subscription = await Subject.SubscribeAsync(observer).ConfigureAwait(false);
            }
            catch
            {
                await keepAlive.DisposeAsync().ConfigureAwait(false);
                throw;
            }

            return new GroupHandle(subscription, keepAlive);
        }
    }

    private sealed class GroupHandle(IAsyncDisposable subscription, IAsyncDisposable keepAlive) : IAsyncDisposable
    {
        private int _disposed;

        public async ValueTask DisposeAsync()
        {
            if (Interlocked.Exchange(ref _disposed, 1) != 0)
            {
                return;
            }

            await subscription.DisposeAsync().ConfigureAwait(false);
            await keepAlive.DisposeAsync().ConfigureAwait(false);
        }
    }

    private sealed class Upstream(Sink sink) : IAsyncDisposable
    {
        public ValueTask DisposeAsync() => sink.DisposeSourceAsync();
    }

    private sealed class OuterHandle(Sink sink) : IAsyncDisposable
    {
        public ValueTask DisposeAsync()
        {
            sink.DisposeOuter();
            return sink.Lifetime!.DisposeAsync();
        }
    }
}
