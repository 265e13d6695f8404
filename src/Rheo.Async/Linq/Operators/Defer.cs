namespace Rheo.Async.Linq.Operators;

internal sealed class Defer<T>(Func<ValueTask<IAsyncObservable<T>>> factory) : AsyncObservableBase<T>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        IAsyncObservable<T> source;
        try
        {
            source = await factory().ConfigureAwait(false) ?? throw new InvalidOperationException("The observable factory returned null.");
        }
        catch (Exception ex)
        {
            return await new Throw<T>(ex).SubscribeAsync(observer).ConfigureAwait(false);
        }

        return await source.SubscribeAsync(observer).ConfigureAwait(false);
    }
}
