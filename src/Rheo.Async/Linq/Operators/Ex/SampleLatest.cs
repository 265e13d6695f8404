using Rheo.Async.Disposables;
using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>SampleLatest</c>: each sampler value sends the source's latest value, if it has one, even if it was sent before
/// (unlike Rx <c>Sample</c>, which sends a value once). Source values only replace the latest one (under a short
/// lock); sampled values and terminal messages go downstream through an <see cref="AsyncSerialGate{T}"/>, so they
/// never overlap. Completes with the source; errors from either side; the sampler's completion only stops sampling.
/// </summary>
internal sealed class SampleLatest<T, TSample>(IAsyncObservable<T> source, IAsyncObservable<TSample> sampler) : AsyncObservableBase<T>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer);
        try
        {
            await sink.Subscriptions.AddAsync(await source.SubscribeAsync(sink).ConfigureAwait(false)).ConfigureAwait(false);
            await sink.Subscriptions.AddAsync(await sampler.SubscribeAsync(new SamplerObserver(sink)).ConfigureAwait(false)).ConfigureAwait(false);
        }
        catch
        {
            await sink.Subscriptions.DisposeAsync().ConfigureAwait(false);
            throw;
        }

        return sink.Subscriptions;
    }

    private sealed class Sink(IAsyncObserver<T> downstream) : IAsyncObserver<T>
    {
        private readonly AsyncSerialGate<T> _gate = new(downstream);
        private readonly Lock _lock = new();
        private T _latest = default!;
        private bool _hasValue;

        public CompositeAsyncDisposable Subscriptions { get; } = new();

        public ValueTask OnNextAsync(T value)
        {
            lock (_lock)
            {
                _latest = value;
                _hasValue = true;
            }

            return default;
        }

        public async ValueTask OnErrorAsync(Exception error)
        {
            await _gate.OnErrorAsync(error).ConfigureAwait(false);
            await Subscriptions.DisposeAsync().ConfigureAwait(false);
        }

        public async ValueTask OnCompletedAsync()
        {
            await _gate.OnCompletedAsync().ConfigureAwait(false);
            await Subscriptions.DisposeAsync().ConfigureAwait(false);
        }

        public ValueTask SampleAsync()
        {
            T value;
            lock (_lock)
            {
                if (!_hasValue)
                {
                    return default;
                }

                value = _latest;
            }

            return _gate.OnNextAsync(value);
        }
    }

    private sealed class SamplerObserver(Sink sink) : IAsyncObserver<TSample>
    {
        public ValueTask OnNextAsync(TSample value) => sink.SampleAsync();

        public ValueTask OnErrorAsync(Exception error) => sink.OnErrorAsync(error);

        public ValueTask OnCompletedAsync() => default;
    }
}
