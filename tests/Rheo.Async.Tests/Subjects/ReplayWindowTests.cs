using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;
using Rheo.Testing;

namespace Rheo.Async.Tests.Subjects;

public sealed class ReplayWindowTests
{
    private static void SubscribeAt<T>(TestScheduler scheduler, long time, IAsyncObservable<T> source, IAsyncObserver<T> observer) =>
        scheduler.At(time, () => new ValueTask(source.SubscribeAsync(observer).AsTask()));

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void ReplaysOnlyTheValuesWithinTheWindow(bool concurrent)
    {
        var scheduler = new TestScheduler();
        ReplayAsyncSubject<int> subject = concurrent
            ? new ConcurrentReplayAsyncSubject<int>(TimeSpan.FromTicks(100), scheduler)
            : new SequentialReplayAsyncSubject<int>(TimeSpan.FromTicks(100), scheduler);
        var a = new VirtualTimeAsyncRecorder<int>(scheduler);
        var b = new VirtualTimeAsyncRecorder<int>(scheduler);
        scheduler.At(10, () => subject.OnNextAsync(1));
        scheduler.At(50, () => subject.OnNextAsync(2));
        scheduler.At(120, () => subject.OnNextAsync(3));
        SubscribeAt(scheduler, 150, subject, a);
        SubscribeAt(scheduler, 200, subject, b);
        scheduler.At(210, () => subject.OnNextAsync(4));
        scheduler.RunInline();

        // At 150, 1 is 140 ticks old (dropped) and 2 exactly 100 (kept); at 200 only 3 is within the window.
        Assert.Equal(["150:2", "150:3", "210:4"], a.Messages);
        Assert.Equal(["200:3", "210:4"], b.Messages);
        a.AssertGrammar();
        b.AssertGrammar();
    }

    [Fact]
    public void BufferSizeAndWindowBothLimitTheReplay()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialReplayAsyncSubject<int>(2, TimeSpan.FromTicks(100), scheduler);
        var first = new VirtualTimeAsyncRecorder<int>(scheduler);
        var second = new VirtualTimeAsyncRecorder<int>(scheduler);
        var third = new VirtualTimeAsyncRecorder<int>(scheduler);
        scheduler.At(10, () => subject.OnNextAsync(1));
        scheduler.At(20, () => subject.OnNextAsync(2));
        scheduler.At(30, () => subject.OnNextAsync(3));
        scheduler.At(40, () => subject.OnCompletedAsync());
        SubscribeAt(scheduler, 50, subject, first);
        SubscribeAt(scheduler, 125, subject, second);
        SubscribeAt(scheduler, 131, subject, third);
        scheduler.RunInline();

