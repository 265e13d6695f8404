using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;
using Rheo.Testing;

namespace Rheo.Async.Tests.Linq;

public sealed class BufferTests
{
    private static string Show(IList<int> list) => "[" + string.Join(",", list) + "]";

    [Fact]
    public async Task ByCount()
    {
        var observer = await AsyncObservable.Range(1, 7).Buffer(3).RecordAsync();
        Assert.Equal(["[1,2,3]", "[4,5,6]", "[7]"], observer.Values.Select(Show));
        Assert.True(observer.Completed);
        var exact = await AsyncObservable.Range(1, 6).Buffer(3).RecordAsync();
        Assert.Equal(["[1,2,3]", "[4,5,6]"], exact.Values.Select(Show));
        var empty = await AsyncObservable.Empty<int>().Buffer(3).RecordAsync();
        Assert.Empty(empty.Values);
        Assert.True(empty.Completed);
    }

    [Fact]
    public async Task ByCountAndSkip()
    {
        var overlapping = await AsyncObservable.Range(1, 5).Buffer(3, 1).RecordAsync();
        Assert.Equal(["[1,2,3]", "[2,3,4]", "[3,4,5]", "[4,5]", "[5]"], overlapping.Values.Select(Show));
        var gaps = await AsyncObservable.Range(1, 8).Buffer(2, 3).RecordAsync();
        Assert.Equal(["[1,2]", "[4,5]", "[7,8]"], gaps.Values.Select(Show));
        var empty = await AsyncObservable.Empty<int>().Buffer(2, 1).RecordAsync();
        Assert.Empty(empty.Values);
        Assert.True(empty.Completed);
    }

    [Fact]
    public async Task CountErrorsDropThePartialList()
    {
        var error = new InvalidOperationException();
        var observer = await AsyncTestSequences.ValuesThenError(4, error).Buffer(3).RecordAsync();
        Assert.Equal(["[1,2,3]"], observer.Values.Select(Show));
        Assert.Same(error, observer.Error);
        var skipping = await AsyncTestSequences.ValuesThenError(4, error).Buffer(3, 2).RecordAsync();
        Assert.Equal(["[1,2,3]"], skipping.Values.Select(Show));
        Assert.Same(error, skipping.Error);
    }

    [Fact]
    public async Task SlowObserverHoldsTheCountedSourceBack()
    {
        var inFlight = 0;
        var observer = await AsyncObservable.Range(1, 40).Buffer(4).RecordAsync(async list =>
        {
            Assert.Equal(1, Interlocked.Increment(ref inFlight));
            await Task.Yield();
            Interlocked.Decrement(ref inFlight);
        });
        Assert.Equal(10, observer.Count);
        Assert.Equal(Enumerable.Range(1, 40), observer.Values.SelectMany(x => x));
    }

