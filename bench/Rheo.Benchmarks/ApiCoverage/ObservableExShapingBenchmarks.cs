using System.ComponentModel;
using BenchmarkDotNet.Attributes;
using Rheo.Linq;
using Rheo.Subjects;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>The extension operators that filter and shape values, over <c>Range(0, N)</c> or N subject values.</summary>
public class ObservableExShapingBenchmarks : ApiCoverageBenchmark
{
    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.WhereTrue), nameof(ObservableEx.WhereFalse), nameof(ObservableEx.Not), nameof(ObservableEx.AsSignal))]
    public void Booleans()
    {
        var bools = Observable.Range(0, N).Select(static x => (x & 1) == 0);
        bools.WhereTrue().Subscribe(static _ => { }).Dispose();
        bools.Not().WhereFalse().AsSignal().Subscribe(static _ => { }).Dispose();
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.WhereNotNull))]
    public void WhereNotNull() => Observable.Range(0, N).Select(static x => (x & 1) == 0 ? (int?)x : null).WhereNotNull().Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.CombineLatestValuesAreAllTrue), nameof(ObservableEx.CombineLatestValuesAreAllFalse))]
    public void CombineLatestValuesAreAll()
    {
        var a = new Subject<bool>();
        var b = new Subject<bool>();
        var s1 = new[] { a, b }.CombineLatestValuesAreAllTrue().Subscribe(static _ => { });
        var s2 = new[] { a, b }.CombineLatestValuesAreAllFalse().Subscribe(static _ => { });
        for (var i = 0; i < N; i++)
        {
            a.OnNext((i & 1) == 0);
            b.OnNext((i & 2) == 0);
        }

        s1.Dispose();
        s2.Dispose();
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.Partition))]
    public void Partition()
    {
        var (even, odd) = Observable.Range(0, N).Partition(static x => (x & 1) == 0);
        var s1 = even.Subscribe(IntSink);
        odd.Subscribe(IntSink).Dispose();
        s1.Dispose();
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.Pairwise), nameof(ObservableEx.ScanWithInitial))]
    public void PairwiseScanWithInitial()
    {
        Observable.Range(0, N).Pairwise().Subscribe(static _ => { }).Dispose();
        Observable.Range(0, N).ScanWithInitial(0L, static (a, x) => a + x).Subscribe(static _ => { }).Dispose();
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.SwitchIfEmpty), nameof(ObservableEx.TakeUntilInclusive), nameof(ObservableEx.WaitUntil))]
    public void Conditions()
    {
        Observable.Range(0, N).SwitchIfEmpty(Observable.Return(-1)).Subscribe(IntSink).Dispose();
        Observable.Range(0, N).TakeUntilInclusive(x => x == N - 1).Subscribe(IntSink).Dispose();
        Observable.Range(0, N).WaitUntil(x => x == N - 1).Subscribe(IntSink).Dispose();
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.BufferUntil))]
    public void BufferUntil() => Observable.Range(0, N).Select(static x => (x % 10) switch { 0 => '<', 9 => '>', _ => 'a' }).BufferUntil('<', '>').Subscribe(static _ => { }).Dispose();

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.Shuffle))]
    public void Shuffle()
    {
        var random = new Random(1);
        Observable.Return(Enumerable.Range(0, N).ToArray()).Shuffle(random).Subscribe(static _ => { }).Dispose();
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.FirstMatchFromCandidates))]
    public void FirstMatchFromCandidates() => new[] { Observable.Range(0, N / 2), Observable.Range(0, N / 2) }.FirstMatchFromCandidates(static x => x < 0).Subscribe(IntSink, static _ => { }).Dispose();

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.ReplayLastOnSubscribe), nameof(ObservableEx.ToReadOnlyBehavior))]
    public void Behaviors()
    {
        var subject = new Subject<int>();
        var last = subject.ReplayLastOnSubscribe(-1);
        var s1 = last.Subscribe(IntSink);
        using var behavior = subject.ToReadOnlyBehavior(-1);
        var s2 = behavior.Subscribe(IntSink);
        for (var i = 0; i < N; i++)
        {
            subject.OnNext(i);
        }

        s1.Dispose();
        s2.Dispose();
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.DoOnSubscribe), nameof(ObservableEx.DoOnDispose))]
    public void DoOnSubscribeDispose() => Observable.Range(0, N).DoOnSubscribe(static () => { }).DoOnDispose(static () => { }).Subscribe(IntSink).Dispose();

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.SampleLatest))]
    public void SampleLatest()
    {
        var source = new Subject<int>();
        var sampler = new Subject<int>();
        var s = source.SampleLatest(sampler).Subscribe(IntSink);
        for (var i = 0; i < N; i++)
        {
            source.OnNext(i);
            sampler.OnNext(i);
        }

        s.Dispose();
    }

    [Benchmark]
    [Covers(typeof(ObservableEx), nameof(ObservableEx.ToPropertyObservable))]
    public void ToPropertyObservable()
    {
        var model = new Model();
        var s = model.ToPropertyObservable(static m => m.Value, nameof(Model.Value)).Subscribe(IntSink);
        for (var i = 0; i < N; i++)
        {
            model.Value = i;
        }

        s.Dispose();
    }

    private sealed class Model : INotifyPropertyChanged
    {
        private static readonly PropertyChangedEventArgs ValueChanged = new(nameof(Value));
        private int _value;

        public event PropertyChangedEventHandler? PropertyChanged;

        public int Value
        {
            get => _value;
            set
            {
                _value = value;
                PropertyChanged?.Invoke(this, ValueChanged);
            }
        }
    }
}
