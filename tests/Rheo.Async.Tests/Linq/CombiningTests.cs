using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

public sealed class CombiningTests
{
    private static readonly FormatException Boom = new("boom");

    [Fact]
    public async Task ConcatStartWithPrepend()
    {
        Assert.Equal(new[] { 1, 2, 10, 11 }, (await AsyncObservable.Range(1, 2).Concat(AsyncObservable.Range(10, 2)).RecordAsync()).Values);
        Assert.Equal(new[] { 1, 2, 3 }, (await AsyncObservable.Concat(AsyncObservable.Return(1), AsyncObservable.Empty<int>(), AsyncObservable.Return(2), AsyncObservable.Return(3)).RecordAsync()).Values);
        Assert.True((await AsyncObservable.Concat<int>().RecordAsync()).Completed);
        Assert.Equal(new[] { -1, 0, 1 }, (await AsyncObservable.Return(1).StartWith(-1, 0).RecordAsync()).Values);
        Assert.Equal(new[] { 0, 1 }, (await AsyncObservable.Return(1).Prepend(0).RecordAsync()).Values);
        var error = await AsyncTestSequences.ValuesThenError(1, Boom).Concat(AsyncObservable.Return(5)).RecordAsync();
        Assert.Equal(new[] { 1 }, error.Values);
        Assert.Same(Boom, error.Error);
    }

    [Fact]
    public async Task ConcatOfManySourcesKeepsOrderWithSlowConsumer()
    {
        var sources = Enumerable.Range(0, 50).Select(i => AsyncObservable.Range(i * 10, 10));
        var recorded = await AsyncObservable.Concat(sources).RecordAsync(async _ => await Task.Yield());
        Assert.Equal(Enumerable.Range(0, 500), recorded.Values);
    }

    [Fact]
    public async Task ConcatDisposeMidStream()
    {
        var reached = new TaskCompletionSource();
        var observer = new AsyncRecordingObserver<int>(x =>
        {
            if (x == 12)
            {
                reached.TrySetResult();
            }

            return default;
        });
        var handle = await AsyncObservable.Range(0, 10).Concat(AsyncObservable.Range(10, 5).Concat(AsyncObservable.Never<int>())).SubscribeAsync(observer);
        await reached.Task.WithTimeout();
        await handle.DisposeAsync();
        Assert.Equal(0, observer.TerminalCount);
    }

    [Fact]
    public async Task MergeAllValuesExactlyOnce()
    {
        var sources = Enumerable.Range(0, 8).Select(i => AsyncObservable.Range(i * 1000, 1000)).ToArray();
        var recorded = await AsyncObservable.Merge(sources).RecordAsync();
        Assert.Equal(Enumerable.Range(0, 8000), recorded.Values.Order());
        Assert.True(recorded.Completed);
        var slow = await AsyncObservable.Merge(sources).RecordAsync(async _ => await Task.Yield());
        Assert.Equal(Enumerable.Range(0, 8000), slow.Values.Order());
    }

    [Fact]
    public async Task MergeMaxConcurrentLimitsSubscriptions()
    {
        var active = 0;
        var maxActive = 0;
        IAsyncObservable<int> Inner(int i) => AsyncObservable.Create<int>(async (o, ct) =>
        {
            var now = Interlocked.Increment(ref active);
            InterlockedMax(ref maxActive, now);
            await Task.Yield();
            await o.OnNextAsync(i);
            Interlocked.Decrement(ref active);
        });
        var recorded = await AsyncObservable.Range(0, 20).Select(Inner).Merge(2).RecordAsync();
        Assert.Equal(Enumerable.Range(0, 20), recorded.Values.Order());
        Assert.True(Volatile.Read(ref maxActive) <= 2);
        Assert.Throws<ArgumentOutOfRangeException>("maxConcurrent", () => AsyncObservable.Range(0, 1).Select(Inner).Merge(0));
    }

    [Fact]
    public async Task MergeErrorStopsEverything()
    {
        var recorded = await AsyncObservable.Merge(AsyncObservable.Never<int>(), AsyncObservable.Throw<int>(Boom)).RecordAsync();
        Assert.Same(Boom, recorded.Error);
        Assert.True((await AsyncObservable.Merge<int>().RecordAsync()).Completed);
    }

    [Fact]
    public async Task SelectManyFlattens()
    {
        var recorded = await AsyncObservable.Range(1, 3).SelectMany(x => AsyncObservable.Range(x * 10, 2)).RecordAsync();
        Assert.Equal(new[] { 10, 11, 20, 21, 30, 31 }, recorded.Values.Order());
        Assert.Same(Boom, (await AsyncObservable.Range(1, 3).SelectMany<int, int>(x => throw Boom).RecordAsync()).Error);
    }

    private static void InterlockedMax(ref int target, int value)
    {
        int current;
        while ((current = Volatile.Read(ref target)) < value && Interlocked.CompareExchange(ref target, value, current) != current)
        {
        }
    }
}
