using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Testing;
using Rheo.Tests.Support;

namespace Rheo.Tests.Concurrency;

public class ScheduledCreationTests : ReactiveTest
{
    [Fact]
    public void Return_SendsValueAndCompletionOneTickAfterSubscribing()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Return(42, scheduler));
        res.Messages.AssertEqual(OnNext(201, 42), OnCompleted<int>(201));
    }

    [Fact]
    public void Return_DisposedBeforeItsWorkRuns_SendsNothing()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Return(42, scheduler), 100, 200, 201);
        Assert.Empty(res.Messages);
    }

    [Fact]
    public void Empty_And_Throw_AreScheduled()
    {
        var scheduler = new TestScheduler();
        scheduler.Start(() => Observable.Empty<int>(scheduler)).Messages.AssertEqual(OnCompleted<int>(201));
        var ex = new InvalidOperationException();
        var other = new TestScheduler();
        other.Start(() => Observable.Throw<int>(ex, other)).Messages.AssertEqual(OnError<int>(201, ex));
        Assert.NotNull(Observable.Empty(scheduler, 'x'));
        Assert.NotNull(Observable.Throw(ex, scheduler, 'x'));
    }

    [Fact]
    public void Range_OneValuePerTick_ThenCompletion()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Range(5, 3, scheduler));
        res.Messages.AssertEqual(OnNext(201, 5), OnNext(202, 6), OnNext(203, 7), OnCompleted<int>(204));
        var empty = new TestScheduler();
        empty.Start(() => Observable.Range(5, 0, empty)).Messages.AssertEqual(OnCompleted<int>(201));
    }

    [Fact]
    public void Range_DisposeStopsBetweenValues()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Range(0, 100, scheduler), 203);
        res.Messages.AssertEqual(OnNext(201, 0), OnNext(202, 1));
        scheduler.Start();
        Assert.Equal(2, res.Messages.Count);
    }

    [Fact]
    public void Range_OnImmediate_IsTheSynchronousRange()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(1, 3, Scheduler.Immediate).Subscribe(o);
        Assert.Equal([1, 2, 3], o.Values);
        Assert.True(o.Completed);
        var r = new RecordingObserver<int>();
        Observable.Return(1, Scheduler.Immediate).Subscribe(r);
        Assert.Equal([1], r.Values);
    }

    [Fact]
    public void Range_OnCurrentThread_RunsInOrder()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 10000, Scheduler.CurrentThread).Subscribe(o);
        Assert.Equal(Enumerable.Range(0, 10000), o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Range_SharingAnEventLoop_Interleaves()
    {
        using var loop = new EventLoopScheduler();
        var log = new List<int>();
        var done = new CountdownEvent(2);
        var gate = new ManualResetEventSlim();
        loop.Schedule(() => gate.Wait(SchedulerTestSupport.Timeout));
        Observable.Range(0, 3, loop).Subscribe(log.Add, () => done.Signal());
        Observable.Range(10, 3, loop).Subscribe(log.Add, () => done.Signal());
        gate.Set();
        done.WaitWithin();
        Assert.Equal([0, 10, 1, 11, 2, 12], log);
    }

    [Theory]
    [InlineData("NewThread")]
    [InlineData("TaskPool")]
    [InlineData("Default")]
    public void Range_OnConcurrentSchedulers_DeliversAllInOrder(string name)
    {
        IScheduler scheduler = name switch
        {
            "NewThread" => NewThreadScheduler.Default,
            "TaskPool" => TaskPoolScheduler.Default,
            _ => Scheduler.Default,
        };
        var o = new RecordingObserver<int>();
        var done = new ManualResetEventSlim();
        Observable.Range(0, 10000, scheduler).Subscribe(new SignalingObserver<int>(o, done));
        done.WaitWithin();
        Assert.Equal(Enumerable.Range(0, 10000), o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Range_LongRunningLoop_StopsWhenDisposed()
    {
        var o = new RecordingObserver<int>();
        var done = new ManualResetEventSlim();
        Observable.Range(0, int.MaxValue, NewThreadScheduler.Default).Take(1000).Subscribe(new SignalingObserver<int>(o, done));
        done.WaitWithin();
        Assert.Equal(1000, o.Values.Count);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Arguments_AreChecked()
    {
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.Return(1, null!));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.Empty<int>((IScheduler)null!));
        Assert.Throws<ArgumentNullException>("exception", () => Observable.Throw<int>(null!, Scheduler.Default));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.Throw<int>(new Exception(), (IScheduler)null!));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.Range(0, 1, null!));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => Observable.Range(0, -1, Scheduler.Default));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => Observable.Range(int.MaxValue, 2, Scheduler.Default));
    }
}
