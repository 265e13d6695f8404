using Rheo.Async.Disposables;
using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>CombineLatestValuesAreAllTrue</c> / <c>...AllFalse</c>: once every source has sent a value, sends after each
/// value whether the latest value of every source equals <c>expected</c>. One flag set per source and a count of
/// the sources at <c>expected</c>, so a value costs O(1). Updating the state and sending the result happen under
/// one <see cref="AsyncSerialGate{T}"/> (an update struct runs while the gate is held), so the results go out
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
        private readonly AsyncSerialGate<bool> _gate = new(downstream);
        private readonly byte[] _state = new byte[count]; // bit 0: has value, bit 1: value == expected
        private int _missing = count;
        private int _matching;
        private int _active = count;

        public CompositeAsyncDisposable Subscriptions { get; } = new();

        public bool IsDone => _gate.IsTerminated;

        public ValueTask NextAsync(int index, bool value) => _gate.OnNextAsync(new Update(this, index, value));

        public async ValueTask ErrorAsync(Exception error)
        {
            await _gate.OnErrorAsync(error).ConfigureAwait(false);
            if (_gate.IsTerminated)
            {
                await Subscriptions.DisposeAsync().ConfigureAwait(false);
            }
        }

        public async ValueTask CompletedAsync(int index)
        {
            // Holding the gate: the last source to complete, or one that never sent a value, completes the result.
            await _gate.OnCompletedAsync(() => --_active == 0 || (_state[index] & 1) == 0).ConfigureAwait(false);
            if (_gate.IsTerminated)
            {
                await Subscriptions.DisposeAsync().ConfigureAwait(false);
            }
        }

        public ValueTask DisposeAsync()
        {
            _gate.Stop();
            return Subscriptions.DisposeAsync();
        }

        /// <summary>Records a value (holding the gate); returns whether every source has a value, and the result.</summary>
        private bool Record(int index, bool value, out bool result)
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

        /// <summary>One source's value, recorded while the gate is held.</summary>
        private readonly struct Update(Sink sink, int index, bool value) : IAsyncSerialGateUpdate<bool>
        {
            public bool TryProduce(out bool result) => sink.Record(index, value, out result);
        }
    }

    private sealed class Inner(Sink parent, int index) : IAsyncObserver<bool>
    {
        public ValueTask OnNextAsync(bool value) => parent.NextAsync(index, value);

        public ValueTask OnErrorAsync(Exception error) => parent.ErrorAsync(error);

        public ValueTask OnCompletedAsync() => parent.CompletedAsync(index);
    }
}
