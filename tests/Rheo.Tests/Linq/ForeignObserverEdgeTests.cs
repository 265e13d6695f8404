using System.Diagnostics;
using Rheo;
using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Tests.Diagnostics;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

/// <summary>
/// Operators that call a foreign <see cref="IObserver{T}"/> directly instead of through the edge's <c>OnNext</c>
/// (<c>Range</c>, <c>Range∘Select</c>): one call per value less, with the edge's guarantees kept (a throwing
/// observer stops the source, deferral on the trampoline); <c>Take</c> into a foreign observer goes through the edge.
/// </summary>
[Collection(GlobalTrackerCollection.Name)]
public class ForeignObserverEdgeTests
{
    [Fact]
    public void Range_CallsAForeignObserverFromItsLoop()
    {
        var outer = new StackTrace().FrameCount;
        var inner = 0;
        Observable.Range(0, 1).Subscribe(new FrameObserver(frames => inner = frames));
        // The observer's OnNext, the loop, Subscribe: no edge frame between the loop and the observer.
        Assert.InRange(inner - outer, 1, 3);
    }

    [Fact]
    public void Range_ToAForeignObserver_SendsTheValuesThenCompletes()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(3, 4).Subscribe(o);
        Assert.Equal([3, 4, 5, 6], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();

        var p = new RecordingObserver<string>();
        Observable.Range(1, 2).Select(x => "v" + x).Subscribe(p);
        Assert.Equal(["v1", "v2"], p.Values);
        Assert.True(p.Completed);
        p.AssertGrammar();
    }

    [Fact]
    public void Range_ToAForeignObserver_EndsBeforeSubscribeReturns_WithAHandleThatDoesNothing()
    {
        var o = new RecordingObserver<int>();
        var subscription = Observable.Range(0, 3).Subscribe(o);
        Assert.True(o.Completed);
        subscription.Dispose();
        subscription.Dispose();
        Assert.Equal([0, 1, 2], o.Values);

        var error = new InvalidOperationException();
        var p = new RecordingObserver<int>();
        var selected = Observable.Range(0, 5).Select(x => x == 2 ? throw error : x).Subscribe(p);
        selected.Dispose();
        Assert.Equal([0, 1], p.Values);
        Assert.Same(error, p.Error);
        p.AssertGrammar();
    }

    [Fact]
    public void Range_AThrowingObserver_StopsTheLoop_AndTheErrorReachesTheCaller()
    {
        var error = new InvalidOperationException();
        var calls = 0;
        var selected = 0;
        var observer = new ThrowingAt(2, error, () => calls++);
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => Observable.Range(0, 10).Subscribe(observer)));
        Assert.Equal(2, calls);
        Assert.False(observer.Terminated);

        calls = 0;
        observer = new ThrowingAt(2, error, () => calls++);
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => Observable.Range(0, 10).Select(x => { selected++; return x; }).Subscribe(observer)));
        Assert.Equal(2, calls);
        Assert.Equal(2, selected);
        Assert.False(observer.Terminated);
    }

    [Fact]
    public void Range_ToAForeignObserver_AThrowingOnCompleted_ReachesTheCaller_Once()
    {
        var error = new InvalidOperationException();
        var values = new List<int>();
        var completions = 0;
        var observer = Observer.Create<int>(values.Add, _ => Assert.Fail("no error expected"), () =>
        {
            completions++;
            throw error;
        });
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => Observable.Range(0, 3).Subscribe(observer)));
        Assert.Equal([0, 1, 2], values);
        Assert.Equal(1, completions);

        var p = new RecordingObserver<int>();
        var subscription = Observable.Range(0, 2).Select(x => x * 10).Subscribe(p);
        subscription.Dispose();
        subscription.Dispose();
        Assert.Equal([0, 10], p.Values);
        Assert.True(p.Completed);
        p.AssertGrammar();
    }

    [Fact]
    public void RangeSelect_ToAForeignObserver_AThrowingSelectorIsOnError()
    {
        var error = new InvalidOperationException();
        var o = new RecordingObserver<int>();
        Observable.Range(0, 5).Select(x => x == 2 ? throw error : x).Subscribe(o);
        Assert.Equal([0, 1], o.Values);
        Assert.Same(error, o.Error);
        o.AssertGrammar();
    }

    [Fact]
    public void Range_SubscribedWhileTheTrampolineRunsUserCode_IsStillDeferred()
    {
        var o = new RecordingObserver<int>();
        var seenAtSubscribe = -1;
        CurrentThreadScheduler.Instance.Schedule(() =>
        {
            Observable.Range(0, 3).Subscribe(o);
            seenAtSubscribe = o.Values.Count;
        });
        Assert.Equal(0, seenAtSubscribe);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Take_ToAForeignObserver_AThrowingObserverDisposesTheSource_AndGetsNothingMore()
    {
        var error = new InvalidOperationException();
        IObserver<int>? source = null;
        var disposed = 0;
        var calls = 0;
        var observer = new ThrowingAt(2, error, () => calls++);
        Observable.Create<int>(o => { source = o; return Disposables.Disposable.Create(() => disposed++); }).Take(5).Subscribe(observer);
        source!.OnNext(1);
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => source.OnNext(2)));
        Assert.Equal(1, disposed);
        source.OnNext(3);
        source.OnCompleted();
        Assert.Equal(2, calls);
        Assert.False(observer.Terminated);
    }

    [Fact]
    public void Take_ToAForeignObserver_CompletesAfterItsCount_AndNothingAfterDispose()
    {
        IObserver<int>? source = null;
        var disposed = 0;
        var o = new RecordingObserver<int>();
        Observable.Create<int>(s => { source = s; return Disposables.Disposable.Create(() => disposed++); }).Take(2).Subscribe(o);
        source!.OnNext(1);
        source.OnNext(2);
        source.OnNext(3);
        Assert.Equal([1, 2], o.Values);
        Assert.True(o.Completed);
        Assert.Equal(1, disposed);
        o.AssertGrammar();

        var p = new RecordingObserver<int>();
        var subscription = Observable.Create<int>(s => { source = s; return Disposables.Disposable.Empty; }).Take(5).Subscribe(p);
        source.OnNext(1);
        subscription.Dispose();
        source.OnNext(2);
        source.OnCompleted();
        Assert.Equal([1], p.Values);
        Assert.False(p.IsTerminated);
    }

    private sealed class FrameObserver(Action<int> onFrames) : IObserver<int>
    {
        public void OnNext(int value) => onFrames(new StackTrace().FrameCount - 1);

        public void OnError(Exception error)
        {
        }

        public void OnCompleted()
        {
        }
    }

    private sealed class ThrowingAt(int call, Exception error, Action onCall) : IObserver<int>
    {
        private int _calls;

        public bool Terminated { get; private set; }

        public void OnNext(int value)
        {
            onCall();
            if (++_calls == call)
            {
                throw error;
            }
        }

        public void OnError(Exception error) => Terminated = true;

        public void OnCompleted() => Terminated = true;
    }
}
