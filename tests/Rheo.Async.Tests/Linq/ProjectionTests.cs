using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

public sealed class ProjectionTests
{
    private static readonly FormatException Boom = new("boom");

    public static TheoryData<string> SelectForms => ["sync", "async", "asyncToken"];

    private static IAsyncObservable<int> Select(IAsyncObservable<int> source, string form, Func<int, int> f) => form switch
    {
        "sync" => source.Select(f),
        "async" => source.Select(x => AsyncTestSequences.YieldThen(f(x))),
        _ => source.Select((x, ct) => AsyncTestSequences.YieldThen(f(x))),
    };

    private static IAsyncObservable<int> Where(IAsyncObservable<int> source, string form, Func<int, bool> p) => form switch
    {
        "sync" => source.Where(p),
        "async" => source.Where(x => AsyncTestSequences.YieldThen(p(x))),
        _ => source.Where((x, ct) => AsyncTestSequences.YieldThen(p(x))),
    };

    [Theory]
    [MemberData(nameof(SelectForms))]
    public async Task SelectValuesEmptyError(string form)
    {
        Assert.Equal(new[] { 2, 4, 6 }, (await Select(AsyncObservable.Range(1, 3), form, x => x * 2).RecordAsync()).Values);
        var empty = await Select(AsyncObservable.Empty<int>(), form, x => x).RecordAsync();
        Assert.True(empty.Completed);
        Assert.Empty(empty.Values);
        var error = await Select(AsyncTestSequences.ValuesThenError(2, Boom), form, x => -x).RecordAsync();
        Assert.Equal(new[] { -1, -2 }, error.Values);
        Assert.Same(Boom, error.Error);
    }

    [Theory]
    [MemberData(nameof(SelectForms))]
    public async Task WhereValuesEmptyError(string form)
    {
        Assert.Equal(new[] { 2, 4 }, (await Where(AsyncObservable.Range(1, 5), form, x => x % 2 == 0).RecordAsync()).Values);
        Assert.True((await Where(AsyncObservable.Empty<int>(), form, x => true).RecordAsync()).Completed);
        var error = await Where(AsyncTestSequences.ValuesThenError(3, Boom), form, x => x != 2).RecordAsync();
        Assert.Equal(new[] { 1, 3 }, error.Values);
        Assert.Same(Boom, error.Error);
    }

    [Theory]
    [MemberData(nameof(SelectForms))]
    public async Task ThrowingSelectorFails(string form)
    {
        var recorded = await Select(AsyncObservable.Range(1, 10), form, x => x == 3 ? throw Boom : x).RecordAsync();
        Assert.Equal(new[] { 1, 2 }, recorded.Values);
        Assert.Same(Boom, recorded.Error);
        var filtered = await Where(AsyncObservable.Range(1, 10), form, x => x == 3 ? throw Boom : true).RecordAsync();
        Assert.Equal(new[] { 1, 2 }, filtered.Values);
        Assert.Same(Boom, filtered.Error);
    }

    [Fact]
    public async Task SynchronouslyThrowingAsyncSelectorsFail()
    {
        var a = await AsyncObservable.Range(1, 10).Select(x => x == 2 ? throw Boom : new ValueTask<int>(x)).RecordAsync();
        Assert.Equal(new[] { 1 }, a.Values);
        Assert.Same(Boom, a.Error);
        var b = await AsyncObservable.Range(1, 10).Select((x, ct) => x == 2 ? throw Boom : new ValueTask<int>(x)).RecordAsync();
        Assert.Same(Boom, b.Error);
        var c = await AsyncObservable.Range(1, 10).Where(x => x == 2 ? throw Boom : new ValueTask<bool>(true)).RecordAsync();
        Assert.Same(Boom, c.Error);
        var d = await AsyncObservable.Range(1, 10).Where((x, ct) => x == 2 ? throw Boom : new ValueTask<bool>(true)).RecordAsync();
        Assert.Same(Boom, d.Error);
    }

    [Fact]
    public async Task FaultedValueTasksFail()
    {
        var a = await AsyncObservable.Range(1, 10).Select(x => x == 2 ? ValueTask.FromException<int>(Boom) : new ValueTask<int>(x)).RecordAsync();
        Assert.Equal(new[] { 1 }, a.Values);
        Assert.Same(Boom, a.Error);
        var b = await AsyncObservable.Range(1, 10).Where(x => x == 2 ? ValueTask.FromException<bool>(Boom) : new ValueTask<bool>(true)).RecordAsync();
        Assert.Equal(new[] { 1 }, b.Values);
        Assert.Same(Boom, b.Error);
    }

    [Fact]
    public async Task DisposeCancelsInFlightSelector()
    {
        var entered = new TaskCompletionSource();
        var cancelled = new TaskCompletionSource();
        var observer = new AsyncRecordingObserver<int>();
        var handle = await AsyncObservable.Range(1, 10).Select(async (x, ct) =>
        {
            if (x == 2)
            {
                using var reg = ct.Register(() => cancelled.SetResult());
                entered.SetResult();
                await Task.Delay(Timeout.Infinite, ct);
            }

            return x;
        }).SubscribeAsync(observer);
        await entered.Task.WithTimeout();
        await handle.DisposeAsync();
        await cancelled.Task.WithTimeout();
        await Task.Yield();
        Assert.Equal(new[] { 1 }, observer.Values);
        Assert.Equal(0, observer.TerminalCount);

        var enteredWhere = new TaskCompletionSource();
        var cancelledWhere = new TaskCompletionSource();
        var handle2 = await AsyncObservable.Range(1, 10).Where(async (x, ct) =>
        {
            using var reg = ct.Register(() => cancelledWhere.SetResult());
            enteredWhere.SetResult();
            await Task.Delay(Timeout.Infinite, ct);
            return true;
        }).SubscribeAsync(new AsyncRecordingObserver<int>());
        await enteredWhere.Task.WithTimeout();
        await handle2.DisposeAsync();
        await cancelledWhere.Task.WithTimeout();
    }

    [Fact]
    public void NullArguments()
    {
        IAsyncObservable<int> nullSource = null!;
        Assert.Throws<ArgumentNullException>("source", () => nullSource.Select(x => x));
        Assert.Throws<ArgumentNullException>("selector", () => AsyncObservable.Range(0, 1).Select((Func<int, int>)null!));
        Assert.Throws<ArgumentNullException>("selector", () => AsyncObservable.Range(0, 1).Select((Func<int, ValueTask<int>>)null!));
        Assert.Throws<ArgumentNullException>("predicate", () => AsyncObservable.Range(0, 1).Where((Func<int, bool>)null!));
        Assert.Throws<ArgumentNullException>("predicate", () => AsyncObservable.Range(0, 1).Where((Func<int, CancellationToken, ValueTask<bool>>)null!));
    }
}