        // The size keeps [2,3]; after the completion the window still trims what a late observer gets.
        Assert.Equal(["50:2", "50:3", "50:C"], first.Messages);
        Assert.Equal(["125:3", "125:C"], second.Messages);
        Assert.Equal(["131:C"], third.Messages);
    }

    [Fact]
    public void ZeroWindowReplaysOnlyValuesOfTheSameInstant()
    {
        var scheduler = new TestScheduler();
        var subject = new ConcurrentReplayAsyncSubject<int>(TimeSpan.Zero, scheduler);
        var same = new VirtualTimeAsyncRecorder<int>(scheduler);
        var later = new VirtualTimeAsyncRecorder<int>(scheduler);
        scheduler.At(10, () => subject.OnNextAsync(1));
        SubscribeAt(scheduler, 10, subject, same);
        SubscribeAt(scheduler, 11, subject, later);
        scheduler.RunInline();
        Assert.Equal(["10:1"], same.Messages);
        Assert.Empty(later.Messages);
    }

    [Fact]
    public async Task ReplayOperatorsWithAWindow()
    {
        var scheduler = new TestScheduler();
        var source = new SequentialSimpleAsyncSubject<int>();
        var windowed = source.Replay(TimeSpan.FromTicks(100), scheduler);
        var sized = source.Replay(1, TimeSpan.FromTicks(100), scheduler);
        await using var c1 = await windowed.ConnectAsync();
        await using var c2 = await sized.ConnectAsync();
        var a = new VirtualTimeAsyncRecorder<int>(scheduler);
        var b = new VirtualTimeAsyncRecorder<int>(scheduler);
        scheduler.At(10, () => source.OnNextAsync(1));
        scheduler.At(60, () => source.OnNextAsync(2));
        SubscribeAt(scheduler, 150, windowed, a);
        SubscribeAt(scheduler, 100, sized, b);
        scheduler.At(170, () => source.OnNextAsync(3));
        scheduler.RunInline();
        Assert.Equal(["150:2", "170:3"], a.Messages);
        Assert.Equal(["100:2", "170:3"], b.Messages);

        // The selector forms: one windowed subject per subscription.
        var observer = await AsyncObservable.Range(1, 3).Replay(xs => xs.Select(x => x * 10), TimeSpan.FromMinutes(10), Rheo.Concurrency.Scheduler.Default).RecordAsync();
        Assert.Equal([10, 20, 30], observer.Values);
        var sizedSelector = await AsyncObservable.Range(1, 3).Replay(xs => xs.Skip(1), 1, TimeSpan.FromMinutes(10), Rheo.Concurrency.Scheduler.Default).RecordAsync();
        Assert.Equal([2, 3], sizedSelector.Values);
        var selectorOnDefault = await AsyncObservable.Range(1, 3).Replay(xs => xs.Take(2), TimeSpan.FromMinutes(10)).RecordAsync();
        Assert.Equal([1, 2], selectorOnDefault.Values);
        var sizedOnDefault = await AsyncObservable.Range(1, 3).Replay(xs => xs.Skip(2), 1, TimeSpan.FromMinutes(10)).RecordAsync();
        Assert.Equal([3], sizedOnDefault.Values);
        var onDefault = AsyncObservable.Range(1, 3).Replay(TimeSpan.FromMinutes(10));
        await using var c3 = await onDefault.ConnectAsync();
        var late = await onDefault.Replay(2, TimeSpan.FromMinutes(10)).RefCount().RecordAsync();
        Assert.True(late.Completed);
    }

    [Fact]
    public void Arguments()
    {
        var scheduler = new TestScheduler();
        var source = AsyncObservable.Return(1);
        var negative = TimeSpan.FromTicks(-1);
        Assert.Throws<ArgumentOutOfRangeException>("window", () => new SequentialReplayAsyncSubject<int>(negative));
        Assert.Throws<ArgumentOutOfRangeException>("window", () => new ConcurrentReplayAsyncSubject<int>(1, negative, scheduler));
        Assert.Throws<ArgumentOutOfRangeException>("bufferSize", () => new ConcurrentReplayAsyncSubject<int>(-1, TimeSpan.Zero));
        Assert.Throws<ArgumentNullException>("scheduler", () => new SequentialReplayAsyncSubject<int>(TimeSpan.Zero, null!));
        Assert.Throws<ArgumentNullException>("source", () => AsyncObservable.Replay<int>(null!, TimeSpan.Zero));
        Assert.Throws<ArgumentOutOfRangeException>("window", () => source.Replay(negative, scheduler));
        Assert.Throws<ArgumentOutOfRangeException>("bufferSize", () => source.Replay(-1, TimeSpan.Zero, scheduler));
        Assert.Throws<ArgumentNullException>("scheduler", () => source.Replay(1, TimeSpan.Zero, null!));
        Assert.Throws<ArgumentOutOfRangeException>("window", () => source.Replay(xs => xs, negative, scheduler));
        Assert.Throws<ArgumentNullException>("scheduler", () => source.Replay(xs => xs, 1, TimeSpan.Zero, null!));
        Assert.Throws<ArgumentOutOfRangeException>("window", () => source.Replay(xs => xs, negative));
        Assert.Throws<ArgumentOutOfRangeException>("bufferSize", () => source.Replay(xs => xs, -1, TimeSpan.Zero));
    }
}
