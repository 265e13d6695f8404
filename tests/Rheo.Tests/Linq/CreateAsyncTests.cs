using Rheo.Linq;
using Rheo.Tests.Support;
using Rheo.Threading.Tasks;

namespace Rheo.Tests.Linq;

public class CreateAsyncTests
{
    private static readonly TimeSpan Bound = Bounded.Timeout;

    [Fact]
    public async Task Create_Task_CompletionCompletesSequence()
    {
        var source = Observable.Create<int>(async observer =>
        {
            observer.OnNext(1);
            await Task.Yield();
            observer.OnNext(2);
        });
        Assert.Equal([1, 2], await source.ToList().ToTask().WaitAsync(Bound));
    }

    [Fact]
    public async Task Create_Task_FaultFailsSequence()
    {
        var ex = new FormatException();
        var source = Observable.Create<int>(async observer =>
        {
            observer.OnNext(1);
            await Task.Yield();
            throw ex;
        });
        Assert.Same(ex, await Assert.ThrowsAsync<FormatException>(() => source.ToTask().WaitAsync(Bound)));
    }

    [Fact]
    public async Task Create_TokenForm_DisposeCancels_AndCancellationIsNotDelivered()
    {
        var canceled = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var emitted = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var o = new RecordingObserver<int>();
        var subscription = Observable.Create<int>(async (observer, ct) =>
        {
            ct.Register(() => canceled.TrySetResult());
            observer.OnNext(1);
            emitted.SetResult();
            await Task.Delay(Timeout.Infinite, ct);
        }).Subscribe(o);
        await emitted.Task.WaitAsync(Bound);
        subscription.Dispose();
        await canceled.Task.WaitAsync(Bound);
        Assert.Equal([1], o.Values);
        Assert.Null(o.Error);
        Assert.False(o.Completed);
    }

    [Fact]
    public async Task Create_TaskOfDisposable_DisposedOnUnsubscribe()
    {
        var disposed = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var ready = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var o = new RecordingObserver<int>();
        var subscription = Observable.Create<int>(async observer =>
        {
            await Task.Yield();
            observer.OnNext(1);
            ready.SetResult();
            return Rheo.Disposables.Disposable.Create(() => disposed.TrySetResult());
        }).Subscribe(o);
        await ready.Task.WaitAsync(Bound);
        Assert.False(o.Completed);
        subscription.Dispose();
        await disposed.Task.WaitAsync(Bound);
        Assert.Equal([1], o.Values);
    }

    [Fact]
    public async Task Create_TaskOfDisposable_ArrivingAfterDispose_IsDisposedAtOnce()
    {
        var gate = new TaskCompletionSource();
        var disposed = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var subscription = Observable.Create<int>(async (observer, ct) =>
        {
            await gate.Task;
            return Rheo.Disposables.Disposable.Create(() => disposed.TrySetResult());
        }).Subscribe(_ => { });
        subscription.Dispose();
        gate.SetResult();
        await disposed.Task.WaitAsync(Bound);
    }

    [Fact]
    public async Task Create_TaskOfAction_RunsActionOnUnsubscribe()
    {
        var ran = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var subscription = Observable.Create<int>(observer => Task.FromResult<Action>(() => ran.TrySetResult())).Subscribe(_ => { });
        subscription.Dispose();
        await ran.Task.WaitAsync(Bound);
        var ran2 = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        Observable.Create<int>((observer, ct) => Task.FromResult<Action>(() => ran2.TrySetResult())).Subscribe(_ => { }).Dispose();
        await ran2.Task.WaitAsync(Bound);
    }

    [Fact]
    public async Task DeferAsync_SubscribesToFactoryResult()
    {
        var source = Observable.DeferAsync(async () =>
        {
            await Task.Yield();
            return Observable.Range(1, 3);
        });
        Assert.Equal([1, 2, 3], await source.ToList().ToTask().WaitAsync(Bound));
    }

    [Fact]
    public async Task DeferAsync_DisposeCancelsToken()
    {
        var canceled = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var o = new RecordingObserver<int>();
        Observable.DeferAsync<int>(async ct =>
        {
            ct.Register(() => canceled.TrySetResult());
            await Task.Delay(Timeout.Infinite, ct);
            return Observable.Return(1);
        }).Subscribe(o).Dispose();
        await canceled.Task.WaitAsync(Bound);
        Assert.Null(o.Error);
    }

    [Fact]
    public async Task DeferAsync_Fault_FailsSequence()
    {
        var ex = new FormatException();
        var source = Observable.DeferAsync<int>(() => Task.FromException<IObservable<int>>(ex));
        Assert.Same(ex, await Assert.ThrowsAsync<FormatException>(() => source.ToTask().WaitAsync(Bound)));
    }

    [Fact]
    public async Task UsingAsync_DisposesResourceAfterSequence()
    {
        var resource = new ProbeResource();
        var source = Observable.Using<int, ProbeResource>(
            async ct =>
            {
                await Task.Yield();
                return resource;
            },
            async (r, ct) =>
            {
                await Task.Yield();
                Assert.False(r.Disposed);
                return Observable.Range(1, 2);
            });
        Assert.Equal([1, 2], await source.ToList().ToTask().WaitAsync(Bound));
        Assert.True(resource.Disposed);
    }

    [Fact]
    public async Task UsingAsync_Dispose_DisposesResource_AndCancelsFactory()
    {
        var resource = new ProbeResource();
        var canceled = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var created = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var subscription = Observable.Using<int, ProbeResource>(
            ct => Task.FromResult(resource),
            async (r, ct) =>
            {
                ct.Register(() => canceled.TrySetResult());
                created.SetResult();
                await Task.Delay(Timeout.Infinite, ct);
                return Observable.Never<int>();
            }).Subscribe(_ => { });
        await created.Task.WaitAsync(Bound);
        subscription.Dispose();
        await canceled.Task.WaitAsync(Bound);
        Assert.True(resource.Disposed);
    }

    [Fact]
    public async Task UsingAsync_ObservableError_DisposesResource()
    {
        var resource = new ProbeResource();
        var ex = new FormatException();
        var source = Observable.Using<int, ProbeResource>(ct => Task.FromResult(resource), (r, ct) => Task.FromResult(Observable.Throw<int>(ex)));
        Assert.Same(ex, await Assert.ThrowsAsync<FormatException>(() => source.ToTask().WaitAsync(Bound)));
        Assert.True(resource.Disposed);
    }

    private sealed class ProbeResource : IDisposable
    {
        public bool Disposed { get; private set; }

        public void Dispose() => Disposed = true;
    }
}
