using Rheo.Linq;
using Rheo.Tests.Support;
using Rheo.Threading.Tasks;

namespace Rheo.Tests.Linq;

public class SelectManyValueTaskResultSelectorTests
{
    private static readonly TimeSpan Bound = Bounded.Timeout;

    [Fact]
    public void ResultSelector_Synchronous_CombinesOuterValue()
    {
        var o = new RecordingObserver<string>();
        Observable.Range(1, 3).SelectMany(x => new ValueTask<int>(x * 10), (x, r) => $"{x}:{r}").Subscribe(o);
        Assert.Equal(["1:10", "2:20", "3:30"], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void ResultSelector_WithIndex_Synchronous()
    {
        var o = new RecordingObserver<string>();
        Observable.Range(5, 3).SelectMany((x, i) => new ValueTask<int>(x + i), (x, i, r) => $"{x}/{i}/{r}").Subscribe(o);
        Assert.Equal(["5/0/5", "6/1/7", "7/2/9"], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public async Task ResultSelector_Asynchronous_KeepsOuterValueAndIndexOfEachTask()
    {
        var values = await Observable.Range(1, 20)
            .SelectMany((x, i) => Later(x * 2), (x, i, r) => (x, i, r))
            .ToList().ToTask().WaitAsync(Bound);
        Assert.Equal(20, values.Count);
        Assert.All(values, v =>
        {
            Assert.Equal(v.x - 1, v.i);
            Assert.Equal(v.x * 2, v.r);
        });
        Assert.Equal(Enumerable.Range(1, 20), values.Select(v => v.x).Order());
    }

    [Fact]
    public async Task ResultSelector_TokenForms_Asynchronous()
    {
        var a = await Observable.Range(1, 3)
            .SelectMany((int x, CancellationToken ct) => Later(x, ct), (x, r) => x + r)
            .ToList().ToTask().WaitAsync(Bound);
        Assert.Equal([2, 4, 6], a.Order());

        var b = await Observable.Range(1, 3)
            .SelectMany((int x, int i, CancellationToken ct) => Later(x * 100, ct), (x, i, r) => r + i)
            .ToList().ToTask().WaitAsync(Bound);
        Assert.Equal([100, 201, 302], b.Order());
    }

    [Fact]
    public async Task ResultSelector_Throwing_BecomesError_BothPaths()
    {
        var ex = new FormatException();
        var o = new RecordingObserver<int>();
        Observable.Range(1, 3).SelectMany(x => new ValueTask<int>(x), (x, r) => x == 2 ? throw ex : r).Subscribe(o);
        Assert.Equal([1], o.Values);
        Assert.Same(ex, o.Error);
        o.AssertGrammar();

        var source = Observable.Range(1, 3).SelectMany(x => Later(x), (x, r) => x == 2 ? throw ex : r);
        Assert.Same(ex, await Assert.ThrowsAsync<FormatException>(() => source.ToTask().WaitAsync(Bound)));
    }

    [Fact]
    public async Task ResultSelector_FaultedValueTask_AndThrowingSelector_BecomeErrors()
    {
        var ex = new FormatException();
        var faulted = Observable.Range(1, 3).SelectMany(x => x == 2 ? ValueTask.FromException<int>(ex) : new ValueTask<int>(x), (x, r) => r);
        Assert.Same(ex, await Assert.ThrowsAsync<FormatException>(() => faulted.ToTask().WaitAsync(Bound)));

        var o = new RecordingObserver<int>();
        Observable.Range(1, 3).SelectMany((Func<int, ValueTask<int>>)(_ => throw ex), (x, r) => r).Subscribe(o);
        Assert.Same(ex, o.Error);
        Assert.Empty(o.Values);
    }

    [Fact]
    public async Task ResultSelector_DisposeCancelsToken()
    {
        var canceled = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var started = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var subscription = Observable.Return(1).Concat(Observable.Never<int>())
            .SelectMany((int x, CancellationToken ct) => Wait(ct), (x, r) => x + r)
            .Subscribe(_ => { });
        await started.Task.WaitAsync(Bound);
        subscription.Dispose();
        await canceled.Task.WaitAsync(Bound);

        async ValueTask<int> Wait(CancellationToken ct)
        {
            ct.Register(() => canceled.TrySetResult());
            started.SetResult();
            await Task.Delay(Timeout.Infinite, ct);
            return 0;
        }
    }

    [Fact]
    public async Task ResultSelector_AsyncLambda_BindsWithoutAmbiguity_AndRuns()
    {
        // An async lambda fits both the Task and the ValueTask overloads; this compiles only if the call is not ambiguous.
        var source = Observable.Range(1, 3).SelectMany(async x =>
        {
            await Task.Yield();
            return x;
        }, (x, r) => x + r);
        var results = await source.ToList().ToTask().WaitAsync(Bounded.Timeout);
        Assert.Equal([2, 4, 6], results.Order());
    }

    [Fact]
    public void ArgumentValidation()
    {
        var s = Observable.Return(1);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<int>)null!).SelectMany(x => new ValueTask<int>(x), (x, r) => r)).ParamName);
        Assert.Equal("taskSelector", Assert.Throws<ArgumentNullException>(() => s.SelectMany((Func<int, ValueTask<int>>)null!, (x, r) => r)).ParamName);
        Assert.Equal("resultSelector", Assert.Throws<ArgumentNullException>(() => s.SelectMany(x => new ValueTask<int>(x), (Func<int, int, int>)null!)).ParamName);
        Assert.Equal("taskSelector", Assert.Throws<ArgumentNullException>(() => s.SelectMany((Func<int, int, ValueTask<int>>)null!, (x, i, r) => r)).ParamName);
        Assert.Equal("taskSelector", Assert.Throws<ArgumentNullException>(() => s.SelectMany((Func<int, CancellationToken, ValueTask<int>>)null!, (x, r) => r)).ParamName);
        Assert.Equal("resultSelector", Assert.Throws<ArgumentNullException>(() => s.SelectMany((int x, int i, CancellationToken ct) => new ValueTask<int>(x), (Func<int, int, int, int>)null!)).ParamName);
    }

    private static async ValueTask<int> Later(int x, CancellationToken ct = default)
    {
        await Task.Yield();
        ct.ThrowIfCancellationRequested();
        return x;
    }
}
