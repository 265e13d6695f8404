using BenchmarkDotNet.Attributes;
using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Subjects;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>Sharing a source among observers (two observers, N values) and moving work between schedulers.</summary>
public class ObservableSharingBenchmarks : ApiCoverageBenchmark
{
    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Publish))]
    [Covers(typeof(IConnectableObservable<>), nameof(IConnectableObservable<int>.Connect))]
    public void Publish()
    {
        var published = Observable.Range(0, N).Publish();
        var a = published.Subscribe(IntSink);
        var b = published.Subscribe(IntSink);
        published.Connect().Dispose();
        a.Dispose();
        b.Dispose();
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Publish), nameof(Observable.PublishLast), nameof(Observable.Multicast))]
    public void PublishSelectors()
    {
        Observable.Range(0, N).Publish(static s => s.Zip(s, static (a, b) => a + b)).Subscribe(IntSink).Dispose();
        Observable.Range(0, N).PublishLast(static s => s).Subscribe(IntSink).Dispose();
        Observable.Range(0, N).Multicast(static () => new Subject<int>(), static s => s.Merge(s)).Subscribe(IntSink).Dispose();
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.Replay))]
    public void Replay()
    {
        var replayed = Observable.Range(0, N).Replay(16);
        replayed.Connect();
        replayed.Subscribe(IntSink).Dispose();
        Observable.Range(0, N).Replay(static s => s.Merge(s)).Subscribe(IntSink).Dispose();
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.RefCount), nameof(Observable.AutoConnect))]
    public void RefCountAutoConnect()
    {
        var subject = new Subject<int>();
        var shared = subject.Publish().RefCount();
        var auto = subject.Publish().AutoConnect(1);
        var a = shared.Subscribe(IntSink);
        var b = auto.Subscribe(IntSink);
        for (var i = 0; i < N; i++)
        {
            subject.OnNext(i);
        }

        a.Dispose();
        b.Dispose();
    }

    [Benchmark]
    [Covers(typeof(Observable), nameof(Observable.ObserveOn), nameof(Observable.SubscribeOn))]
    public void ObserveOnSubscribeOnImmediate() => Observable.Range(0, N).SubscribeOn(ImmediateScheduler.Instance).ObserveOn(ImmediateScheduler.Instance).Subscribe(IntSink).Dispose();
}
