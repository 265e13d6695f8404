using Rheo.Async.Disposables;
using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;
using Rheo.Testing;

namespace Rheo.Async.Tests.Linq;

public sealed class TimeoutTests
{
    [Fact]
    public async Task FailsAfterASilenceAndDisposesTheSource()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var handle = await subject.Timeout(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(observer);
        scheduler.At(50, () => subject.OnNextAsync(1));
        scheduler.At(120, () => subject.OnNextAsync(2));
        scheduler.At(300, () => subject.OnNextAsync(3));
        scheduler.RunInline();
        Assert.Equal(["50:1", "120:2", "220:E:TimeoutException"], observer.Messages);
        Assert.False(subject.HasObservers);
        observer.AssertGrammar();
        Assert.Equal(300, scheduler.Clock);
    }

    [Fact]
    public async Task DisposedWhileTheSourceIsBeingDisposed_NeverSubscribesOther()
    {
        var scheduler = new TestScheduler();
        // Continuations run inline: SetResult below resumes the timeout's switch on this thread, before the assertions.
        var sourceDisposal = new TaskCompletionSource();
        var disposing = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var source = AsyncObservable.Create<int>(_ => new ValueTask<IAsyncDisposable>(AsyncDisposable.Create(() =>
        {
            disposing.TrySetResult();
            return new ValueTask(sourceDisposal.Task);
        })));
        var otherSubscriptions = 0;
        var other = AsyncObservable.Create<int>(_ =>
        {
            Interlocked.Increment(ref otherSubscriptions);
            return new ValueTask<IAsyncDisposable>(AsyncDisposable.Create(() => default));
        });
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        var handle = await source.Timeout(TimeSpan.FromTicks(100), other, scheduler).SubscribeAsync(observer);

        // The timeout starts disposing the source, whose disposal stays pending; the subscription is disposed meanwhile.
        scheduler.AdvanceTo(100);
        await disposing.Task.WaitAsync(Bounded.Timeout);
        var disposed = handle.DisposeAsync().AsTask();
        sourceDisposal.SetResult();
        await disposed.WaitAsync(Bounded.Timeout);
        scheduler.RunInline();

        Assert.Equal(0, Volatile.Read(ref otherSubscriptions));
        Assert.Empty(observer.Messages);
    }

    [Fact]
    public async Task SourceEndsFirst()
    {
        var scheduler = new TestScheduler();
        var completing = new SequentialSimpleAsyncSubject<int>();
        var completed = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h1 = await completing.Timeout(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(completed);
        var failing = new SequentialSimpleAsyncSubject<int>();
        var failed = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h2 = await failing.Timeout(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(failed);
        scheduler.At(50, () => completing.OnNextAsync(1));
        scheduler.At(140, () => completing.OnCompletedAsync());
        scheduler.At(90, () => failing.OnErrorAsync(new InvalidOperationException()));
        scheduler.RunInline();
        Assert.Equal(["50:1", "140:C"], completed.Messages);
        Assert.Equal(["90:E:InvalidOperationException"], failed.Messages);
        Assert.Equal(140, scheduler.Clock);
    }

    [Fact]
    public async Task SwitchesToTheOtherSequence()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var other = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var handle = await subject.Timeout(TimeSpan.FromTicks(100), other, scheduler).SubscribeAsync(observer);
        scheduler.At(50, () => subject.OnNextAsync(1));
        scheduler.At(140, () => other.OnNextAsync(-1));
        scheduler.At(200, () => subject.OnNextAsync(2));
        scheduler.At(210, () => other.OnNextAsync(10));
        scheduler.At(220, () => other.OnCompletedAsync());
        scheduler.RunInline();
        Assert.Equal(["50:1", "210:10", "220:C"], observer.Messages);
        Assert.False(subject.HasObservers);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task DisposingReleasesTheTimerAndTheOtherSequence()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        var handle = await subject.Timeout(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(observer);
        scheduler.At(50, () => subject.OnNextAsync(1));
        scheduler.At(60, () => handle.DisposeAsync());
        scheduler.RunInline();
        Assert.Equal(["50:1"], observer.Messages);
        Assert.False(subject.HasObservers);
        Assert.Equal(60, scheduler.Clock);

        var other = new SequentialSimpleAsyncSubject<int>();
        var switched = new VirtualTimeAsyncRecorder<int>(scheduler);
        var h2 = await new SequentialSimpleAsyncSubject<int>().Timeout(TimeSpan.FromTicks(10), other, scheduler).SubscribeAsync(switched);
        scheduler.RunInline();
        Assert.True(other.HasObservers);
        await h2.DisposeAsync();
        Assert.False(other.HasObservers);
    }

    [Fact]
    public async Task SlowObserverNeverCausesATimeout()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler, busyTicks: 500);
        await using var handle = await subject.Timeout(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(observer);
        var accepted = new List<long>();
        scheduler.At(50, () => subject.OnNextAsync(1), accepted);
        scheduler.At(620, () => subject.OnNextAsync(2), accepted);
        scheduler.RunInline();

        // 1 is handled from 50 to 550, so the silence counts from 550: 2 at 620 is in time, handled until 1120, and
        // the timeout comes at 1220.
        Assert.Equal([550L, 1120L], accepted);
        Assert.Equal(["50:1", "620:2", "1220:E:TimeoutException"], observer.Messages);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task FaultingObserverStopsTheTimer()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler, onNext: _ => ValueTask.FromException(new InvalidOperationException("observer")));
        await using var handle = await subject.Timeout(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(observer);
        Exception? seen = null;
        scheduler.At(50, async () =>
        {
            try
            {
                await subject.OnNextAsync(1);
            }
            catch (InvalidOperationException ex)
            {
                seen = ex;
            }
        });
        scheduler.RunInline();
        Assert.Equal("observer", seen?.Message);
        Assert.Equal(["50:1"], observer.Messages);
        Assert.False(subject.HasObservers);
        Assert.Equal(50, scheduler.Clock);
    }

    [Fact]
    public async Task AbsoluteDeadlineIsNotMovedByValues()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var handle = await subject.Timeout(new DateTimeOffset(200, TimeSpan.Zero), scheduler).SubscribeAsync(observer);
        scheduler.At(50, () => subject.OnNextAsync(1));
        scheduler.At(150, () => subject.OnNextAsync(2));
        scheduler.At(250, () => subject.OnNextAsync(3));
        scheduler.RunInline();
        Assert.Equal(["50:1", "150:2", "200:E:TimeoutException"], observer.Messages);
        Assert.False(subject.HasObservers);
    }

