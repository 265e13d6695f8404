using BenchmarkDotNet.Attributes;
using Rheo;
using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Benchmarks.Seed001;

/// <summary>
/// The shapes of seed 001's figures (an extension library's allocation pass), in Rheo: each benchmark is one
/// operation of the seed's table (subscribe, push the stated number of values, dispose), so BenchmarkDotNet's
/// allocated bytes and mean compare with the seed's "B/op" and time columns. Seed001ShapesRx runs
/// the shapes that System.Reactive can express on its own. Results and the seed's figures: docs/benchmarks.md.
/// Run: <c>dotnet run -c Release --project bench/Rheo.Benchmarks -- bdn --filter *Seed001*</c>.
/// </summary>
public class Seed001ShapesRheo
{
    private static readonly Action<int> IntSink = static _ => { };
    private static readonly Action OnDispose = static () => { };
    private static readonly Func<int, ValueTask> AsyncHandler = static _ => ValueTask.CompletedTask;
    private static readonly TimeSpan Period = TimeSpan.FromSeconds(30);

    private readonly int[][] arrays = CreateArrays();
    private readonly Random random = new(42);

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

    /// <summary><c>ObserveOn(Scheduler.Immediate)</c> over 10,000 values (seed: 0 B, 8.5 µs at 10k).</summary>
    [Benchmark]
    public void ObserveOnImmediate10k() => Observable.Range(0, 10_000).ObserveOn(Scheduler.Immediate).Subscribe(IntSink).Dispose();

    /// <summary><c>Conflate</c> with 100 values in one burst (seed: 312 B, 7.2 µs at 100).</summary>
    [Benchmark]
    public void Conflate100()
    {
        var subject = new Subject<int>();
        using (subject.Conflate(Period, Scheduler.Default).Subscribe(IntSink))
        {
            for (var i = 0; i < 100; i++)
            {
                subject.OnNext(i);
            }
        }
    }

    /// <summary><c>Heartbeat</c> subscribe and dispose (seed: 608 B).</summary>
    [Benchmark]
    public void HeartbeatSubscribeDispose()
    {
        var subject = new Subject<int>();
        subject.Heartbeat(Period, Scheduler.Default).Subscribe(static _ => { }).Dispose();
    }

    /// <summary><c>DetectStale</c> with 1,000 values (seed: 508 B, 234 µs at 1k).</summary>
    [Benchmark]
    public void DetectStale1k()
    {
        var subject = new Subject<int>();
        using (subject.DetectStale(Period, Scheduler.Default).Subscribe(static _ => { }))
        {
            for (var i = 0; i < 1_000; i++)
            {
                subject.OnNext(i);
            }
        }
    }

    /// <summary><c>DoOnDispose</c> subscribe, 1,000 values, dispose (seed: 104 B, 292 µs).</summary>
    [Benchmark]
    public void DoOnDispose1k()
    {
        var subject = new Subject<int>();
        using (subject.DoOnDispose(OnDispose).Subscribe(IntSink))
        {
            for (var i = 0; i < 1_000; i++)
            {
                subject.OnNext(i);
            }
        }
    }

    /// <summary>A <c>SelectMany</c> into a single-value inner sequence per value, 1,000 values (the seed's SelectManyThen: 0 B, 6.6 µs at 1k).</summary>
    [Benchmark]
    public void SelectManyReturn1k() => Observable.Range(0, 1_000).SelectMany(static x => Observable.Return(x)).Subscribe(IntSink).Dispose();

    /// <summary><c>Shuffle</c> of 1,000 arrays of 8 (seed: 0 B, 71.7 µs at 1k).</summary>
    [Benchmark]
    public void Shuffle1k() => arrays.ToObservable().Shuffle(random).Subscribe(static _ => { }).Dispose();

    /// <summary><c>SubscribeAsync</c> with a synchronously completing handler, 100 values (the seed's SynchronizeAsync: 3.13 KB at 100).</summary>
    [Benchmark]
    public void SubscribeAsync100() => Observable.Range(0, 100).SubscribeAsync(AsyncHandler).Dispose();

    /// <summary>A <c>BehaviorSubject</c>: create, subscribe, one value, dispose (the seed's CurrentValueSubject: 72 B/op).</summary>
    [Benchmark]
    public void BehaviorSubjectOp()
    {
        var subject = new BehaviorSubject<int>(0);
        using (subject.Subscribe(IntSink))
        {
            subject.OnNext(1);
        }
    }

    private static int[][] CreateArrays()
    {
        var result = new int[1_000][];
        for (var i = 0; i < result.Length; i++)
        {
            result[i] = [1, 2, 3, 4, 5, 6, 7, 8];
        }

        return result;
    }
}
