using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

public sealed class SwitchAmbTests
{
    private static readonly FormatException Boom = new("boom");

    [Fact]
    public async Task SwitchFollowsLatestInner()
    {
        var outer = new SequentialSimpleAsyncSubject<IAsyncObservable<int>>();
        var a = new SequentialSimpleAsyncSubject<int>();
        var b = new SequentialSimpleAsyncSubject<int>();
        var observer = new AsyncRecordingObserver<int>();
        await using var handle = await outer.Switch().SubscribeAsync(observer);
        await outer.OnNextAsync(a);
        await a.OnNextAsync(1);
        await outer.OnNextAsync(b);
        Assert.False(a.HasObservers);
        await a.OnNextAsync(2);
        await b.OnNextAsync(3);
        await outer.OnCompletedAsync();
        Assert.Equal(0, observer.TerminalCount);
        await b.OnNextAsync(4);
        await b.OnCompletedAsync();
        await observer.WaitAsync();
        Assert.Equal(new[] { 1, 3, 4 }, observer.Values);
        Assert.True(observer.Completed);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task SwitchErrorsAndEmpty()
    {
        Assert.True((await AsyncObservable.Empty<IAsyncObservable<int>>().Switch().RecordAsync()).Completed);
        Assert.Same(Boom, (await AsyncObservable.Return(AsyncObservable.Throw<int>(Boom)).Switch().RecordAsync()).Error);
        Assert.Same(Boom, (await AsyncObservable.Throw<IAsyncObservable<int>>(Boom).Switch().RecordAsync()).Error);
        Assert.Equal(new[] { 1, 2 }, (await AsyncObservable.Return(AsyncObservable.Range(1, 2)).Switch().RecordAsync()).Values);
    }

    [Fact]
    public async Task AmbFollowsFirstToSpeak()
    {
        var a = new SequentialSimpleAsyncSubject<int>();
        var b = new SequentialSimpleAsyncSubject<int>();
        var observer = new AsyncRecordingObserver<int>();
        await using var handle = await a.Amb(b).SubscribeAsync(observer);
        await b.OnNextAsync(1);
        Assert.False(a.HasObservers);
        await a.OnNextAsync(2);
        await b.OnNextAsync(3);
        await b.OnCompletedAsync();
        Assert.Equal(new[] { 1, 3 }, observer.Values);
        Assert.True(observer.Completed);
        Assert.Equal(new[] { 5 }, (await AsyncObservable.Amb(AsyncObservable.Never<int>(), AsyncObservable.Return(5)).RecordAsync()).Values);
        Assert.Same(Boom, (await AsyncObservable.Amb(AsyncObservable.Never<int>(), AsyncObservable.Throw<int>(Boom)).RecordAsync()).Error);
    }
}
