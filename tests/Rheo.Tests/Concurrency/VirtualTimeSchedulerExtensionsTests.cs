using Rheo.Concurrency;
using Rheo.Subjects;
using Rheo.Testing;

namespace Rheo.Tests.Concurrency;

public class VirtualTimeSchedulerExtensionsTests
{
    [Fact]
    public void ScheduleAbsolute_RunsTheActionAtItsVirtualTime()
    {
        var scheduler = new TestScheduler();
        var ran = new List<long>();
        scheduler.ScheduleAbsolute(300, () => ran.Add(scheduler.Clock));
        scheduler.ScheduleAbsolute(100, () => ran.Add(scheduler.Clock));
        scheduler.AdvanceTo(200);
        Assert.Equal([100L], ran);
        scheduler.Start();
        Assert.Equal([100L, 300L], ran);
    }

    [Fact]
    public void ScheduleAbsolute_DrivesASubjectInATest()
    {
        var scheduler = new TestScheduler();
        var subject = new Subject<int>();
        var observer = scheduler.CreateObserver<int>();
        subject.Subscribe(observer);
        scheduler.ScheduleAbsolute(210, () => subject.OnNext(1));
        scheduler.ScheduleAbsolute(220, () => subject.OnNext(2));
        scheduler.ScheduleAbsolute(230, () => subject.OnCompleted());
        scheduler.Start();
        ReactiveAssert.AreElementsEqual(
            [ReactiveTest.OnNext(210, 1), ReactiveTest.OnNext(220, 2), ReactiveTest.OnCompleted<int>(230)],
            observer.Messages);
    }

    [Fact]
    public void ScheduleAbsolute_EqualTimesRunInScheduleOrder()
    {
        var scheduler = new TestScheduler();
        var order = new List<int>();
        for (var i = 0; i < 5; i++)
        {
            var n = i;
            scheduler.ScheduleAbsolute(50, () => order.Add(n));
        }

        scheduler.Start();
        Assert.Equal([0, 1, 2, 3, 4], order);
    }

    [Fact]
    public void ScheduleRelative_IsRelativeToTheClockWhenScheduled()
    {
        var scheduler = new TestScheduler();
        var ran = new List<long>();
        scheduler.AdvanceTo(100);
        scheduler.ScheduleRelative(50, () =>
        {
            ran.Add(scheduler.Clock);
            scheduler.ScheduleRelative(25, () => ran.Add(scheduler.Clock));
        });
        scheduler.Start();
        Assert.Equal([150L, 175L], ran);
    }

    [Fact]
    public void Disposing_BeforeTheDueTimeCancelsTheAction()
    {
        var scheduler = new TestScheduler();
        var ran = 0;
        var absolute = scheduler.ScheduleAbsolute(100, () => ran++);
        var relative = scheduler.ScheduleRelative(100, () => ran++);
        absolute.Dispose();
        relative.Dispose();
        scheduler.Start();
        Assert.Equal(0, ran);
    }

    [Fact]
    public void AThrowingActionPropagatesFromTheRun()
    {
        var scheduler = new TestScheduler();
        var error = new InvalidOperationException("boom");
        scheduler.ScheduleAbsolute(10, () => throw error);
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => scheduler.Start()));
    }

    [Fact]
    public void WorksOnHistoricalScheduler()
    {
        var start = new DateTimeOffset(2020, 1, 1, 0, 0, 0, TimeSpan.Zero);
        var scheduler = new HistoricalScheduler(start);
        var ran = new List<DateTimeOffset>();
        scheduler.ScheduleAbsolute(start.AddDays(2), () => ran.Add(scheduler.Now));
        scheduler.ScheduleRelative(TimeSpan.FromDays(1), () => ran.Add(scheduler.Now));
        scheduler.Start();
        Assert.Equal([start.AddDays(1), start.AddDays(2)], ran);
    }

    [Fact]
    public void NullArguments_Throw()
    {
        var scheduler = new TestScheduler();
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => VirtualTimeSchedulerExtensions.ScheduleAbsolute<long, long>(null!, 1, () => { })).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => VirtualTimeSchedulerExtensions.ScheduleRelative<long, long>(null!, 1, () => { })).ParamName);
        Assert.Equal("action", Assert.Throws<ArgumentNullException>(() => scheduler.ScheduleAbsolute(1, (Action)null!)).ParamName);
        Assert.Equal("action", Assert.Throws<ArgumentNullException>(() => scheduler.ScheduleRelative(1, (Action)null!)).ParamName);
    }
}
