using System.Runtime.CompilerServices;
using Rheo.Async.Disposables;
using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>CombineLatestValuesAreAllTrue</c> / <c>...AllFalse</c>: once every source has sent a value, sends after each
/// value whether the latest value of every source equals <c>expected</c>. One flag set per source and a count of
/// the sources at <c>expected</c>, so a value costs O(1). Updating the state and sending the result happen under
/// one asynchronous gate (a <see cref="SemaphoreSlim"/> entered without waiting when free), so the results go out
/// in the order of the state changes and the last one always reflects the latest values. Completes when every
/// source completed, or at once when a source completes without a value; the first error wins.
/// </summary>
internal sealed class CombineLatestAllEqual(IAsyncObservable<bool>[] sources, bool expected) : AsyncObservableBase<bool>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<bool> observer)
    {
        if (sources.Length == 0)
        {
            return await new ArraySource<bool>([]).SubscribeAsync(observer).ConfigureAwait(false);
        }

        var sink = new Sink(observer, sources.Length, expected);
        try
        {
            for (var i = 0; i < sources.Length && !sink.IsDone; i++)
            {
                var handle = await sources[i].SubscribeAsync(new Inner(sink, i)).ConfigureAwait(false);
                await sink.Subscriptions.AddAsync(handle).ConfigureAwait(false);
            }
        }
        catch
        {
            await sink.DisposeAsync().ConfigureAwait(false);
            throw;
        }

        return sink;
    }

    private sealed class Sink(IAsyncObserver<bool> downstream, int count, bool expected) : IAsyncDisposable
    {
        private readonly SemaphoreSlim _gate = new(1, 1);
        private readonly byte[] _state = new byte[count]; // bit 0: has value, bit 1: value == expected
        private int _missing = count;
        private int _matching;
        private int _active = count;
        private volatile bool _done;

        public CompositeAsyncDisposable Subscriptions { get; } = new();

        public bool IsDone => _done;

        public ValueTask NextAsync(int index, bool value)
        {
            if (_done)
            {
                return default;
            }

            if (!_gate.Wait(0))
            {
                return NextSlow(index, value);
            }

            ValueTask task;
            try
            {
                if (_done || !Update(index, value, out var result))
                {
                    _gate.Release();
                    return default;
                }

                task = downstream.OnNextAsync(result);
            }
            catch
            {
                _gate.Release();
                throw;
            }

            if (task.IsCompletedSuccessfully)
            {
                task.GetAwaiter().GetResult();
                _gate.Release();
                return default;
            }

            return _gate.ReleaseAfter(task);
        }

        public async ValueTask ErrorAsync(Exception error)
        {
            if (_done)
            {
                return;
            }

            await _gate.WaitAsync().ConfigureAwait(false);
            try
            {
                if (_done)
                {
                    return;
                }

                _done = true;
                await downstream.OnErrorAsync(error).ConfigureAwait(false);
            }
            finally
            {
                _gate.Release();
            }

            await Subscriptions.DisposeAsync().ConfigureAwait(false);
        }

        public async ValueTask CompletedAsync(int index)
        {
            if (_done)
            {
                return;
            }

            await _gate.WaitAsync().ConfigureAwait(false);
            try
            {
                if (_done || (--_active != 0 && (_state[index] & 1) != 0))
                {
                    return;
                }

                _done = true;
                await downstream.OnCompletedAsync().ConfigureAwait(false);
            }
            finally
            {
                _gate.Release();
            }

            await Subscriptions.DisposeAsync().ConfigureAwait(false);
        }

        public ValueTask DisposeAsync()
        {
            _done = true;
            return Subscriptions.DisposeAsync();
        }

        /// <summary>Records a value (holding the gate); returns whether every source has a value, and the result.</summary>
        private bool Update(int index, bool value, out bool result)
        {
            var state = _state[index];
            if ((state & 1) == 0)
            {
                _missing--;
                state |= 1;
            }
            else if ((state & 2) != 0)
            {
                _matching--;
            }

            if (value == expected)
            {
                _matching++;
                state |= 2;
            }
            else
            {
                state &= unchecked((byte)~2);
            }

            _state[index] = state;
            result = _matching == _state.Length;
            return _missing == 0;
        }

        [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
        private async ValueTask NextSlow(int index, bool value)
        {
            await _gate.WaitAsync().ConfigureAwait(false);
            try
            {
                if (!_done && Update(index, value, out var result))
                {
                    await downstream.OnNextAsync(result).ConfigureAwait(false);
                }
            }
            finally
            {
                _gate.Release();
            }
        }
    }

    private sealed class Inner(Sink parent, int index) : IAsyncObserver<bool>
    {
        public ValueTask OnNextAsync(bool value) => parent.NextAsync(index, value);

        public ValueTask OnErrorAsync(Exception error) => parent.ErrorAsync(error);

        public ValueTask OnCompletedAsync() => parent.CompletedAsync(index);
    }
}
