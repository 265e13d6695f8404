using Rheo.Linq;
using Rheo.Testing;
using Rheo.Tests.Support;
using Rheo.Threading.Tasks;

namespace Rheo.Tests.Linq;

public class AsyncEnumerableTests
{
    private static readonly TimeSpan Bound = Bounded.Timeout;

    private static async Task<List<T>> Drain<T>(IAsyncEnumerable<T> source)
    {
        var list = new List<T>();
        await foreach (var x in source)
        {
            list.Add(x);
        }

        return list;
    }

    [Fact]
    public async Task ToAsyncEnumerable_Unbounded()
    {
        Assert.Equal(Enumerable.Range(0, 100), await Drain(Observable.Range(0, 100).ToAsyncEnumerable()).WaitAsync(Bound));
    }

    [Fact]
    public async Task ToAsyncEnumerable_ErrorAfterBufferedValues()
    {
        var ex = new FormatException();
        var seen = new List<int>();
        var error = await Assert.ThrowsAsync<FormatException>(async () =>
        {
            await foreach (var x in Observable.Range(0, 3).Concat(Observable.Throw<int>(ex)).ToAsyncEnumerable())
            {
                seen.Add(x);
            }
        });
        Assert.Same(ex, error);
        Assert.Equal([0, 1, 2], seen);
    }

    [Fact]
    public async Task ToAsyncEnumerable_DropOldest_KeepsMostRecent()
    {
        Assert.Equal([7, 8, 9], await Drain(Observable.Range(0, 10).ToAsyncEnumerable(3, AsyncEnumerableOverflow.DropOldest)).WaitAsync(Bound));
    }

    [Fact]
    public async Task ToAsyncEnumerable_DropNewest_KeepsOldest()
    {
        Assert.Equal([0, 1, 2], await Drain(Observable.Range(0, 10).ToAsyncEnumerable(3, AsyncEnumerableOverflow.DropNewest)).WaitAsync(Bound));
    }

    [Fact]
    public async Task ToAsyncEnumerable_Error_FailsAfterBufferedValues_AndUnsubscribes()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(ReactiveTest.OnNext(10, 1), ReactiveTest.OnNext(20, 2), ReactiveTest.OnNext(30, 3), ReactiveTest.OnNext(40, 4));
        var seen = new List<int>();
        await using var e = xs.ToAsyncEnumerable(2, AsyncEnumerableOverflow.Error).GetAsyncEnumerator();
        scheduler.Start();
        Assert.True(await e.MoveNextAsync());
        seen.Add(e.Current);
        Assert.True(await e.MoveNextAsync());
        seen.Add(e.Current);
        await Assert.ThrowsAsync<InvalidOperationException>(async () => await e.MoveNextAsync());
        Assert.Equal([1, 2], seen);
        Assert.Equal(30, xs.Subscriptions[0].Unsubscribe);
    }

    [Fact]
    public async Task ToAsyncEnumerable_Wait_BlocksProducer_NothingLost()
    {
        var source = Observable.Create<int>(observer => Task.Run(() =>
        {
            for (var i = 0; i < 200; i++)
            {
                observer.OnNext(i);
            }
        }));
        var values = await Drain(source.ToAsyncEnumerable(4, AsyncEnumerableOverflow.Wait)).WaitAsync(Bound);
        Assert.Equal(Enumerable.Range(0, 200), values);
    }

    [Fact]
    public async Task ToAsyncEnumerable_DisposeEnumerator_Unsubscribes()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(ReactiveTest.OnNext(10, 1), ReactiveTest.OnNext(20, 2));
        var e = xs.ToAsyncEnumerable().GetAsyncEnumerator();
        scheduler.AdvanceTo(15);
        Assert.True(await e.MoveNextAsync());
        await e.DisposeAsync();
        Assert.Equal(15, xs.Subscriptions[0].Unsubscribe);
    }

    [Fact]
    public async Task ToAsyncEnumerable_Token_CancelsPendingMove()
    {
        using var cts = new CancellationTokenSource();
        var e = Observable.Never<int>().ToAsyncEnumerable().GetAsyncEnumerator(cts.Token);
        var move = e.MoveNextAsync().AsTask();
        cts.Cancel();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => move.WaitAsync(Bound));
        await e.DisposeAsync();
    }

    [Fact]
    public void ToAsyncEnumerable_Arguments()
    {
        Assert.Throws<ArgumentOutOfRangeException>("capacity", () => Observable.Return(1).ToAsyncEnumerable(0));
        Assert.Throws<ArgumentOutOfRangeException>("overflow", () => Observable.Return(1).ToAsyncEnumerable(1, (AsyncEnumerableOverflow)42));
    }

    [Fact]
    public async Task ToObservable_AsyncEnumerable_RelaysValues()
    {
        Assert.Equal([1, 2, 3], await Produce(3).ToObservable().ToList().ToTask().WaitAsync(Bound));

        static async IAsyncEnumerable<int> Produce(int n)
        {
            for (var i = 1; i <= n; i++)
            {
                await Task.Yield();
                yield return i;
            }
        }
    }

    [Fact]
    public async Task ToObservable_AsyncEnumerable_Error()
    {
        var ex = new FormatException();
        Assert.Same(ex, await Assert.ThrowsAsync<FormatException>(() => Fail().ToObservable().ToTask().WaitAsync(Bound)));

        async IAsyncEnumerable<int> Fail()
        {
            await Task.Yield();
            yield return 1;
            throw ex;
        }
    }

    [Fact]
    public async Task ToObservable_AsyncEnumerable_DisposeCancels_NotDelivered()
    {
        var canceled = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var first = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var o = new RecordingObserver<int>();
        var subscription = Endless().ToObservable().Subscribe(x =>
        {
            o.OnNext(x);
            first.TrySetResult();
        }, o.OnError, o.OnCompleted);
        await first.Task.WaitAsync(Bound);
        subscription.Dispose();
        await canceled.Task.WaitAsync(Bound);
        Assert.Null(o.Error);
        Assert.False(o.Completed);

        async IAsyncEnumerable<int> Endless([System.Runtime.CompilerServices.EnumeratorCancellation] CancellationToken ct = default)
        {
            ct.Register(() => canceled.TrySetResult());
            yield return 1;
            await Task.Delay(Timeout.Infinite, ct);
            yield return 2;
        }
    }
}
