using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

public sealed class SelectManyTests
{
    private static readonly FormatException Boom = new("boom");

    [Fact]
    public async Task SynchronousSelectorsKeepTheOrder()
    {
        var doubled = await AsyncObservable.Range(1, 5).SelectMany(x => new ValueTask<int>(x * 2)).RecordAsync();
        Assert.Equal(new[] { 2, 4, 6, 8, 10 }, doubled.Values);
        Assert.True(doubled.Completed);
        var withToken = await AsyncObservable.Range(1, 3).SelectMany((x, ct) => new ValueTask<string>(ct.CanBeCanceled ? "t" + x : "?")).RecordAsync();
        Assert.Equal(new[] { "t1", "t2", "t3" }, withToken.Values);
    }

    [Fact]
    public async Task PendingSelectorsSendEveryResultOnceAndCompleteAfterTheLast()
    {
        var results = await AsyncObservable.Range(1, 100).SelectMany(AsyncTestSequences.YieldThen).RecordAsync();
        Assert.Equal(Enumerable.Range(1, 100), results.Values.Order());
        Assert.True(results.Completed);

        var tokens = await AsyncObservable.Range(1, 50).SelectMany(async (x, ct) =>
        {
            await Task.Yield();
            ct.ThrowIfCancellationRequested();
            return -x;
        }).RecordAsync();
        Assert.Equal(Enumerable.Range(1, 50).Select(x => -x).Order(), tokens.Values.Order());
        Assert.True(tokens.Completed);
    }

    [Fact]
    public async Task ResultSelectorForms()
    {
        var task = await AsyncObservable.Range(1, 3).SelectMany(x => AsyncTestSequences.YieldThen(x * 10), (x, y) => x + y).RecordAsync();
        Assert.Equal(new[] { 11, 22, 33 }, task.Values.Order());
        var token = await AsyncObservable.Range(1, 3).SelectMany((x, ct) => new ValueTask<int>(x * 10), (x, y) => x + y).RecordAsync();
        Assert.Equal(new[] { 11, 22, 33 }, token.Values);
        var inner = await AsyncObservable.Range(1, 3).SelectMany(x => AsyncObservable.Range(0, x), (x, c) => x * 10 + c).RecordAsync();
        Assert.Equal(new[] { 10, 20, 21, 30, 31, 32 }, inner.Values.Order());
        Assert.True(inner.Completed);
        Assert.Same(Boom, (await AsyncObservable.Range(1, 3).SelectMany(x => AsyncObservable.Return(x), (x, c) => x == 2 ? throw Boom : c).RecordAsync()).Error);
        Assert.Same(Boom, (await AsyncObservable.Range(1, 3).SelectMany(x => x == 2 ? throw Boom : AsyncObservable.Return(x), (x, c) => c).RecordAsync()).Error);
    }

    [Fact]
    public async Task EmptyAndSourceErrors()
    {
        var empty = await AsyncObservable.Empty<int>().SelectMany(AsyncTestSequences.YieldThen).RecordAsync();
        Assert.True(empty.Completed);
        Assert.Empty(empty.Values);
        var failed = await AsyncTestSequences.ValuesThenError(3, Boom).SelectMany(x => new ValueTask<int>(x)).RecordAsync();
        Assert.Equal(new[] { 1, 2, 3 }, failed.Values);
        Assert.Same(Boom, failed.Error);
        Assert.Same(Boom, (await AsyncTestSequences.ValuesThenError(3, Boom).SelectMany(AsyncTestSequences.YieldThen).RecordAsync()).Error);
    }

    [Fact]
    public async Task ThrowingAndFaultingSelectors()
    {
        Assert.Same(Boom, (await AsyncObservable.Range(1, 5).SelectMany(x => x == 2 ? throw Boom : new ValueTask<int>(x)).RecordAsync()).Error);
        Assert.Same(Boom, (await AsyncObservable.Range(1, 5).SelectMany(x => x == 2 ? ValueTask.FromException<int>(Boom) : new ValueTask<int>(x)).RecordAsync()).Error);
        Assert.Same(Boom, (await AsyncObservable.Range(1, 5).SelectMany(async x =>
        {
            await Task.Yield();
            return x == 3 ? throw Boom : x;
        }).RecordAsync()).Error);
        Assert.Same(Boom, (await AsyncObservable.Range(1, 5).SelectMany((x, ct) => x == 2 ? throw Boom : new ValueTask<int>(x)).RecordAsync()).Error);
        Assert.Same(Boom, (await AsyncObservable.Range(1, 5).SelectMany(AsyncTestSequences.YieldThen, (x, y) => x == 4 ? throw Boom : y).RecordAsync()).Error);
    }

