using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests;

/// <summary>Range checks that follow Rx.NET: where it throws, and where it accepts an edge value.</summary>
public sealed class ArgumentRangeParityTests : ReactiveTest
{
    [Fact]
    public void CompositeDisposable_CopyTo_at_or_beyond_the_end_throws_even_when_empty()
    {
        var empty = new CompositeDisposable();
        Assert.Throws<ArgumentOutOfRangeException>("arrayIndex", () => empty.CopyTo(new IDisposable[2], 2));
        Assert.Throws<ArgumentOutOfRangeException>("arrayIndex", () => empty.CopyTo(new IDisposable[2], 3));
        Assert.Throws<ArgumentOutOfRangeException>("arrayIndex", () => empty.CopyTo([], 0));

        var d = new BooleanDisposable();
        var one = new CompositeDisposable(d);
        Assert.Throws<ArgumentOutOfRangeException>("arrayIndex", () => one.CopyTo(new IDisposable[2], 2));
        var copy = new IDisposable[2];
        one.CopyTo(copy, 1);
        Assert.Same(d, copy[1]);
        Assert.Null(copy[0]);
    }

    [Fact]
    public void TestScheduler_negative_times_run_one_tick_later_and_negative_advances_throw()
    {
        var scheduler = new TestScheduler();
        scheduler.AdvanceTo(100);
        var times = new List<long>();
        scheduler.ScheduleAbsolute(0, -5L, (_, _) => { times.Add(scheduler.Clock); return Disposable.Empty; });
        scheduler.ScheduleRelative(0, -50L, (_, _) => { times.Add(scheduler.Clock); return Disposable.Empty; });
        Assert.Throws<ArgumentOutOfRangeException>("time", () => scheduler.AdvanceBy(-1));
        Assert.Throws<ArgumentOutOfRangeException>("time", () => scheduler.AdvanceTo(99));
        Assert.Throws<ArgumentOutOfRangeException>("time", () => scheduler.Sleep(-1));
        Assert.Equal(100, scheduler.Clock);
        scheduler.Start();
        Assert.Equal([101L, 101L], times);
    }

    [Fact]
    public void TestScheduler_hot_and_cold_messages_at_negative_times_arrive_one_tick_after_scheduling()
    {
        var scheduler = new TestScheduler();
        var hot = scheduler.CreateHotObservable(OnNext(-10, 1), OnNext(210, 2));
        var hotResults = scheduler.Start(() => hot);
        Assert.Equal([OnNext(210, 2)], hotResults.Messages);

        var coldScheduler = new TestScheduler();
        var coldSource = coldScheduler.CreateColdObservable(OnNext(-10, 3), OnCompleted<int>(5));
        var coldResults = coldScheduler.Start(() => coldSource);
        Assert.Equal([OnNext(201, 3), OnCompleted<int>(205)], coldResults.Messages);
    }

    [Fact]
    public void Sample_with_a_zero_interval_samples_on_every_tick()
    {
        var scheduler = new TestScheduler();
        var source = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(215, 2), OnNext(220, 3), OnNext(220, 4), OnCompleted<int>(300));
        var results = scheduler.Start(() => source.Sample(TimeSpan.Zero, scheduler));
        Assert.Equal([OnNext(210, 1), OnNext(215, 2), OnNext(220, 4), OnCompleted<int>(300)], results.Messages);
        Assert.Equal([Subscribe(200, 300)], source.Subscriptions);
    }
}
