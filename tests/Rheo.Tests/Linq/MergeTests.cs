using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class MergeTests
{
    [Fact]
    public void Merge_InterleavesAndCompletesAfterAll()
    {
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        a.Merge(b).Subscribe(o);
        a.OnNext(1);
        b.OnNext(2);
        a.OnCompleted();
        Assert.False(o.IsTerminated);
        b.OnNext(3);
        b.OnCompleted();
        Assert.Equal([1, 2, 3], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Merge_ParamsArray_IsReadWhenSubscribed()
    {
        // As Rx.NET, which reads the array as a sequence when subscribed: a change made before subscribing is seen.
        var sources = new[] { Observable.Return(1), Observable.Return(2) };
        var merge = Observable.Merge(sources);
        sources[1] = Observable.Return(3);
        var o = new RecordingObserver<int>();
        merge.Subscribe(o);
        Assert.Equal([1, 3], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Merge_NAry_Enumerable_Synchronous()
    {
        var o = new RecordingObserver<int>();
        Observable.Merge(Observable.Range(0, 2), Observable.Range(10, 2), Observable.Empty<int>()).Subscribe(o);
        Assert.Equal([0, 1, 10, 11], o.Values);
        Assert.True(o.Completed);

        var p = new RecordingObserver<int>();
        new[] { Observable.Return(1), Observable.Return(2) }.AsEnumerable().Merge().Subscribe(p);
        Assert.Equal([1, 2], p.Values);
        Assert.True(p.Completed);

        var q = new RecordingObserver<int>();
        Observable.Merge<int>().Subscribe(q);
        Assert.True(q.Completed);
    }

    [Fact]
    public void Merge_Error_DisposesOthers()
    {
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        a.Merge(b).Subscribe(o);
        a.OnNext(1);
        var error = new FormatException();
        b.OnError(error);
        a.OnNext(2);
        Assert.Equal([1], o.Values);
        Assert.Same(error, o.Error);
        Assert.Equal(0, a.ObserverCount);
        o.AssertGrammar();
    }

    [Fact]
    public void Merge_Dispose_DisposesAllUpstreams()
    {
        var outer = new CombiningHotSource<IObservable<int>>();
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        var d = outer.Merge().Subscribe(o);
        outer.OnNext(a);
        outer.OnNext(b);
        a.OnNext(1);
        d.Dispose();
        a.OnNext(2);
        b.OnNext(3);
        Assert.Equal([1], o.Values);
        Assert.Equal(0, outer.ObserverCount);
        Assert.Equal(0, a.ObserverCount);
        Assert.Equal(0, b.ObserverCount);
        Assert.False(o.IsTerminated);
    }

    [Fact]
    public void Merge_ObservableOfObservables_CompletesAfterOuterAndInners()
    {
        var outer = new CombiningHotSource<IObservable<int>>();
        var a = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        outer.Merge().Subscribe(o);
        outer.OnNext(a);
        outer.OnNext(Observable.Return(5));
        outer.OnCompleted();
        Assert.False(o.IsTerminated);
        a.OnNext(6);
        a.OnCompleted();
        Assert.Equal([5, 6], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Merge_OuterError_Propagates()
    {
        var outer = new CombiningHotSource<IObservable<int>>();
        var a = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        outer.Merge().Subscribe(o);
        outer.OnNext(a);
        outer.OnError(new FormatException());
        Assert.IsType<FormatException>(o.Error);
        Assert.Equal(0, a.ObserverCount);
    }

    [Fact]
    public void Merge_MaxConcurrent_LimitsSubscriptions()
    {
        var sources = Enumerable.Range(0, 4).Select(_ => new CombiningHotSource<int>()).ToArray();
        var o = new RecordingObserver<int>();
        sources.AsEnumerable().Merge(2).Subscribe(o);
        Assert.Equal([1, 1, 0, 0], sources.Select(s => s.Subscriptions));
        sources[1].OnNext(1);
        sources[1].OnCompleted();
        Assert.Equal([1, 1, 1, 0], sources.Select(s => s.Subscriptions));
        sources[0].OnCompleted();
        sources[2].OnCompleted();
        sources[3].OnNext(3);
        sources[3].OnCompleted();
        Assert.Equal([1, 3], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Merge_MaxConcurrentOne_ManySynchronousInners_ConstantStack()
    {
        var total = 0L;
        Enumerable.Repeat(Observable.Return(1), 200_000).Merge(1).Subscribe(x => total += x);
        Assert.Equal(200_000, total);
    }

    [Fact]
    public void ConcatObservables_SubscribesOneAtATime()
    {
        var outer = new CombiningHotSource<IObservable<int>>();
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        outer.Concat().Subscribe(o);
        outer.OnNext(a);
        outer.OnNext(b);
        outer.OnCompleted();
        Assert.Equal(0, b.Subscriptions);
        a.OnNext(1);
        a.OnCompleted();
        b.OnNext(2);
        b.OnCompleted();
        Assert.Equal([1, 2], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public async Task Merge_Tasks_EmitsResultsAndFailsOnFault()
    {
        var o = new RecordingObserver<int>();
        var tcs = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);
        var done = new ManualResetEventSlim();
        Observable.Concat(Observable.Return(Task.FromResult(1)), Observable.Return(tcs.Task)).Merge()
            .Subscribe(x => o.OnNext(x), e => { o.OnError(e); done.Set(); }, () => { o.OnCompleted(); done.Set(); });
        tcs.SetResult(2);
        Assert.True(done.Wait(Bounded.Timeout));
        Assert.Equal([1, 2], o.Values);
        Assert.True(o.Completed);

        var p = new RecordingObserver<int>();
        Observable.Return(Task.FromException<int>(new FormatException())).Merge().Subscribe(p);
        Assert.IsType<FormatException>(p.Error);

        var q = new RecordingObserver<int>();
        Observable.Return(Task.FromCanceled<int>(new CancellationToken(true))).Merge().Subscribe(q);
        Assert.IsType<TaskCanceledException>(q.Error);
        await Task.CompletedTask;
    }

    [Fact]
    public void Merge_ConcurrentEmitters_ExactCountsAndGrammar()
    {
        const int threads = 4;
        const int perThread = 50_000;
        var sources = Enumerable.Range(0, threads).Select(_ => new CombiningHotSource<int>()).ToArray();
        var o = new RecordingObserver<int>();
        var done = new ManualResetEventSlim();
        sources.Merge().Subscribe(x => o.OnNext(x), o.OnError, () => { o.OnCompleted(); done.Set(); });
        var start = new Barrier(threads);
        var workers = sources.Select((s, t) => new Thread(() =>
        {
            start.SignalAndWait();
            for (var i = 0; i < perThread; i++)
            {
                s.OnNext((t * perThread) + i);
            }

            s.OnCompleted();
        })).ToArray();
        foreach (var w in workers)
        {
            w.Start();
        }

        Assert.True(done.Wait(Bounded.Timeout));
        Assert.Equal(threads * perThread, o.Values.Count);
        Assert.Equal(threads * perThread, o.Values.Distinct().Count());
        for (var t = 0; t < threads; t++)
        {
            var own = o.Values.Where(v => v / perThread == t).ToList();
            Assert.Equal(Enumerable.Range(t * perThread, perThread), own);
        }

        o.AssertGrammar();
    }

    [Fact]
    public void Merge_ConcurrentErrorAndValues_SingleTerminal()
    {
        for (var round = 0; round < 50; round++)
        {
            var a = new CombiningHotSource<int>();
            var b = new CombiningHotSource<int>();
            var o = new RecordingObserver<int>();
            a.Merge(b).Subscribe(o);
            var t1 = new Thread(() =>
            {
                for (var i = 0; i < 1000; i++)
                {
                    a.OnNext(i);
                }

                a.OnError(new FormatException());
            });
            var t2 = new Thread(() =>
            {
                for (var i = 0; i < 1000; i++)
                {
                    b.OnNext(i);
                }

                b.OnError(new ArgumentException());
            });
            t1.Start();
            t2.Start();
            Assert.True(t1.Join(Bounded.Timeout));
            Assert.True(t2.Join(Bounded.Timeout));
            Assert.Equal(1, o.TerminalCount);
            o.AssertGrammar();
        }
    }

    [Fact]
    public void Merge_ArgumentValidation()
    {
        IObservable<int> nil = null!;
        var s = Observable.Return(1);
        Assert.Equal("first", Assert.Throws<ArgumentNullException>(() => nil.Merge(s)).ParamName);
        Assert.Equal("second", Assert.Throws<ArgumentNullException>(() => s.Merge(nil)).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => Observable.Merge((IObservable<int>[])null!)).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => ((IObservable<IObservable<int>>)null!).Merge()).ParamName);
        Assert.Equal("maxConcurrent", Assert.Throws<ArgumentOutOfRangeException>(() => Observable.Return(s).Merge(0)).ParamName);
        Assert.Equal("maxConcurrent", Assert.Throws<ArgumentOutOfRangeException>(() => new[] { s }.AsEnumerable().Merge(-1)).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => ((IObservable<Task<int>>)null!).Merge()).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => ((IObservable<IObservable<int>>)null!).Concat()).ParamName);
    }
}
