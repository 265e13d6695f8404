using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Ex;

public sealed class ErrorsTests
{
    private static readonly InvalidOperationException Boom = new("boom");

    [Fact]
    public async Task CatchIgnore_ErrorBecomesCompletion()
    {
        var source = AsyncExSequences.ThenThrow(Boom, 1, 2);
        var o = await source.CatchIgnore().RecordAsync();
        Assert.Equal([1, 2], o.Values);
        Assert.True(o.Completed);

        Exception? seen = null;
        Assert.True((await source.CatchIgnore(e => seen = e).RecordAsync()).Completed);
        Assert.Same(Boom, seen);

        var other = new ArgumentException();
        var thrown = await source.CatchIgnore(_ => throw other).RecordAsync();
        Assert.Equal([1, 2], thrown.Values);
        Assert.Same(other, thrown.Error);

        var completed = await AsyncObservable.Range(1, 2).CatchIgnore(_ => throw other).RecordAsync();
        Assert.True(completed.Completed);
    }

    [Fact]
    public async Task CatchAndReturn_ErrorBecomesLastValue()
    {
        var source = AsyncExSequences.ThenThrow(Boom, 1, 2);
        var fixedValue = await source.CatchAndReturn(-1).RecordAsync();
        Assert.Equal([1, 2, -1], fixedValue.Values);
        Assert.True(fixedValue.Completed);
        Assert.Equal(new[] { 1, 2, 4 }, (await source.CatchAndReturn(e => e.Message.Length).RecordAsync()).Values);
        var other = new ArgumentException();
        var r = await source.CatchAndReturn(_ => throw other).RecordAsync();
        Assert.Equal([1, 2], r.Values);
        Assert.Same(other, r.Error);
        var take = await AsyncObservable.Throw<int>(Boom).CatchAndReturn(5).Take(1).RecordAsync();
        Assert.Equal([5], take.Values);
        Assert.True(take.Completed);
        var slow = await source.CatchAndReturn(9).RecordAsync(async _ => await Task.Yield());
        Assert.Equal([1, 2, 9], slow.Values);
        Assert.True(slow.Completed);
        Assert.Equal(new[] { 1, 2 }, (await AsyncObservable.Range(1, 2).CatchAndReturn(9).RecordAsync()).Values);
    }

    [Fact]
    public async Task Dispose_MidStream_StopsValues()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var o = new AsyncRecordingObserver<int>();
        var d = await subject.CatchAndReturn(0).CatchIgnore().SubscribeAsync(o);
        await subject.OnNextAsync(1);
        await d.DisposeAsync();
        await subject.OnErrorAsync(Boom);
        Assert.Equal([1], o.Values);
        Assert.Equal(0, o.TerminalCount);
        Assert.False(subject.HasObservers);
    }

    [Fact]
    public void ArgumentChecks()
    {
        IAsyncObservable<int> nil = null!;
        var src = AsyncObservable.Return(1);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.CatchIgnore()).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.CatchIgnore(_ => { })).ParamName);
        Assert.Equal("onError", Assert.Throws<ArgumentNullException>(() => src.CatchIgnore(null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.CatchAndReturn(1)).ParamName);
        Assert.Equal("selector", Assert.Throws<ArgumentNullException>(() => src.CatchAndReturn((Func<Exception, int>)null!)).ParamName);
    }
}
