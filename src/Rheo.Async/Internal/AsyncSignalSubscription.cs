namespace Rheo.Async.Internal;

/// <summary>
/// An operator that subscribes, for each value, to a sequence whose signal concerns that value only (the selector
/// forms of <c>Throttle</c> and <c>Timeout</c>): values are numbered, and a subscription or an error that arrives for
/// a value that is no longer current is dropped.
/// </summary>
internal interface IAsyncSignalOwner
{
    /// <summary>Keeps <paramref name="handle"/> when value <paramref name="id"/> is still current, else disposes it.</summary>
    ValueTask Attach(IAsyncDisposable handle, long id);

    /// <summary>Fails the result when value <paramref name="id"/> is still current.</summary>
    ValueTask Fail(Exception error, long id);
}

/// <summary>Subscribes an <see cref="IAsyncSignalOwner"/>'s signal observer and hands the result to it.</summary>
internal static class AsyncSignalSubscription
{
    /// <summary>
    /// Subscribes <paramref name="signal"/> to <paramref name="sequence"/> for value <paramref name="id"/>: the handle
    /// goes to <see cref="IAsyncSignalOwner.Attach"/>, a throwing or failing subscription to
    /// <see cref="IAsyncSignalOwner.Fail"/>.
    /// </summary>
    public static ValueTask Subscribe<TSignal>(IAsyncSignalOwner owner, IAsyncObservable<TSignal> sequence, IAsyncObserver<TSignal> signal, long id)
    {
        ValueTask<IAsyncDisposable> subscribe;
        try
        {
            subscribe = sequence.SubscribeAsync(signal);
        }
        catch (Exception ex)
        {
            return owner.Fail(ex, id);
        }

        return subscribe.IsCompletedSuccessfully ? owner.Attach(subscribe.Result, id) : SubscribeSlow(owner, subscribe, id);
    }

    private static async ValueTask SubscribeSlow(IAsyncSignalOwner owner, ValueTask<IAsyncDisposable> subscribe, long id)
    {
        IAsyncDisposable handle;
        try
        {
            handle = await subscribe.ConfigureAwait(false);
        }
        catch (Exception ex)
        {
            await owner.Fail(ex, id).ConfigureAwait(false);
            return;
        }

        await owner.Attach(handle, id).ConfigureAwait(false);
    }
}
