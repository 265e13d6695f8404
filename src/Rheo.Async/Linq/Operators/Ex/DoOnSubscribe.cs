namespace Rheo.Async.Linq.Operators;

/// <summary><c>DoOnSubscribe</c>: runs the action on each subscription, before the source is subscribed; a throw (or a faulted task) becomes <c>OnErrorAsync</c>.</summary>
internal sealed class DoOnSubscribe<T>(IAsyncObservable<T> source, Func<ValueTask> action) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        ValueTask task;
        try
        {
            task = action();
        }
        catch (Exception error)
        {
            return new Throw<T>(error).SubscribeAsync(observer);
        }

        if (task.IsCompletedSuccessfully)
        {
            task.GetAwaiter().GetResult();
            return source.SubscribeAsync(observer);
        }

        return Slow(task, observer);
    }

    private async ValueTask<IAsyncDisposable> Slow(ValueTask task, IAsyncObserver<T> observer)
    {
        try
        {
            await task.ConfigureAwait(false);
        }
        catch (Exception error)
        {
            return await new Throw<T>(error).SubscribeAsync(observer).ConfigureAwait(false);
        }

        return await source.SubscribeAsync(observer).ConfigureAwait(false);
    }
}
