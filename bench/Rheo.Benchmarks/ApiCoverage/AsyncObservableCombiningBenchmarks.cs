using BenchmarkDotNet.Attributes;
using Rheo.Async;
using Rheo.Async.Linq;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

/// <summary>Async observables meeting: N values in all.</summary>
public class AsyncObservableCombiningBenchmarks : ApiCoverageBenchmark
{
    private static readonly InvalidOperationException Error = new();

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Merge))]
    public async Task<int> Merge()
    {
        var half = AsyncObservable.Range(0, N / 2);
        return await AsyncObservable.Merge(half, half).CountAsync() + await AsyncObservable.Return(half).Merge(2).CountAsync();
    }

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Concat), nameof(AsyncObservable.OnErrorResumeNext))]
    public async Task<int> Concat()
    {
        var quarter = AsyncObservable.Range(0, N / 4);
        return await quarter.Concat(quarter).CountAsync() + await AsyncObservable.OnErrorResumeNext(quarter, AsyncObservable.Throw<int>(Error), quarter).CountAsync();
    }

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.SelectMany), nameof(AsyncObservable.Switch))]
    public async Task<int> SelectManySwitch()
    {
        var outer = AsyncObservable.Range(0, N / 20);
        return await outer.SelectMany(static x => AsyncObservable.Range(x, 10)).CountAsync() + await outer.Select(static x => AsyncObservable.Range(x, 10)).Switch().CountAsync();
    }

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Amb))]
    public async Task<int> Amb() => await AsyncObservable.Range(0, N / 2).Amb(AsyncObservable.Never<int>()).CountAsync() + await AsyncObservable.Amb(AsyncObservable.Range(0, N / 2), AsyncObservable.Never<int>()).CountAsync();

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.CombineLatest), nameof(AsyncObservable.Zip))]
    public async Task<int> CombineLatestZip()
    {
        var half = AsyncObservable.Range(0, N / 2);
        return await AsyncObservable.CombineLatest(AsyncObservable.Return(1), half, static (a, b) => a + b).CountAsync()
            + await AsyncObservable.Zip(half, half, static (a, b) => a + b).CountAsync()
            + await AsyncObservable.Zip(new[] { half, half }).CountAsync()
            + await AsyncObservable.CombineLatest(new[] { AsyncObservable.Return(1), half }).CountAsync();
    }

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Catch), nameof(AsyncObservable.Retry))]
    public async Task<long> CatchRetry()
    {
        long sum = 0;
        var failing = AsyncObservable.Throw<int>(Error);
        for (var i = 0; i < N; i++)
        {
            sum += await failing.Catch((InvalidOperationException _) => AsyncObservable.Return(1)).CountAsync();
        }

        sum += await failing.Retry(N).Catch(AsyncObservable.Empty<int>()).CountAsync();
        sum += await AsyncObservable.Range(0, N).Retry().CountAsync();
        return sum;
    }
}
