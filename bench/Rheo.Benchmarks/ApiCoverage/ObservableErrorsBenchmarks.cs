using BenchmarkDotNet.Attributes;
using Rheo.Linq;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>Error handling and repetition: N values pass through, or N failures are handled.</summary>
public class ObservableErrorsBenchmarks : ApiCoverageBenchmark
{
    private static readonly InvalidOperationException Error = new();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Catch))]
    public void CatchPassThrough() => Observable.Range(0, N).Catch((Exception _) => Observable.Empty<int>()).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Catch), nameof(Observable.OnErrorResumeNext))]
    public void CatchFailures()
    {
        var failing = Observable.Throw<int>(Error);
        for (var i = 0; i < N; i++)
        {
            failing.Catch(Observable.Return(i)).Subscribe(IntSink).Dispose();
            failing.OnErrorResumeNext(Observable.Return(i)).Subscribe(IntSink).Dispose();
        }
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Retry))]
    public void Retry() => Observable.Throw<int>(Error).Retry(N).Subscribe(IntSink, static _ => { }).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Repeat))]
    public void RepeatSource() => Observable.Return(1).Repeat(N).Subscribe(IntSink).Dispose();
}
