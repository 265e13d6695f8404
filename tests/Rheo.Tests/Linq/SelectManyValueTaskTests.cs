using Rheo.Linq;
using Rheo.Tests.Support;
using Rheo.Threading.Tasks;

namespace Rheo.Tests.Linq;

public class SelectManyValueTaskTests
{
    private static readonly TimeSpan Bound = Bounded.Timeout;

    [Fact]
    public void SelectMany_ValueTask_Synchronous()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(1, 3).SelectMany(x => new ValueTask<int>(x * 10)).Subscribe(o);
        Assert.Equal([10, 20, 30], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public async Task SelectMany_ValueTask_Asynchronous_WithIndex()
    {
        var values = await Observable.Range(1, 5).SelectMany((x, i) => Twice(x + i)).ToList().ToTask().WaitAsync(Bound);
        Assert.Equal([2, 6, 10, 14, 18], values.Order());

        static async ValueTask<int> Twice(int x)
        {
            await Task.Yield();
            return x * 2;
        }
    }

    [Fact]
    public async Task SelectMany_ValueTask_Fault_BecomesError()
    {
        var ex = new FormatException();
        var source = Observable.Range(1, 3).SelectMany(x => x == 2 ? ValueTask.FromException<int>(ex) : new ValueTask<int>(x));
        Assert.Same(ex, await Assert.ThrowsAsync<FormatException>(() => source.ToTask().WaitAsync(Bound)));
    }

    [Fact]
    public async Task SelectMany_ValueTask_DisposeCancelsToken()
    {
        var canceled = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var started = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var subscription = Observable.Return(1).Concat(Observable.Never<int>()).SelectMany((x, i, ct) => Wait(ct)).Subscribe(_ => { });
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
    public async Task SelectMany_AsyncLambda_BindsToTaskOverload()
    {
        var values = await Observable.Range(1, 3).SelectMany(async x =>
        {
            await Task.Yield();
            return x;
        }).ToList().ToTask().WaitAsync(Bound);
        Assert.Equal([1, 2, 3], values.Order());
    }

    [Fact]
    public void SelectMany_ValueTask_TokenForm_Synchronous()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(1, 2).SelectMany((int x, CancellationToken ct) => new ValueTask<int>(x)).Subscribe(o);
        Assert.Equal([1, 2], o.Values);
    }
}
