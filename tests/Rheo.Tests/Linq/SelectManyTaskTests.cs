using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class SelectManyTaskTests
{
    [Fact]
    public void CompletedTasks_AreHandledInline_AllForms()
    {
        var a = new RecordingObserver<int>();
        Observable.Range(1, 3).SelectMany(x => Task.FromResult(x * 2)).Subscribe(a);
        Assert.Equal([2, 4, 6], a.Values);
        Assert.True(a.Completed);
        a.AssertGrammar();
        var b = new RecordingObserver<int>();
        Observable.Range(1, 2).SelectMany((int x, int i) => Task.FromResult(i)).Subscribe(b);
        Assert.Equal([0, 1], b.Values);
        var c = new RecordingObserver<string>();
        Observable.Range(1, 2).SelectMany(x => Task.FromResult("t"), (x, r) => $"{x}{r}").Subscribe(c);
        Assert.Equal(["1t", "2t"], c.Values);
        var d = new RecordingObserver<string>();
        Observable.Range(1, 2).SelectMany((int x, int i) => Task.FromResult("t"), (x, i, r) => $"{x}{i}{r}").Subscribe(d);
        Assert.Equal(["10t", "21t"], d.Values);
        var e = new RecordingObserver<int>();
        Observable.Range(1, 2).SelectMany((int x, CancellationToken ct) => Task.FromResult(x)).Subscribe(e);
        Assert.Equal([1, 2], e.Values);
        var f = new RecordingObserver<int>();
        Observable.Range(1, 2).SelectMany((x, i, ct) => Task.FromResult(i)).Subscribe(f);
        Assert.Equal([0, 1], f.Values);
        var g = new RecordingObserver<string>();
        Observable.Range(1, 2).SelectMany((int x, CancellationToken ct) => Task.FromResult("t"), (x, r) => $"{x}{r}").Subscribe(g);
        Assert.Equal(["1t", "2t"], g.Values);
        var h = new RecordingObserver<string>();
        Observable.Range(1, 2).SelectMany((x, i, ct) => Task.FromResult("t"), (x, i, r) => $"{x}{i}{r}").Subscribe(h);
        Assert.Equal(["10t", "21t"], h.Values);
    }

    [Fact]
    public void PendingTasks_MergeInCompletionOrder_AndCompleteAfterTheLast()
    {
        var first = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);
        var second = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);
        using var done = new ManualResetEventSlim();
        var o = new RecordingObserver<int>();
        Observable.Range(0, 2).SelectMany(x => x == 0 ? first.Task : second.Task).Finally(done.Set).Subscribe(o);
        second.SetResult(2);
        SpinWait.SpinUntil(() => o.Values.Count == 1, Bounded.Timeout);
        first.SetResult(1);
        Assert.True(done.Wait(Bounded.Timeout));
        Assert.Equal([2, 1], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void FaultedAndCanceledTasks_AreOnError()
    {
        var error = new InvalidOperationException();
        var f = new RecordingObserver<int>();
        Observable.Range(0, 2).SelectMany(_ => Task.FromException<int>(error)).Subscribe(f);
        Assert.Same(error, f.Error);
        f.AssertGrammar();
        var c = new RecordingObserver<int>();
        Observable.Range(0, 1).SelectMany(_ => Task.FromCanceled<int>(new CancellationToken(true))).Subscribe(c);
        Assert.IsType<TaskCanceledException>(c.Error);
    }

    [Fact]
    public void EmptyAndUpstreamError()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<int>().SelectMany(x => Task.FromResult(x)).Subscribe(o);
        Assert.True(o.Completed);
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        Observable.Throw<int>(error).SelectMany(x => Task.FromResult(x)).Subscribe(e);
        Assert.Same(error, e.Error);
    }

    [Fact]
    public void ThrowingSelectorOrResultSelector_IsOnError()
    {
        var error = new InvalidOperationException();
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        source.SelectMany(x => x == 1 ? throw error : Task.FromResult(x)).Subscribe(o);
        source.OnNext(0);
        source.OnNext(1);
        source.OnNext(2);
        Assert.Equal([0], o.Values);
        Assert.Same(error, o.Error);
        Assert.Equal(1, source.Disposals);
        var r = new RecordingObserver<int>();
        Observable.Range(0, 2).SelectMany(x => Task.FromResult(x), (x, t) => t == 1 ? throw error : t).Subscribe(r);
        Assert.Equal([0], r.Values);
        Assert.Same(error, r.Error);
    }

    [Fact]
    public void Dispose_CancelsTheToken_AndNothingFollows()
    {
        var source = new SingleOpsSource<int>();
        var pending = new TaskCompletionSource<int>();
        var token = CancellationToken.None;
        var o = new RecordingObserver<int>();
        var d = source.SelectMany((x, ct) =>
        {
            token = ct;
            return pending.Task;
        }).Subscribe(o);
        source.OnNext(0);
        Assert.False(token.IsCancellationRequested);
        d.Dispose();
        Assert.True(token.IsCancellationRequested);
        pending.SetResult(5);
        Assert.Empty(o.Values);
        Assert.False(o.IsTerminated);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void NullArguments_Throw()
    {
        var s = Observable.Range(0, 1);
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).SelectMany(x => Task.FromResult(x)));
        Assert.Throws<ArgumentNullException>("selector", () => s.SelectMany((Func<int, Task<int>>)null!));
        Assert.Throws<ArgumentNullException>("selector", () => s.SelectMany((Func<int, int, Task<int>>)null!));
        Assert.Throws<ArgumentNullException>("selector", () => s.SelectMany((Func<int, CancellationToken, Task<int>>)null!));
        Assert.Throws<ArgumentNullException>("selector", () => s.SelectMany((Func<int, int, CancellationToken, Task<int>>)null!));
        Assert.Throws<ArgumentNullException>("taskSelector", () => s.SelectMany((Func<int, Task<int>>)null!, (x, r) => r));
        Assert.Throws<ArgumentNullException>("resultSelector", () => s.SelectMany(x => Task.FromResult(x), (Func<int, int, int>)null!));
        Assert.Throws<ArgumentNullException>("resultSelector", () => s.SelectMany((x, i) => Task.FromResult(x), (Func<int, int, int, int>)null!));
        Assert.Throws<ArgumentNullException>("taskSelector", () => s.SelectMany((Func<int, CancellationToken, Task<int>>)null!, (x, r) => r));
        Assert.Throws<ArgumentNullException>("taskSelector", () => s.SelectMany((Func<int, int, CancellationToken, Task<int>>)null!, (x, i, r) => r));
    }
}
