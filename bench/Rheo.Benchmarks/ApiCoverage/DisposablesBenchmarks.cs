using BenchmarkDotNet.Attributes;
using Rheo.Concurrency;
using Rheo.Disposables;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

/// <summary>Disposables: N created, assigned and disposed (or N items added to and removed from a composite).</summary>
public class DisposablesBenchmarks : ApiCoverageBenchmark
{
    private static readonly Action Nothing = static () => { };

    [Benchmark]
    [Covers(typeof(CompositeDisposable), nameof(CompositeDisposable.Add), nameof(CompositeDisposable.Remove), nameof(CompositeDisposable.Contains), nameof(CompositeDisposable.CopyTo), nameof(CompositeDisposable.GetEnumerator), nameof(CompositeDisposable.Clear), nameof(CompositeDisposable.Dispose))]
    [Covers(typeof(Disposable), nameof(Disposable.Create))]
    public void Composite()
    {
        var composite = new CompositeDisposable();
        var items = new IDisposable[N];
        for (var i = 0; i < N; i++)
        {
            items[i] = Disposable.Create(Nothing);
            composite.Add(items[i]);
        }

        Total += composite.Contains(items[0]) ? 1 : 0;
        composite.CopyTo(items, 0);
        foreach (var item in composite)
        {
            Total++;
        }

        for (var i = 0; i < N; i += 2)
        {
            composite.Remove(items[i]);
        }

        composite.Clear();
        for (var i = 0; i < N; i++)
        {
            composite.Add(Disposable.Create(i, static _ => { }));
        }

        composite.Dispose();
    }

    [Benchmark]
    [Covers(typeof(StableCompositeDisposable), nameof(StableCompositeDisposable.Create), nameof(StableCompositeDisposable.Dispose))]
    [Covers(typeof(BooleanDisposable), nameof(BooleanDisposable.Dispose))]
    public void StableComposite()
    {
        for (var i = 0; i < N; i++)
        {
            StableCompositeDisposable.Create(new BooleanDisposable(), new BooleanDisposable()).Dispose();
        }
    }

    [Benchmark]
    [Covers(typeof(SerialDisposable), nameof(SerialDisposable.Dispose))]
    [Covers(typeof(SingleAssignmentDisposable), nameof(SingleAssignmentDisposable.Dispose))]
    [Covers(typeof(MultipleAssignmentDisposable), nameof(MultipleAssignmentDisposable.Dispose))]
    public void Assignments()
    {
        var serial = new SerialDisposable();
        var multiple = new MultipleAssignmentDisposable();
        for (var i = 0; i < N; i++)
        {
            var single = new SingleAssignmentDisposable { Disposable = new BooleanDisposable() };
            serial.Disposable = single;
            multiple.Disposable = single;
            single.Dispose();
        }

        serial.Dispose();
        multiple.Dispose();
    }

    [Benchmark]
    [Covers(typeof(RefCountDisposable), nameof(RefCountDisposable.GetDisposable), nameof(RefCountDisposable.Dispose))]
    public void RefCount()
    {
        var refCount = new RefCountDisposable(new BooleanDisposable());
        for (var i = 0; i < N; i++)
        {
            refCount.GetDisposable().Dispose();
        }

        refCount.Dispose();
    }

    [Benchmark]
    [Covers(typeof(CancellationDisposable), nameof(CancellationDisposable.Dispose))]
    [Covers(typeof(ScheduledDisposable), nameof(ScheduledDisposable.Dispose))]
    public void CancellationScheduled()
    {
        for (var i = 0; i < N; i++)
        {
            new ScheduledDisposable(ImmediateScheduler.Instance, new CancellationDisposable()).Dispose();
        }
    }
}
