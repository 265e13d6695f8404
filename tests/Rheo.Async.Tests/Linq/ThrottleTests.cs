using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;
using Rheo.Concurrency;
using Rheo.Testing;

namespace Rheo.Async.Tests.Linq;

public sealed class ThrottleTests
{
    [Fact]
    public async Task SendsTheValueThatStaysQuietAndFlushesOnCompletion()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var handle = await subject.Throttle(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(observer);
        scheduler.At(100, () => subject.OnNextAsync(1));
        scheduler.At(150, () => subject.OnNextAsync(2));
        scheduler.At(400, () => subject.OnNextAsync(3));
        scheduler.At(420, () => subject.OnNextAsync(4));
        scheduler.At(450, () => subject.OnCompletedAsync());
        scheduler.RunInline();
        Assert.Equal(["250:2", "450:4", "450:C"], observer.Messages);
        observer.AssertGrammar();
        Assert.Equal(450, scheduler.Clock);
    }

    [Fact]
    public async Task EmptyAndError()
    {
        var scheduler = new TestScheduler();
        var empty = new SequentialSimpleAsyncSubject<int>();
        var emptyObserver = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h1 = await empty.Throttle(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(emptyObserver);
        var failing = new SequentialSimpleAsyncSubject<int>();
        var failingObserver = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h2 = await failing.Throttle(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(failingObserver);
        scheduler.At(300, () => empty.OnCompletedAsync());
        scheduler.At(100, () => failing.OnNextAsync(1));
        scheduler.At(150, () => failing.OnErrorAsync(new InvalidOperationException()));
        scheduler.RunInline();
        Assert.Equal(["300:C"], emptyObserver.Messages);
        Assert.Equal(["150:E:InvalidOperationException"], failingObserver.Messages);
        Assert.Equal(300, scheduler.Clock);
    }

    [Fact]
    public async Task ZeroDueTimeSendsEveryValueOnTheNextTick()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var handle = await subject.Throttle(TimeSpan.Zero, scheduler).SubscribeAsync(observer);
        scheduler.At(100, () => subject.OnNextAsync(1));
        scheduler.At(200, () => subject.OnNextAsync(2));
        scheduler.RunInline();
        Assert.Equal(["101:1", "201:2"], observer.Messages);
    }

    [Fact]
    public async Task DisposeMidStreamReleasesTheTimerAndTheSource()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        var handle = await subject.Throttle(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(observer);
        scheduler.At(100, () => subject.OnNextAsync(1));
        scheduler.At(150, () => handle.DisposeAsync());
        scheduler.RunInline();
        Assert.Empty(observer.Messages);
        Assert.False(subject.HasObservers);
        Assert.Equal(150, scheduler.Clock);
    }

    [Fact]
    public async Task SlowObserverHoldsTheSourceBack()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler, busyTicks: 100);
        await using var handle = await subject.Throttle(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(observer);
        var accepted = new List<long>();
        scheduler.At(100, () => subject.OnNextAsync(1), accepted);
        scheduler.At(250, () => subject.OnNextAsync(2), accepted);
        scheduler.At(350, () => subject.OnCompletedAsync(), accepted);
        scheduler.RunInline();

        // 1 goes out at 200 and keeps the observer busy until 300: 2 waits until then; the completion flushes 2 at
        // 350, and completes once the observer has handled it.
        Assert.Equal(["200:1", "350:2", "450:C"], observer.Messages);
        Assert.Equal([100L, 300L, 450L], accepted);
        Assert.Equal(["200:1", "350:2", "450:C"], observer.Messages);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task FaultingObserverStopsTheOperator()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler, onNext: _ => ValueTask.FromException(new InvalidOperationException("observer")));
        await using var handle = await subject.Throttle(TimeSpan.FromTicks(10), scheduler).SubscribeAsync(observer);
        scheduler.At(100, () => subject.OnNextAsync(1));
        scheduler.At(200, () => subject.OnNextAsync(2));
        scheduler.RunInline();
        Assert.Equal(["110:1"], observer.Messages);
        Assert.False(subject.HasObservers);
    }

    [Fact]
    public void Arguments()
    {
        var source = AsyncObservable.Return(1);
        Assert.Throws<ArgumentNullException>("source", () => AsyncObservable.Throttle<int>(null!, TimeSpan.Zero));
        Assert.Throws<ArgumentOutOfRangeException>("dueTime", () => source.Throttle(TimeSpan.FromTicks(-1)));
        Assert.Throws<ArgumentNullException>("scheduler", () => source.Throttle(TimeSpan.Zero, null!));
    }

    [Fact]
    public async Task ValuesAndCompletionOnTheDefaultScheduler()
    {
        var observer = await AsyncObservable.Range(1, 5).Throttle(TimeSpan.FromMinutes(1)).RecordAsync();
        Assert.Equal([5], observer.Values);
        Assert.True(observer.Completed);
    }

    internal static async ValueTask YieldAsync() => await Task.Yield();

    [Fact]
    public async Task TimerAgainstSourceOnRealThreads()
    {
        const int n = 20_000;
        for (var round = 0; round < 3; round++)
        {
            var source = AsyncObservable.Create<int>(async (observer, ct) =>
            {
                for (var i = 1; i <= n; i++)
                {
                    await observer.OnNextAsync(i);
                    if (i % 64 == 0)
                    {
                        await Task.Yield();
                    }
                }

                await observer.OnCompletedAsync();
            });
            var observer = await source.Throttle(TimeSpan.Zero, Scheduler.Default).RecordAsync(x => x % 7 == 0 ? YieldAsync() : default);
            var values = observer.Values;
            Assert.True(observer.Completed);
            Assert.Equal(n, values[^1]);
            for (var i = 1; i < values.Length; i++)
            {
                Assert.True(values[i] > values[i - 1], "values go out in order, once each");
            }
        }
    }
}
