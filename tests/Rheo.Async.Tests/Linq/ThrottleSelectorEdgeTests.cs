using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

/// <summary>
/// Throttle with a duration selector at its edges: a previous duration whose disposal is slow, a duration that fires
/// while it is being subscribed, and messages from a duration that was replaced.
/// </summary>
public sealed class ThrottleSelectorEdgeTests
{
    private static readonly InvalidOperationException Boom = new("boom");

    [Fact]
    public async Task TheNextDurationIsSubscribedOnlyOnceThePreviousOneIsDisposed()
    {
        var disposal = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var durations = new[] { new ControlledAsyncSource<int> { DisposeGate = disposal.Task }, new ControlledAsyncSource<int>() };
        var source = new ControlledAsyncSource<int>();
        var observer = new AsyncRecordingObserver<int>();
        await using var handle = await source.Throttle(v => durations[v - 1]).SubscribeAsync(observer).Within();
        await source.Observer!.OnNextAsync(1).Within();
        var second = source.Observer.OnNextAsync(2).AsTask();
        Assert.Equal(1, durations[0].Disposals);
        Assert.False(second.IsCompleted);
        Assert.Equal(0, durations[1].Subscriptions);

        disposal.SetResult();
        await second.Within();
        Assert.Equal(1, durations[1].Subscriptions);
        await durations[1].Observer!.OnNextAsync(0).Within();
        Assert.Equal([2], observer.Values);

        // The replaced duration is stale: its messages change nothing.
        await durations[0].Observer!.OnNextAsync(0).Within();
        await durations[0].Observer!.OnErrorAsync(Boom).Within();
        Assert.Equal([2], observer.Values);
        Assert.Equal(0, observer.TerminalCount);
    }

    [Fact]
    public async Task ADurationThatFiresWhileBeingSubscribedReleasesTheValueAndIsDisposed()
    {
        var duration = new ControlledAsyncSource<int>();
        duration.OnSubscribe = async o =>
        {
            await o.OnNextAsync(0);
            return duration.NewHandle();
        };
        var source = new ControlledAsyncSource<int>();
        var observer = new AsyncRecordingObserver<int>();
        await using var handle = await source.Throttle(_ => duration).SubscribeAsync(observer).Within();
        await source.Observer!.OnNextAsync(7).Within();
        Assert.Equal([7], observer.Values);
        Assert.Equal(1, duration.Disposals);

        await source.Observer.OnCompletedAsync().Within();
        Assert.Equal([7], observer.Values);
        Assert.True(observer.Completed);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task ADurationThatFailsAfterItsValueWasReleasedChangesNothing()
    {
        var duration = new ControlledAsyncSource<int>();
        var source = new ControlledAsyncSource<int>();
        var observer = new AsyncRecordingObserver<int>();
        await using var handle = await source.Throttle(_ => duration).SubscribeAsync(observer).Within();
        await source.Observer!.OnNextAsync(1).Within();
        var signal = duration.Observer!;
        await signal.OnNextAsync(0).Within();
        await signal.OnErrorAsync(Boom).Within();
        await signal.OnCompletedAsync().Within();
        Assert.Equal([1], observer.Values);
        Assert.Equal(0, observer.TerminalCount);
    }
}
