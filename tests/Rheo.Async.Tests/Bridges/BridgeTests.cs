using System.Threading.Channels;
using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;
using Rheo.Subjects;
using SyncObservable = Rheo.Linq.Observable;

namespace Rheo.Async.Tests.Bridges;

public sealed class BridgeTests
{
    private static readonly FormatException Boom = new("boom");

    [Fact]
    public async Task ToAsyncEnumerableHonoursBackPressureExactly()
    {
        var produced = 0;
        var source = AsyncObservable.Range(1, 100).Select(x =>
        {
            Interlocked.Increment(ref produced);
            return x;
        });
        var consumed = new List<int>();
        await foreach (var x in source.ToAsyncEnumerable())
        {
            Assert.Equal(x, Volatile.Read(ref produced));
            await Task.Yield();
            Assert.Equal(x, Volatile.Read(ref produced));
            consumed.Add(x);
        }

        Assert.Equal(Enumerable.Range(1, 100), consumed);
    }

    [Fact]
    public async Task ToAsyncEnumerableEmptyErrorBreakCancel()
    {
        await foreach (var unused in AsyncObservable.Empty<int>().ToAsyncEnumerable())
        {
            Assert.Fail("no values expected");
        }

        var seen = new List<int>();
        var ex = await Assert.ThrowsAsync<FormatException>(async () =>
        {
            await foreach (var x in AsyncTestSequences.ValuesThenError(2, Boom).ToAsyncEnumerable())
            {
                seen.Add(x);
            }
        });
        Assert.Same(Boom, ex);
        Assert.Equal(new[] { 1, 2 }, seen);

        var disposed = new TaskCompletionSource();
        var endless = AsyncObservable.Create<int>(async (o, ct) =>
        {
            try
            {
                for (var i = 0; ; i++)
                {
                    ct.ThrowIfCancellationRequested();
                    await o.OnNextAsync(i);
                }
            }
            finally
            {
                disposed.TrySetResult();
            }
        });
        await foreach (var x in endless.ToAsyncEnumerable())
        {
            if (x == 3)
            {
                break;
            }
        }

        await disposed.Task.WithTimeout();

        using var cts = new CancellationTokenSource();
        var enumerator = AsyncObservable.Never<int>().ToAsyncEnumerable().GetAsyncEnumerator(cts.Token);
        var move = enumerator.MoveNextAsync();
        await Task.Yield();
        await cts.CancelAsync();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(async () => await move);
        await enumerator.DisposeAsync();
    }

    [Fact]
    public async Task AsyncEnumerableToAsyncObservable()
    {
        static async IAsyncEnumerable<int> Numbers()
        {
            for (var i = 0; i < 5; i++)
            {
                await Task.Yield();
                yield return i;
            }
        }

        static async IAsyncEnumerable<int> Failing()
        {
            yield return 1;
            await Task.Yield();
            throw Boom;
        }

        Assert.Equal(new[] { 0, 1, 2, 3, 4 }, (await Numbers().ToAsyncObservable().RecordAsync()).Values);
        var failed = await Failing().ToAsyncObservable().RecordAsync();
        Assert.Equal(new[] { 1 }, failed.Values);
        Assert.Same(Boom, failed.Error);
        Assert.Equal(new[] { 0, 1, 2, 3, 4 }, await Numbers().ToAsyncObservable().ToAsyncEnumerable().ToArrayAsync());
    }

    [Fact]
    public async Task ChannelsBothWays()
    {
        var channel = Channel.CreateBounded<int>(2);
        var write = AsyncObservable.Range(1, 50).WriteToAsync(channel.Writer);
        var read = await channel.Reader.ToAsyncObservable().RecordAsync(async _ => await Task.Yield());
        await write;
        Assert.Equal(Enumerable.Range(1, 50), read.Values);
        Assert.True(read.Completed);

        var failing = Channel.CreateUnbounded<int>();
        var writeError = AsyncTestSequences.ValuesThenError(1, Boom).WriteToAsync(failing.Writer);
        await Assert.ThrowsAsync<FormatException>(async () => await writeError);
        var fromFailed = await failing.Reader.ToAsyncObservable().RecordAsync();
        Assert.Equal(new[] { 1 }, fromFailed.Values);
        Assert.Same(Boom, fromFailed.Error);
    }

