using Rheo.Async;
using Rheo.Async.Linq;

namespace Rheo.Async.Tests.Support;

/// <summary>Helpers shared by the asynchronous operator tests.</summary>
public static class AsyncTestSequences
{
    public static readonly TimeSpan Timeout = Bounded.Timeout;

    /// <summary>Subscribes a recorder and waits for termination.</summary>
    public static async Task<AsyncRecordingObserver<T>> RecordAsync<T>(this IAsyncObservable<T> source, Func<T, ValueTask>? onNext = null)
    {
        var observer = new AsyncRecordingObserver<T>(onNext);
        await using var handle = await source.SubscribeAsync(observer);
        await observer.WaitAsync();
        observer.AssertGrammar();
        return observer;
    }

    /// <summary>Values 1..n, then an error.</summary>
    public static IAsyncObservable<int> ValuesThenError(int n, Exception error) =>
        AsyncObservable.Create<int>(async (observer, ct) =>
        {
            for (var i = 1; i <= n; i++)
            {
                await observer.OnNextAsync(i);
            }

            await observer.OnErrorAsync(error);
        });

    /// <summary>A task that really yields, then returns <paramref name="value"/>.</summary>
    public static async ValueTask<TValue> YieldThen<TValue>(TValue value)
    {
        await Task.Yield();
        return value;
    }

    public static async Task WithTimeout(this Task task)
    {
        if (await Task.WhenAny(task, Task.Delay(Timeout)) != task)
        {
            throw new TimeoutException();
        }

        await task;
    }
}
