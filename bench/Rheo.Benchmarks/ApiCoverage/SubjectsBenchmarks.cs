using BenchmarkDotNet.Attributes;
using Rheo.Subjects;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>Subjects with two observers: N values, then completion; and the notification helpers.</summary>
public class SubjectsBenchmarks : ApiCoverageBenchmark
{
    private static readonly InvalidOperationException Error = new();

    private void Drive(SubjectBase<int> subject, bool fail)
    {
        var a = new CoverageCountingObserver<int>();
        var b = new CoverageCountingObserver<int>();
        var s1 = subject.Subscribe(a);
        var s2 = subject.Subscribe(b);
        for (var i = 0; i < N; i++)
        {
            subject.OnNext(i);
        }

        if (fail)
        {
            subject.OnError(Error);
        }
        else
        {
            subject.OnCompleted();
        }

        s1.Dispose();
        s2.Dispose();
        subject.Dispose();
        Total += a.Count + b.Count;
    }

    [Benchmark]
    [Covers(typeof(Subject<>), nameof(Subject<int>.OnNext), nameof(Subject<int>.OnError), nameof(Subject<int>.OnCompleted), nameof(Subject<int>.Subscribe), nameof(Subject<int>.Dispose))]
    public void Subject()
    {
        var subject = new Subject<int>();
        var a = new CoverageCountingObserver<int>();
        var s = subject.Subscribe(a);
        for (var i = 0; i < N; i++)
        {
            subject.OnNext(i);
        }

        subject.OnCompleted();
        s.Dispose();
        var failing = new Subject<int>();
        failing.Subscribe(a);
        failing.OnError(Error);
        subject.Dispose();
        failing.Dispose();
    }

    [Benchmark]
    [Covers(typeof(SubjectBase<>), nameof(SubjectBase<int>.OnNext), nameof(SubjectBase<int>.OnError), nameof(SubjectBase<int>.OnCompleted), nameof(SubjectBase<int>.Subscribe), nameof(SubjectBase<int>.Dispose))]
    public void SubjectBaseTwoObservers()
    {
        Drive(new Subject<int>(), fail: false);
        Drive(new Subject<int>(), fail: true);
    }

    [Benchmark]
    [Covers(typeof(BehaviorSubject<>), nameof(BehaviorSubject<int>.OnNext), nameof(BehaviorSubject<int>.OnError), nameof(BehaviorSubject<int>.OnCompleted), nameof(BehaviorSubject<int>.Subscribe), nameof(BehaviorSubject<int>.Dispose), nameof(BehaviorSubject<int>.TryGetValue))]
    public void Behavior()
    {
        var subject = new BehaviorSubject<int>(-1);
        var a = new CoverageCountingObserver<int>();
        var s = subject.Subscribe(a);
        for (var i = 0; i < N; i++)
        {
            subject.OnNext(i);
            subject.TryGetValue(out var value);
            Total += value;
        }

        subject.OnCompleted();
        s.Dispose();
        subject.Dispose();
        var failing = new BehaviorSubject<int>(0);
        failing.OnError(Error);
        failing.Dispose();
    }

    [Benchmark]
    [Covers(typeof(ReplaySubject<>), nameof(ReplaySubject<int>.OnNext), nameof(ReplaySubject<int>.OnError), nameof(ReplaySubject<int>.OnCompleted), nameof(ReplaySubject<int>.Subscribe), nameof(ReplaySubject<int>.Dispose))]
    public void Replay()
    {
        var subject = new ReplaySubject<int>(16);
        var a = new CoverageCountingObserver<int>();
        var s = subject.Subscribe(a);
        for (var i = 0; i < N; i++)
        {
            subject.OnNext(i);
        }

        subject.OnCompleted();
        subject.Subscribe(a).Dispose();
        s.Dispose();
        subject.Dispose();
        var failing = new ReplaySubject<int>();
        failing.OnError(Error);
        failing.Dispose();
    }

    [Benchmark]
    [Covers(typeof(AsyncSubject<>), nameof(AsyncSubject<int>.OnNext), nameof(AsyncSubject<int>.OnError), nameof(AsyncSubject<int>.OnCompleted), nameof(AsyncSubject<int>.Subscribe), nameof(AsyncSubject<int>.Dispose), nameof(AsyncSubject<int>.GetAwaiter), nameof(AsyncSubject<int>.GetResult))]
    public void Async()
    {
        var subject = new AsyncSubject<int>();
        var a = new CoverageCountingObserver<int>();
        var s = subject.Subscribe(a);
        for (var i = 0; i < N; i++)
        {
            subject.OnNext(i);
        }

        var awaiter = subject.GetAwaiter();
        awaiter.OnCompleted(static () => { });
        subject.OnCompleted();
        Total += awaiter.GetResult();
        s.Dispose();
        subject.Dispose();
        var failing = new AsyncSubject<int>();
        failing.OnError(Error);
        failing.Dispose();
    }

    [Benchmark]
    [Covers(typeof(Rheo.Subjects.Subject), nameof(Rheo.Subjects.Subject.Create), nameof(Rheo.Subjects.Subject.Synchronize))]
    public void SubjectFactories()
    {
        var inner = new Subject<int>();
        var wrapped = Rheo.Subjects.Subject.Synchronize(Rheo.Subjects.Subject.Create<int>(inner, inner));
        var s = wrapped.Subscribe(IntSink);
        for (var i = 0; i < N; i++)
        {
            wrapped.OnNext(i);
        }

        s.Dispose();
    }

    [Benchmark]
    [Covers(typeof(Notification), nameof(Notification.CreateOnNext), nameof(Notification.CreateOnError), nameof(Notification.CreateOnCompleted))]
    [Covers(typeof(Notification<>), nameof(Notification<int>.Accept), nameof(Notification<int>.ToObservable))]
    [Covers(typeof(Timestamped), nameof(Timestamped.Create))]
    public void Notifications()
    {
        var observer = new CoverageCountingObserver<int>();
        for (var i = 0; i < N; i++)
        {
            var next = Notification.CreateOnNext(i);
            next.Accept(observer);
            Total += next.Accept(static x => x, static _ => 0, static () => 0);
            Notification.CreateOnError<int>(Error).Accept(IntSink, static _ => { }, static () => { });
            Notification.CreateOnCompleted<int>().ToObservable().Subscribe(observer);
            Total += Timestamped.Create(i, DateTimeOffset.UnixEpoch).Value;
        }
    }

    [Benchmark]
    [Covers(typeof(ObservableBase<>), nameof(ObservableBase<int>.Subscribe))]
    public void CustomObservableBase() => new CountTo(N).Subscribe(IntSink).Dispose();

    private sealed class CountTo(int n) : ObservableBase<int>
    {
        protected override IDisposable SubscribeCore(IObserver<int> observer)
        {
            for (var i = 0; i < n; i++)
            {
                observer.OnNext(i);
            }

            observer.OnCompleted();
            return Rheo.Disposables.Disposable.Empty;
        }
    }
}
