using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;
using Rheo.Testing;

namespace Rheo.Async.Tests.Linq;

public sealed class ThrottleSelectorTests
{
    [Fact]
    public async Task EachValueWaitsForItsOwnSequenceAndCompletionFlushes()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        long[] durations = [0, 50, 100, 10, 200];
        await using var handle = await subject.Throttle(v => AsyncObservable.Timer(TimeSpan.FromTicks(durations[v]), scheduler)).SubscribeAsync(observer);
        scheduler.At(100, () => subject.OnNextAsync(1));
        scheduler.At(120, () => subject.OnNextAsync(2));
        scheduler.At(300, () => subject.OnNextAsync(3));
        scheduler.At(320, () => subject.OnNextAsync(4));
        scheduler.At(400, () => subject.OnCompletedAsync());
        scheduler.RunInline();
        Assert.Equal(["220:2", "310:3", "400:4", "400:C"], observer.Messages);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task CompletionOfTheSelectedSequenceReleasesAndStaleSequencesAreIgnored()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var inners = Enumerable.Range(0, 4).Select(_ => new SequentialSimpleAsyncSubject<string>()).ToArray();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var handle = await subject.Debounce(v => inners[v]).SubscribeAsync(observer);
        scheduler.At(10, () => subject.OnNextAsync(1));
        scheduler.At(20, () => inners[1].OnCompletedAsync());
        scheduler.At(30, () => subject.OnNextAsync(2));
        scheduler.At(40, () => subject.OnNextAsync(3));
        scheduler.At(50, () => inners[2].OnNextAsync("late"));
        scheduler.At(60, () => inners[3].OnNextAsync("now"));
        scheduler.At(70, () => inners[3].OnNextAsync("again"));
        scheduler.RunInline();
        Assert.Equal(["20:1", "60:3"], observer.Messages);
        Assert.All(inners, inner => Assert.False(inner.HasObservers));
        observer.AssertGrammar();
    }

    [Fact]
    public async Task ErrorsOfTheSelectedSequenceOrTheSelectorFail()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var inner = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var handle = await subject.Throttle(_ => inner).SubscribeAsync(observer);
        scheduler.At(10, () => subject.OnNextAsync(1));
        scheduler.At(20, () => inner.OnErrorAsync(new InvalidOperationException()));
        scheduler.At(30, () => subject.OnNextAsync(2));
        scheduler.RunInline();
        Assert.Equal(["20:E:InvalidOperationException"], observer.Messages);
        Assert.False(subject.HasObservers);
        Assert.False(inner.HasObservers);

        var throwing = new SequentialSimpleAsyncSubject<int>();
        var failed = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h2 = await throwing.Throttle<int, int>(v => v == 2 ? throw new ArgumentException() : AsyncObservable.Never<int>()).SubscribeAsync(failed);
        scheduler.At(110, () => throwing.OnNextAsync(1));
        scheduler.At(120, () => throwing.OnNextAsync(2));
        scheduler.At(130, () => throwing.OnNextAsync(3));
        scheduler.RunInline();
        Assert.Equal(["120:E:ArgumentException"], failed.Messages);
        Assert.False(throwing.HasObservers);
        failed.AssertGrammar();
    }

    [Fact]
    public async Task EmptySourceErrorAndDisposeMidStream()
    {
        var scheduler = new TestScheduler();
        var empty = new SequentialSimpleAsyncSubject<int>();
        var emptyObserver = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h1 = await empty.Throttle(_ => AsyncObservable.Never<int>()).SubscribeAsync(emptyObserver);
        var failing = new SequentialSimpleAsyncSubject<int>();
        var failingObserver = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h2 = await failing.Throttle(_ => AsyncObservable.Timer(TimeSpan.FromTicks(100), scheduler)).SubscribeAsync(failingObserver);
        var disposed = new SequentialSimpleAsyncSubject<int>();
        var inner = new SequentialSimpleAsyncSubject<int>();
        var disposedObserver = new VirtualTimeAsyncRecorder<int>(scheduler);
        var h3 = await disposed.Throttle(_ => inner).SubscribeAsync(disposedObserver);
        scheduler.At(10, () => empty.OnCompletedAsync());
        scheduler.At(10, () => failing.OnNextAsync(1));
        scheduler.At(50, () => failing.OnErrorAsync(new InvalidOperationException()));
        scheduler.At(10, () => disposed.OnNextAsync(1));
        scheduler.At(20, () => h3.DisposeAsync());
        scheduler.At(30, () => inner.OnNextAsync(0));
        scheduler.RunInline();
        Assert.Equal(["10:C"], emptyObserver.Messages);
        Assert.Equal(["50:E:InvalidOperationException"], failingObserver.Messages);
        Assert.Empty(disposedObserver.Messages);
        Assert.False(disposed.HasObservers);
        Assert.False(inner.HasObservers);
    }

    [Fact]
    public async Task SlowObserverHoldsTheSourceBack()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler, busyTicks: 100);
        await using var handle = await subject.Throttle(_ => AsyncObservable.Timer(TimeSpan.FromTicks(10), scheduler)).SubscribeAsync(observer);
        var accepted = new List<long>();
        scheduler.At(10, () => subject.OnNextAsync(1), accepted);
        scheduler.At(50, () => subject.OnNextAsync(2), accepted);
        scheduler.RunInline();
        Assert.Equal([10L, 120L], accepted);
        Assert.Equal(["20:1", "130:2"], observer.Messages);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task DebounceIsThrottle()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var handle = await subject.Debounce(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(observer);
        scheduler.At(100, () => subject.OnNextAsync(1));
        scheduler.At(150, () => subject.OnNextAsync(2));
        scheduler.At(300, () => subject.OnCompletedAsync());
        scheduler.RunInline();
        Assert.Equal(["250:2", "300:C"], observer.Messages);
        var onDefault = await AsyncObservable.Range(1, 5).Debounce(TimeSpan.FromMinutes(1)).RecordAsync();
        Assert.Equal([5], onDefault.Values);
    }

    [Fact]
    public void Arguments()
    {
        var source = AsyncObservable.Return(1);
        Assert.Throws<ArgumentNullException>("source", () => AsyncObservable.Throttle<int, int>(null!, _ => source));
        Assert.Throws<ArgumentNullException>("throttleDurationSelector", () => source.Throttle<int, int>(null!));
        Assert.Throws<ArgumentNullException>("throttleDurationSelector", () => source.Debounce<int, int>(null!));
        Assert.Throws<ArgumentNullException>("source", () => AsyncObservable.Debounce<int>(null!, TimeSpan.Zero));
        Assert.Throws<ArgumentOutOfRangeException>("dueTime", () => source.Debounce(TimeSpan.FromTicks(-1)));
        Assert.Throws<ArgumentNullException>("scheduler", () => source.Debounce(TimeSpan.Zero, null!));
    }
}
