using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Parity;

/// <summary>
/// <c>CombineLatest</c> completes as the core's (and Rx.NET's) does: when every source has completed, or when a value
/// arrives before every source has one while all the other sources have completed; a source that completes without
/// a value does not end it at once.
/// </summary>
public sealed class CombineLatestCompletionParityTests
{
    [Fact]
    public async Task NeverAndEmpty_NeverCompletes()
    {
        var observer = new AsyncRecordingObserver<int>();
        await using var handle = await AsyncObservable.Never<int>().CombineLatest(AsyncObservable.Empty<int>(), (x, y) => x).SubscribeAsync(observer);
        Assert.Equal(0, observer.TerminalCount);
    }

    [Fact]
    public async Task OneCompletesEmpty_TheOtherSendsAValue_CompletesAtThatValue()
    {
        var a = new SequentialSimpleAsyncSubject<int>();
        var b = new SequentialSimpleAsyncSubject<int>();
        var observer = new AsyncRecordingObserver<int>();
        await using var handle = await a.CombineLatest(b, (x, y) => x + y).SubscribeAsync(observer);
        await b.OnCompletedAsync();
        Assert.Equal(0, observer.TerminalCount);
        await a.OnNextAsync(1);
        Assert.True(observer.Completed);
        Assert.Empty(observer.Values);
    }

    [Fact]
    public async Task ThreeSources_OneCompletesEmpty_WaitsForTheOthers()
    {
        var a = new SequentialSimpleAsyncSubject<int>();
        var b = new SequentialSimpleAsyncSubject<int>();
        var c = new SequentialSimpleAsyncSubject<int>();
        var observer = new AsyncRecordingObserver<int>();
        await using var handle = await a.CombineLatest(b, c, (x, y, z) => x + y + z).SubscribeAsync(observer);
        await c.OnCompletedAsync();
        await a.OnNextAsync(1);
        Assert.Equal(0, observer.TerminalCount);
        await a.OnCompletedAsync();
        Assert.Equal(0, observer.TerminalCount);
        await b.OnNextAsync(2);
        Assert.True(observer.Completed);
        Assert.Empty(observer.Values);
    }

    [Fact]
    public async Task AllComplete_WithoutValues_Completes()
    {
        var result = await AsyncObservable.Empty<int>().CombineLatest(AsyncObservable.Empty<int>(), (x, y) => x).RecordAsync();
        Assert.True(result.Completed);
        var list = await AsyncObservable.CombineLatest(AsyncObservable.Empty<int>(), AsyncObservable.Return(1)).RecordAsync();
        Assert.True(list.Completed);
        Assert.Empty(list.Values);
    }

    [Fact]
    public async Task SourceWithValueCompletes_OthersKeepProducing()
    {
        var a = new SequentialSimpleAsyncSubject<int>();
        var b = new SequentialSimpleAsyncSubject<int>();
        var observer = new AsyncRecordingObserver<int>();
        await using var handle = await a.CombineLatest(b, (x, y) => (x * 10) + y).SubscribeAsync(observer);
        await a.OnNextAsync(1);
        await a.OnCompletedAsync();
        await b.OnNextAsync(2);
        await b.OnNextAsync(3);
        Assert.Equal(0, observer.TerminalCount);
        await b.OnCompletedAsync();
        Assert.Equal(new[] { 12, 13 }, observer.Values);
        Assert.True(observer.Completed);
    }
}
