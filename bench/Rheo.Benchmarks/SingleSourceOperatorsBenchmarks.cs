using BenchmarkDotNet.Attributes;
using Rheo;
using Rheo.Linq;
using RheoBench.Coverage;

namespace Rheo.Benchmarks;

/// <summary>
/// Rheo's filtering, projection and grouping operators over <c>Range(0, N)</c>, one subscription per operation. With
/// the memory diagnoser the allocated bytes per operation, compared between N = 1,000 and N = 1,000,000, give the
/// steady-state bytes per element (a constant means 0).
/// </summary>
[MemoryDiagnoser]
public class SingleSourceOperatorsBenchmarks
{
    private static readonly Action<int> IntSink = static _ => { };
    private static readonly Action<IList<int>> ListSink = static _ => { };

    [Params(1_000, 1_000_000)]
    public int N { get; set; }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range), nameof(Observable.DistinctUntilChanged))]
    [Covers(typeof(ObservableExtensions), nameof(ObservableExtensions.Subscribe))]
    public void DistinctUntilChanged() => Observable.Range(0, N).DistinctUntilChanged().Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range), nameof(Observable.DistinctUntilChanged))]
    [Covers(typeof(ObservableExtensions), nameof(ObservableExtensions.Subscribe))]
    public void DistinctUntilChangedKey() => Observable.Range(0, N).DistinctUntilChanged(static x => x >> 1).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range), nameof(Observable.Scan))]
    [Covers(typeof(ObservableExtensions), nameof(ObservableExtensions.Subscribe))]
    public void Scan() => Observable.Range(0, N).Scan(0, static (a, x) => a + x).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range), nameof(Observable.Do))]
    [Covers(typeof(ObservableExtensions), nameof(ObservableExtensions.Subscribe))]
    public void Do() => Observable.Range(0, N).Do(IntSink).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range), nameof(Observable.Select), nameof(Observable.Cast))]
    [Covers(typeof(ObservableExtensions), nameof(ObservableExtensions.Subscribe))]
    public void Cast() => Observable.Range(0, N).Select(static x => (object)"s").Cast<string>().Subscribe(static _ => { }).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range), nameof(Observable.TakeWhile))]
    [Covers(typeof(ObservableExtensions), nameof(ObservableExtensions.Subscribe))]
    public void TakeWhile() => Observable.Range(0, N).TakeWhile(static x => x >= 0).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range), nameof(Observable.SkipWhile))]
    [Covers(typeof(ObservableExtensions), nameof(ObservableExtensions.Subscribe))]
    public void SkipWhile() => Observable.Range(0, N).SkipWhile(static x => x < 10).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range), nameof(Observable.TakeUntil))]
    [Covers(typeof(ObservableExtensions), nameof(ObservableExtensions.Subscribe))]
    public void TakeUntilPredicate() => Observable.Range(0, N).TakeUntil(static x => x < 0).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range), nameof(Observable.SkipLast))]
    [Covers(typeof(ObservableExtensions), nameof(ObservableExtensions.Subscribe))]
    public void SkipLast() => Observable.Range(0, N).SkipLast(10).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range), nameof(Observable.TakeLast))]
    [Covers(typeof(ObservableExtensions), nameof(ObservableExtensions.Subscribe))]
    public void TakeLast() => Observable.Range(0, N).TakeLast(10).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range), nameof(Observable.IgnoreElements))]
    [Covers(typeof(ObservableExtensions), nameof(ObservableExtensions.Subscribe))]
    public void IgnoreElements() => Observable.Range(0, N).IgnoreElements().Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range), nameof(Observable.StartWith), nameof(Observable.Append))]
    [Covers(typeof(ObservableExtensions), nameof(ObservableExtensions.Subscribe))]
    public void StartWithAppend() => Observable.Range(0, N).StartWith(-2, -1).Append(N).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range), nameof(Observable.DefaultIfEmpty), nameof(Observable.ElementAtOrDefault))]
    [Covers(typeof(ObservableExtensions), nameof(ObservableExtensions.Subscribe))]
    public void DefaultIfEmptyElementAt() => Observable.Range(0, N).DefaultIfEmpty(-1).ElementAtOrDefault(N - 1).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range), nameof(Observable.Finally))]
    [Covers(typeof(ObservableExtensions), nameof(ObservableExtensions.Subscribe))]
    public void Finally() => Observable.Range(0, N).Finally(static () => { }).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Return), nameof(Observable.SelectMany), nameof(Observable.Range))]
    [Covers(typeof(ObservableExtensions), nameof(ObservableExtensions.Subscribe))]
    public void SelectManySingleInner() => Observable.Return(0).SelectMany(_ => Observable.Range(0, N)).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range), nameof(Observable.GroupBy))]
    [Covers(typeof(ObservableExtensions), nameof(ObservableExtensions.Subscribe))]
    public void GroupBy() => Observable.Range(0, N).GroupBy(static x => x & 7).Subscribe(static g => g.Subscribe(IntSink)).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range), nameof(Observable.Buffer))]
    [Covers(typeof(ObservableExtensions), nameof(ObservableExtensions.Subscribe))]
    public void Buffer100() => Observable.Range(0, N).Buffer(100).Subscribe(ListSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Range), nameof(Observable.Distinct))]
    [Covers(typeof(ObservableExtensions), nameof(ObservableExtensions.Subscribe))]
    public void Distinct() => Observable.Range(0, N).Distinct(static x => x & 1023).Subscribe(IntSink).Dispose();
}