    [Fact]
    public async Task ToObservableDeliversToSyncObserver()
    {
        var values = new List<int>();
        var done = new TaskCompletionSource();
        using var subscription = AsyncObservable.Range(1, 5).ToObservable().Subscribe(new Observer(values.Add, e => done.SetException(e), () => done.SetResult()));
        await done.Task.WithTimeout();
        Assert.Equal(new[] { 1, 2, 3, 4, 5 }, values);

        var failed = new TaskCompletionSource<Exception>();
        using var failedSubscription = AsyncObservable.Throw<int>(Boom).ToObservable().Subscribe(new Observer(_ => { }, e => failed.SetResult(e), () => { }));
        Assert.Same(Boom, await failed.Task.WaitAsync(Bounded.Timeout));
    }

    [Fact]
    public async Task SyncToAsyncUnboundedKeepsEverything()
    {
        var recorded = await SyncObservable.Range(1, 1000).ToAsyncObservable().RecordAsync(async x =>
        {
            if (x % 50 == 0)
            {
                await Task.Yield();
            }
        });
        Assert.Equal(Enumerable.Range(1, 1000), recorded.Values);
        var failed = await SyncObservable.Throw<int>(Boom).ToAsyncObservable().RecordAsync();
        Assert.Same(Boom, failed.Error);
    }

    [Theory]
    [InlineData(AsyncBufferPolicy.DropNewest, new[] { 1, 2, 3 }, false)]
    [InlineData(AsyncBufferPolicy.DropOldest, new[] { 1, 9, 10 }, false)]
    [InlineData(AsyncBufferPolicy.LatestOnly, new[] { 1, 10 }, false)]
    [InlineData(AsyncBufferPolicy.Bounded, new[] { 1, 2, 3 }, true)]
    public async Task SyncToAsyncPolicies(AsyncBufferPolicy policy, int[] expected, bool overflows)
    {
        var subject = new Subject<int>();
        var firstArrived = new TaskCompletionSource();
        var release = new TaskCompletionSource();
        var observer = new AsyncRecordingObserver<int>(async x =>
        {
            if (x == 1)
            {
                firstArrived.SetResult();
                await release.Task;
            }
        });
        await using var handle = await subject.ToAsyncObservable(new AsyncBufferOptions { Policy = policy, Capacity = 2 }).SubscribeAsync(observer);
        subject.OnNext(1);
        await firstArrived.Task.WithTimeout();
        for (var i = 2; i <= 10; i++)
        {
            subject.OnNext(i);
        }

        subject.OnCompleted();
        release.SetResult();
        await observer.WaitAsync();
        observer.AssertGrammar();
        Assert.Equal(expected, observer.Values);
        if (overflows)
        {
            Assert.IsType<InvalidOperationException>(observer.Error);
        }
        else
        {
            Assert.True(observer.Completed);
        }
    }

    [Fact]
    public async Task SyncToAsyncBlockHoldsTheProducerThread()
    {
        var recorded = await SyncObservable.Range(1, 200)
            .ToAsyncObservable(new AsyncBufferOptions { Policy = AsyncBufferPolicy.Block, Capacity = 1 })
            .RecordAsync(async _ => await Task.Yield());
        Assert.Equal(Enumerable.Range(1, 200), recorded.Values);
        Assert.Throws<ArgumentOutOfRangeException>("options", () => SyncObservable.Range(1, 1).ToAsyncObservable(new AsyncBufferOptions { Capacity = 0 }));
    }

    private sealed class Observer(Action<int> onNext, Action<Exception> onError, Action onCompleted) : IObserver<int>
    {
        public void OnNext(int value) => onNext(value);

        public void OnError(Exception error) => onError(error);

        public void OnCompleted() => onCompleted();
    }
}
