using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;
using Rheo.Testing;

namespace Rheo.Async.Tests.Linq;

public sealed class TimeoutSelectorTests
{
    [Fact]
    public async Task EachValueSetsTheTimeoutOfTheNext()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        long[] durations = [0, 100, 50, 10];
        await using var handle = await subject.Timeout(v => AsyncObservable.Timer(TimeSpan.FromTicks(durations[v]), scheduler)).SubscribeAsync(observer);
        scheduler.At(500, () => subject.OnNextAsync(1));
        scheduler.At(570, () => subject.OnNextAsync(2));
        scheduler.At(700, () => subject.OnNextAsync(3));
        scheduler.RunInline();

        // No limit before the first value; 2 arrives within 1's 100 ticks, 3 misses 2's 50.
        Assert.Equal(["500:1", "570:2", "620:E:TimeoutException"], observer.Messages);
        Assert.False(subject.HasObservers);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task FirstTimeoutLimitsTheFirstValue()
    {
        var scheduler = new TestScheduler();
        var late = new SequentialSimpleAsyncSubject<int>();
        var lateObserver = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h1 = await late.Timeout(AsyncObservable.Timer(TimeSpan.FromTicks(100), scheduler), _ => AsyncObservable.Never<long>()).SubscribeAsync(lateObserver);
        var early = new SequentialSimpleAsyncSubject<int>();
        var earlyObserver = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h2 = await early.Timeout(AsyncObservable.Timer(TimeSpan.FromTicks(100), scheduler), _ => AsyncObservable.Timer(TimeSpan.FromTicks(100), scheduler)).SubscribeAsync(earlyObserver);
        scheduler.At(150, () => late.OnNextAsync(1));
        scheduler.At(50, () => early.OnNextAsync(1));
        scheduler.At(120, () => early.OnCompletedAsync());
        scheduler.RunInline();
        Assert.Equal(["100:E:TimeoutException"], lateObserver.Messages);
        Assert.False(late.HasObservers);
        Assert.Equal(["50:1", "120:C"], earlyObserver.Messages);
    }

    [Fact]
    public async Task SwitchesToOtherOnTimeout()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var other = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var handle = await subject.Timeout(AsyncObservable.Timer(TimeSpan.FromTicks(100), scheduler), _ => AsyncObservable.Timer(TimeSpan.FromTicks(50), scheduler), other).SubscribeAsync(observer);
        scheduler.At(30, () => subject.OnNextAsync(1));
        scheduler.At(100, () => subject.OnNextAsync(2));
        scheduler.At(150, () => other.OnNextAsync(9));
        scheduler.At(160, () => other.OnCompletedAsync());
        scheduler.RunInline();
        Assert.Equal(["30:1", "150:9", "160:C"], observer.Messages);
        Assert.False(subject.HasObservers);
        observer.AssertGrammar();

