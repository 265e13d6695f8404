using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;
using Rheo.Testing;

namespace Rheo.Async.Tests.Ex;

/// <summary>
/// Edges of the timer-driven extension operators (Heartbeat here, whose timer runs from the subscription): a late or
/// failing subscription, an observer failing during a heartbeat (at once, later, or after the heartbeat waited for a
/// slow value), a source value waiting behind a heartbeat, and a source error that finds the subscription disposed.
/// </summary>
public sealed class TimerSinkEdgeTests
{
    private static readonly FormatException Boom = new("boom");
    private static readonly TimeSpan Ten = TimeSpan.FromTicks(10);

    [Fact]
    public async Task ALateSubscriptionKeepsTheTimerRunningFromTheStart()
    {
        var scheduler = new TestScheduler();
        var handleSource = new TaskCompletionSource<IAsyncDisposable>();
        var source = new ControlledAsyncSource<int> { OnSubscribe = _ => new ValueTask<IAsyncDisposable>(handleSource.Task) };
        var observer = new Scripted(scheduler, _ => default);
        var subscribing = source.Heartbeat(Ten, scheduler).SubscribeAsync(observer);
        scheduler.AdvanceToInline(15);
        handleSource.SetResult(source.NewHandle());
        var handle = await subscribing.Within();
        scheduler.At(22, () => source.Observer!.OnNextAsync(7));
        scheduler.AdvanceToInline(35);
        Assert.Equal(["10:H", "20:H", "22:7", "32:H"], observer.Calls);
        await handle.DisposeAsync().Within();
        Assert.Equal(1, source.Disposals);
        scheduler.AdvanceToInline(100);
        Assert.Equal(4, observer.Calls.Count);
    }

    [Fact]
    public async Task AFailingLateSubscriptionStopsTheTimer()
    {
        var scheduler = new TestScheduler();
        var handleSource = new TaskCompletionSource<IAsyncDisposable>();
        var source = new ControlledAsyncSource<int> { OnSubscribe = _ => new ValueTask<IAsyncDisposable>(handleSource.Task) };
        var observer = new Scripted(scheduler, _ => default);
        var subscribing = source.Heartbeat(Ten, scheduler).SubscribeAsync(observer);
        handleSource.SetException(Boom);
        Assert.Same(Boom, await Assert.ThrowsAsync<FormatException>(async () => await subscribing.Within()));
        scheduler.AdvanceToInline(100);
        Assert.Empty(observer.Calls);
    }

    [Fact]
    public async Task AnObserverThrowingOnAHeartbeatStopsTheOperatorAndLaterMessagesAreDropped()
    {
        var scheduler = new TestScheduler();
        var source = new ControlledAsyncSource<int>();
        var observer = new Scripted(scheduler, x => x.IsHeartbeat ? throw Boom : default);
        await using var handle = await source.Heartbeat(Ten, scheduler).SubscribeAsync(observer);
        var completedAt = new List<long>();
        scheduler.At(30, () => source.Observer!.OnNextAsync(1), completedAt);
        scheduler.At(31, () => source.Observer!.OnErrorAsync(Boom), completedAt);
        scheduler.At(32, () => source.Observer!.OnCompletedAsync(), completedAt);
        scheduler.AdvanceToInline(100);
        Assert.Equal(["10:H"], observer.Calls);
        Assert.Equal(1, source.Disposals);
        Assert.Equal([30L, 31L, 32L], completedAt);
    }

