using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

public sealed class CombineLatestZipTests
{
    private static readonly FormatException Boom = new("boom");

    [Fact]
    public async Task CombineLatestTwoAndThree()
    {
        var a = new SequentialSimpleAsyncSubject<int>();
        var b = new SequentialSimpleAsyncSubject<string>();
        var observer = new AsyncRecordingObserver<string>();
        await using var handle = await a.CombineLatest(b, (x, y) => x + y).SubscribeAsync(observer);
        await a.OnNextAsync(1);
        await a.OnNextAsync(2);
        await b.OnNextAsync("a");
        await a.OnNextAsync(3);
        await b.OnNextAsync("b");
        await a.OnCompletedAsync();
        Assert.Equal(0, observer.TerminalCount);
        await b.OnNextAsync("c");
        await b.OnCompletedAsync();
        Assert.Equal(new[] { "2a", "3a", "3b", "3c" }, observer.Values);
        Assert.True(observer.Completed);

        var three = await AsyncObservable.Return(1).CombineLatest(AsyncObservable.Return(2), AsyncObservable.Return(3), (x, y, z) => x + y + z).RecordAsync();
        Assert.Equal(new[] { 6 }, three.Values);
        var list = await AsyncObservable.CombineLatest(AsyncObservable.Return(1), AsyncObservable.Return(2)).RecordAsync();
        Assert.Equal(new[] { 1, 2 }, Assert.Single(list.Values));
    }

    [Fact]
    public async Task CombineLatestEndsWhenNoResultCanComeAndOnErrors()
    {
        Assert.True((await AsyncObservable.Return(1).CombineLatest(AsyncObservable.Empty<int>(), (x, y) => x).RecordAsync()).Completed);
        Assert.Same(Boom, (await AsyncObservable.Never<int>().CombineLatest(AsyncObservable.Throw<int>(Boom), (x, y) => x).RecordAsync()).Error);
        Assert.Same(Boom, (await AsyncObservable.Return(1).CombineLatest(AsyncObservable.Return(2), (x, y) => x == 1 ? throw Boom : x).RecordAsync()).Error);
    }

    [Fact]
    public async Task ZipPairsInOrder()
    {
        var zipped = await AsyncObservable.Range(1, 5).Zip(AsyncObservable.Range(10, 3), (x, y) => x * y).RecordAsync();
        Assert.Equal(new[] { 10, 22, 36 }, zipped.Values);
        Assert.True(zipped.Completed);
        var three = await AsyncObservable.Range(1, 3).Zip(AsyncObservable.Range(1, 3), AsyncObservable.Range(1, 3), (x, y, z) => x + y + z).RecordAsync();
        Assert.Equal(new[] { 3, 6, 9 }, three.Values);
        var lists = await AsyncObservable.Zip(AsyncObservable.Range(0, 2), AsyncObservable.Range(5, 2)).RecordAsync();
        Assert.Equal(new[] { 0, 5 }, lists.Values[0]);
        Assert.Equal(new[] { 1, 6 }, lists.Values[1]);
        Assert.True((await AsyncObservable.Empty<int>().Zip(AsyncObservable.Never<int>(), (x, y) => x).RecordAsync()).Completed);
        Assert.Same(Boom, (await AsyncObservable.Range(1, 3).Zip(AsyncTestSequences.ValuesThenError(1, Boom), (x, y) => x).RecordAsync()).Error);
        Assert.Same(Boom, (await AsyncObservable.Range(1, 3).Zip(AsyncObservable.Range(1, 3), (x, y) => x == 2 ? throw Boom : x).RecordAsync()).Error);
    }

    [Fact]
    public async Task ZipWithSlowConsumerLosesNothing()
    {
        var zipped = await AsyncObservable.Range(0, 300).Zip(AsyncObservable.Range(0, 300), (x, y) => x + y).RecordAsync(async _ => await Task.Yield());
        Assert.Equal(Enumerable.Range(0, 300).Select(x => 2 * x), zipped.Values);
    }
}
