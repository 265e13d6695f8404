using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;
using Rheo.Testing;

namespace Rheo.Async.Tests.Linq;

/// <summary>
/// The edges every asynchronous time operator shares (Throttle and Timeout here): a source whose subscription throws,
/// completes late or fails; a timer that fires before the source's handle arrives; a source message that waits for a
/// slow observer; an observer that throws (synchronously or later) during a timer's delivery; a source whose
/// disposal is slow or fails before a terminal message.
/// </summary>
public sealed class TimedSinkEdgeTests
{
    private static readonly FormatException Boom = new("boom");
    private static readonly TimeSpan Hundred = TimeSpan.FromTicks(100);

    [Fact]
    public async Task ASubscriptionThatThrowsFailsTheSubscribeCall()
    {
        var scheduler = new TestScheduler();
        var source = new ControlledAsyncSource<int> { OnSubscribe = _ => throw Boom };
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        var error = await Assert.ThrowsAsync<FormatException>(async () => await source.Throttle(Hundred, scheduler).SubscribeAsync(observer));
        Assert.Same(Boom, error);
        scheduler.RunInline();
        Assert.Empty(observer.Messages);
    }

    [Fact]
    public async Task ALateSubscriptionIsAwaitedAndItsHandleKept()
    {
        var scheduler = new TestScheduler();
        var handleSource = new TaskCompletionSource<IAsyncDisposable>();
        var source = new ControlledAsyncSource<int> { OnSubscribe = _ => new ValueTask<IAsyncDisposable>(handleSource.Task) };
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        var subscribing = source.Throttle(Hundred, scheduler).SubscribeAsync(observer);
        Assert.False(subscribing.IsCompleted);
        handleSource.SetResult(source.NewHandle());
        var handle = await subscribing.Within();

        scheduler.At(100, () => source.Observer!.OnNextAsync(1));
        scheduler.At(150, () => source.Observer!.OnNextAsync(2));
        scheduler.At(300, () => source.Observer!.OnNextAsync(3));
        scheduler.RunInline();
        Assert.Equal(["250:2", "400:3"], observer.Messages);
        Assert.Equal(0, source.Disposals);
        await handle.DisposeAsync().Within();
        Assert.Equal(1, source.Disposals);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task ALateSubscriptionThatFailsFailsTheSubscribeCallAndStopsTheSink()
    {
        var scheduler = new TestScheduler();
        var handleSource = new TaskCompletionSource<IAsyncDisposable>();
        var source = new ControlledAsyncSource<int> { OnSubscribe = _ => new ValueTask<IAsyncDisposable>(handleSource.Task) };
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        var subscribing = source.Throttle(Hundred, scheduler).SubscribeAsync(observer);
        handleSource.SetException(Boom);
        Assert.Same(Boom, await Assert.ThrowsAsync<FormatException>(async () => await subscribing.Within()));

        // Whatever the source still sends goes nowhere.
        scheduler.At(100, () => source.Observer!.OnNextAsync(1));
        scheduler.At(300, () => source.Observer!.OnCompletedAsync());
        scheduler.RunInline();
        Assert.Empty(observer.Messages);
    }

    [Fact]
    public async Task ATimeoutDuringTheSubscriptionDisposesTheHandleWhenItArrivesAndTheCallWaitsForThatDisposal()
    {
        var scheduler = new TestScheduler();
        var release = new TaskCompletionSource();
        var source = new ControlledAsyncSource<int> { DisposeGate = release.Task };
        source.OnSubscribe = _ =>
        {
            // A source that runs the clock while it subscribes: the timeout fires before its handle is returned.
            scheduler.AdvanceToInline(150);
            return new ValueTask<IAsyncDisposable>(source.NewHandle());
        };
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        var subscribing = source.Timeout(Hundred, scheduler).SubscribeAsync(observer);
        Assert.Equal(["100:E:TimeoutException"], observer.Messages);
        Assert.Equal(1, source.Disposals);
        Assert.False(subscribing.IsCompleted);
        release.SetResult();
        var handle = await subscribing.Within();
        await handle.DisposeAsync().Within();
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public async Task AnErrorWaitsForTheDeliveryInFlight()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler, busyTicks: 50);
        await using var handle = await subject.Throttle(Hundred, scheduler).SubscribeAsync(observer);
        var completedAt = new List<long>();
        scheduler.At(100, () => subject.OnNextAsync(1));
        scheduler.At(220, () => subject.OnErrorAsync(Boom), completedAt);
        scheduler.RunInline();
        Assert.Equal(["200:1", "250:E:FormatException"], observer.Messages);
        Assert.Equal([250L], completedAt);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task AnObserverThrowingDuringATimersDeliveryStopsTheOperator()
    {
        var scheduler = new TestScheduler();
        var source = new ControlledAsyncSource<int>();
        var observer = new ThrowingObserver(scheduler);
        await using var handle = await source.Throttle(Hundred, scheduler).SubscribeAsync(observer);
        var completedAt = new List<long>();
        scheduler.At(100, () => source.Observer!.OnNextAsync(1));
        scheduler.At(300, () => source.Observer!.OnNextAsync(2), completedAt);
        scheduler.At(310, () => source.Observer!.OnErrorAsync(Boom), completedAt);
        scheduler.At(320, () => source.Observer!.OnCompletedAsync(), completedAt);
        scheduler.RunInline();

        // The throw at 200 disposed the source; what it sends afterwards is dropped and its calls complete at once.
        Assert.Equal(["200:1"], observer.Calls);
        Assert.Equal(1, source.Disposals);
        Assert.Equal([300L, 310L, 320L], completedAt);
    }

    [Fact]
    public async Task AnObserverFaultingLaterStopsTheOperatorAndReleasesTheWaitingSource()
    {
        var scheduler = new TestScheduler();
        var source = new ControlledAsyncSource<int>();
        var fault = new TaskCompletionSource();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler, onNext: async _ => await fault.Task);
        await using var handle = await source.Throttle(Hundred, scheduler).SubscribeAsync(observer);
        var completedAt = new List<long>();
        scheduler.At(100, () => source.Observer!.OnNextAsync(1));
        scheduler.At(230, () => source.Observer!.OnNextAsync(2), completedAt);
        scheduler.At(260, () =>
        {
            fault.SetException(Boom);
            return default;
        });
        scheduler.RunInline();

        Assert.Equal(["200:1"], observer.Messages);
        Assert.Equal([260L], completedAt);
        Assert.Equal(1, source.Disposals);
        Assert.Equal(260, scheduler.Clock);
    }

