using Rheo.Async.Disposables;
using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

public sealed class CreationTests
{
    [Fact]
    public async Task ReturnEmptyThrowRange()
    {
        Assert.Equal(new[] { 42 }, (await AsyncObservable.Return(42).RecordAsync()).Values);
        var empty = await AsyncObservable.Empty<int>().RecordAsync();
        Assert.Empty(empty.Values);
        Assert.True(empty.Completed);
        var error = new FormatException();
        var thrown = await AsyncObservable.Throw<int>(error).RecordAsync();
        Assert.Same(error, thrown.Error);
        Assert.Equal(Enumerable.Range(5, 100), (await AsyncObservable.Range(5, 100).RecordAsync()).Values);
        Assert.Empty((await AsyncObservable.Range(5, 0).RecordAsync()).Values);
    }

    [Fact]
    public void ArgumentChecks()
    {
        Assert.Throws<ArgumentOutOfRangeException>("count", () => AsyncObservable.Range(0, -1));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => AsyncObservable.Range(int.MaxValue, 2));
        Assert.Throws<ArgumentNullException>("error", () => AsyncObservable.Throw<int>(null!));
        Assert.Throws<ArgumentNullException>("observableFactory", () => AsyncObservable.Defer((Func<IAsyncObservable<int>>)null!));
        Assert.Throws<ArgumentNullException>("functionAsync", () => AsyncObservable.FromAsync((Func<CancellationToken, ValueTask<int>>)null!));
        Assert.Throws<ArgumentNullException>("subscribeAsync", () => AsyncObservable.Create((Func<IAsyncObserver<int>, ValueTask<IAsyncDisposable>>)null!));
        Assert.Throws<ArgumentNullException>("produceAsync", () => AsyncObservable.Create((Func<IAsyncObserver<int>, CancellationToken, ValueTask>)null!));
    }

    [Fact]
    public async Task NeverSendsNothing()
    {
        var observer = new AsyncRecordingObserver<int>();
        await using var handle = await AsyncObservable.Never<int>().SubscribeAsync(observer);
        Assert.Equal(0, observer.Count);
        Assert.False(observer.Terminated.IsCompleted);
    }

    [Fact]
    public async Task RangeStopsWhenDisposedMidStream()
    {
        var observer = new AsyncRecordingObserver<int>();
        var reached = new TaskCompletionSource();
        var release = new TaskCompletionSource();
        observer = new AsyncRecordingObserver<int>(async x =>
        {
            if (x == 10)
            {
                reached.SetResult();
                await release.Task;
            }
        });
        var handle = await AsyncObservable.Range(1, 1000).SubscribeAsync(observer);
        await reached.Task.WithTimeout();
        await handle.DisposeAsync();
        release.SetResult();
        await Task.Yield();
        Assert.Equal(Enumerable.Range(1, 10), observer.Values);
        Assert.Equal(0, observer.TerminalCount);
    }

    [Fact]
    public async Task DeferCallsFactoryPerSubscription()
    {
        var calls = 0;
        var source = AsyncObservable.Defer(() => AsyncObservable.Return(++calls));
        Assert.Equal(new[] { 1 }, (await source.RecordAsync()).Values);
        Assert.Equal(new[] { 2 }, (await source.RecordAsync()).Values);
        var asyncSource = AsyncObservable.DeferAsync(async () =>
        {
            await Task.Yield();
            return AsyncObservable.Return(7);
        });
        Assert.Equal(new[] { 7 }, (await asyncSource.RecordAsync()).Values);
        var error = new FormatException();
        Assert.Same(error, (await AsyncObservable.Defer<int>(() => throw error).RecordAsync()).Error);
    }

    [Fact]
    public async Task FromAsyncValueErrorAndCancellation()
    {
        Assert.Equal(new[] { 3 }, (await AsyncObservable.FromAsync(() => AsyncTestSequences.YieldThen(3)).RecordAsync()).Values);
        var error = new FormatException();
        Assert.Same(error, (await AsyncObservable.FromAsync<int>(async _ =>
        {
            await Task.Yield();
            throw error;
        }).RecordAsync()).Error);
        Assert.Equal(new[] { Unit.Default }, (await AsyncObservable.FromAsync(_ => default(ValueTask)).RecordAsync()).Values);

        var started = new TaskCompletionSource();
        var cancelled = new TaskCompletionSource();
        var observer = new AsyncRecordingObserver<int>();
        var handle = await AsyncObservable.FromAsync<int>(async ct =>
        {
            using var reg = ct.Register(() => cancelled.SetResult());
            started.SetResult();
            await Task.Delay(Timeout.Infinite, ct);
            return 1;
        }).SubscribeAsync(observer);
        await started.Task.WithTimeout();
        await handle.DisposeAsync();
        await cancelled.Task.WithTimeout();
        Assert.Equal(0, observer.Count);
        Assert.Equal(0, observer.TerminalCount);
    }

    [Fact]
    public async Task CreateWithSubscribeFunctionKeepsGrammar()
    {
        var disposed = 0;
        var source = AsyncObservable.Create<int>(async observer =>
        {
            await observer.OnNextAsync(1);
            await observer.OnCompletedAsync();
            await observer.OnNextAsync(2);
            await observer.OnCompletedAsync();
            return AsyncDisposable.Create(() =>
            {
                disposed++;
                return default;
            });
        });
        var recorded = await source.RecordAsync();
        Assert.Equal(new[] { 1 }, recorded.Values);
        Assert.Equal(1, recorded.TerminalCount);
        Assert.Equal(1, disposed);
    }

    [Fact]
    public async Task CreateWithProducerCompletesFailsAndCancels()
    {
        var values = await AsyncObservable.Create<int>(async (o, ct) =>
        {
            await o.OnNextAsync(1);
            await o.OnNextAsync(2);
        }).RecordAsync();
        Assert.Equal(new[] { 1, 2 }, values.Values);
        Assert.True(values.Completed);

        var error = new FormatException();
        Assert.Same(error, (await AsyncTestSequences.ValuesThenError(2, error).RecordAsync()).Error);
        Assert.Same(error, (await AsyncObservable.Create<int>((o, ct) => throw error).RecordAsync()).Error);

        var cancelled = new TaskCompletionSource();
        var observer = new AsyncRecordingObserver<int>();
        var handle = await AsyncObservable.Create<int>(async (o, ct) =>
        {
            await o.OnNextAsync(1);
            try
            {
                await Task.Delay(Timeout.Infinite, ct);
            }
            finally
            {
                cancelled.SetResult();
            }
        }).SubscribeAsync(observer);
        while (observer.Count == 0)
        {
            await Task.Yield();
        }

        await handle.DisposeAsync();
        await cancelled.Task.WithTimeout();
        Assert.Equal(new[] { 1 }, observer.Values);
        Assert.Equal(0, observer.TerminalCount);
    }

    [Fact]
    public async Task UsingDisposesResourceOnCompletionAndOnDispose()
    {
        var resource = new CountingResource();
        var recorded = await AsyncObservable.Using(() => resource, r => AsyncObservable.Range(1, 3)).RecordAsync();
        Assert.Equal(new[] { 1, 2, 3 }, recorded.Values);
        Assert.Equal(1, resource.Disposals);

        var second = new CountingResource();
        var handle = await AsyncObservable.Using(() => second, r => AsyncObservable.Never<int>()).SubscribeAsync(new AsyncRecordingObserver<int>());
        Assert.Equal(0, second.Disposals);
        await handle.DisposeAsync();
        await handle.DisposeAsync();
        Assert.Equal(1, second.Disposals);

        var error = new FormatException();
        var third = new CountingResource();
        var failed = await AsyncObservable.Using<int, CountingResource>(() => third, r => throw error).RecordAsync();
        Assert.Same(error, failed.Error);
        Assert.Equal(1, third.Disposals);
    }

    private sealed class CountingResource : IAsyncDisposable
    {
        public int Disposals { get; private set; }

        public ValueTask DisposeAsync()
        {
            Disposals++;
            return default;
        }
    }
}
