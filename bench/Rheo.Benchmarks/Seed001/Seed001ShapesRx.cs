using System.Reactive.Concurrency;
using System.Reactive.Linq;
using System.Reactive.Subjects;
using BenchmarkDotNet.Attributes;

namespace RheoBench.Seed001;

/// <summary>
/// The seed 001 shapes that System.Reactive expresses with its own operators, for the same-process comparison with
/// Seed001ShapesRheo (the extension library the seed measured does not restore here: docs/peers.md).
/// </summary>
public class Seed001ShapesRx
{
    private static readonly Action<int> IntSink = static _ => { };

    /// <summary>Baseline without an operator: a subject, subscribe, dispose (subtract from the subscribe-dispose rows).</summary>
    [Benchmark]
    public void BaselineSubjectSubscribeDispose() => new Subject<int>().Subscribe(IntSink).Dispose();

    /// <summary>Baseline without an operator: a subject, subscribe, 1,000 values, dispose (subtract from the 1k rows).</summary>
    [Benchmark]
    public void BaselineSubject1k()
    {
        var subject = new Subject<int>();
        using (subject.Subscribe(IntSink))
        {
            for (var i = 0; i < 1_000; i++)
            {
                subject.OnNext(i);
            }
        }
    }

    /// <summary><c>ObserveOn(Scheduler.Immediate)</c> over 10,000 values.</summary>
    [Benchmark]
    public void ObserveOnImmediate10k() => Observable.Range(0, 10_000).ObserveOn(ImmediateScheduler.Instance).Subscribe(IntSink).Dispose();

    /// <summary><c>Finally</c> (System.Reactive's nearest to DoOnDispose) with 1,000 values.</summary>
    [Benchmark]
    public void FinallyAsDoOnDispose1k()
    {
        var subject = new Subject<int>();
        using (subject.Finally(static () => { }).Subscribe(IntSink))
        {
            for (var i = 0; i < 1_000; i++)
            {
                subject.OnNext(i);
            }
        }
    }

    /// <summary>A <c>SelectMany</c> into a single-value inner sequence per value, 1,000 values.</summary>
    [Benchmark]
    public void SelectManyReturn1k() => Observable.Range(0, 1_000).SelectMany(static x => Observable.Return(x)).Subscribe(IntSink).Dispose();

    /// <summary>A <c>BehaviorSubject</c>: create, subscribe, one value, dispose.</summary>
    [Benchmark]
    public void BehaviorSubjectOp()
    {
        var subject = new BehaviorSubject<int>(0);
        using (subject.Subscribe(IntSink))
        {
            subject.OnNext(1);
        }
    }
}
