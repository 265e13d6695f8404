namespace Rheo.Async.Internal;

/// <summary>Subscribes a sink to its upstream and hands the sink out as the subscription's handle.</summary>
internal static class AsyncSinkSubscription
{
    public static ValueTask<IAsyncDisposable> Run<TSource, TResult>(IAsyncObservable<TSource> source, AsyncSink<TSource, TResult> sink)
    {
        ValueTask<IAsyncDisposable> subscribe;
        try
        {
            subscribe = source.SubscribeAsync(sink);
        }
        catch (Exception ex)
        {
            return ValueTask.FromException<IAsyncDisposable>(ex);
        }

        if (subscribe.IsCompletedSuccessfully)
        {
            var set = sink.SetUpstreamAsync(subscribe.Result);
            if (set.IsCompletedSuccessfully)
            {
                set.GetAwaiter().GetResult();
                return new ValueTask<IAsyncDisposable>(sink);
            }

            return Finish(set, sink);
        }

        return Slow(subscribe, sink);
    }

    private static async ValueTask<IAsyncDisposable> Slow<TSource, TResult>(ValueTask<IAsyncDisposable> subscribe, AsyncSink<TSource, TResult> sink)
    {
        var upstream = await subscribe.ConfigureAwait(false);
        await sink.SetUpstreamAsync(upstream).ConfigureAwait(false);
        return sink;
    }

    private static async ValueTask<IAsyncDisposable> Finish<TSource, TResult>(ValueTask set, AsyncSink<TSource, TResult> sink)
    {
        await set.ConfigureAwait(false);
        return sink;
    }
}
