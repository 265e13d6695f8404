using BenchmarkDotNet.Attributes;
using Rheo.Linq;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>Aggregates over <c>Range(0, N)</c>: one result per subscription.</summary>
public class ObservableAggregateBenchmarks : ApiCoverageBenchmark
{
    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Aggregate))]
    public void Aggregate() => Observable.Range(0, N).Aggregate(0L, static (a, x) => a + x).Subscribe(static _ => { }).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.All), nameof(Observable.Any), nameof(Observable.Contains), nameof(Observable.IsEmpty))]
    public void Predicates()
    {
        Observable.Range(0, N).All(static x => x >= 0).Subscribe(static _ => { }).Dispose();
        Observable.Range(0, N).Any(static x => x < 0).Subscribe(static _ => { }).Dispose();
        Observable.Range(0, N).Contains(-1).Subscribe(static _ => { }).Dispose();
        Observable.Range(0, N).IgnoreElements().IsEmpty().Subscribe(static _ => { }).Dispose();
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Count), nameof(Observable.LongCount))]
    public void Counts()
    {
        Observable.Range(0, N).Count().Subscribe(IntSink).Dispose();
        Observable.Range(0, N).LongCount(static x => x > 0).Subscribe(static _ => { }).Dispose();
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Sum), nameof(Observable.Average))]
    public void SumAverage()
    {
        Observable.Range(0, N).Sum().Subscribe(IntSink).Dispose();
        Observable.Range(0, N).Average().Subscribe(static _ => { }).Dispose();
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Min), nameof(Observable.Max), nameof(Observable.MinBy), nameof(Observable.MaxBy))]
    public void MinMax()
    {
        Observable.Range(0, N).Min().Subscribe(IntSink).Dispose();
        Observable.Range(0, N).Max().Subscribe(IntSink).Dispose();
        Observable.Range(0, N).MinBy(static x => -x).Subscribe(static _ => { }).Dispose();
        Observable.Range(0, N).MaxBy(static x => -x).Subscribe(static _ => { }).Dispose();
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.FirstAsync), nameof(Observable.FirstOrDefaultAsync), nameof(Observable.LastAsync), nameof(Observable.LastOrDefaultAsync), nameof(Observable.SingleAsync), nameof(Observable.SingleOrDefaultAsync))]
    public void ElementAsync()
    {
        Observable.Range(0, N).LastAsync().Subscribe(IntSink).Dispose();
        Observable.Range(0, N).LastOrDefaultAsync(static x => x < 0).Subscribe(IntSink).Dispose();
        Observable.Range(0, N).FirstAsync(static x => x == -1).Subscribe(IntSink, static _ => { }).Dispose();
        Observable.Range(0, N).FirstOrDefaultAsync(static x => x < 0).Subscribe(IntSink).Dispose();
        Observable.Range(0, N).SingleAsync(static x => x == 0).Subscribe(IntSink).Dispose();
        Observable.Range(0, N).SingleOrDefaultAsync(static x => x < 0).Subscribe(IntSink).Dispose();
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.SequenceEqual))]
    public void SequenceEqual() => Observable.Range(0, N).SequenceEqual(Observable.Range(0, N)).Subscribe(static _ => { }).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.ToArray), nameof(Observable.ToList))]
    public void ToArrayToList()
    {
        Observable.Range(0, N).ToArray().Subscribe(static _ => { }).Dispose();
        Observable.Range(0, N).ToList().Subscribe(static _ => { }).Dispose();
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.ToDictionary), nameof(Observable.ToLookup))]
    public void ToDictionaryToLookup()
    {
        Observable.Range(0, N).ToDictionary(static x => x).Subscribe(static _ => { }).Dispose();
        Observable.Range(0, N).ToLookup(static x => x & 15).Subscribe(static _ => { }).Dispose();
    }
}