    [Fact]
    public async Task AbsoluteDeadlineDuringADeliveryTakesEffectAfterIt()
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var other = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<int>(scheduler, busyTicks: 100);
        await using var handle = await subject.Timeout(new DateTimeOffset(200, TimeSpan.Zero), other, scheduler).SubscribeAsync(observer);
        scheduler.At(150, () => subject.OnNextAsync(1));
        scheduler.At(300, () => other.OnNextAsync(10));
        scheduler.RunInline();
        Assert.Equal(["150:1", "300:10"], observer.Messages);
        Assert.False(subject.HasObservers);
        Assert.True(other.HasObservers);
        observer.AssertGrammar();

        var past = new VirtualTimeAsyncRecorder<int>(scheduler);
        await using var h2 = await new SequentialSimpleAsyncSubject<int>().Timeout(new DateTimeOffset(10, TimeSpan.Zero), scheduler).SubscribeAsync(past);
        scheduler.RunInline();
        Assert.Equal(["401:E:TimeoutException"], past.Messages);
    }

    [Fact]
    public void Arguments()
    {
        var source = AsyncObservable.Return(1);
        Assert.Throws<ArgumentNullException>("source", () => AsyncObservable.Timeout<int>(null!, TimeSpan.Zero));
        Assert.Throws<ArgumentOutOfRangeException>("dueTime", () => source.Timeout(TimeSpan.FromTicks(-1)));
        Assert.Throws<ArgumentNullException>("scheduler", () => source.Timeout(TimeSpan.Zero, (Rheo.Concurrency.IScheduler)null!));
        Assert.Throws<ArgumentNullException>("other", () => source.Timeout(TimeSpan.Zero, (IAsyncObservable<int>)null!));
        Assert.Throws<ArgumentNullException>("scheduler", () => source.Timeout(DateTimeOffset.UnixEpoch, (Rheo.Concurrency.IScheduler)null!));
        Assert.Throws<ArgumentNullException>("other", () => source.Timeout(DateTimeOffset.UnixEpoch, (IAsyncObservable<int>)null!));
        Assert.Throws<ArgumentNullException>("source", () => AsyncObservable.Timeout<int>(null!, DateTimeOffset.UnixEpoch));
    }

    [Fact]
    public async Task ValuesOnTheDefaultScheduler()
    {
        var observer = await AsyncObservable.Range(1, 100).Timeout(TimeSpan.FromMinutes(1)).RecordAsync();
        Assert.Equal(Enumerable.Range(1, 100), observer.Values);
        Assert.True(observer.Completed);
        var timedOut = await AsyncObservable.Never<int>().Timeout(TimeSpan.FromMilliseconds(1)).RecordAsync();
        Assert.IsType<TimeoutException>(timedOut.Error);
        var switched = await AsyncObservable.Never<int>().Timeout(TimeSpan.FromMilliseconds(1), AsyncObservable.Return(7)).RecordAsync();
        Assert.Equal([7], switched.Values);
    }
}
