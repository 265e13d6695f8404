using Rheo.Async;
using RheoBench.ApiCoverage;

namespace RheoBench.AsyncHelpers;

/// <summary>Subscribes an observer that ignores the values and waits (bounded) for the sequence to end.</summary>
public static class AsyncDrain
{
    /// <summary>Runs <paramref name="source"/> to its end; its error is thrown, a sequence that does not end within <see cref="CoverageWait.Timeout"/> throws <see cref="TimeoutException"/>.</summary>
    public static async Task RunAsync<T>(IAsyncObservable<T> source)
    {
        var drain = new DrainObserver<T>();
        await using var handle = await source.SubscribeAsync(drain);
        await drain.Done.Task.WaitAsync(CoverageWait.Timeout);
    }
}
