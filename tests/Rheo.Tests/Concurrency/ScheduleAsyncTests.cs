using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Testing;

namespace Rheo.Tests.Concurrency;

public class ScheduleAsyncTests
{
    [Fact]
    public void Yield_InterleavesTwoLoops_OnVirtualTime()
    {
        var scheduler = new TestScheduler();
        var log = new List<string>();
        foreach (var name in new[] { "a", "b" })
        {
            scheduler.ScheduleAsync(async (ctrl, ct) =>
            {
                for (var i = 0; i < 3; i++)
                {
                    log.Add($"{name}{i}@{scheduler.Clock}");
                    await ctrl.Yield();
                }
            });
        }

        scheduler.Start();
        Assert.Equal(["a0@1", "b0@1", "a1@2", "b1@2", "a2@3", "b2@3"], log);
    }

    [Fact]
    public void Yield_InterleavesTwoLoops_OnAnEventLoop()
    {
        using var loop = new EventLoopScheduler();
        var log = new List<string>();
        var done = new CountdownEvent(2);
        var gate = new ManualResetEventSlim();
        loop.Schedule(() => gate.Wait(SchedulerTestSupport.Timeout));
        foreach (var name in new[] { "a", "b" })
        {
            loop.ScheduleAsync(async (ctrl, ct) =>
            {
                for (var i = 0; i < 3; i++)
                {
                    log.Add(name + i);
                    await ctrl.Yield();
                }

                done.Signal();
            });
        }

        gate.Set();
        done.WaitWithin();
        Assert.Equal(["a0", "b0", "a1", "b1", "a2", "b2"], log);
    }

    [Fact]
    public void DisposeDuringSleep_RunsFinally_AndStopsTheLoop()
    {
        var scheduler = new TestScheduler();
        var ticks = new List<long>();
        var finallyRan = false;
        var canceled = false;
        var d = scheduler.ScheduleAsync(async (ctrl, ct) =>
        {
            try
            {
                while (true)
                {
                    ticks.Add(scheduler.Clock);
                    await ctrl.Sleep(TimeSpan.FromTicks(100), ct);
                }
            }
            catch (OperationCanceledException)
            {
                canceled = true;
                throw;
            }
            finally
            {
                finallyRan = true;
            }
        });
        scheduler.AdvanceTo(350);
        Assert.Equal([1L, 101L, 201L, 301L], ticks);
        Assert.False(finallyRan);
        d.Dispose();
        Assert.True(canceled);
        Assert.True(finallyRan);
        scheduler.AdvanceTo(1000);
        Assert.Equal(4, ticks.Count);
    }

    [Fact]
    public void DisposeDuringSleep_OnARealScheduler_RunsFinally()
    {
        var sleeping = new ManualResetEventSlim();
        var finallyRan = new ManualResetEventSlim();
        var d = Scheduler.Default.ScheduleAsync(async (ctrl, ct) =>
        {
            try
            {
                sleeping.Set();
                await ctrl.Sleep(TimeSpan.FromHours(1));
            }
            finally
            {
                finallyRan.Set();
            }
        });
        sleeping.WaitWithin();
        d.Dispose();
        finallyRan.WaitWithin();
    }

    [Fact]
    public void YieldAfterDispose_EndsTheMethod()
    {
        var scheduler = new TestScheduler();
        var steps = 0;
        IDisposable? d = null;
        d = scheduler.ScheduleAsync(async (ctrl, ct) =>
        {
            while (true)
            {
                if (++steps == 5)
                {
                    d!.Dispose();
                }

                await ctrl.Yield();
            }
        });
        scheduler.Start();
        Assert.Equal(5, steps);
    }

    [Fact]
    public void StatefulAndDelayedForms_StartWhenDue()
    {
        var scheduler = new TestScheduler();
        var log = new List<string>();
        scheduler.ScheduleAsync("rel", TimeSpan.FromTicks(50), (ctrl, s, ct) =>
        {
            log.Add($"{s}@{scheduler.Clock}");
            return Task.CompletedTask;
        });
        scheduler.ScheduleAsync("abs", new DateTimeOffset(70, TimeSpan.Zero), async (ctrl, s, ct) =>
        {
            log.Add($"{s}@{scheduler.Clock}");
            await ctrl.Sleep(new DateTimeOffset(90, TimeSpan.Zero));
            log.Add($"{s} again@{scheduler.Clock}");
        });
        scheduler.ScheduleAsync(TimeSpan.FromTicks(80), (ctrl, ct) =>
        {
            log.Add($"plain@{scheduler.Clock}");
            return Task.CompletedTask;
        });
        scheduler.ScheduleAsync(new DateTimeOffset(85, TimeSpan.Zero), (ctrl, ct) =>
        {
            log.Add($"plain abs@{scheduler.Clock}");
            return Task.CompletedTask;
        });
        scheduler.Start();
        Assert.Equal(["rel@50", "abs@70", "plain@80", "plain abs@85", "abs again@90"], log);
    }

    [Fact]
    public void ResultDisposable_IsDisposedWithTheWork()
    {
        var scheduler = new TestScheduler();
        var resource = new BooleanDisposable();
        var d = scheduler.ScheduleAsync((ctrl, ct) => Task.FromResult<IDisposable>(resource));
        var other = new BooleanDisposable();
        scheduler.ScheduleAsync(0, TimeSpan.FromTicks(5), (ctrl, s, ct) => Task.FromResult<IDisposable>(other));
        scheduler.ScheduleAsync(0, new DateTimeOffset(6, TimeSpan.Zero), (ctrl, s, ct) => Task.FromResult<IDisposable>(other));
        scheduler.ScheduleAsync(TimeSpan.FromTicks(7), (ctrl, ct) => Task.FromResult<IDisposable>(other));
        scheduler.ScheduleAsync(new DateTimeOffset(8, TimeSpan.Zero), (ctrl, ct) => Task.FromResult<IDisposable>(other));
        scheduler.Start();
        Assert.False(resource.IsDisposed);
        d.Dispose();
        Assert.True(resource.IsDisposed);
    }

    [Fact]
    public void FailingMethod_FailsOnTheScheduler()
    {
        var scheduler = new TestScheduler();
        scheduler.ScheduleAsync(async (ctrl, ct) =>
        {
            await ctrl.Yield();
            throw new FormatException();
        });
        Assert.Throws<FormatException>(scheduler.Start);

        var handled = new List<Exception>();
        var safe = scheduler.Catch<FormatException>(e => { handled.Add(e); return true; });
        safe.ScheduleAsync((ctrl, ct) => throw new FormatException());
        scheduler.Start();
        Assert.Single(handled);
    }

    [Fact]
    public void YieldWithACanceledToken_ThrowsAtOnce()
    {
        var scheduler = new TestScheduler();
        Exception? error = null;
        using var cts = new CancellationTokenSource();
        cts.Cancel();
        scheduler.ScheduleAsync(async (ctrl, ct) =>
        {
            try
            {
                await ctrl.Yield(cts.Token);
            }
            catch (OperationCanceledException e)
            {
                error = e;
            }
        });
        scheduler.Start();
        Assert.IsType<OperationCanceledException>(error, exactMatch: false);
    }

    [Fact]
    public void Arguments_AreChecked()
    {
        Assert.Throws<ArgumentNullException>("scheduler", () => ((IScheduler)null!).Yield());
        Assert.Throws<ArgumentNullException>("scheduler", () => ((IScheduler)null!).Sleep(TimeSpan.Zero));
        Assert.Throws<ArgumentNullException>("action", () => Scheduler.Default.ScheduleAsync((Func<IScheduler, CancellationToken, Task>)null!));
    }
}