        var second = new SequentialSimpleAsyncSubject<int>();
        var fallback = new VirtualTimeAsyncRecorder<int>(scheduler);
        var inner = new SequentialSimpleAsyncSubject<string>();
        await using var h2 = await second.Timeout(_ => inner, AsyncObservable.Return(7)).SubscribeAsync(fallback);
        scheduler.At(210, () => second.OnNextAsync(1));
        scheduler.At(220, () => inner.OnCompletedAsync());
        scheduler.RunInline();
        Bounded.Until(() => fallback.Messages.Length == 3);
        Assert.Equal(["210:1", "220:7", "220:C"], fallback.Messages);
        Assert.False(second.HasObservers);
    }

    [Fact]
    public async Task ErrorsOfTheTimeoutSequenceOrTheSelectorFail()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var inner = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var handle = await subject.Timeout(_ => inner).SubscribeAsync(observer);
        scheduler.At(10, () => subject.OnNextAsync(1));
        scheduler.At(20, () => inner.OnErrorAsync(new InvalidOperationException()));
        scheduler.RunInline();
        Assert.Equal(["10:1", "20:E:InvalidOperationException"], observer.Messages);
        Assert.False(subject.HasObservers);

        var throwing = new SequentialSimpleAsyncSubject<int>();
        var failed = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h2 = await throwing.Timeout<int, int>(_ => throw new ArgumentException()).SubscribeAsync(failed);
        scheduler.At(110, () => throwing.OnNextAsync(1));
        scheduler.At(120, () => throwing.OnNextAsync(2));
        scheduler.RunInline();
        Assert.Equal(["110:1", "110:E:ArgumentException"], failed.Messages);
        Assert.False(throwing.HasObservers);
        failed.AssertGrammar();
    }

    [Fact]
    public async Task SourceEndsFirstAndDisposeMidStream()
    {
        var scheduler = new TestScheduler();
        var completing = new SequentialSimpleAsyncSubject<int>();
        var inner = new SequentialSimpleAsyncSubject<int>();
        var completed = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h1 = await completing.Timeout(_ => inner).SubscribeAsync(completed);
        var failing = new SequentialSimpleAsyncSubject<int>();
        var failed = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h2 = await failing.Timeout(_ => AsyncObservable.Timer(TimeSpan.FromTicks(100), scheduler)).SubscribeAsync(failed);
        var disposed = new SequentialSimpleAsyncSubject<int>();
        var disposedInner = new SequentialSimpleAsyncSubject<int>();
        var disposedObserver = new VirtualTimeAsyncRecorder<int>(scheduler);
        var h3 = await disposed.Timeout(disposedInner, _ => disposedInner).SubscribeAsync(disposedObserver);
        scheduler.At(10, () => completing.OnNextAsync(1));
        scheduler.At(20, () => completing.OnCompletedAsync());
        scheduler.At(10, () => failing.OnErrorAsync(new InvalidOperationException()));
        scheduler.At(10, () => disposed.OnNextAsync(1));
        scheduler.At(20, () => h3.DisposeAsync());
        scheduler.At(30, () => disposedInner.OnNextAsync(0));
        scheduler.RunInline();
        Assert.Equal(["10:1", "20:C"], completed.Messages);
        Assert.False(inner.HasObservers);
        Assert.Equal(["10:E:InvalidOperationException"], failed.Messages);
        Assert.Equal(["10:1"], disposedObserver.Messages);
        Assert.False(disposed.HasObservers);
        Assert.False(disposedInner.HasObservers);
    }

    [Fact]
    public async Task ASlowObserverNeverCausesATimeout()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler, busyTicks: 100);
        await using var handle = await subject.Timeout(_ => AsyncObservable.Timer(TimeSpan.FromTicks(10), scheduler)).SubscribeAsync(observer);
        var accepted = new List<long>();
        scheduler.At(10, () => subject.OnNextAsync(1), accepted);
        scheduler.At(115, () => subject.OnNextAsync(2), accepted);
        scheduler.RunInline();

        // The timeout after a value starts when its delivery ends: 1 is handled until 110, so 2 at 115 is in time, and
        // 2's delivery ends at 215.
        Assert.Equal(["10:1", "115:2", "225:E:TimeoutException"], observer.Messages);
        Assert.Equal([110L, 215L], accepted);
        observer.AssertGrammar();
    }

    [Fact]
    public void Arguments()
    {
        var source = AsyncObservable.Return(1);
        var never = AsyncObservable.Never<int>();
        Func<int, IAsyncObservable<int>> selector = _ => never;
        Assert.Throws<ArgumentNullException>("source", () => AsyncObservable.Timeout(null!, selector));
        Assert.Throws<ArgumentNullException>("timeoutDurationSelector", () => source.Timeout<int, int>((Func<int, IAsyncObservable<int>>)null!));
        Assert.Throws<ArgumentNullException>("other", () => source.Timeout(selector, null!));
        Assert.Throws<ArgumentNullException>("firstTimeout", () => source.Timeout(null!, selector));
        Assert.Throws<ArgumentNullException>("timeoutDurationSelector", () => source.Timeout(never, null!, source));
        Assert.Throws<ArgumentNullException>("other", () => source.Timeout(never, selector, null!));
    }
}
