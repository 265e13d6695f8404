using System.Linq.Expressions;
using BenchmarkDotNet.Attributes;
using Rheo.Concurrency;
using Rheo.Joins;
using Rheo.Linq;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>
/// Local queries as expression trees (<c>IQbservable&lt;T&gt;</c>). <see cref="BuildAndSubscribe"/> measures the machinery
/// every generated <c>Qbservable</c>/<c>QbservableEx</c> twin goes through (the call recorded as an expression, the tree
/// rewritten to the <c>Observable</c>/<c>ObservableEx</c> operator, compiled and subscribed): its <c>[Covers]</c> of
/// <c>AsQbservable</c> is what lets a twin count as covered when its <c>Observable</c>/<c>ObservableEx</c> operator is
/// (see <c>PublicApiHasBenchmarksTests</c>). The other benchmarks call the groups that have no twin.
/// </summary>
public class QbservableBenchmarks : ApiCoverageBenchmark
{
    /// <summary>N queries built and subscribed: <c>Range(0, 10).AsQbservable().Where(..).Select(..).Take(3)</c>.</summary>
    [Benchmark]
    [Covers(typeof(Qbservable), nameof(Qbservable.AsQbservable), nameof(Qbservable.Where), nameof(Qbservable.Select), nameof(Qbservable.Take))]
    public void BuildAndSubscribe()
    {
        var source = Observable.Range(0, 10);
        var counter = new CoverageCountingObserver<int>();
        for (var i = 0; i < N; i++)
        {
            source.AsQbservable().Where(x => x % 2 == 0).Select(x => x + 1).Take(3).Subscribe(counter).Dispose();
        }

        Total += counter.Count;
    }

    /// <summary>N values through one local query (the same operators as the <c>IObservable</c> query once compiled).</summary>
    [Benchmark]
    [Covers(typeof(Qbservable), nameof(Qbservable.AsQbservable), nameof(Qbservable.Where), nameof(Qbservable.Select))]
    public void SteadyState()
    {
        var counter = new CoverageCountingObserver<int>();
        Observable.Range(0, N).AsQbservable().Where(x => x % 2 == 0).Select(x => x + 1).Subscribe(counter).Dispose();
        Total += counter.Count;
    }

    /// <summary>
    /// A join query (the generated <c>QueryablePattern</c> twins of <c>Pattern</c>): N values into each of three
    /// subjects through <c>When(a.And(b).Then(..), a.And(b).And(c).Then(..))</c> built as an expression.
    /// </summary>
    [Benchmark]
    [Covers(typeof(Qbservable), nameof(Qbservable.And), nameof(Qbservable.Then), nameof(Qbservable.When))]
    [Covers(typeof(QueryablePattern<,>), nameof(QueryablePattern<int, int>.And), nameof(QueryablePattern<int, int>.Then))]
    [Covers(typeof(QueryablePattern<,,>), nameof(QueryablePattern<int, int, int>.Then))]
    public void JoinPatterns()
    {
        var a = new Rheo.Subjects.Subject<int>();
        var b = new Rheo.Subjects.Subject<int>();
        var c = new Rheo.Subjects.Subject<int>();
        var qa = a.AsQbservable();
        var counter = new CoverageCountingObserver<int>();
        var subscription = Qbservable.Provider.When(
            qa.And(b).Then((x, y) => x + y),
            qa.And(b).And(c).Then((x, y, z) => x + y + z)).Subscribe(counter);
        for (var i = 0; i < N; i++)
        {
            a.OnNext(i);
            b.OnNext(i);
            c.OnNext(i);
        }

        subscription.Dispose();
        Total += counter.Count;
    }

    /// <summary>A local query of N values pulled as an <c>IQueryable&lt;T&gt;</c>.</summary>
    [Benchmark]
    [Covers(typeof(Qbservable), nameof(Qbservable.ToQueryable))]
    public void ToQueryable()
    {
        foreach (var value in Observable.Range(0, N).AsQbservable().ToQueryable())
        {
            Total += value;
        }
    }

    /// <summary>An <c>IQueryable&lt;T&gt;</c> of N values as a local query, without and with a scheduler.</summary>
    [Benchmark]
    [Covers(typeof(Qbservable), nameof(Qbservable.ToQbservable))]
    public void ToQbservable()
    {
        var counter = new CoverageCountingObserver<int>();
        var half = N / 2;
        Enumerable.Range(0, half).AsQueryable().ToQbservable().Subscribe(counter).Dispose();
        Enumerable.Range(0, N - half).AsQueryable().ToQbservable(ImmediateScheduler.Instance).Subscribe(counter).Dispose();
        Total += counter.Count;
    }

    /// <summary>A local query of N values made from its expression by the local provider.</summary>
    [Benchmark]
    [Covers(typeof(IQbservableProvider), nameof(IQbservableProvider.CreateQuery))]
    public void ProviderCreateQuery()
    {
        var counter = new CoverageCountingObserver<int>();
        Expression expression = Observable.Range(0, N).AsQbservable().Select(x => x + 1).Expression;
        Qbservable.Provider.CreateQuery<int>(expression).Subscribe(counter).Dispose();
        Total += counter.Count;
    }
}
