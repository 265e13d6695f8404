using BenchmarkDotNet.Attributes;
using Rheo;
using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Disposables.Fluent;
using RheoBench.Coverage;
using RheoObservable = Rheo.Linq.Observable;
using RheoObservableEx = Rheo.Linq.ObservableEx;
using RheoObservableExtensions = Rheo.ObservableExtensions;

namespace RheoBench.ApiCoverage;

/// <summary>
/// Observers and the pieces around them: N values through each observer factory and wrapper, N actions through an
/// <see cref="AsyncLock"/>, N elements kept by a <see cref="ListObservable{T}"/>, N disposables through the context and
/// value forms.
/// </summary>
public class ObserversBenchmarks : ApiCoverageBenchmark
{
    private static readonly Action<Notification<int>> NotificationSink = static _ => { };

    /// <summary>N values through each <c>Observer.Create</c> overload and <c>AsObserver</c>, then completion.</summary>
    [Benchmark]
    [Covers(typeof(Observer), nameof(Observer.Create), nameof(Observer.AsObserver))]
    [Covers(typeof(ObserverBase<>), nameof(ObserverBase<int>.OnNext), nameof(ObserverBase<int>.OnCompleted), nameof(ObserverBase<int>.OnError), nameof(ObserverBase<int>.Dispose))]
    public void Create()
    {
        IObserver<int>[] observers =
        [
            Observer.Create(IntSink),
            Observer.Create(IntSink, static _ => { }),
            Observer.Create(IntSink, static () => { }),
            Observer.Create(IntSink, static _ => { }, static () => { }),
            new CoverageCountingObserver<int>().AsObserver(),
        ];
        foreach (var observer in observers)
        {
            for (var i = 0; i < N; i++)
            {
                observer.OnNext(i);
            }

            observer.OnCompleted();
        }

        var failing = new AnonymousObserver<int>(IntSink, static _ => { });
        failing.OnError(new InvalidOperationException());
        failing.Dispose();
    }

    /// <summary>N values through <c>Checked</c> and the four <c>Synchronize</c> forms.</summary>
    [Benchmark]
    [Covers(typeof(Observer), nameof(Observer.Checked), nameof(Observer.Synchronize))]
    public void CheckedAndSynchronized()
    {
        var inner = new CoverageCountingObserver<int>();
        IObserver<int>[] observers =
        [
            inner.Checked(),
            Observer.Synchronize(inner),
            Observer.Synchronize(inner, preventReentrancy: true),
            Observer.Synchronize(inner, new object()),
            Observer.Synchronize(inner, new AsyncLock()),
        ];
        foreach (var observer in observers)
        {
            for (var i = 0; i < N; i++)
            {
                observer.OnNext(i);
            }
        }

        Total += inner.Count;
    }

    /// <summary>N actions through an <see cref="AsyncLock"/>, each queueing a re-entrant one.</summary>
    [Benchmark]
    [Covers(typeof(AsyncLock), nameof(AsyncLock.Wait), nameof(AsyncLock.Dispose))]
    public void AsyncLockActions()
    {
        var gate = new AsyncLock();
        for (var i = 0; i < N; i++)
        {
            gate.Wait(() => gate.Wait(() => Total++));
        }

        gate.Dispose();
    }

    /// <summary>N values through <c>NotifyOn</c> and <c>ToProgress</c> on the immediate scheduler and a context.</summary>
    [Benchmark]
    [Covers(typeof(Observer), nameof(Observer.NotifyOn), nameof(Observer.ToProgress))]
    public void Scheduled()
    {
        var inner = new CoverageCountingObserver<int>();
        var onScheduler = inner.NotifyOn(ImmediateScheduler.Instance);
        var onContext = inner.NotifyOn(new InlineContext());
        var progress = inner.ToProgress();
        var scheduledProgress = inner.ToProgress(ImmediateScheduler.Instance);
        for (var i = 0; i < N; i++)
        {
            onScheduler.OnNext(i);
            onContext.OnNext(i);
            progress.Report(i);
            scheduledProgress.Report(i);
        }

        Total += inner.Count;
    }

