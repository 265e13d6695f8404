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

    private static async Task<VirtualTimeAsyncRecorder<IList<int>>> RunShifted(long span, long shift, Action<TestScheduler, SequentialSimpleAsyncSubject<int>> script, long busyTicks = 0)
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<IList<int>>(scheduler, busyTicks);
        await using var handle = await subject.Buffer(TimeSpan.FromTicks(span), TimeSpan.FromTicks(shift), scheduler).SubscribeAsync(observer);
        script(scheduler, subject);
        scheduler.RunInline();
        observer.AssertGrammar();
        return observer;
    }

    [Fact]
    public async Task ByTimeShiftOverlapping()
    {
        var observer = await RunShifted(100, 50, (scheduler, subject) =>
        {
            scheduler.At(10, () => subject.OnNextAsync(1));
            scheduler.At(60, () => subject.OnNextAsync(2));
            scheduler.At(120, () => subject.OnNextAsync(3));
            scheduler.At(170, () => subject.OnNextAsync(4));
            scheduler.At(180, () => subject.OnCompletedAsync());
        });

        // Lists [0,100), [50,150), [100,200), [150,250): the two open ones go out at completion.
        Assert.Equal(["100:[1,2]", "150:[2,3]", "180:[3,4]", "180:[4]", "180:C"], observer.Messages);
    }

    [Fact]
    public async Task ByTimeShiftWithGaps()
    {
        var observer = await RunShifted(50, 100, (scheduler, subject) =>
        {
            scheduler.At(10, () => subject.OnNextAsync(1));
            scheduler.At(70, () => subject.OnNextAsync(2));
            scheduler.At(120, () => subject.OnNextAsync(3));
            scheduler.At(160, () => subject.OnNextAsync(4));
            scheduler.At(230, () => subject.OnCompletedAsync());
        });

        // Lists [0,50), [100,150), [200,250): 2 and 4 fall between lists.
        Assert.Equal(["50:[1]", "150:[3]", "230:[]", "230:C"], observer.Messages);
    }

    [Fact]
    public async Task ByTimeShiftEqualToTheSpanSplitsTheTimeline()
    {
        var observer = await RunShifted(100, 100, (scheduler, subject) =>
        {
            scheduler.At(10, () => subject.OnNextAsync(1));
            scheduler.At(150, () => subject.OnNextAsync(2));
            scheduler.At(250, () => subject.OnCompletedAsync());
        });
        Assert.Equal(["100:[1]", "200:[2]", "250:[]", "250:C"], observer.Messages);
    }

    [Fact]
    public async Task ByTimeShiftEmptyErrorAndDispose()
    {
        var empty = await RunShifted(100, 50, (scheduler, subject) => scheduler.At(30, () => subject.OnCompletedAsync()));
        Assert.Equal(["30:[]", "30:C"], empty.Messages);

        var failed = await RunShifted(100, 50, (scheduler, subject) =>
        {
            scheduler.At(10, () => subject.OnNextAsync(1));
            scheduler.At(60, () => subject.OnNextAsync(2));
            scheduler.At(120, () => subject.OnErrorAsync(new InvalidOperationException()));
        });
        Assert.Equal(["100:[1,2]", "120:E:InvalidOperationException"], failed.Messages);

        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<IList<int>>(scheduler);
        var handle = await subject.Buffer(TimeSpan.FromTicks(100), TimeSpan.FromTicks(50), scheduler).SubscribeAsync(observer);
        scheduler.At(10, () => subject.OnNextAsync(1));
        scheduler.At(60, () => subject.OnNextAsync(2));
        scheduler.At(130, () => handle.DisposeAsync());
        scheduler.At(140, () => subject.OnNextAsync(3));
        scheduler.At(160, () => subject.OnCompletedAsync());
        scheduler.AdvanceToInline(1000);
        Assert.Equal(["100:[1,2]"], observer.Messages);
        Assert.False(subject.HasObservers);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task ByTimeShiftSlowObserverQueuesClosedListsAndHoldsTheSourceBack()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<IList<int>>(scheduler, busyTicks: 30);
        await using var handle = await subject.Buffer(TimeSpan.FromTicks(100), TimeSpan.FromTicks(50), scheduler).SubscribeAsync(observer);
        var accepted = new List<long>();
        scheduler.At(10, () => subject.OnNextAsync(1), accepted);
        scheduler.At(60, () => subject.OnNextAsync(2), accepted);
        scheduler.At(110, () => subject.OnNextAsync(3), accepted);
        scheduler.At(190, () => subject.OnCompletedAsync(), accepted);
        scheduler.RunInline();

        // [1,2] keeps the observer busy from 100 to 130, so 3 is accepted at 130 (into [50,150) and [100,200)); the
        // completion sends [3] and the empty list opened at 150 one after the other, then completes.
        Assert.Equal([10L, 60L, 130L, 250L], accepted);
        Assert.Equal(["100:[1,2]", "150:[2,3]", "190:[3]", "220:[]", "250:C"], observer.Messages);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task ByTimeShiftBoundariesPassingDuringADeliveryTakeEffectAfterIt()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<IList<int>>(scheduler, busyTicks: 50);
        await using var handle = await subject.Buffer(TimeSpan.FromTicks(20), TimeSpan.FromTicks(10), scheduler).SubscribeAsync(observer);
        var accepted = new List<long>();
        scheduler.At(5, () => subject.OnNextAsync(1), accepted);
        scheduler.At(75, () => subject.OnNextAsync(2), accepted);
        scheduler.AdvanceToInline(200);

        // [1] keeps the observer busy from 20 to 70; the timer, re-armed then (TestScheduler runs a due-now item one
        // tick later), closes the lists opened at 10 and 20 (windows that opened and ended during the wait are skipped)
        // and they go out one after the other until 171; 2 waits until then, enters the lists opened at 60 and 70, and
        // the next timer closes them.
        Assert.Equal(["20:[1]", "71:[]", "121:[]", "172:[2]"], observer.Messages);
        Assert.Equal([5L, 171L], accepted);
        observer.AssertGrammar();
    }

    [Theory]
    [InlineData(3, 2)]
    [InlineData(7, 10)]
    public async Task ByTimeShiftALateTickOpensOnlyTheWindowsStillOpen(long span, long shift)
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<IList<int>>(scheduler, busyTicks: 41);
        await using var handle = await subject.Buffer(TimeSpan.FromTicks(span), TimeSpan.FromTicks(shift), scheduler).SubscribeAsync(observer);
        var accepted = new List<long>();
        scheduler.At(1, () => subject.OnNextAsync(1), accepted);
        scheduler.At(50, () => subject.OnNextAsync(2), accepted);
        scheduler.AdvanceToInline(120);

        // The observer is busy for 41 ticks per list: many openings pass during each delivery, and the tick after it
        // opens only the windows that are still open then (opened within the last span).
        // With span 3 and shift 2 the tick at 45 closes the list opened at 2 and opens only the one at 44, which 2
        // (waiting from 50 to 86) enters; with span 7 and shift 10 no window is open between 49 and 50, and 2, sent at
        // 50 before that tick's opening, falls in the gap.
        string[] expected = span == 3 ? ["3:[1]", "45:[]", "87:[2]"] : ["7:[1]", "57:[]", "107:[]"];
        Assert.Equal(expected, observer.Messages);
        Assert.Equal(span == 3 ? [1L, 86L] : [1L, 50L], accepted);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task ByTimeShiftOnTheDefaultScheduler()
    {
        var observer = await AsyncObservable.Range(1, 1000).Buffer(TimeSpan.FromMinutes(1), TimeSpan.FromMinutes(2)).RecordAsync();
        Assert.Equal(Enumerable.Range(1, 1000), observer.Values.SelectMany(x => x));
        Assert.True(observer.Completed);
    }

    [Fact]
    public void ByTimeShiftArguments()
    {
        var source = AsyncObservable.Return(1);
        var one = TimeSpan.FromTicks(1);
        Assert.Throws<ArgumentNullException>("source", () => AsyncObservable.Buffer<int>(null!, one, one));
        Assert.Throws<ArgumentOutOfRangeException>("timeSpan", () => source.Buffer(TimeSpan.Zero, one));
        Assert.Throws<ArgumentOutOfRangeException>("timeShift", () => source.Buffer(one, TimeSpan.Zero));
        Assert.Throws<ArgumentOutOfRangeException>("timeShift", () => source.Buffer(one, TimeSpan.FromTicks(-1), new TestScheduler()));
        Assert.Throws<ArgumentNullException>("scheduler", () => source.Buffer(one, one, null!));
    }
}
