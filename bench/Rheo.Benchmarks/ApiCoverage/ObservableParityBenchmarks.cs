using BenchmarkDotNet.Attributes;
using Rheo.Linq;
using Rheo.Testing;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>
/// Rx.NET's remaining query operators and its experimental <c>ObservableEx</c> operators: N values pass through, or
/// N repetitions, retries or expansions run.
/// </summary>
public class ObservableParityBenchmarks : ApiCoverageBenchmark
{
    private static readonly InvalidOperationException Error = new();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.TakeLastBuffer))]
    public void TakeLastBuffer()
    {
        Observable.Range(0, N).TakeLastBuffer(N / 2).Subscribe(list => Total += list.Count).Dispose();
        var scheduler = new TestScheduler();
        Observable.Range(0, N).TakeLastBuffer(TimeSpan.FromTicks(1), scheduler).Subscribe(list => Total += list.Count).Dispose();
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.RepeatWhen))]
    public void RepeatWhen() => Observable.Return(1).RepeatWhen(signals => signals.Take(N - 1)).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.RetryWhen))]
    public void RetryWhen() => Observable.Throw<int>(Error).RetryWhen(errors => errors.Take(N - 1)).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.ResetExceptionDispatchState))]
    public void ResetExceptionDispatchState()
    {
        var failing = Observable.Throw<int>(Error).ResetExceptionDispatchState();
        for (var i = 0; i < N; i++)
        {
            failing.Subscribe(IntSink, static _ => { }).Dispose();
        }
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.Create))]
    public void CreateFromIterator()
    {
        IEnumerable<IObservable<object>> Iterate(IObserver<int> observer)
        {
            for (var i = 0; i < N; i++)
            {
                observer.OnNext(i);
                yield return Observable.Return<object>(i);
            }
        }

        ObservableEx.Create<int>(Iterate).Subscribe(IntSink).Dispose();
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.Expand))]
    public void Expand()
    {
        var n = N;
        Observable.Return(1).Expand(x => x < n ? Observable.Return(x + 1) : Observable.Empty<int>()).Subscribe(IntSink).Dispose();
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.ForkJoin))]
    public void ForkJoin()
    {
        ObservableEx.ForkJoin(Observable.Range(0, N), Observable.Range(0, N)).Subscribe(values => Total += values.Length).Dispose();
        Observable.Range(0, N).ForkJoin(Observable.Return(1), static (a, b) => a + b).Subscribe(IntSink).Dispose();
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.Let))]
    public void Let() => Observable.Range(0, N).Let(static xs => xs.Select(static x => x + 1)).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.ManySelect))]
    public void ManySelect() => Observable.Range(0, N).ManySelect(static suffix => 1, Rheo.Concurrency.Scheduler.Immediate).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.CombineLatest), nameof(ObservableEx.Zip), nameof(ObservableEx.WithLatestFrom))]
    public void IntoTuples()
    {
        Observable.Return(1).CombineLatest(Observable.Range(0, N)).Subscribe(t => Total += t.Second).Dispose();
        Observable.Range(0, N).Zip(Observable.Range(0, N)).Subscribe(t => Total += t.First).Dispose();
        Observable.Range(0, N).WithLatestFrom(Observable.Return(1)).Subscribe(t => Total += t.First).Dispose();
    }
}
