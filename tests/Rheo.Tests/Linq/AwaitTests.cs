using Rheo.Linq;
using Rheo.Testing;
using Rheo.Threading.Tasks;

namespace Rheo.Tests.Linq;

public class AwaitTests
{
    [Fact]
    public async Task Await_ReturnsLastValue()
    {
        Assert.Equal(4, await Observable.Range(0, 5));
    }

    [Fact]
    public async Task Await_Empty_ThrowsInvalidOperation()
    {
        var error = await Assert.ThrowsAsync<InvalidOperationException>(async () => await Observable.Empty<int>());
        Assert.Equal("Sequence contains no elements.", error.Message);
    }

    [Fact]
    public async Task Await_Failed_ThrowsItsError()
    {
        var ex = new FormatException();
        Assert.Same(ex, await Assert.ThrowsAsync<FormatException>(async () => await Observable.Throw<int>(ex)));
    }

    [Fact]
    public async Task Await_FirstAsync_ReturnsFirst()
    {
        Assert.Equal(0, await Observable.Range(0, 5).FirstAsync());
    }

    [Fact]
    public async Task Await_AsynchronousSource()
    {
        var value = await Observable.FromAsync(async () =>
        {
            await Task.Yield();
            return 42;
        });
        Assert.Equal(42, value);
    }

    [Fact]
    public async Task ToTask_State()
    {
        var state = new object();
        var task = Observable.Return(1).ToTask(state);
        Assert.Same(state, task.AsyncState);
        Assert.Equal(1, await task);
    }

    [Fact]
    public async Task ToTask_Cancellation_CancelsTaskAndDisposesSubscription()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(ReactiveTest.OnNext(10, 1));
        using var cts = new CancellationTokenSource();
        var task = xs.ToTask(cts.Token, (object?)null);
        scheduler.AdvanceTo(20);
        Assert.False(task.IsCompleted);
        cts.Cancel();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => task);
        Assert.True(task.IsCanceled);
        Assert.Equal(20, xs.Subscriptions[0].Unsubscribe);
    }

    [Fact]
    public void ToTask_AlreadyCanceled_DoesNotSubscribe()
    {
        var subscribed = false;
        var source = Observable.Create<int>(_ =>
        {
            subscribed = true;
            return () => { };
        });
        var task = source.ToTask(new CancellationToken(true));
        Assert.True(task.IsCanceled);
        Assert.False(subscribed);
    }

    [Fact]
    public void ToTask_Arguments()
    {
        Assert.Throws<ArgumentNullException>("observable", () => { _ = ((IObservable<int>)null!).ToTask(); });
    }

    [Fact]
    public async Task ForEachAsync_WithIndex()
    {
        var seen = new List<(int, int)>();
        await Observable.Range(10, 3).ForEachAsync((x, i) => seen.Add((x, i)));
        Assert.Equal([(10, 0), (11, 1), (12, 2)], seen);
    }

    [Fact]
    public async Task ForEachAsync_ThrowingAction_FaultsAndDisposes()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(ReactiveTest.OnNext(10, 1), ReactiveTest.OnNext(20, 2), ReactiveTest.OnNext(30, 3));
        var ex = new FormatException();
        var task = xs.ForEachAsync(x =>
        {
            if (x == 2)
            {
                throw ex;
            }
        });
        scheduler.Start();
        Assert.Same(ex, await Assert.ThrowsAsync<FormatException>(() => task));
        Assert.Equal(20, xs.Subscriptions[0].Unsubscribe);
    }

    [Fact]
    public async Task ForEachAsync_Cancellation()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(ReactiveTest.OnNext(10, 1), ReactiveTest.OnNext(30, 3));
        using var cts = new CancellationTokenSource();
        var seen = new List<int>();
        var task = xs.ForEachAsync(seen.Add, cts.Token);
        scheduler.AdvanceTo(20);
        cts.Cancel();
        scheduler.Start();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => task);
        Assert.Equal([1], seen);
        Assert.Equal(20, xs.Subscriptions[0].Unsubscribe);
    }

    [Fact]
    public async Task ForEachAsync_Error()
    {
        var ex = new FormatException();
        Assert.Same(ex, await Assert.ThrowsAsync<FormatException>(() => Observable.Throw<int>(ex).ForEachAsync(_ => { })));
    }

    [Fact]
    public async Task Await_ConnectableObservable_ConnectsAfterSubscribing()
    {
        var subscriptions = 0;
        var source = Observable.Create<int>(o =>
        {
            subscriptions++;
            o.OnNext(1);
            o.OnNext(2);
            o.OnCompleted();
            return Rheo.Disposables.Disposable.Empty;
        }).Publish();

        Assert.Equal(2, await source);
        Assert.Equal(1, subscriptions);
        Assert.Throws<ArgumentNullException>("source", () => ((Rheo.Subjects.IConnectableObservable<int>)null!).GetAwaiter());
    }
}
