using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Testing;
using Rheo.Tests.Support;
using Rheo.Threading.Tasks;

namespace Rheo.Tests.Linq;

public class FromAsyncTests
{
    private static readonly TimeSpan Bound = Bounded.Timeout;

    [Fact]
    public void FromAsync_RelaysResult_OnEverySubscription()
    {
        var calls = 0;
        var source = Observable.FromAsync(() => Task.FromResult(Interlocked.Increment(ref calls)));
        var o1 = new RecordingObserver<int>();
        var o2 = new RecordingObserver<int>();
        source.Subscribe(o1);
        source.Subscribe(o2);
        Assert.Equal([1], o1.Values);
        Assert.Equal([2], o2.Values);
        Assert.True(o1.Completed);
        o1.AssertGrammar();
    }

    [Fact]
    public async Task FromAsync_PendingTask_ResultArrivesLater()
    {
        var tcs = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);
        var done = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);
        Observable.FromAsync(() => tcs.Task).Subscribe(x => done.TrySetResult(x), e => done.TrySetException(e));
        tcs.SetResult(7);
        Assert.Equal(7, await done.Task.WaitAsync(Bound));
    }

    [Fact]
    public void FromAsync_Faulted_BecomesOnError()
    {
        var ex = new FormatException();
        var o = new RecordingObserver<int>();
        Observable.FromAsync(() => Task.FromException<int>(ex)).Subscribe(o);
        Assert.Same(ex, o.Error);
        o.AssertGrammar();
    }

    [Fact]
    public void FromAsync_SynchronousThrow_BecomesOnError()
    {
        var ex = new FormatException();
        var o = new RecordingObserver<int>();
        Observable.FromAsync<int>(() => throw ex).Subscribe(o);
        Assert.Same(ex, o.Error);
    }

    [Fact]
    public void FromAsync_Canceled_BecomesTaskCanceledException()
    {
        var o = new RecordingObserver<int>();
        Observable.FromAsync(() => Task.FromCanceled<int>(new CancellationToken(true))).Subscribe(o);
        Assert.IsType<TaskCanceledException>(o.Error);
    }

    [Fact]
    public async Task FromAsync_Dispose_CancelsToken_AndSilencesObserver()
    {
        var started = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var canceled = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        Task<int>? work = null;
        var o = new RecordingObserver<int>();
        var subscription = Observable.FromAsync(ct => work = Task.Run(async () =>
        {
            ct.Register(() => canceled.TrySetResult());
            started.SetResult();
            await Task.Delay(Timeout.Infinite, ct);
            return 1;
        })).Subscribe(o);
        await started.Task.WaitAsync(Bound);
        subscription.Dispose();
        await canceled.Task.WaitAsync(Bound);
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => work!.WaitAsync(Bound));
        Assert.Empty(o.Values);
        Assert.Null(o.Error);
        Assert.False(o.Completed);
    }

    [Fact]
    public void FromAsync_NonGenericTask_SignalsUnit()
    {
        var o = new RecordingObserver<Unit>();
        Observable.FromAsync(() => Task.CompletedTask).Subscribe(o);
        Assert.Equal([Unit.Default], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void FromAsync_NonGenericTaskWithToken_Faulted()
    {
        var ex = new FormatException();
        var o = new RecordingObserver<Unit>();
        Observable.FromAsync(_ => Task.FromException(ex)).Subscribe(o);
        Assert.Same(ex, o.Error);
    }

    [Fact]
    public void FromAsync_ValueTaskForms()
    {
        var o1 = new RecordingObserver<int>();
        Observable.FromAsync(() => new ValueTask<int>(3)).Subscribe(o1);
        Assert.Equal([3], o1.Values);
        var o2 = new RecordingObserver<int>();
        Observable.FromAsync(ct => new ValueTask<int>(4)).Subscribe(o2);
        Assert.Equal([4], o2.Values);
        var o3 = new RecordingObserver<Unit>();
        Observable.FromAsync(() => ValueTask.CompletedTask).Subscribe(o3);
        Assert.True(o3.Completed);
        var o4 = new RecordingObserver<Unit>();
        Observable.FromAsync(ct => ValueTask.FromException(new FormatException())).Subscribe(o4);
        Assert.IsType<FormatException>(o4.Error);
    }

    [Fact]
    public async Task SumSquareRoots_TimeoutCancelsTheWork()
    {
        var scheduler = new TestScheduler();
        var noticed = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var started = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);

        Task<double> SumSquareRoots(long count, CancellationToken ct) => Task.Run(() =>
        {
            started.TrySetResult();
            var res = 0.0;
            for (long i = 0; i < count; i++)
            {
                res += Math.Sqrt(i);
                if (i % 10000 == 0 && ct.IsCancellationRequested)
                {
                    noticed.TrySetResult();
                    ct.ThrowIfCancellationRequested();
                }
            }

            return res;
        });

        var result = Observable.FromAsync(ct => SumSquareRoots(long.MaxValue, ct)).Timeout(TimeSpan.FromSeconds(5), scheduler).ToTask();
        await started.Task.WaitAsync(Bound);
        scheduler.AdvanceBy(TimeSpan.FromSeconds(5).Ticks);
        await Assert.ThrowsAsync<TimeoutException>(() => result.WaitAsync(Bound));
        await noticed.Task.WaitAsync(Bound);
    }

    [Fact]
    public async Task SumSquareRoots_InTime_ReturnsResult()
    {
        var result = await Observable.FromAsync(ct => Task.Run(() => Enumerable.Range(0, 100).Sum(i => Math.Sqrt(i)), ct)).Timeout(TimeSpan.FromSeconds(30));
        Assert.Equal(Enumerable.Range(0, 100).Sum(i => Math.Sqrt(i)), result);
    }

    [Fact]
    public async Task StartAsync_StartsNow_AndSharesResult()
    {
        var calls = 0;
        var source = Observable.StartAsync(() =>
        {
            calls++;
            return Task.FromResult(5);
        });
        Assert.Equal(1, calls);
        Assert.Equal(5, await source);
        Assert.Equal(5, await source);
        Assert.Equal(1, calls);
    }

    [Fact]
    public async Task StartAsync_DisposeCancelsToken()
    {
        var canceled = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var source = Observable.StartAsync(async ct =>
        {
            ct.Register(() => canceled.TrySetResult());
            await Task.Delay(Timeout.Infinite, ct);
        });
        var o = new RecordingObserver<Unit>();
        source.Subscribe(o).Dispose();
        await canceled.Task.WaitAsync(Bound);
        Assert.Null(o.Error);
    }

    [Fact]
    public async Task ToObservable_Task_Forms()
    {
        Assert.Equal(3, await Task.FromResult(3).ToObservable());
        Assert.Equal(Unit.Default, await Task.CompletedTask.ToObservable());
        Assert.Equal(4, await new ValueTask<int>(4).ToObservable());
        Assert.Equal(Unit.Default, await ValueTask.CompletedTask.ToObservable());
        var o = new RecordingObserver<int>();
        Task.FromCanceled<int>(new CancellationToken(true)).ToObservable().Subscribe(o);
        Assert.IsType<TaskCanceledException>(o.Error);
        var tcs = new TaskCompletionSource<int>();
        var pending = new ValueTask<int>(tcs.Task).ToObservable().ToTask();
        tcs.SetException(new FormatException());
        await Assert.ThrowsAsync<FormatException>(() => pending.WaitAsync(Bound));
    }

    [Fact]
    public void FaultAfterDispose_WithIgnoreExceptionsAfterUnsubscribe_IsObserved()
    {
        var unobserved = 0;
        void Handler(object? sender, UnobservedTaskExceptionEventArgs e)
        {
            if (e.Exception.InnerExceptions.Any(x => x.Message == "rheo-unobserved-probe"))
            {
                Interlocked.Increment(ref unobserved);
            }
        }

        TaskScheduler.UnobservedTaskException += Handler;
        try
        {
            RunAndForget();
            GC.Collect();
            GC.WaitForPendingFinalizers();
            GC.Collect();
            Assert.Equal(0, Volatile.Read(ref unobserved));
        }
        finally
        {
            TaskScheduler.UnobservedTaskException -= Handler;
        }

        static void RunAndForget()
        {
            for (var i = 0; i < 10; i++)
            {
                var tcs = new TaskCompletionSource<int>();
                var subscription = Observable.FromAsync(() => tcs.Task, new TaskObservationOptions(null, true)).Subscribe(_ => { }, _ => { });
                subscription.Dispose();
                tcs.SetException(new InvalidOperationException("rheo-unobserved-probe"));
            }
        }
    }

    [Fact]
    public void FromAsync_Arguments()
    {
        Assert.Throws<ArgumentNullException>("functionAsync", () => Observable.FromAsync((Func<Task<int>>)null!));
        Assert.Throws<ArgumentNullException>("actionAsync", () => Observable.FromAsync((Func<Task>)null!));
    }
}
