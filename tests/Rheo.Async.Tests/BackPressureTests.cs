using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests;

public sealed class BackPressureTests
{
    [Fact]
    public async Task SlowObserverHoldsTheProducerBack()
    {
        var produced = 0;
        var aheadOfConsumer = 0;
        var source = AsyncObservable.Range(1, 200)
            .Select(x =>
            {
                Interlocked.Increment(ref produced);
                return x;
            })
            .Where(x => AsyncTestSequences.YieldThen(true))
            .Select(x => AsyncTestSequences.YieldThen(x));
        var recorded = await source.RecordAsync(async x =>
        {
            if (Volatile.Read(ref produced) != x)
            {
                Interlocked.Increment(ref aheadOfConsumer);
            }

            await Task.Yield();
            if (Volatile.Read(ref produced) != x)
            {
                Interlocked.Increment(ref aheadOfConsumer);
            }
        });
        Assert.Equal(Enumerable.Range(1, 200), recorded.Values);
        Assert.Equal(0, aheadOfConsumer);
        Assert.True(recorded.Completed);
    }

    [Fact]
    public async Task ProducerWaitsUntilObserverReleasesIt()
    {
        var produced = 0;
        var gate = new SemaphoreSlim(0);
        var observer = new AsyncRecordingObserver<int>(async _ => await gate.WaitAsync());
        await using var handle = await AsyncObservable.Range(1, 5)
            .Select(x =>
            {
                Interlocked.Increment(ref produced);
                return x;
            })
            .SubscribeAsync(observer);
        for (var i = 1; i <= 5; i++)
        {
            while (observer.Count < i)
            {
                await Task.Yield();
            }

            Assert.Equal(i, Volatile.Read(ref produced));
            gate.Release();
        }

        await observer.WaitAsync();
        Assert.Equal(new[] { 1, 2, 3, 4, 5 }, observer.Values);
        observer.AssertGrammar();
    }
}