    [Fact]
    public async Task ATimeoutErrorGoesOutAfterTheSourcesDisposalEnds()
    {
        var scheduler = new TestScheduler();
        var release = new TaskCompletionSource();
        var source = new ControlledAsyncSource<int> { DisposeGate = release.Task };
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var handle = await source.Timeout(Hundred, scheduler).SubscribeAsync(observer);
        scheduler.At(130, () =>
        {
            release.SetResult();
            return default;
        });
        scheduler.RunInline();
        Assert.Equal(["130:E:TimeoutException"], observer.Messages);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public async Task ATimeoutWhoseSourceDisposalFailsSendsBothErrors()
    {
        var scheduler = new TestScheduler();
        var release = new TaskCompletionSource();
        var source = new ControlledAsyncSource<int> { DisposeGate = release.Task };
        var observer = new AsyncRecordingObserver<int>();
        await using var handle = await source.Timeout(Hundred, scheduler).SubscribeAsync(observer);
        scheduler.AdvanceToInline(100);
        Assert.Null(observer.Error);
        release.SetException(Boom);
        await observer.Terminated.Within();
        var error = Assert.IsType<AggregateException>(observer.Error);
        Assert.IsType<TimeoutException>(error.InnerExceptions[0]);
        Assert.Same(Boom, error.InnerExceptions[1]);
        observer.AssertGrammar();
    }

    /// <summary>Throws from OnNextAsync itself (not through a faulted task).</summary>
    private sealed class ThrowingObserver(TestScheduler scheduler) : IAsyncObserver<int>
    {
        public List<string> Calls { get; } = [];

        public ValueTask OnNextAsync(int value)
        {
            Calls.Add($"{scheduler.Clock}:{value}");
            throw Boom;
        }

        public ValueTask OnErrorAsync(Exception error)
        {
            Calls.Add($"{scheduler.Clock}:E");
            return default;
        }

        public ValueTask OnCompletedAsync()
        {
            Calls.Add($"{scheduler.Clock}:C");
            return default;
        }
    }
}
