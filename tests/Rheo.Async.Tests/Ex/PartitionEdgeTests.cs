using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Ex;

/// <summary>Partition at its edges: a failing connection, disposals inside deliveries, several subscribers per side.</summary>
public sealed class PartitionEdgeTests
{
    private static readonly InvalidOperationException Boom = new("boom");

    [Fact]
    public async Task ASubscriptionThatFailsReachesTheConnectingCallerAndTheSubscribersThatJoinedMeanwhile()
    {
        var release = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var source = new ControlledAsyncSource<int>
        {
            OnSubscribe = async _ =>
            {
                await release.Task;
                throw Boom;
            },
        };
        var (even, odd) = source.Partition(x => x % 2 == 0);
        var first = new AsyncRecordingObserver<int>();
        var joinedOther = new AsyncRecordingObserver<int>();
        var joinedSame = new AsyncRecordingObserver<int>();
        var connecting = even.SubscribeAsync(first).AsTask();
        await using var other = await odd.SubscribeAsync(joinedOther).Within();
        await using var same = await even.SubscribeAsync(joinedSame).Within();
        Assert.Equal(1, source.Subscriptions);

        release.SetResult();
        Assert.Same(Boom, await Assert.ThrowsAsync<InvalidOperationException>(() => connecting.Within()));
        Assert.Equal(0, first.TerminalCount);
        Assert.Same(Boom, joinedOther.Error);
        Assert.Same(Boom, joinedSame.Error);

        // The failed connection is gone: the next subscriber connects afresh.
        source.OnSubscribe = null;
        var next = new AsyncRecordingObserver<int>();
        await using var nextHandle = await odd.SubscribeAsync(next).Within();
        Assert.Equal(2, source.Subscriptions);
        await source.Observer!.OnNextAsync(3).Within();
        Assert.Equal([3], next.Values);
    }

    [Fact]
    public async Task TwoSubscribersOfOneSideGetEveryValueInTurnAndOneCanLeave()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var (even, odd) = subject.Partition(x => x % 2 == 0);
        var order = new List<string>();
        var slow = new AsyncRecordingObserver<int>(async x =>
        {
            await Task.Yield();
            lock (order)
            {
                order.Add("slow " + x);
            }
        });
        var fast = new AsyncRecordingObserver<int>(x =>
        {
            lock (order)
            {
                order.Add("fast " + x);
            }

            return default;
        });
        var slowHandle = await even.SubscribeAsync(slow).Within();
        await using var fastHandle = await even.SubscribeAsync(fast).Within();
        await subject.OnNextAsync(2).Within();
        await subject.OnNextAsync(1).Within();

        // The second subscriber is called only once the first one's call has ended.
        Assert.Equal(["slow 2", "fast 2"], order);
        await slowHandle.DisposeAsync();
        await slowHandle.DisposeAsync();
        await subject.OnNextAsync(4).Within();
        Assert.Equal([2], slow.Values);
        Assert.Equal([2, 4], fast.Values);
        Assert.True(subject.HasObservers);
        await subject.OnCompletedAsync().Within();
        Assert.True(fast.Completed);
        Assert.Equal(0, slow.TerminalCount);
        fast.AssertGrammar();
    }

    [Fact]
    public async Task ASubscriberDisposedDuringTheErrorOfAnotherGetsNothing()
    {
        var source = new ControlledAsyncSource<int>();
        var (even, odd) = source.Partition(x => x % 2 == 0);
        IAsyncDisposable? victim = null;
        var victimObserver = new AsyncRecordingObserver<int>();
        var errors = new List<Exception>();
        await using var killer = await even.SubscribeAsync(AsyncObserver.Create<int>(
            _ => default,
            async error =>
            {
                errors.Add(error);
                await victim!.DisposeAsync();
            })).Within();
        victim = await odd.SubscribeAsync(victimObserver).Within();
        await source.Observer!.OnErrorAsync(Boom).Within();
        Assert.Equal([Boom], errors);
        Assert.Equal(0, victimObserver.TerminalCount);

        // The connection ended once: a later message from a misbehaving source reaches no one.
        await source.Observer.OnCompletedAsync().Within();
        await source.Observer.OnNextAsync(2).Within();
        Assert.Equal([Boom], errors);
        Assert.Empty(victimObserver.Values);
    }

    [Fact]
    public async Task ASubscriberDisposedDuringTheCompletionOfAnotherGetsNothing()
    {
        var source = new ControlledAsyncSource<int>();
        var (even, odd) = source.Partition(x => x % 2 == 0);
        IAsyncDisposable? victim = null;
        var victimObserver = new AsyncRecordingObserver<int>();
        var completions = 0;
        await using var killer = await even.SubscribeAsync(AsyncObserver.Create<int>(
            _ => default,
            onCompletedAsync: async () =>
            {
                completions++;
                await victim!.DisposeAsync();
            })).Within();
        victim = await odd.SubscribeAsync(victimObserver).Within();
        await source.Observer!.OnCompletedAsync().Within();
        Assert.Equal(1, completions);
        Assert.Equal(0, victimObserver.TerminalCount);
        await source.Observer.OnErrorAsync(Boom).Within();
        Assert.Equal(1, completions);
        Assert.Equal(0, victimObserver.TerminalCount);
    }

    [Fact]
    public async Task AValueAfterAThrowingPredicateIsDropped()
    {
        var source = new ControlledAsyncSource<int>();
        var (big, small) = source.Partition(x => x < 0 ? throw Boom : x > 5);
        var b = new AsyncRecordingObserver<int>();
        var s = new AsyncRecordingObserver<int>();
        await using var bh = await big.SubscribeAsync(b).Within();
        await using var sh = await small.SubscribeAsync(s).Within();
        await source.Observer!.OnNextAsync(7).Within();
        await source.Observer.OnNextAsync(-1).Within();
        Assert.Equal(1, source.Disposals);

        // The source ignores the disposal: nothing more goes out.
        await source.Observer.OnNextAsync(9).Within();
        await source.Observer.OnNextAsync(1).Within();
        Assert.Equal([7], b.Values);
        Assert.Empty(s.Values);
        Assert.Same(Boom, b.Error);
        Assert.Same(Boom, s.Error);
        b.AssertGrammar();
        s.AssertGrammar();
    }
}