    [Fact]
    public async Task AHeartbeatWaitsForASlowValueAndAFailureThenStopsTheOperator()
    {
        var scheduler = new TestScheduler();
        var source = new ControlledAsyncSource<int>();
        var slow = new TaskCompletionSource();
        var observer = new Scripted(scheduler, x => x.IsHeartbeat ? ValueTask.FromException(Boom) : new ValueTask(slow.Task));
        await using var handle = await source.Heartbeat(Ten, scheduler).SubscribeAsync(observer);
        var completedAt = new List<long>();
        scheduler.At(5, () => source.Observer!.OnNextAsync(1), completedAt);
        scheduler.At(30, () =>
        {
            slow.SetResult();
            return default;
        });

        // Due at 15, the heartbeat waits for the value's delivery to end (30; the gate hands over on the thread pool),
        // then fails: the operator stops and nothing more is sent.
        scheduler.AdvanceToInline(30);
        Bounded.Until(() => source.Disposals == 1);
        scheduler.AdvanceToInline(100);
        Assert.Equal(["5:1", "30:H"], observer.Calls);
        Assert.Equal([30L], completedAt);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public async Task AHeartbeatFaultingLaterStopsTheOperator()
    {
        var scheduler = new TestScheduler();
        var source = new ControlledAsyncSource<int>();
        var fault = new TaskCompletionSource();
        var observer = new Scripted(scheduler, _ => new ValueTask(fault.Task));
        await using var handle = await source.Heartbeat(Ten, scheduler).SubscribeAsync(observer);
        scheduler.At(14, () =>
        {
            fault.SetException(Boom);
            return default;
        });
        scheduler.AdvanceToInline(100);
        Assert.Equal(["10:H"], observer.Calls);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public async Task AValueWaitingBehindAHeartbeatThatFailsOnDeliveryGoesBackToTheSource()
    {
        var scheduler = new TestScheduler();
        var source = new ControlledAsyncSource<int>();
        var slow = new TaskCompletionSource();
        var observer = new Scripted(scheduler, x => x.IsHeartbeat ? new ValueTask(slow.Task) : throw Boom);
        await using var handle = await source.Heartbeat(Ten, scheduler).SubscribeAsync(observer);
        Task? sent = null;
        scheduler.At(12, () =>
        {
            sent = source.Observer!.OnNextAsync(1).AsTask();
            return default;
        });
        scheduler.At(20, () =>
        {
            slow.SetResult();
            return default;
        });
        scheduler.AdvanceToInline(20);
        Assert.Same(Boom, await Assert.ThrowsAsync<FormatException>(() => sent!.Within()));
        Assert.Equal(["10:H", "20:1"], observer.Calls);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public async Task ASourceErrorWaitingForTheGateIsDroppedWhenTheSubscriptionIsDisposedMeanwhile()
    {
        var scheduler = new TestScheduler();
        var source = new ControlledAsyncSource<int>();
        var slow = new TaskCompletionSource();
        var observer = new Scripted(scheduler, _ => new ValueTask(slow.Task));
        var handle = await source.Heartbeat(Ten, scheduler).SubscribeAsync(observer);
        Task? error = null;
        scheduler.At(12, () =>
        {
            error = source.Observer!.OnErrorAsync(Boom).AsTask();
            return default;
        });
        scheduler.At(15, () => handle.DisposeAsync());
        scheduler.At(20, () =>
        {
            slow.SetResult();
            return default;
        });
        scheduler.AdvanceToInline(20);
        await error!.Within();
        scheduler.AdvanceToInline(100);
        Assert.Equal(["10:H"], observer.Calls);
        Assert.Equal(1, source.Disposals);
    }

    /// <summary>Records each call with the virtual time ("10:H" for a heartbeat) and answers with the script.</summary>
    private sealed class Scripted(TestScheduler scheduler, Func<Heartbeat<int>, ValueTask> onNext) : IAsyncObserver<Heartbeat<int>>
    {
        private readonly List<string> _calls = [];

        public List<string> Calls
        {
            get
            {
                lock (_calls)
                {
                    return [.. _calls];
                }
            }
        }

        public ValueTask OnNextAsync(Heartbeat<int> value)
        {
            Add(value.IsHeartbeat ? "H" : value.Update.ToString());
            return onNext(value);
        }

        public ValueTask OnErrorAsync(Exception error)
        {
            Add("E");
            return default;
        }

        public ValueTask OnCompletedAsync()
        {
            Add("C");
            return default;
        }

        private void Add(string call)
        {
            lock (_calls)
            {
                _calls.Add($"{scheduler.Clock}:{call}");
            }
        }
    }
}
