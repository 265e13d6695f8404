using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;
using Rheo.Testing;

namespace Rheo.Async.Tests.Linq;

public sealed class DelayTests
{
    [Fact]
    public async Task ShiftsValuesAndCompletion()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var handle = await subject.Delay(TimeSpan.FromTicks(50), scheduler).SubscribeAsync(observer);
        scheduler.At(100, () => subject.OnNextAsync(1));
        scheduler.At(110, () => subject.OnNextAsync(2));
        scheduler.At(110, () => subject.OnNextAsync(3));
        scheduler.At(300, () => subject.OnNextAsync(4));
        scheduler.At(320, () => subject.OnCompletedAsync());
        scheduler.RunInline();
        Assert.Equal(["150:1", "160:2", "160:3", "350:4", "370:C"], observer.Messages);
        observer.AssertGrammar();
        Assert.Equal(370, scheduler.Clock);
    }

    [Fact]
    public async Task EmptyIsShiftedAndAnErrorGoesOutAtOnce()
    {
        var scheduler = new TestScheduler();
        var empty = new SequentialSimpleAsyncSubject<int>();
        var emptyObserver = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h1 = await empty.Delay(TimeSpan.FromTicks(50), scheduler).SubscribeAsync(emptyObserver);
        var failing = new SequentialSimpleAsyncSubject<int>();
        var failingObserver = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h2 = await failing.Delay(TimeSpan.FromTicks(50), scheduler).SubscribeAsync(failingObserver);
        scheduler.At(100, () => empty.OnCompletedAsync());
        scheduler.At(100, () => failing.OnNextAsync(1));
        scheduler.At(160, () => failing.OnNextAsync(2));
        scheduler.At(170, () => failing.OnErrorAsync(new InvalidOperationException()));
        scheduler.RunInline();
        Assert.Equal(["150:C"], emptyObserver.Messages);
        Assert.Equal(["150:1", "170:E:InvalidOperationException"], failingObserver.Messages);
        Assert.Equal(170, scheduler.Clock);
    }

    [Fact]
    public async Task AbsoluteDueTimeShiftsFromTheSubscription()
    {
        var scheduler = new TestScheduler();
        scheduler.AdvanceTo(100);
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var handle = await subject.Delay(new DateTimeOffset(400, TimeSpan.Zero), scheduler).SubscribeAsync(observer);
        scheduler.At(150, () => subject.OnNextAsync(1));
        scheduler.At(200, () => subject.OnCompletedAsync());
        scheduler.RunInline();
        Assert.Equal(["450:1", "500:C"], observer.Messages);

        var late = new SequentialSimpleAsyncSubject<int>();
        var lateObserver = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h2 = await late.Delay(new DateTimeOffset(10, TimeSpan.Zero), scheduler).SubscribeAsync(lateObserver);
        scheduler.At(600, () => late.OnNextAsync(1));
        scheduler.RunInline();
        Assert.Equal(["601:1"], lateObserver.Messages);
    }

    [Fact]
    public async Task DisposeMidStreamDropsTheQueueAndTheTimer()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        var handle = await subject.Delay(TimeSpan.FromTicks(50), scheduler).SubscribeAsync(observer);
        scheduler.At(100, () => subject.OnNextAsync(1));
        scheduler.At(120, () => subject.OnNextAsync(2));
        scheduler.At(160, () => handle.DisposeAsync());
        scheduler.RunInline();
        Assert.Equal(["150:1"], observer.Messages);
        Assert.False(subject.HasObservers);
        Assert.Equal(160, scheduler.Clock);
    }

    [Fact]
    public async Task SlowObserverDelaysTheQueueAndHoldsTheSourceBack()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler, busyTicks: 100);
        await using var handle = await subject.Delay(TimeSpan.FromTicks(50), scheduler).SubscribeAsync(observer);
        var accepted = new List<long>();
        scheduler.At(100, () => subject.OnNextAsync(1), accepted);
        scheduler.At(120, () => subject.OnNextAsync(2), accepted);
        scheduler.At(160, () => subject.OnNextAsync(3), accepted);
        scheduler.At(420, () => subject.OnCompletedAsync(), accepted);
        scheduler.RunInline();

        // 1 goes out at 150 (busy until 250); 2 was due at 170 and goes out at 250, before the waiting source gets its
        // turn (busy until 350); 3 came while the observer was busy, so it is accepted at 350 (due 400) and goes out at
        // 400; the completion, due at 470, follows the end of 3's delivery at 500.
        Assert.Equal([100L, 120L, 350L, 420L], accepted);
        Assert.Equal(["150:1", "250:2", "400:3", "500:C"], observer.Messages);
        observer.AssertGrammar();
    }

    [Fact]
    public void Arguments()
    {
        var source = AsyncObservable.Return(1);
        Assert.Throws<ArgumentNullException>("source", () => AsyncObservable.Delay<int>(null!, TimeSpan.Zero));
        Assert.Throws<ArgumentOutOfRangeException>("dueTime", () => source.Delay(TimeSpan.FromTicks(-1)));
        Assert.Throws<ArgumentNullException>("scheduler", () => source.Delay(TimeSpan.Zero, null!));
        Assert.Throws<ArgumentNullException>("scheduler", () => source.Delay(DateTimeOffset.UnixEpoch, null!));
        Assert.Throws<ArgumentNullException>("source", () => AsyncObservable.Delay<int>(null!, DateTimeOffset.UnixEpoch));
    }

    [Fact]
    public async Task ValuesOnTheDefaultScheduler()
    {
        var observer = await AsyncObservable.Range(1, 100).Delay(TimeSpan.FromMilliseconds(1)).RecordAsync(x => x % 10 == 0 ? ThrottleTests.YieldAsync() : default);
        Assert.Equal(Enumerable.Range(1, 100), observer.Values);
        Assert.True(observer.Completed);
    }
}
