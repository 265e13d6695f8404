using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

/// <summary>
/// Sample with a sampler sequence: subscriptions that throw, an observer that fails on a sampled value (the operator
/// stops, the exception goes back to the sampler), and source values and ticks that wait for a slow delivery.
/// </summary>
public sealed class SampleBySamplerEdgeTests
{
    private static readonly FormatException Boom = new("boom");

    [Fact]
    public async Task SubscriptionsThatThrowFailTheCallAndReleaseWhatWasSubscribed()
    {
        var source = new ControlledAsyncSource<int>();
        var sampler = new ControlledAsyncSource<int> { OnSubscribe = _ => throw Boom };
        Assert.Same(Boom, await Assert.ThrowsAsync<FormatException>(async () => await source.Sample(sampler).SubscribeAsync(new AsyncRecordingObserver<int>())));
        Assert.Equal(0, source.Subscriptions);

        sampler.OnSubscribe = null;
        source.OnSubscribe = _ => throw Boom;
        Assert.Same(Boom, await Assert.ThrowsAsync<FormatException>(async () => await source.Sample(sampler).SubscribeAsync(new AsyncRecordingObserver<int>())));
        Assert.Equal(1, sampler.Disposals);
    }

    [Fact]
    public async Task AnObserverFailingOnASampleStopsTheOperator()
    {
        var source = new ControlledAsyncSource<int>();
        var sampler = new ControlledAsyncSource<int>();
        var observer = new AsyncRecordingObserver<int>(_ => throw Boom);
        await using var handle = await source.Sample(sampler).SubscribeAsync(observer).Within();
        await source.Observer!.OnNextAsync(1).Within();
        Assert.Same(Boom, await Assert.ThrowsAsync<FormatException>(() => sampler.Observer!.OnNextAsync(0).Within()));
        Assert.Equal(1, source.Disposals);
        Assert.Equal(1, sampler.Disposals);

        await source.Observer.OnNextAsync(2).Within();
        await sampler.Observer!.OnNextAsync(0).Within();
        await source.Observer.OnCompletedAsync().Within();
        await sampler.Observer.OnErrorAsync(Boom).Within();
        Assert.Equal([1], observer.Values);
        Assert.Equal(0, observer.TerminalCount);
    }

    [Fact]
    public async Task ValuesAndTicksWaitForASlowDelivery()
    {
        var source = new ControlledAsyncSource<int>();
        var sampler = new ControlledAsyncSource<int>();
        var release = new TaskCompletionSource();
        var observer = new AsyncRecordingObserver<int>(x => x == 1 ? new ValueTask(release.Task) : default);
        await using var handle = await source.Sample(sampler).SubscribeAsync(observer).Within();
        await source.Observer!.OnNextAsync(1).Within();
        var tick = sampler.Observer!.OnNextAsync(0).AsTask();
        Assert.False(tick.IsCompleted);

        // While 1 is being delivered, a value and a tick wait their turn; a value that waits replaces the one kept.
        var value = source.Observer.OnNextAsync(2).AsTask();
        var secondTick = sampler.Observer.OnNextAsync(0).AsTask();
        Assert.False(value.IsCompleted);
        release.SetResult();
        await Task.WhenAll(tick, value, secondTick).Within();
        await sampler.Observer.OnNextAsync(0).Within();
        await sampler.Observer.OnNextAsync(0).Within();
        Assert.Equal([1, 2], observer.Values);

        await source.Observer.OnCompletedAsync().Within();
        Assert.False(observer.Completed);
        await sampler.Observer.OnCompletedAsync().Within();
        Assert.True(observer.Completed);
        observer.AssertGrammar();
    }
}
