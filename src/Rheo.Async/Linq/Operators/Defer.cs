namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Defer</c> and <c>DeferAsync</c>: awaits the factory in <c>SubscribeAsync</c> and subscribes the observer straight
/// to the observable it returns (no stage of its own); a throwing or faulting factory, or one returning <see
/// langword="null"/>, becomes <c>Throw(error)</c> for that observer.
/// </summary>
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
