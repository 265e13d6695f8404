using BenchmarkDotNet.Attributes;
using Rheo.Async;
using Rheo.Async.Linq;
using Rheo.Dataflow;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

/// <summary>
/// Rheo.Async sharing (Multicast, Publish, Replay, RefCount, AutoConnect, ConnectAsync), SelectMany with
/// asynchronous selectors, CombineLatest/Zip of many sources and the Rheo.Dataflow bridges to async observables:
/// one subscription over 10,000 values that complete synchronously, awaited to the end.
/// </summary>
public class AsyncSharingBenchmarks
{
    private const int N = 10_000;

    private static IAsyncObservable<int> Source => AsyncObservable.Range(0, N);

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Publish), nameof(AsyncObservable.RefCount))]
    public Task<long> PublishRefCount() => CountAsync(Source.Publish().RefCount());

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Multicast), nameof(AsyncObservable.AutoConnect))]
    [Covers(typeof(IConnectableAsyncObservable<>), nameof(IConnectableAsyncObservable<int>.ConnectAsync))]
    public async Task<long> MulticastConnect()
    {
        var connectable = Source.Multicast(new Rheo.Async.Subjects.SequentialSimpleAsyncSubject<int>());
        var counter = new Counter();
        await using var handle = await connectable.SubscribeAsync(counter);
        await using var connection = await connectable.ConnectAsync();
        await counter.Done.Task;
        var auto = await CountAsync(AsyncObservable.Range(0, 10).Publish().AutoConnect());
        return counter.Count + auto;
    }

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Replay))]
    public Task<long> ReplaySelector() => CountAsync(Source.Replay(xs => xs.Where(x => x >= 0)));

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.SelectMany))]
    public Task<long> SelectManySynchronousSelector() => CountAsync(Source.SelectMany(x => new ValueTask<int>(x)));

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Zip), nameof(AsyncObservable.CombineLatest))]
    public async Task<long> ZipFourAndCombineLatestFour()
    {
        var zip = await CountAsync(Source.Zip(Source, Source, Source, (a, b, c, d) => a + b + c + d));
        var combine = await CountAsync(AsyncObservable.Range(0, 100).CombineLatest(AsyncObservable.Return(1), AsyncObservable.Return(2), AsyncObservable.Return(3), (a, b, c, d) => a + b + c + d));
        return zip + combine;
    }

    [Benchmark]
    [Covers(typeof(DataflowBlock), nameof(DataflowBlock.AsAsyncObservable), nameof(DataflowBlock.AsAsyncObserver))]
    public async Task<long> DataflowRoundTrip()
    {
        var input = new BufferBlock<int>();
        var output = new BufferBlock<int>();
        await using var forward = await input.AsAsyncObservable().SubscribeAsync(output.AsAsyncObserver());
        for (var i = 0; i < N; i++)
        {
            input.Post(i);
        }

        input.Complete();
        return await CountAsync(output.AsAsyncObservable());
    }

    private static async Task<long> CountAsync<T>(IAsyncObservable<T> source)
    {
        var counter = new Counter<T>();
        await using (await source.SubscribeAsync(counter))
        {
            await counter.Done.Task;
        }

        return counter.Count;
    }

    private class Counter : Counter<int>;

    private class Counter<T> : IAsyncObserver<T>
    {
        public long Count;

        public TaskCompletionSource Done { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

        public ValueTask OnNextAsync(T value)
        {
            Count++;
            return default;
        }

        public ValueTask OnErrorAsync(Exception error)
        {
            Done.TrySetException(error);
            return default;
        }

        public ValueTask OnCompletedAsync()
        {
            Done.TrySetResult();
            return default;
        }
    }
}
