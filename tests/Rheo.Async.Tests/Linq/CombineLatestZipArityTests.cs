using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

public sealed class CombineLatestZipArityTests
{
    private static readonly FormatException Boom = new("boom");

    private static IAsyncObservable<int> R(int start) => AsyncObservable.Range(start, 3);

    [Fact]
    public async Task ZipFourToSixteen()
    {
        var four = await R(0).Zip(R(10), R(20), R(30), (a, b, c, d) => a + b + c + d).RecordAsync();
        Assert.Equal(new[] { 60, 64, 68 }, four.Values);
        Assert.True(four.Completed);

        var sixteen = await R(0).Zip(
            R(0), R(0), R(0), R(0), R(0), R(0), R(0), R(0), R(0), R(0), R(0), R(0), R(0), R(0), R(1),
            (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p) => a + b + c + d + e + f + g + h + i + j + k + l + m + n + o + p).RecordAsync();
        Assert.Equal(new[] { 1, 17, 33 }, sixteen.Values);
        Assert.True(sixteen.Completed);

        var ten = await R(0).Zip(R(0), R(0), R(0), R(0), R(0), R(0), R(0), R(0), AsyncObservable.Range(100, 2), (a, b, c, d, e, f, g, h, i, j) => j).RecordAsync();
        Assert.Equal(new[] { 100, 101 }, ten.Values);
        Assert.True(ten.Completed);
    }

    [Fact]
    public async Task CombineLatestFourAndSixteenWithSubjects()
    {
        var subjects = Enumerable.Range(0, 16).Select(_ => new SequentialSimpleAsyncSubject<int>()).ToArray();
        var s = subjects;
        var observer = new AsyncRecordingObserver<string>();
        await using var handle = await s[0].CombineLatest(
            s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], s[12], s[13], s[14], s[15],
            (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p) => string.Join(",", a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p)).SubscribeAsync(observer);
        for (var i = 0; i < 16; i++)
        {
            await subjects[i].OnNextAsync(i);
        }

        await subjects[15].OnNextAsync(99);
        Assert.Equal(new[] { "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15", "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,99" }, observer.Values);
        foreach (var subject in subjects)
        {
            await subject.OnCompletedAsync();
        }

        Assert.True(observer.Completed);
        observer.AssertGrammar();

        var four = await AsyncObservable.Return(1).CombineLatest(AsyncObservable.Return(2), AsyncObservable.Return(3), AsyncObservable.Return(4), (a, b, c, d) => a * b * c * d).RecordAsync();
        Assert.Equal(new[] { 24 }, four.Values);
    }

    [Fact]
    public async Task EmptyErrorsAndThrowingSelectors()
    {
        Assert.True((await R(0).CombineLatest(R(0), R(0), AsyncObservable.Empty<int>(), R(0), (a, b, c, d, e) => a).RecordAsync()).Completed);
        Assert.True((await R(0).Zip(R(0), R(0), R(0), R(0), AsyncObservable.Empty<int>(), (a, b, c, d, e, f) => a).RecordAsync()).Completed);
        Assert.Same(Boom, (await R(0).CombineLatest(R(0), R(0), R(0), R(0), R(0), AsyncObservable.Throw<int>(Boom), (a, b, c, d, e, f, g) => a).RecordAsync()).Error);
        Assert.Same(Boom, (await R(0).Zip(R(0), R(0), R(0), R(0), R(0), R(0), AsyncTestSequences.ValuesThenError(1, Boom), (a, b, c, d, e, f, g, h) => a).RecordAsync()).Error);
        Assert.Same(Boom, (await R(0).Zip(R(0), R(0), R(0), R(0), R(0), R(0), R(0), R(0), (a, b, c, d, e, f, g, h, i) => a == 1 ? throw Boom : a).RecordAsync()).Error);
        Assert.Same(Boom, (await R(0).CombineLatest(R(0), R(0), R(0), R(0), R(0), R(0), R(0), R(0), R(0), R(0), (a, b, c, d, e, f, g, h, i, j, k) => a >= 0 ? throw Boom : a).RecordAsync()).Error);
    }

    [Fact]
    public async Task ZipWithSlowConsumerLosesNothing()
    {
        var zipped = await AsyncObservable.Range(0, 200).Zip(
            AsyncObservable.Range(0, 200), AsyncObservable.Range(0, 200), AsyncObservable.Range(0, 200),
            AsyncObservable.Range(0, 200), AsyncObservable.Range(0, 200), AsyncObservable.Range(0, 200), AsyncObservable.Range(0, 200),
            AsyncObservable.Range(0, 200), AsyncObservable.Range(0, 200), AsyncObservable.Range(0, 200), AsyncObservable.Range(0, 200),
            (a, b, c, d, e, f, g, h, i, j, k, l) => a + b + c + d + e + f + g + h + i + j + k + l).RecordAsync(async _ => await Task.Yield());
        Assert.Equal(Enumerable.Range(0, 200).Select(x => 12 * x), zipped.Values);
    }

    [Fact]
    public void NullArguments()
    {
        var r = R(0);
        Assert.Equal("source4", Assert.Throws<ArgumentNullException>(() => r.CombineLatest(r, r, null!, (int a, int b, int c, int d) => a)).ParamName);
        Assert.Equal("source16", Assert.Throws<ArgumentNullException>(() => r.Zip(r, r, r, r, r, r, r, r, r, r, r, r, r, r, null!, (int a, int b, int c, int d, int e, int f, int g, int h, int i, int j, int k, int l, int m, int n, int o, int p) => a)).ParamName);
        Assert.Equal("resultSelector", Assert.Throws<ArgumentNullException>(() => r.Zip(r, r, r, r, (Func<int, int, int, int, int, int>)null!)).ParamName);
    }
}
