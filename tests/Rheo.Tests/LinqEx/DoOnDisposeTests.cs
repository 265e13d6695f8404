using Rheo.Internal;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.LinqEx;

/// <summary>
/// <c>DoOnDispose</c>: the first subscription runs on the operator object itself, later ones on sinks of their
/// own; every subscription runs the action exactly once, after its upstream is disposed.
/// </summary>
public class DoOnDisposeTests
{
    [Fact]
    public void SecondSubscription_WhileTheFirstIsLive_HasItsOwnLifetime()
    {
        var subject = new Subject<int>();
        var disposals = 0;
        var shared = subject.DoOnDispose(() => disposals++);
        var a = new RecordingObserver<int>();
        var b = new RecordingObserver<int>();
        var da = shared.Subscribe(a);
        var db = shared.Subscribe(b);
        subject.OnNext(1);
        da.Dispose();
        Assert.Equal(1, disposals);
        subject.OnNext(2);
        db.Dispose();
        db.Dispose();
        da.Dispose();
        Assert.Equal(2, disposals);
        subject.OnNext(3);
        Assert.Equal([1], a.Values);
        Assert.Equal([1, 2], b.Values);
        Assert.False(subject.HasObservers);
    }

    [Fact]
    public void SubscriptionAfterTheFirstEnded_GetsEverythingAndItsOwnAction()
    {
        var subject = new Subject<int>();
        var disposals = 0;
        var shared = subject.DoOnDispose(() => disposals++);
        shared.Subscribe(_ => { }).Dispose();
        Assert.Equal(1, disposals);
        var o = new RecordingObserver<int>();
        using (shared.Subscribe(o))
        {
            subject.OnNext(1);
            subject.OnCompleted();
        }

        Assert.Equal([1], o.Values);
        Assert.True(o.Completed);
        Assert.Equal(2, disposals);
        o.AssertGrammar();
    }

    [Fact]
    public void ActionRunsAfterTheUpstreamIsDisposed()
    {
        var subject = new Subject<int>();
        var observersWhenRun = new List<bool>();
        var shared = subject.DoOnDispose(() => observersWhenRun.Add(subject.HasObservers));
        shared.Subscribe(_ => { }).Dispose();
        shared.Subscribe(_ => { }).Dispose();
        Assert.Equal([false, false], observersWhenRun);
    }

    [Fact]
    public void MessagesAfterDisposal_GoNowhere_AndTheActionRunsOnce()
    {
        var disposals = 0;
        var source = new ManualSource();
        var sub = new SubjectTestSubscriber<int>();
        ((IProducer<int>)source.DoOnDispose(() => disposals++)).Run(sub);
        source.Downstream!.OnNext(1);
        sub.Upstream!.Dispose();
        Assert.True(source.Disposed);
        source.Downstream.OnNext(2);
        source.Downstream.OnCompleted();
        sub.Upstream.Dispose();
        Assert.Equal(1, disposals);
        Assert.Equal(["subscribe", "next 1"], sub.Log);
    }

    [Fact]
    public void DisposedBeforeTheSourceHandsOverItsHandle_TheHandleIsDisposedAtOnce()
    {
        var disposals = 0;
        var source = new ManualSource();
        var sub = new SubjectTestSubscriber<int>();
        source.BeforeSubscribe = () => sub.Upstream!.Dispose();
        ((IProducer<int>)source.DoOnDispose(() => disposals++)).Run(sub);
        Assert.True(source.Disposed);
        Assert.Equal(1, disposals);
    }

    [Fact]
    public void ThrowingAction_ReachesTheDisposer_Once()
    {
        var subject = new Subject<int>();
        var error = new InvalidOperationException();
        var d = subject.DoOnDispose(() => throw error).Subscribe(_ => { });
        Assert.Same(error, Assert.Throws<InvalidOperationException>(d.Dispose));
        d.Dispose();
        Assert.False(subject.HasObservers);
    }

    [Fact]
    public void ConcurrentSubscriptions_EachRunsTheActionOnce_NothingLost()
    {
        const int Threads = 4;
        const int PerThread = 2_000;
        var subject = new Subject<int>();
        var disposals = 0;
        var shared = subject.DoOnDispose(() => Interlocked.Increment(ref disposals));
        using var go = new ManualResetEventSlim();
        var failures = 0;
        var threads = Enumerable.Range(0, Threads).Select(_ => new Thread(() =>
        {
            go.WaitWithin();
            for (var i = 0; i < PerThread; i++)
            {
                var o = new RecordingObserver<int>();
                var source = new Subject<int>();
                var own = source.DoOnDispose(() => Interlocked.Increment(ref disposals));
                var d1 = shared.Subscribe(o);
                var d2 = own.Subscribe(o);
                source.OnNext(i);
                d2.Dispose();
                d1.Dispose();
                if (o.Values.Count != 1 || o.Values[0] != i || o.Violations.Count != 0)
                {
                    Interlocked.Increment(ref failures);
                }
            }
        })).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }

        go.Set();
        foreach (var t in threads)
        {
            Assert.True(t.Join(TimeSpan.FromSeconds(10)));
        }

        Assert.Equal(0, failures);
        Assert.Equal(2 * Threads * PerThread, disposals);
        Assert.False(subject.HasObservers);
    }

    /// <summary>A Rheo source driven by the test: it keeps its subscriber and records the disposal of its handle.</summary>
    private sealed class ManualSource : IProducer<int>, IDisposable
    {
        public ISubscriber<int>? Downstream { get; private set; }

        public bool Disposed { get; private set; }

        public Action? BeforeSubscribe { get; set; }

        public void Run(ISubscriber<int> subscriber)
        {
            Downstream = subscriber;
            BeforeSubscribe?.Invoke();
            subscriber.OnSubscribe(this);
        }

        public IDisposable Subscribe(IObserver<int> observer) => throw new NotSupportedException("The test drives Rheo subscribers only.");

        public void Dispose() => Disposed = true;
    }
}
