using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Using(resourceFactory, observableFactory)</c>: per subscription, awaits the resource and then the observable made
/// from it (a failing factory becomes <c>Throw(error)</c>, and a failing observable factory disposes the resource
/// first); values pass with the downstream task returned as is; the resource is disposed once, after the terminal
/// message has been delivered or when the subscription is disposed.
/// </summary>
internal sealed class Using<T, TResource>(Func<CancellationToken, ValueTask<TResource>> resourceFactory, Func<TResource, CancellationToken, ValueTask<IAsyncObservable<T>>> observableFactory)
    : AsyncObservableBase<T>
    where TResource : IAsyncDisposable
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        TResource resource;
        try
        {
            resource = await resourceFactory(CancellationToken.None).ConfigureAwait(false);
        }
        catch (Exception ex)
        {
            return await new Throw<T>(ex).SubscribeAsync(observer).ConfigureAwait(false);
        }

        IAsyncObservable<T> source;
        try
        {
            source = await observableFactory(resource, CancellationToken.None).ConfigureAwait(false)
                ?? throw new InvalidOperationException("The observable factory returned null.");
        }
        catch (Exception ex)
        {
            await resource.DisposeAsync().ConfigureAwait(false);
            return await new Throw<T>(ex).SubscribeAsync(observer).ConfigureAwait(false);
        }

        return await AsyncSinkSubscription.Run(source, new Sink(observer, resource)).ConfigureAwait(false);
    }

    private sealed class Sink(IAsyncObserver<T> downstream, TResource resource) : AsyncSink<T, T>(downstream)
    {
        private int _released;

        public override ValueTask OnNextAsync(T value) => Downstream.OnNextAsync(value);

        public override async ValueTask OnErrorAsync(Exception error)
        {
            await base.OnErrorAsync(error).ConfigureAwait(false);
            await ReleaseAsync().ConfigureAwait(false);
        }

        public override async ValueTask OnCompletedAsync()
        {
            await base.OnCompletedAsync().ConfigureAwait(false);
            await ReleaseAsync().ConfigureAwait(false);
        }

        public override async ValueTask DisposeAsync()
        {
            await base.DisposeAsync().ConfigureAwait(false);
            await ReleaseAsync().ConfigureAwait(false);
        }

        private ValueTask ReleaseAsync() => Interlocked.Exchange(ref _released, 1) == 0 ? resource.DisposeAsync() : default;
    }
}