    /// <summary>N values converted to notifications and back, and through a progress reporter as an observer.</summary>
    [Benchmark]
    [Covers(typeof(Observer), nameof(Observer.ToObserver), nameof(Observer.ToNotifier))]
    [Covers(typeof(IObserver<,>), nameof(IObserver<int, int>.OnNext), nameof(IObserver<int, int>.OnError), nameof(IObserver<int, int>.OnCompleted))]
    public void Notifications()
    {
        var inner = new CoverageCountingObserver<int>();
        var notifier = inner.ToNotifier();
        var fromHandler = NotificationSink.ToObserver();
        var fromProgress = new Progress(this).ToObserver();
        IObserver<int, int> visitor = new Visitor();
        for (var i = 0; i < N; i++)
        {
            var n = Notification.CreateOnNext(i);
            notifier(n);
            fromHandler.OnNext(i);
            fromProgress.OnNext(i);
            Total += n.Accept(visitor);
        }

        Total += visitor.OnError(new InvalidOperationException()) + visitor.OnCompleted();
    }

    /// <summary>An N-element array subscribed with <c>Observable.Subscribe</c> (plain and on the immediate scheduler) and a range through <c>SubscribeSafe</c>.</summary>
    [Benchmark]
    [Covers(typeof(Rheo.Linq.Observable), nameof(RheoObservable.Subscribe))]
    [Covers(typeof(Rheo.ObservableExtensions), nameof(RheoObservableExtensions.SubscribeSafe))]
    public void SubscribeForms()
    {
        var values = Enumerable.Range(0, N).ToArray();
        var observer = new CoverageCountingObserver<int>();
        RheoObservable.Subscribe(values, observer);
        RheoObservable.Subscribe(values, new CoverageCountingObserver<int>(), ImmediateScheduler.Instance);
        RheoObservableExtensions.SubscribeSafe(RheoObservable.Range(0, N), new CoverageCountingObserver<int>());
        Total += observer.Count;
    }

    /// <summary>An N-element range kept by <c>ToListObservable</c>, then every list member.</summary>
    [Benchmark]
    [Covers(typeof(RheoObservableEx), nameof(RheoObservableEx.ToListObservable))]
    [Covers(typeof(ListObservable<>), nameof(ListObservable<int>.Add), nameof(ListObservable<int>.Clear), nameof(ListObservable<int>.Contains), nameof(ListObservable<int>.CopyTo),
        nameof(ListObservable<int>.GetEnumerator), nameof(ListObservable<int>.IndexOf), nameof(ListObservable<int>.Insert), nameof(ListObservable<int>.Remove),
        nameof(ListObservable<int>.RemoveAt), nameof(ListObservable<int>.Subscribe))]
    public void ListObservableMembers()
    {
        var list = RheoObservableEx.ToListObservable(RheoObservable.Range(0, N));
        list.Subscribe(new CoverageCountingObserver<object>()).Dispose();
        Total += list.Value + list.IndexOf(N / 2) + (list.Contains(1) ? 1 : 0);
        list.Add(N);
        list.Insert(0, -1);
        list.Remove(N);
        list.RemoveAt(0);
        var copy = new int[list.Count];
        list.CopyTo(copy, 0);
        foreach (var value in list)
        {
            Total += value;
        }

        list.Clear();
    }

    /// <summary>N disposables through <see cref="ContextDisposable"/>, <see cref="SingleAssignmentDisposableValue"/> and <c>DisposeWith</c>.</summary>
    [Benchmark]
    [Covers(typeof(ContextDisposable), nameof(ContextDisposable.Dispose))]
    [Covers(typeof(SingleAssignmentDisposableValue), nameof(SingleAssignmentDisposableValue.Dispose))]
    [Covers(typeof(DisposableExtensions), nameof(DisposableExtensions.DisposeWith))]
    public void Disposables()
    {
        var context = new InlineContext();
        var composite = new CompositeDisposable();
        for (var i = 0; i < N; i++)
        {
            new ContextDisposable(context, new BooleanDisposable()).Dispose();
            var value = default(SingleAssignmentDisposableValue);
            value.Disposable = new BooleanDisposable();
            value.Dispose();
            new BooleanDisposable().DisposeWith(composite);
        }

        composite.Dispose();
    }

    private sealed class InlineContext : SynchronizationContext
    {
        public override void Post(SendOrPostCallback d, object? state) => d(state);
    }

    private sealed class Progress(ObserversBenchmarks owner) : IProgress<int>
    {
        public void Report(int value) => owner.Total += value;
    }

    private sealed class Visitor : IObserver<int, int>
    {
        public int OnNext(int value) => value;

        public int OnError(Exception exception) => -1;

        public int OnCompleted() => 0;
    }
}