    [Fact]
    public async Task DisposeMidStreamStopsCounting()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new AsyncRecordingObserver<IList<int>>();
        var handle = await subject.Buffer(2).SubscribeAsync(observer);
        await subject.OnNextAsync(1);
        await subject.OnNextAsync(2);
        await subject.OnNextAsync(3);
        await handle.DisposeAsync();
        Assert.False(subject.HasObservers);
        await subject.OnNextAsync(4);
        await subject.OnCompletedAsync();
        Assert.Single(observer.Values);
        Assert.Equal(0, observer.TerminalCount);
    }

    [Fact]
    public async Task ByTimeSendsEveryTickEvenEmpty()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<IList<int>>(scheduler);
        await using var handle = await subject.Buffer(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(observer);
        scheduler.At(10, () => subject.OnNextAsync(1));
        scheduler.At(20, () => subject.OnNextAsync(2));
        scheduler.At(250, () => subject.OnNextAsync(3));
        scheduler.At(280, () => subject.OnCompletedAsync());
        scheduler.RunInline();
        Assert.Equal(["100:[1,2]", "200:[]", "280:[3]", "280:C"], observer.Messages);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task ByTimeOrCount()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<IList<int>>(scheduler);
        await using var handle = await subject.Buffer(TimeSpan.FromTicks(100), 2, scheduler).SubscribeAsync(observer);
        scheduler.At(10, () => subject.OnNextAsync(1));
        scheduler.At(20, () => subject.OnNextAsync(2));
        scheduler.At(50, () => subject.OnNextAsync(3));
        scheduler.At(300, () => subject.OnNextAsync(4));
        scheduler.At(310, () => subject.OnCompletedAsync());
        scheduler.RunInline();

        // The count closes the first list at 20; the next window runs from 20 to 120, then 120 to 220, 220 to 320.
        Assert.Equal(["20:[1,2]", "120:[3]", "220:[]", "310:[4]", "310:C"], observer.Messages);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task ByTimeErrorsAndDispose()
    {
        var scheduler = new TestScheduler();
        var failing = new SequentialSimpleAsyncSubject<int>();
        var failed = new VirtualTimeAsyncRecorder<IList<int>>(scheduler);
        await using var h1 = await failing.Buffer(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(failed);
        var disposed = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<IList<int>>(scheduler);
        var h2 = await disposed.Buffer(TimeSpan.FromTicks(100), 5, scheduler).SubscribeAsync(observer);
        scheduler.At(10, () => failing.OnNextAsync(1));
        scheduler.At(50, () => failing.OnErrorAsync(new InvalidOperationException()));
        scheduler.At(10, () => disposed.OnNextAsync(1));
        scheduler.At(150, () => h2.DisposeAsync());
        scheduler.RunInline();
        Assert.Equal(["50:E:InvalidOperationException"], failed.Messages);
        Assert.Equal(["100:[1]"], observer.Messages);
        Assert.False(disposed.HasObservers);
        Assert.Equal(150, scheduler.Clock);
    }

    [Fact]
    public async Task ByTimeSlowObserverSkipsBusyTicks()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<IList<int>>(scheduler, busyTicks: 150);
        await using var handle = await subject.Buffer(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(observer);
        var accepted = new List<long>();
        scheduler.At(10, () => subject.OnNextAsync(1), accepted);
        scheduler.At(120, () => subject.OnNextAsync(2), accepted);
        scheduler.At(350, () => subject.OnCompletedAsync(), accepted);
        scheduler.RunInline();

        // The list of the first tick keeps the observer busy from 100 to 250: 2 waits until then, the tick at 200 is
        // skipped and 2 goes out at 300 (busy until 450); the completion sends the open list after that, and its call
        // returns once the observer has handled both.
        Assert.Equal([10L, 250L, 600L], accepted);
        Assert.Equal(["100:[1]", "300:[2]", "450:[]", "600:C"], observer.Messages);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task ByTimeOrCountWithASlowObserverOpensTheNextWindowAfterTheDelivery()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<IList<int>>(scheduler, busyTicks: 50);
        await using var handle = await subject.Buffer(TimeSpan.FromTicks(100), 2, scheduler).SubscribeAsync(observer);
        var accepted = new List<long>();
        scheduler.At(10, () => subject.OnNextAsync(1), accepted);
        scheduler.At(20, () => subject.OnNextAsync(2), accepted);
        scheduler.At(80, () => subject.OnNextAsync(3), accepted);
        scheduler.AdvanceToInline(200);

        // The count closes [1,2] at 20 and the source's call waits for the delivery (until 70); the next window runs
        // from 70 to 170.
        Assert.Equal([10L, 70L, 80L], accepted);
        Assert.Equal("20:[1,2]", observer.Messages[0]);
        Assert.Equal("170:[3]", observer.Messages[1]);
        observer.AssertGrammar();
    }

    [Fact]
    public void Arguments()
    {
        var source = AsyncObservable.Return(1);
        Assert.Throws<ArgumentNullException>("source", () => AsyncObservable.Buffer<int>(null!, 1));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => source.Buffer(0));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => source.Buffer(0, 1));
        Assert.Throws<ArgumentOutOfRangeException>("skip", () => source.Buffer(1, 0));
        Assert.Throws<ArgumentOutOfRangeException>("timeSpan", () => source.Buffer(TimeSpan.Zero));
        Assert.Throws<ArgumentOutOfRangeException>("timeSpan", () => source.Buffer(TimeSpan.Zero, 1));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => source.Buffer(TimeSpan.FromTicks(1), 0));
        Assert.Throws<ArgumentNullException>("scheduler", () => source.Buffer(TimeSpan.FromTicks(1), null!));
        Assert.Throws<ArgumentNullException>("scheduler", () => source.Buffer(TimeSpan.FromTicks(1), 1, null!));
    }

    [Fact]
    public async Task ByTimeOrCountOnTheDefaultScheduler()
    {
        var observer = await AsyncObservable.Range(1, 1000).Buffer(TimeSpan.FromMinutes(1), 100).RecordAsync();

        // Ten full lists, then the open (empty) list at completion.
        Assert.Equal(11, observer.Count);
        Assert.Empty(observer.Values[^1]);
        Assert.Equal(Enumerable.Range(1, 1000), observer.Values.SelectMany(x => x));
        var byTime = await AsyncObservable.Range(1, 1000).Buffer(TimeSpan.FromMinutes(1)).RecordAsync();
        Assert.Equal(Enumerable.Range(1, 1000), byTime.Values.SelectMany(x => x));
    }
}
