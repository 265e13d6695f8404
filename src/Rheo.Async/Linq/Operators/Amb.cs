using Rheo.Async.Disposables;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Amb</c>: subscribes to every source in turn and follows the first one to send a message (value, error or
/// completion): before that message goes downstream the others are disposed (awaited), and from then on the winner's
/// messages pass with the downstream task returned as is; the losers' messages are dropped. Disposal disposes every
/// source still subscribed. Cost: one observer and one handle slot per source.
/// </summary>
internal sealed class Amb<T>(IAsyncObservable<T>[] sources) : AsyncObservableBase<T>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer, sources.Length);
        for (var i = 0; i < sources.Length; i++)
        {
            var handle = await sources[i].SubscribeAsync(new Racer(sink, i)).ConfigureAwait(false);
            await sink.Handles[i].AssignAsync(handle).ConfigureAwait(false);
        }

        return sink;
    }

    private sealed class Sink : IAsyncDisposable
    {
        private int _winner = -1;

        public Sink(IAsyncObserver<T> downstream, int count)
        {
            Downstream = downstream;
            Handles = new SingleAssignmentAsyncDisposable[count];
            for (var i = 0; i < count; i++)
            {
                Handles[i] = new SingleAssignmentAsyncDisposable();
            }
        }

        public IAsyncObserver<T> Downstream { get; }

        public SingleAssignmentAsyncDisposable[] Handles { get; }

        public async ValueTask<bool> TryWinAsync(int index)
        {
            var winner = Volatile.Read(ref _winner);
            if (winner == index)
            {
                return true;
            }

            if (winner != -1 || Interlocked.CompareExchange(ref _winner, index, -1) != -1)
            {
                return false;
            }

            for (var i = 0; i < Handles.Length; i++)
            {
                if (i != index)
                {
                    await Handles[i].DisposeAsync().ConfigureAwait(false);
                }
            }

            return true;
        }

        public bool IsWinner(int index) => Volatile.Read(ref _winner) == index;

        public async ValueTask DisposeAsync()
        {
            foreach (var handle in Handles)
            {
                await handle.DisposeAsync().ConfigureAwait(false);
            }
        }
    }

    private sealed class Racer(Sink sink, int index) : IAsyncObserver<T>
    {
        public ValueTask OnNextAsync(T value) => sink.IsWinner(index) ? sink.Downstream.OnNextAsync(value) : Slow(value);

        public async ValueTask OnErrorAsync(Exception error)
        {
            if (await sink.TryWinAsync(index).ConfigureAwait(false))
            {
                await sink.Downstream.OnErrorAsync(error).ConfigureAwait(false);
            }
        }

        public async ValueTask OnCompletedAsync()
        {
            if (await sink.TryWinAsync(index).ConfigureAwait(false))
            {
                await sink.Downstream.OnCompletedAsync().ConfigureAwait(false);
            }
        }

        private async ValueTask Slow(T value)
        {
            if (await sink.TryWinAsync(index).ConfigureAwait(false))
            {
                await sink.Downstream.OnNextAsync(value).ConfigureAwait(false);
            }
        }
    }
}
