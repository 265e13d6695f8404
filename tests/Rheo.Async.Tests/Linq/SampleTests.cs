using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;
using Rheo.Concurrency;
using Rheo.Testing;

namespace Rheo.Async.Tests.Linq;

public sealed class SampleTests
{
    [Fact]
    public async Task SendsTheLatestValueEachTickAndCompletesAtTheNextTick()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var handle = await subject.Sample(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(observer);
        scheduler.At(50, () => subject.OnNextAsync(1));
        scheduler.At(80, () => subject.OnNextAsync(2));
        scheduler.At(150, () => subject.OnNextAsync(3));
        scheduler.At(320, () => subject.OnNextAsync(4));
        scheduler.At(330, () => subject.OnCompletedAsync());
        scheduler.RunInline();
        Assert.Equal(["100:2", "200:3", "400:4", "400:C"], observer.Messages);
        observer.AssertGrammar();
        Assert.Equal(400, scheduler.Clock);
    }

    [Fact]
    public async Task EmptyCompletesAtTheFirstTickAndErrorsGoOutAtOnce()
    {
        var scheduler = new TestScheduler();
        var empty = new SequentialSimpleAsyncSubject<int>();
        var emptyObserver = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h1 = await empty.Sample(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(emptyObserver);
        var failing = new SequentialSimpleAsyncSubject<int>();
        var failingObserver = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h2 = await failing.Sample(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(failingObserver);
        scheduler.At(30, () => empty.OnCompletedAsync());
        scheduler.At(150, () => failing.OnNextAsync(1));
        scheduler.At(170, () => failing.OnErrorAsync(new InvalidOperationException()));
        scheduler.RunInline();
        Assert.Equal(["100:C"], emptyObserver.Messages);
        Assert.Equal(["170:E:InvalidOperationException"], failingObserver.Messages);
        Assert.Equal(170, scheduler.Clock);
    }

    [Fact]
    public async Task DisposeMidStreamStopsTheTicks()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        var handle = await subject.Sample(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(observer);
        scheduler.At(50, () => subject.OnNextAsync(1));
        scheduler.At(150, () => subject.OnNextAsync(2));
        scheduler.At(160, () => handle.DisposeAsync());
        scheduler.RunInline();
        Assert.Equal(["100:1"], observer.Messages);
        Assert.False(subject.HasObservers);
        Assert.Equal(160, scheduler.Clock);
    }

    [Fact]
    public async Task SlowObserverSkipsBusyTicksAndHoldsTheSourceBack()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler, busyTicks: 250);
        await using var handle = await subject.Sample(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(observer);
        var accepted = new List<long>();
        scheduler.At(50, () => subject.OnNextAsync(1), accepted);
        scheduler.At(150, () => subject.OnNextAsync(2), accepted);
        scheduler.At(400, () => subject.OnCompletedAsync(), accepted);
        scheduler.RunInline();

        // 1 goes out at 100 and keeps the observer busy until 350: the ticks at 200 and 300 are skipped and 2 is
        // accepted at 350; the source completes at 400 and the tick at 400 sends 2, then the completion once the
        // observer has handled 2.
        Assert.Equal([50L, 350L, 400L], accepted);
        Assert.Equal(["100:1", "400:2", "650:C"], observer.Messages);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task SamplerDrivesTheSamples()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var sampler = new SequentialSimpleAsyncSubject<string>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var handle = await subject.Sample(sampler).SubscribeAsync(observer);
        scheduler.At(10, () => subject.OnNextAsync(1));
        scheduler.At(20, () => subject.OnNextAsync(2));
        scheduler.At(30, () => sampler.OnNextAsync("a"));
        scheduler.At(40, () => sampler.OnNextAsync("b"));
        scheduler.At(50, () => subject.OnNextAsync(3));
        scheduler.At(60, () => subject.OnCompletedAsync());
        scheduler.At(70, () => sampler.OnNextAsync("c"));
        scheduler.RunInline();
        Assert.Equal(["30:2", "70:3", "70:C"], observer.Messages);
        Assert.False(sampler.HasObservers);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task SamplerCompletionTakesALastSampleAndErrorsFromEitherSideFail()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var sampler = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var handle = await subject.Sample(sampler).SubscribeAsync(observer);
        scheduler.At(10, () => subject.OnNextAsync(1));
        scheduler.At(20, () => sampler.OnCompletedAsync());
        scheduler.At(30, () => subject.OnNextAsync(2));
        scheduler.At(40, () => subject.OnCompletedAsync());
        scheduler.RunInline();
        Assert.Equal(["20:1", "40:C"], observer.Messages);

        var s2 = new SequentialSimpleAsyncSubject<int>();
        var sampler2 = new SequentialSimpleAsyncSubject<int>();
        var failing = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h2 = await s2.Sample(sampler2).SubscribeAsync(failing);
        scheduler.At(100, () => s2.OnNextAsync(1));
        scheduler.At(110, () => sampler2.OnErrorAsync(new InvalidOperationException()));
        scheduler.RunInline();
        Assert.Equal(["110:E:InvalidOperationException"], failing.Messages);
        Assert.False(s2.HasObservers);
    }

    [Fact]
    public async Task SamplerAwaitsTheObserver()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var sampler = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler, busyTicks: 100);
        await using var handle = await subject.Sample(sampler).SubscribeAsync(observer);
        var sampled = new List<long>();
        scheduler.At(10, () => subject.OnNextAsync(1));
        scheduler.At(20, () => sampler.OnNextAsync(0), sampled);
        scheduler.At(200, () => sampler.OnNextAsync(0), sampled);
        scheduler.RunInline();
        Assert.Equal([120L, 200L], sampled);
        Assert.Equal(["20:1"], observer.Messages);
    }

    [Fact]
    public void Arguments()
    {
        var source = AsyncObservable.Return(1);
        Assert.Throws<ArgumentNullException>("source", () => AsyncObservable.Sample<int>(null!, TimeSpan.FromTicks(1)));
        Assert.Throws<ArgumentOutOfRangeException>("interval", () => source.Sample(TimeSpan.Zero));
        Assert.Throws<ArgumentNullException>("scheduler", () => source.Sample(TimeSpan.FromTicks(1), null!));
        Assert.Throws<ArgumentNullException>("sampler", () => source.Sample((IAsyncObservable<int>)null!));
        Assert.Throws<ArgumentNullException>("source", () => AsyncObservable.Sample<int, int>(null!, source));
    }

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
            var observer = await source.Sample(TimeSpan.FromTicks(1), Scheduler.Default).RecordAsync(x => x % 3 == 0 ? ThrottleTests.YieldAsync() : default);
            var values = observer.Values;
            Assert.True(observer.Completed);
            Assert.Equal(n, values[^1]);
            for (var i = 1; i < values.Length; i++)
            {
                Assert.True(values[i] > values[i - 1], "values go out in order, once each");
            }
        }
    }

    [Fact]
    public async Task SamplerAgainstSourceOnRealThreads()
    {
        const int n = 20_000;
        var source = AsyncObservable.Range(1, n);
        var sampler = AsyncObservable.Range(0, n).Where(x => x % 2 == 0);
        var observer = await source.Sample(sampler).RecordAsync(x => x % 5 == 0 ? ThrottleTests.YieldAsync() : default);
        var values = observer.Values;
        Assert.True(observer.Completed);
        for (var i = 1; i < values.Length; i++)
        {
            Assert.True(values[i] > values[i - 1], "values go out in order, once each");
        }
    }
}
