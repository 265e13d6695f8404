using Rheo.Async;
using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRheo;

/// <summary>Counts values; completes its task at the end of the sequence. Completes every call synchronously.</summary>
internal sealed class AsyncCountObserver<T> : IAsyncObserver<T>
{
    private readonly TaskCompletionSource done = new(TaskCreationOptions.RunContinuationsAsynchronously);

    public long Count;

    public Task Done => done.Task;

    public ValueTask OnNextAsync(T value)
    {
        Count++;
        return default;
    }

    public ValueTask OnErrorAsync(Exception error)
    {
        done.TrySetException(error);
        return default;
    }

    public ValueTask OnCompletedAsync()
    {
        done.TrySetResult();
        return default;
    }
}

[Library(Library.Rheo)]
public sealed class AsyncPipelineRheo : IAsyncPipeline
{
    public long Run(int messages, bool asyncSelectors) => RunAsync(messages, asyncSelectors).GetAwaiter().GetResult();

    private static async Task<long> RunAsync(int messages, bool asyncSelectors)
    {
        var counter = new AsyncCountObserver<int>();
        var source = AsyncObservable.Range(0, messages);
        var pipeline = asyncSelectors
            ? source.Where(async x =>
            {
                await Task.Yield();
                return true;
            }).Select(async x =>
            {
                await Task.Yield();
                return x;
            })
            : source.Where(x => true).Select(x => x);
        await using (await pipeline.SubscribeAsync(counter))
        {
            await counter.Done;
        }

        return counter.Count;
    }
}

[Library(Library.Rheo)]
public sealed class AsyncSubjectFanoutRheo : IAsyncSubjectFanout
{
    private readonly SequentialSimpleAsyncSubject<int> subject = new();
    private readonly List<AsyncCountObserver<int>> observers = [];

    public void Setup(int count)
    {
        for (var i = 0; i < count; i++)
        {
            var observer = new AsyncCountObserver<int>();
            observers.Add(observer);
            subject.SubscribeAsync(observer).AsTask().GetAwaiter().GetResult();
        }
    }

    public long Run(int messages)
    {
        var before = Total();
        var target = subject;
        for (var i = 0; i < messages; i++)
        {
            AsyncLibrary.Wait(target.OnNextAsync(42));
        }

        return Total() - before;
    }

    public void Stop() => AsyncLibrary.Wait(subject.OnCompletedAsync());

    private long Total()
    {
        long total = 0;
        foreach (var observer in observers)
        {
            total += observer.Count;
        }

        return total;
    }
}
