using System.Threading.Channels;
using BenchmarkDotNet.Attributes;
using Rheo.Async;
using Rheo.Async.Linq;
using Rheo.Concurrency;
using Rheo.Testing;
using RheoBench.Coverage;
using RheoObservable = Rheo.Linq.Observable;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>Async observables to and from observables, async enumerables and channels; scheduling and time: N values.</summary>
public class AsyncObservableBridgeBenchmarks : ApiCoverageBenchmark
{
    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.ToAsyncObservable))]
    public async Task<int> FromObservable()
    {
        var buffered = await RheoObservable.Range(0, N).ToAsyncObservable().CountAsync();
        return buffered + await RheoObservable.Range(0, N).ToAsyncObservable(new AsyncBufferOptions { Policy = AsyncBufferPolicy.Unbounded }).CountAsync();
    }

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.ToObservable))]
    public async Task<long> ToObservable()
    {
        var done = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        long count = 0;
        var subscription = AsyncObservable.Range(0, N).ToObservable().Subscribe(_ => count++, done.SetException, done.SetResult);
        await done.Task;
        subscription.Dispose();
        return count;
    }

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.ToAsyncEnumerable), nameof(AsyncObservable.ToAsyncObservable))]
    public async Task<long> AsyncEnumerables()
    {
        long sum = 0;
        await foreach (var x in AsyncObservable.Range(0, N).ToAsyncEnumerable())
        {
            sum += x;
        }

        return sum + await System.Linq.AsyncEnumerable.Range(0, N).ToAsyncObservable().CountAsync();
    }

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.WriteToAsync), nameof(AsyncObservable.ToAsyncObservable))]
    public async Task<int> Channels()
    {
        var channel = Channel.CreateUnbounded<int>();
        await AsyncObservable.Range(0, N).WriteToAsync(channel.Writer);
        return await channel.Reader.ToAsyncObservable().CountAsync();
    }

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.ObserveOn), nameof(AsyncObservable.Yield))]
    public async Task<int> Scheduling()
    {
        var source = AsyncObservable.Range(0, N / 4);
        return await source.ObserveOn(ImmediateScheduler.Instance).CountAsync()
            + await source.ObserveOn(TaskScheduler.Default).CountAsync()
            + await source.ObserveOn(new SynchronizationContext()).CountAsync()
            + await source.Yield().CountAsync();
    }

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Interval), nameof(AsyncObservable.Timer))]
    public async Task<int> TimeOnVirtualScheduler()
    {
        var scheduler = new TestScheduler();
        var interval = AsyncObservable.Interval(TimeSpan.FromTicks(10), scheduler).Take(N).CountAsync();
        var periodic = AsyncObservable.Timer(TimeSpan.FromTicks(5), TimeSpan.FromTicks(10), scheduler).Take(N).CountAsync();
        var once = AsyncObservable.Timer(TimeSpan.FromTicks(5), scheduler).CountAsync();
        var deadline = Environment.TickCount64 + 10_000;
        while (!(interval.IsCompleted && periodic.IsCompleted && once.IsCompleted))
        {
            scheduler.Start();
            if (Environment.TickCount64 > deadline)
            {
                throw new TimeoutException("The timers did not complete.");
            }

            Thread.Yield();
        }

        return await interval + await periodic + await once;
    }
}
