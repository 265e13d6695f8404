using BenchmarkDotNet.Attributes;
using Rheo.Joins;
using Rheo.Linq;
using Rheo.Subjects;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>Operators where several sources meet, N values in all.</summary>
public class ObservableCombiningBenchmarks : ApiCoverageBenchmark
{
    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Merge))]
    public void Merge() => Observable.Merge(Observable.Range(0, N / 2), Observable.Range(0, N / 2)).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Concat))]
    public void Concat() => Observable.Concat(Observable.Range(0, N / 2), Observable.Range(0, N / 2)).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Amb))]
    public void Amb() => Observable.Amb(Observable.Range(0, N), Observable.Never<int>()).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Switch))]
    public void Switch() => Observable.Range(0, N / 10).Select(static x => Observable.Range(x, 10)).Switch().Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.CombineLatest))]
    public void CombineLatest() => Observable.CombineLatest(Observable.Return(1), Observable.Range(0, N), static (a, b) => a + b).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Zip))]
    public void Zip() => Observable.Zip(Observable.Range(0, N), Observable.Range(0, N), static (a, b) => a + b).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.WithLatestFrom))]
    public void WithLatestFrom() => Observable.Range(0, N).WithLatestFrom(Observable.Return(1), static (a, b) => a + b).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.TakeUntil), nameof(Observable.SkipUntil))]
    public void TakeUntilSkipUntil() => Observable.Range(0, N).SkipUntil(Observable.Return(0)).TakeUntil(Observable.Never<int>()).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.And), nameof(Observable.Then), nameof(Observable.When))]
    [Covers(typeof(Pattern<,>), nameof(Pattern<int, int>.And), nameof(Pattern<int, int>.Then))]
    [Covers(typeof(Pattern<,,>), nameof(Pattern<int, int, int>.And), nameof(Pattern<int, int, int>.Then))]
    [Covers(typeof(Pattern<,,,>), nameof(Pattern<int, int, int, int>.Then))]
    public void JoinPatterns()
    {
        var a = new Subject<int>();
        var b = new Subject<int>();
        var c = new Subject<int>();
        var d = new Subject<int>();
        var subscription = Observable.When(
            a.And(b).Then(static (x, y) => x + y),
            a.And(b).And(c).Then(static (x, y, z) => x + y + z),
            a.And(b).And(c).And(d).Then(static (x, y, z, w) => x + y + z + w),
            a.Then(static x => x)).Subscribe(IntSink);
        for (var i = 0; i < N; i++)
        {
            a.OnNext(i);
            b.OnNext(i);
            c.OnNext(i);
            d.OnNext(i);
        }

        subscription.Dispose();
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Join), nameof(Observable.GroupJoin))]
    public void JoinGroupJoin()
    {
        var left = Observable.Range(0, N);
        var right = Observable.Return(1);
        left.Join(right, static _ => Observable.Empty<int>(), static _ => Observable.Never<int>(), static (l, r) => l + r).Subscribe(IntSink).Dispose();
        left.GroupJoin(right, static _ => Observable.Empty<int>(), static _ => Observable.Never<int>(), static (l, rs) => l).Subscribe(IntSink).Dispose();
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.If), nameof(Observable.Case), nameof(Observable.For), nameof(Observable.While), nameof(Observable.DoWhile))]
    public void Imperative()
    {
        var source = Observable.Range(0, N / 5);
        var sources = new Dictionary<int, IObservable<int>> { [0] = source };
        Observable.If(static () => true, source).Subscribe(IntSink).Dispose();
        Observable.Case(static () => 0, sources).Subscribe(IntSink).Dispose();
        Observable.For([0], _ => source).Subscribe(IntSink).Dispose();
        var left = 1;
        Observable.While(() => left-- > 0, source).Subscribe(IntSink).Dispose();
        left = 1;
        source.DoWhile(() => left-- > 0).Subscribe(IntSink).Dispose();
    }
}