    [Fact]
    public async Task DisposingCancelsInFlightSelectorsAndSaysNothing()
    {
        var started = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var cancelled = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var observer = new AsyncRecordingObserver<int>();
        var handle = await AsyncObservable.Range(1, 1).SelectMany(async (x, ct) =>
        {
            started.SetResult();
            try
            {
                await Task.Delay(Timeout.Infinite, ct);
            }
            catch (OperationCanceledException)
            {
                cancelled.SetResult();
                throw;
            }

            return x;
        }).SubscribeAsync(observer);
        await started.Task.WithTimeout();
        await handle.DisposeAsync();
        await cancelled.Task.WithTimeout();
        Assert.Equal(0, observer.TerminalCount);
        Assert.Empty(observer.Values);
    }

    [Fact]
    public async Task AFailingSelectorCancelsTheOthers()
    {
        var cancelled = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var result = await AsyncObservable.Range(1, 2).SelectMany(async (x, ct) =>
        {
            if (x == 2)
            {
                await Task.Yield();
                throw Boom;
            }

            try
            {
                await Task.Delay(Timeout.Infinite, ct);
            }
            catch (OperationCanceledException)
            {
                cancelled.SetResult();
                throw;
            }

            return x;
        }).RecordAsync();
        Assert.Same(Boom, result.Error);
        await cancelled.Task.WithTimeout();
    }

    [Fact]
    public async Task ASlowConsumerSlowsTheSourceOnTheSynchronousPath()
    {
        var produced = 0;
        var release = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var first = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var observer = new AsyncRecordingObserver<int>(async x =>
        {
            if (x == 1)
            {
                first.SetResult();
                await release.Task;
            }
        });
        await using var handle = await AsyncObservable.Range(1, 10)
            .Select(x =>
            {
                Interlocked.Increment(ref produced);
                return x;
            })
            .SelectMany(x => new ValueTask<int>(x))
            .SubscribeAsync(observer);
        await first.Task.WithTimeout();
        Assert.Equal(1, Volatile.Read(ref produced));
        release.SetResult();
        await observer.WaitAsync();
        Assert.Equal(Enumerable.Range(1, 10), observer.Values);
    }

    [Fact]
    public async Task MixedPendingAndSynchronousSelectorsUnderLoadLoseNothing()
    {
        const int Count = 10_000;
        var results = await AsyncObservable.Range(0, Count)
            .SelectMany(x => x % 3 == 0 ? AsyncTestSequences.YieldThen(x) : new ValueTask<int>(x))
            .RecordAsync(x => x % 500 == 0 ? new ValueTask(Task.Run(static () => { })) : default);
        Assert.Equal(Enumerable.Range(0, Count), results.Values.Order());
        Assert.True(results.Completed);
        Assert.Equal(1, results.TerminalCount);
    }

    [Fact]
    public void NullArguments()
    {
        IAsyncObservable<int> nullSource = null!;
        var source = AsyncObservable.Range(1, 2);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nullSource.SelectMany(x => new ValueTask<int>(x))).ParamName);
        Assert.Equal("selector", Assert.Throws<ArgumentNullException>(() => source.SelectMany((Func<int, ValueTask<int>>)null!)).ParamName);
        Assert.Equal("selector", Assert.Throws<ArgumentNullException>(() => source.SelectMany((Func<int, CancellationToken, ValueTask<int>>)null!)).ParamName);
        Assert.Equal("taskSelector", Assert.Throws<ArgumentNullException>(() => source.SelectMany((Func<int, ValueTask<int>>)null!, (x, y) => x)).ParamName);
        Assert.Equal("resultSelector", Assert.Throws<ArgumentNullException>(() => source.SelectMany((x, ct) => new ValueTask<int>(x), (Func<int, int, int>)null!)).ParamName);
        Assert.Equal("collectionSelector", Assert.Throws<ArgumentNullException>(() => source.SelectMany((Func<int, IAsyncObservable<int>>)null!, (x, y) => x)).ParamName);
    }
}
