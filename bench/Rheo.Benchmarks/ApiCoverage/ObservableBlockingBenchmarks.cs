using BenchmarkDotNet.Attributes;
using Rheo.Linq;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>Blocking operators over a synchronous <c>Range(0, N)</c> (they return at once: the source completes while subscribing).</summary>
public class ObservableBlockingBenchmarks : ApiCoverageBenchmark
{
    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.First), nameof(Observable.FirstOrDefault), nameof(Observable.Last), nameof(Observable.LastOrDefault), nameof(Observable.Single), nameof(Observable.SingleOrDefault), nameof(Observable.Wait))]
    public long Elements()
    {
        var source = Observable.Range(0, N);
        return source.First(x => x == N / 2) + source.FirstOrDefault(static x => x < 0) + source.Last() + source.LastOrDefault(static x => x < 0)
            + source.Single(static x => x == 1) + source.SingleOrDefault(static x => x < 0) + source.Wait();
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.ForEach))]
    public long ForEach()
    {
        long sum = 0;
        Observable.Range(0, N).ForEach(x => sum += x);
        return sum;
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.ToEnumerable), nameof(Observable.GetEnumerator))]
    public long ToEnumerable()
    {
        long sum = 0;
        foreach (var x in Observable.Range(0, N).ToEnumerable())
        {
            sum += x;
        }

        using var e = Observable.Range(0, N).GetEnumerator();
        while (e.MoveNext())
        {
            sum += e.Current;
        }

        return sum;
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Latest), nameof(Observable.MostRecent), nameof(Observable.Next), nameof(Observable.Collect), nameof(Observable.Chunkify))]
    public long Sampling()
    {
        long sum = 0;
        var source = Observable.Range(0, N);
        foreach (var x in source.Latest())
        {
            sum += x;
        }

        foreach (var x in source.Next())
        {
            sum += x;
        }

        foreach (var x in source.MostRecent(-1).Take(2))
        {
            sum += x;
        }

        foreach (var x in source.Collect(static () => 0L, static (a, x) => a + x).Take(1))
        {
            sum += x;
        }

        foreach (var chunk in source.Chunkify().Take(1))
        {
            sum += chunk.Count;
        }

        return sum;
    }
}
