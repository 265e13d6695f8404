using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

public sealed class FilteringTests
{
    private static readonly FormatException Boom = new("boom");

    [Fact]
    public async Task TakeSkip()
    {
        Assert.Equal(new[] { 1, 2, 3 }, (await AsyncObservable.Range(1, 10).Take(3).RecordAsync()).Values);
        Assert.Equal(new[] { 1, 2 }, (await AsyncObservable.Range(1, 2).Take(5).RecordAsync()).Values);
        Assert.True((await AsyncObservable.Range(1, 2).Take(0).RecordAsync()).Completed);
        Assert.Equal(new[] { 9, 10 }, (await AsyncObservable.Range(1, 10).Skip(8).RecordAsync()).Values);
        Assert.Equal(new[] { 1 }, (await AsyncObservable.Range(1, 1).Skip(0).RecordAsync()).Values);
        var error = await AsyncTestSequences.ValuesThenError(2, Boom).Take(5).RecordAsync();
        Assert.Same(Boom, error.Error);
        Assert.Same(Boom, (await AsyncTestSequences.ValuesThenError(2, Boom).Skip(5).RecordAsync()).Error);
        Assert.Throws<ArgumentOutOfRangeException>("count", () => AsyncObservable.Range(1, 1).Take(-1));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => AsyncObservable.Range(1, 1).Skip(-1));
    }

    [Fact]
    public async Task TakeStopsAnEndlessSourceWithSlowConsumer()
    {
        var produced = 0;
        var endless = AsyncObservable.Create<int>(async (o, ct) =>
        {
            for (var i = 0; !ct.IsCancellationRequested; i++)
            {
                Interlocked.Increment(ref produced);
                await o.OnNextAsync(i);
            }
        });
        var recorded = await endless.Take(5).RecordAsync(async _ => await Task.Yield());
        Assert.Equal(new[] { 0, 1, 2, 3, 4 }, recorded.Values);
        Assert.True(recorded.Completed);
        Assert.Equal(5, Volatile.Read(ref produced));
    }

    [Fact]
    public async Task TakeWhileSkipWhile()
    {
        Assert.Equal(new[] { 1, 2 }, (await AsyncObservable.Range(1, 10).TakeWhile(x => x < 3).RecordAsync()).Values);
        Assert.Equal(new[] { 8, 9, 10 }, (await AsyncObservable.Range(1, 10).SkipWhile(x => x < 8).RecordAsync()).Values);
        var a = await AsyncObservable.Range(1, 10).TakeWhile(x => x == 2 ? throw Boom : true).RecordAsync();
        Assert.Equal(new[] { 1 }, a.Values);
        Assert.Same(Boom, a.Error);
        Assert.Same(Boom, (await AsyncObservable.Range(1, 10).SkipWhile(x => throw Boom).RecordAsync()).Error);
        Assert.True((await AsyncObservable.Empty<int>().TakeWhile(x => true).RecordAsync()).Completed);
    }

    [Fact]
    public async Task TakeUntilObservableTaskTokenPredicate()
    {
        var stop = new TaskCompletionSource();
        var observer = new AsyncRecordingObserver<int>();
        var source = AsyncObservable.Create<int>(async (o, ct) =>
        {
            await o.OnNextAsync(1);
            await o.OnNextAsync(2);
            stop.SetResult();
            await Task.Delay(Timeout.Infinite, ct);
        });
        await using (await source.TakeUntil(stop.Task).SubscribeAsync(observer))
        {
            await observer.WaitAsync();
        }

        Assert.Equal(new[] { 1, 2 }, observer.Values);
        Assert.True(observer.Completed);

        using var cts = new CancellationTokenSource();
        var tokenObserver = new AsyncRecordingObserver<int>(x =>
        {
            if (x == 3)
            {
                cts.Cancel();
            }

            return default;
        });
        await using (await AsyncObservable.Range(1, 3).Concat(AsyncObservable.Never<int>()).TakeUntil(cts.Token).SubscribeAsync(tokenObserver))
        {
            await tokenObserver.WaitAsync();
        }

        Assert.Equal(new[] { 1, 2, 3 }, tokenObserver.Values);
        Assert.True(tokenObserver.Completed);
        tokenObserver.AssertGrammar();

        var signal = await AsyncObservable.Never<int>().TakeUntil(AsyncObservable.Return("stop")).RecordAsync();
        Assert.True(signal.Completed);
        Assert.Same(Boom, (await AsyncObservable.Never<int>().TakeUntil(AsyncObservable.Throw<int>(Boom)).RecordAsync()).Error);
        Assert.Equal(new[] { 1, 2, 3 }, (await AsyncObservable.Range(1, 10).TakeUntil(x => x == 3).RecordAsync()).Values);
        Assert.Same(Boom, (await AsyncObservable.Range(1, 10).TakeUntil(x => throw Boom).RecordAsync()).Error);
        Assert.Equal(new[] { 1, 2 }, (await AsyncObservable.Range(1, 2).TakeUntil(AsyncObservable.Never<int>()).RecordAsync()).Values);
    }

    [Fact]
    public async Task DistinctFamily()
    {
        var xs = AsyncObservable.Range(0, 10).Select(x => x % 3);
        Assert.Equal(new[] { 0, 1, 2 }, (await xs.Distinct().RecordAsync()).Values);
        Assert.Equal(new[] { 0, 1 }, (await xs.DistinctBy(x => x > 0).RecordAsync()).Values);
        var ys = AsyncObservable.Range(0, 6).Select(x => x / 2);
        Assert.Equal(new[] { 0, 1, 2 }, (await ys.DistinctUntilChanged().RecordAsync()).Values);
        Assert.Equal(new[] { 0, 4 }, (await AsyncObservable.Range(0, 6).DistinctUntilChangedBy(x => x / 4).RecordAsync()).Values);
        Assert.Equal(new[] { "a", "B" }, (await AsyncObservable.Concat(AsyncObservable.Return("a"), AsyncObservable.Return("A"), AsyncObservable.Return("B")).DistinctUntilChanged(StringComparer.OrdinalIgnoreCase).RecordAsync()).Values);
        Assert.Same(Boom, (await xs.DistinctBy<int, int>(x => throw Boom).RecordAsync()).Error);
        Assert.Same(Boom, (await xs.DistinctUntilChangedBy<int, int>(x => throw Boom).RecordAsync()).Error);
    }

    [Fact]
    public async Task ScanCastOfType()
    {
        Assert.Equal(new[] { 1, 3, 6 }, (await AsyncObservable.Range(1, 3).Scan(0, (a, x) => a + x).RecordAsync()).Values);
        Assert.Equal(new[] { 1, 3, 6 }, (await AsyncObservable.Range(1, 3).Scan((a, x) => a + x).RecordAsync()).Values);
        Assert.Same(Boom, (await AsyncObservable.Range(1, 3).Scan(0, (a, x) => x == 2 ? throw Boom : a).RecordAsync()).Error);
        IAsyncObservable<object?> mixed = AsyncObservable.Concat(AsyncObservable.Return<object?>(1), AsyncObservable.Return<object?>("x"), AsyncObservable.Return<object?>(2));
        Assert.Equal(new[] { 1, 2 }, (await mixed.OfType<int>().RecordAsync()).Values);
        var cast = await mixed.Cast<int>().RecordAsync();
        Assert.Equal(new[] { 1 }, cast.Values);
        Assert.IsType<InvalidCastException>(cast.Error);
        Assert.Equal(new[] { "a" }, (await AsyncObservable.Return<object?>("a").Cast<string>().RecordAsync()).Values);
    }
}
