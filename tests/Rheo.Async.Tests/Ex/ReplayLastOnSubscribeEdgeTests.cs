using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Ex;

/// <summary>
/// ReplayLastOnSubscribe when a subscriber's replay throws, when the source's subscription throws, when deliveries are
/// slow (a live value waits for a joining subscriber's replay and for every subscriber in turn), and when the source
/// sends after its connection ended.
/// </summary>
public sealed class ReplayLastOnSubscribeEdgeTests
{
    private static readonly FormatException Boom = new("boom");

    [Fact]
    public async Task AReplayThatThrowsFailsThatSubscriptionWithoutConnecting()
    {
        var source = new ControlledAsyncSource<int>();
        var shared = source.ReplayLastOnSubscribe(-1);
        var failing = new AsyncRecordingObserver<int>(_ => throw Boom);
        Assert.Same(Boom, await Assert.ThrowsAsync<FormatException>(async () => await shared.SubscribeAsync(failing)));
        Assert.Equal(0, source.Subscriptions);

        var observer = new AsyncRecordingObserver<int>();
        await using var handle = await shared.SubscribeAsync(observer).Within();
        Assert.Equal(1, source.Subscriptions);
        await source.Observer!.OnNextAsync(5).Within();
        Assert.Equal([-1, 5], observer.Values);
        Assert.Equal([-1], failing.Values);
    }

    [Fact]
    public async Task ASourceSubscriptionThatThrowsFailsTheConnectingCallAndTheNextSubscriberConnectsAgain()
    {
        var source = new ControlledAsyncSource<int> { OnSubscribe = _ => throw Boom };
        var shared = source.ReplayLastOnSubscribe(-1);
        var first = new AsyncRecordingObserver<int>();
        Assert.Same(Boom, await Assert.ThrowsAsync<FormatException>(async () => await shared.SubscribeAsync(first)));
        Assert.Equal([-1], first.Values);
        Assert.Equal(0, first.TerminalCount);

        source.OnSubscribe = null;
        var second = new AsyncRecordingObserver<int>();
        await using var handle = await shared.SubscribeAsync(second).Within();
        Assert.Equal(2, source.Subscriptions);
        await source.Observer!.OnCompletedAsync().Within();
        Assert.Equal([-1], second.Values);
        Assert.True(second.Completed);
        Assert.Equal(0, first.TerminalCount);
    }

    [Fact]
    public async Task ALiveValueWaitsForAJoiningReplayThenForEachSubscriberInTurn()
    {
        var source = new ControlledAsyncSource<int>();
        var shared = source.ReplayLastOnSubscribe(0);
        var releaseFirst = new TaskCompletionSource();
        var first = new AsyncRecordingObserver<int>(x => x == 2 ? new ValueTask(releaseFirst.Task) : default);
        await using var h1 = await shared.SubscribeAsync(first).Within();
        await source.Observer!.OnNextAsync(1).Within();

        // The second subscriber's replay (1) is slow: the source's next value waits for it.
        var releaseReplay = new TaskCompletionSource();
        var second = new AsyncRecordingObserver<int>(x => x == 1 ? new ValueTask(releaseReplay.Task) : default);
        var joining = shared.SubscribeAsync(second);
        Assert.False(joining.IsCompleted);
        var sending = source.Observer.OnNextAsync(2).AsTask();
        Assert.False(sending.IsCompleted);
        Assert.Equal([0, 1], first.Values);

        releaseReplay.SetResult();
        await using var h2 = await joining.Within();

        // The value goes to the first subscriber, which is slow too; the second one gets it after.
        Bounded.Until(() => first.Values.Length == 3);
        Assert.False(sending.IsCompleted);
        Assert.Equal([1], second.Values);
        releaseFirst.SetResult();
        await sending.Within();
        Assert.Equal([0, 1, 2], first.Values);
        Assert.Equal([1, 2], second.Values);
        first.AssertGrammar();
        second.AssertGrammar();
    }

    [Fact]
    public async Task MessagesAfterTheConnectionEndedAreDropped()
    {
        var source = new ControlledAsyncSource<int>();
        var shared = source.ReplayLastOnSubscribe(0);
        var observer = new AsyncRecordingObserver<int>();
        await using var handle = await shared.SubscribeAsync(observer).Within();
        var upstream = source.Observer!;
        await upstream.OnNextAsync(1).Within();
        await upstream.OnErrorAsync(Boom).Within();
        await upstream.OnNextAsync(2).Within();
        await upstream.OnCompletedAsync().Within();
        Assert.Equal([0, 1], observer.Values);
        Assert.Same(Boom, observer.Error);
        observer.AssertGrammar();

        // A later subscriber connects afresh and is replayed the latest value ever seen.
        var late = new AsyncRecordingObserver<int>();
        await using var lateHandle = await shared.SubscribeAsync(late).Within();
        Assert.Equal(2, source.Subscriptions);
        Assert.Equal([1], late.Values);
    }
}
