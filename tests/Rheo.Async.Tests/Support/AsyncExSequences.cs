using Rheo.Async.Linq;

namespace Rheo.Async.Tests.Support;

/// <summary>Sequences for the extension operator tests.</summary>
public static class AsyncExSequences
{
    /// <summary>The values, then completion, from a producer on the thread pool.</summary>
    public static IAsyncObservable<T> From<T>(params T[] values) =>
        AsyncObservable.Create<T>(async (observer, ct) =>
        {
            foreach (var value in values)
            {
                await observer.OnNextAsync(value);
            }
        });

    /// <summary>The values, then <paramref name="error"/>.</summary>
    public static IAsyncObservable<T> ThenThrow<T>(Exception error, params T[] values) =>
        AsyncObservable.Create<T>(async (observer, ct) =>
        {
            foreach (var value in values)
            {
                await observer.OnNextAsync(value);
            }

            await observer.OnErrorAsync(error);
        });
}
