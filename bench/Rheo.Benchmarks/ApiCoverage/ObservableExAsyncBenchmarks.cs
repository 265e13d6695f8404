using BenchmarkDotNet.Attributes;
using Rheo.Linq;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>The extension operators that run async work per value, with work that completes synchronously: N values.</summary>
public class ObservableExAsyncBenchmarks : ApiCoverageBenchmark
{
    private static Task Completion<T>(IObservable<T> source, out IDisposable subscription)
    {
        var done = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        subscription = source.Subscribe(static _ => { }, done.SetException, done.SetResult);
        return done.Task;
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.SelectAsync))]
    [Covers(typeof(AsyncConcurrency), nameof(AsyncConcurrency.Concurrent))]
    public async Task SelectAsync()
    {
        await Completion(Observable.Range(0, N).SelectAsync(static (x, _) => new ValueTask<int>(x)), out var a);
        await Completion(Observable.Range(0, N).SelectAsync(static x => Task.FromResult(x), AsyncConcurrency.Concurrent(4)), out var b);
        a.Dispose();
        b.Dispose();
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.SubscribeAsync))]
    public async Task SubscribeAsync()
    {
        var done = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var subscription = Observable.Range(0, N).SubscribeAsync(static (_, _) => ValueTask.CompletedTask, done.SetException, done.SetResult);
        await done.Task;
        subscription.Dispose();
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.DropIfBusy))]
    public async Task DropIfBusy()
    {
        await Completion(Observable.Range(0, N).DropIfBusy(static (_, _) => ValueTask.CompletedTask), out var subscription);
        subscription.Dispose();
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.WithLimitedConcurrency))]
    public async Task WithLimitedConcurrency()
    {
        var factories = Enumerable.Range(0, N).Select(static i => (Func<Task<int>>)(() => Task.FromResult(i)));
        await Completion(factories.WithLimitedConcurrency(4), out var subscription);
        subscription.Dispose();
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.ToHotTask), nameof(ObservableEx.ToHotValueTask))]
    public async Task<long> ToHotTasks()
    {
        long sum = 0;
        for (var i = 0; i < N; i++)
        {
            sum += await Observable.Return(i).ToHotTask();
            sum += await Observable.Return(i).ToHotValueTask();
        }

        return sum;
    }
}
