using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class SelectManyTests
{
    [Fact]
    public void MergesInnerObservables()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(1, 3).SelectMany(x => Observable.Range(x * 10, 2)).Subscribe(o);
        Assert.Equal([10, 11, 20, 21, 30, 31], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void OtherObservable_IsSubscribedPerValue()
    {
        var o = new RecordingObserver<string>();
        Observable.Range(0, 2).SelectMany(Observable.Return("x")).Subscribe(o);
        Assert.Equal(["x", "x"], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void IndexAndResultSelectorForms()
    {
        var a = new RecordingObserver<string>();
        Observable.Range(5, 2).SelectMany((x, i) => Observable.Return($"{x}@{i}")).Subscribe(a);
        Assert.Equal(["5@0", "6@1"], a.Values);
        var b = new RecordingObserver<string>();
        Observable.Range(1, 2).SelectMany(x => Observable.Range(0, 2), (x, c) => $"{x}:{c}").Subscribe(b);
        Assert.Equal(["1:0", "1:1", "2:0", "2:1"], b.Values);
        var c = new RecordingObserver<string>();
        Observable.Range(7, 2).SelectMany((x, i) => Observable.Range(3, 2), (x, i, v, j) => $"{x}{i}{v}{j}").Subscribe(c);
        Assert.Equal(["7030", "7041", "8130", "8141"], c.Values);
    }

    [Fact]
    public void CompletesOnlyWhenOuterAndAllInnersComplete()
    {
        var outer = new SingleOpsSource<int>();
        var inner = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        outer.SelectMany(_ => inner).Subscribe(o);
        outer.OnNext(0);
        outer.OnCompleted();
        Assert.False(o.Completed);
        inner.OnNext(5);
        inner.OnCompleted();
        Assert.Equal([5], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void EmptyOuter_AndEmptyInners()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<int>().SelectMany(x => Observable.Return(x)).Subscribe(o);
        Assert.True(o.Completed);
        var e = new RecordingObserver<int>();
        Observable.Range(0, 3).SelectMany(_ => Observable.Empty<int>()).Subscribe(e);
        Assert.Empty(e.Values);
        Assert.True(e.Completed);
    }

    [Fact]
    public void OuterError_DisposesInners()
    {
        var error = new InvalidOperationException();
        var outer = new SingleOpsSource<int>();
        var inner = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        outer.SelectMany(_ => inner).Subscribe(o);
        outer.OnNext(0);
        outer.OnError(error);
        inner.OnNext(1);
        Assert.Same(error, o.Error);
        Assert.Empty(o.Values);
        Assert.Equal(1, inner.Disposals);
        o.AssertGrammar();
    }

    [Fact]
    public void InnerError_DisposesOuterAndOtherInners()
    {
        var error = new InvalidOperationException();
        var outer = new SingleOpsSource<int>();
        var a = new SingleOpsSource<int>();
        var b = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        outer.SelectMany(x => x == 0 ? a : b).Subscribe(o);
        outer.OnNext(0);
        outer.OnNext(1);
        a.OnNext(1);
        b.OnError(error);
        a.OnNext(2);
        Assert.Equal([1], o.Values);
        Assert.Same(error, o.Error);
        Assert.Equal(1, outer.Disposals);
        Assert.Equal(1, a.Disposals);
        o.AssertGrammar();
    }

    [Fact]
    public void ThrowingSelector_AndResultSelector_AreOnError()
    {
        var error = new InvalidOperationException();
        var outer = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        outer.SelectMany(x => x == 1 ? throw error : Observable.Return(x)).Subscribe(o);
        outer.OnNext(0);
        outer.OnNext(1);
        outer.OnNext(2);
        Assert.Equal([0], o.Values);
        Assert.Same(error, o.Error);
        Assert.Equal(1, outer.Disposals);
        o.AssertGrammar();

        var r = new RecordingObserver<int>();
        Observable.Range(0, 3).SelectMany(x => Observable.Range(0, 3), (x, c) => c == 1 ? throw error : c).Subscribe(r);
        Assert.Equal([0], r.Values);
        Assert.Same(error, r.Error);
        r.AssertGrammar();
    }

    [Fact]
    public void DisposeMidStream_DisposesOuterAndInners()
    {
        var outer = new SingleOpsSource<int>();
        var inner = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        var d = outer.SelectMany(_ => inner).Subscribe(o);
        outer.OnNext(0);
        inner.OnNext(1);
        d.Dispose();
        inner.OnNext(2);
        outer.OnNext(1);
        Assert.Equal([1], o.Values);
        Assert.Equal(1, outer.Disposals);
        Assert.Equal(1, inner.Disposals);
        Assert.Equal(1, inner.Subscriptions);
    }

    [Fact]
    public void TakeStopsSynchronousInners()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, int.MaxValue).SelectMany(x => Observable.Range(0, int.MaxValue)).Take(3).Subscribe(o);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void NotificationForm_MergesSelectedObservables()
    {
        var error = new InvalidOperationException();
        var ok = new RecordingObserver<string>();
        Observable.Range(1, 2).SelectMany(x => Observable.Return($"v{x}"), _ => Observable.Return("err"), () => Observable.Return("done")).Subscribe(ok);
        Assert.Equal(["v1", "v2", "done"], ok.Values);
        Assert.True(ok.Completed);
        var failed = new RecordingObserver<string>();
        Observable.Throw<int>(error).SelectMany(x => Observable.Return($"v{x}"), e => Observable.Return(e == error ? "err" : "?"), () => Observable.Return("done")).Subscribe(failed);
        Assert.Equal(["err"], failed.Values);
        Assert.True(failed.Completed);
        Assert.Null(failed.Error);
        var indexed = new RecordingObserver<string>();
        Observable.Range(4, 2).SelectMany((x, i) => Observable.Return($"{x}@{i}"), _ => Observable.Empty<string>(), () => Observable.Empty<string>()).Subscribe(indexed);
        Assert.Equal(["4@0", "5@1"], indexed.Values);
        Assert.True(indexed.Completed);
    }

    [Fact]
    public void NotificationForm_ThrowingSelectors_AreOnError()
    {
        var error = new InvalidOperationException();
        var c = new RecordingObserver<int>();
        Observable.Range(0, 1).SelectMany(Observable.Return, _ => Observable.Empty<int>(), () => throw error).Subscribe(c);
        Assert.Equal([0], c.Values);
        Assert.Same(error, c.Error);
        var e = new RecordingObserver<int>();
        Observable.Throw<int>(new Exception()).SelectMany(Observable.Return, _ => throw error, Observable.Empty<int>).Subscribe(e);
        Assert.Same(error, e.Error);
    }

    [Fact]
    public void ConcurrentInners_AreSerialized_WithExactCounts()
    {
        const int threads = 4;
        const int perThread = 20_000;
        using var start = new ManualResetEventSlim();
        using var done = new ManualResetEventSlim();
        var o = new RecordingObserver<(int Thread, int Value)>();
        var running = new List<Thread>();
        Observable.Range(0, threads)
            .SelectMany(t => Observable.Create<(int, int)>(observer =>
            {
                var thread = new Thread(() =>
                {
                    start.WaitWithin();
                    for (var i = 0; i < perThread; i++)
                    {
                        observer.OnNext((t, i));
                    }

                    observer.OnCompleted();
                });
                running.Add(thread);
                thread.Start();
                return Disposables.Disposable.Empty;
            }))
            .Finally(done.Set)
            .Subscribe(o);
        start.Set();
        Assert.True(done.Wait(Bounded.Timeout));
        foreach (var thread in running)
        {
            thread.Join();
        }

        Assert.True(o.Completed);
        Assert.Equal(threads * perThread, o.Values.Count);
        for (var t = 0; t < threads; t++)
        {
            var mine = o.Values.Where(v => v.Thread == t).Select(v => v.Value).ToList();
            Assert.Equal(Enumerable.Range(0, perThread), mine);
        }

        o.AssertGrammar();
    }

    [Fact]
    public void OuterThreadAndInnerThreads_EmitConcurrently_WithExactCounts()
    {
        const int outerValues = 20_000;
        const int innerThreads = 2;
        const int perInner = 20_000;
        using var start = new ManualResetEventSlim();
        using var done = new ManualResetEventSlim();
        var o = new RecordingObserver<int>();
        var threads = new List<Thread>();
        var outer = Observable.Create<int>(observer =>
        {
            var thread = new Thread(() =>
            {
                start.WaitWithin();
                for (var i = 0; i < innerThreads; i++)
                {
                    observer.OnNext(-1);
                }

                for (var i = 0; i < outerValues; i++)
                {
                    observer.OnNext(i);
                }

                observer.OnCompleted();
            });
            threads.Add(thread);
            thread.Start();
            return Disposables.Disposable.Empty;
        });
        outer.SelectMany(x => x >= 0
                ? Observable.Return(1)
                : Observable.Create<int>(observer =>
                {
                    var thread = new Thread(() =>
                    {
                        for (var i = 0; i < perInner; i++)
                        {
                            observer.OnNext(2);
                        }

                        observer.OnCompleted();
                    });
                    lock (threads)
                    {
                        threads.Add(thread);
                    }

                    thread.Start();
                    return Disposables.Disposable.Empty;
                }))
            .Finally(done.Set)
            .Subscribe(o);
        start.Set();
        Assert.True(done.Wait(Bounded.Timeout));
        lock (threads)
        {
            foreach (var thread in threads)
            {
                Assert.True(thread.Join(Bounded.Timeout));
            }
        }

        Assert.True(o.Completed);
        Assert.Equal(outerValues, o.Values.Count(v => v == 1));
        Assert.Equal(innerThreads * perInner, o.Values.Count(v => v == 2));
        o.AssertGrammar();
    }

    [Fact]
    public void ConcurrentInners_WithAnError_KeepTheGrammar()
    {
        const int threads = 4;
        var error = new InvalidOperationException();
        using var start = new ManualResetEventSlim();
        using var finished = new CountdownEvent(threads);
        var o = new RecordingObserver<int>();
        Observable.Range(0, threads)
            .SelectMany(t => Observable.Create<int>(observer =>
            {
                new Thread(() =>
                {
                    start.WaitWithin();
                    for (var i = 0; i < 10_000; i++)
                    {
                        observer.OnNext(i);
                        if (t == 0 && i == 5_000)
                        {
                            observer.OnError(error);
                        }
                    }

                    observer.OnCompleted();
                    finished.Signal();
                }).Start();
                return Disposables.Disposable.Empty;
            }))
            .Subscribe(o);
        start.Set();
        Assert.True(finished.Wait(Bounded.Timeout));
        Assert.Same(error, o.Error);
        Assert.False(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void NullArguments_Throw()
    {
        var s = Observable.Range(0, 1);
        IObservable<int> n = null!;
        Assert.Throws<ArgumentNullException>("source", () => n.SelectMany(x => Observable.Return(x)));
        Assert.Throws<ArgumentNullException>("other", () => s.SelectMany((IObservable<int>)null!));
        Assert.Throws<ArgumentNullException>("selector", () => s.SelectMany((Func<int, IObservable<int>>)null!));
        Assert.Throws<ArgumentNullException>("selector", () => s.SelectMany((Func<int, int, IObservable<int>>)null!));
        Assert.Throws<ArgumentNullException>("collectionSelector", () => s.SelectMany((Func<int, IObservable<int>>)null!, (x, c) => c));
        Assert.Throws<ArgumentNullException>("resultSelector", () => s.SelectMany(Observable.Return, (Func<int, int, int>)null!));
        Assert.Throws<ArgumentNullException>("resultSelector", () => s.SelectMany((x, i) => Observable.Return(x), (Func<int, int, int, int, int>)null!));
        Assert.Throws<ArgumentNullException>("onNext", () => s.SelectMany((Func<int, IObservable<int>>)null!, _ => Observable.Empty<int>(), Observable.Empty<int>));
        Assert.Throws<ArgumentNullException>("onError", () => s.SelectMany(Observable.Return, null!, Observable.Empty<int>));
        Assert.Throws<ArgumentNullException>("onCompleted", () => s.SelectMany(Observable.Return, _ => Observable.Empty<int>(), null!));
    }
}
