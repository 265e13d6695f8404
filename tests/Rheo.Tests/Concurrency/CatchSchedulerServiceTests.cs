using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Testing;

namespace Rheo.Tests.Concurrency;

/// <summary><c>Scheduler.Catch</c> over a scheduler that offers periodic and long-running work, driven by hand.</summary>
public class CatchSchedulerServiceTests
{
    private sealed class ManualServicesScheduler : TestScheduler, ISchedulerPeriodic, ISchedulerLongRunning
    {
        public List<(BooleanDisposable Handle, Action Tick)> Periodic { get; } = [];

        public List<BooleanDisposable> LongRunning { get; } = [];

        public IDisposable SchedulePeriodic<TState>(TState state, TimeSpan period, Func<TState, TState> action)
        {
            var handle = new BooleanDisposable();
            var current = state;
            Periodic.Add((handle, () => current = action(current)));
            return handle;
        }

        public IDisposable ScheduleLongRunning<TState>(TState state, Action<TState, ICancelable> action)
        {
            var cancel = new BooleanDisposable();
            LongRunning.Add(cancel);
            action(state, cancel);
            return cancel;
        }

        protected override object? GetService(Type serviceType)
            => serviceType == typeof(ISchedulerPeriodic) || serviceType == typeof(ISchedulerLongRunning) ? this : base.GetService(serviceType);
    }

    [Fact]
    public void Periodic_PassesStateOn_AndStopsAfterAHandledException()
    {
        var inner = new ManualServicesScheduler();
        var handled = new List<Exception>();
        var periodic = inner.Catch<InvalidOperationException>(e => { handled.Add(e); return true; }).AsPeriodic();
        Assert.NotNull(periodic);
        var states = new List<int>();
        var handle = periodic.SchedulePeriodic(0, TimeSpan.FromTicks(10), s =>
        {
            states.Add(s);
            return s == 2 ? throw new InvalidOperationException("tick") : s + 1;
        });
        var (innerHandle, tick) = Assert.Single(inner.Periodic);
        tick();
        tick();
        tick();
        Assert.Equal([0, 1, 2], states);
        Assert.Equal("tick", Assert.Single(handled).Message);
        Assert.True(innerHandle.IsDisposed);

        // A tick already on its way after the stop does not run the work.
        tick();
        Assert.Equal(3, states.Count);
        handle.Dispose();
    }

    [Fact]
    public void Periodic_UnhandledException_EscapesTheTick_AndDisposeStopsTheWork()
    {
        var inner = new ManualServicesScheduler();
        var periodic = inner.Catch<InvalidOperationException>(e => e.Message == "handled").AsPeriodic()!;
        var calls = 0;
        var handle = periodic.SchedulePeriodic(0, TimeSpan.FromTicks(10), s =>
        {
            calls++;
            return calls switch
            {
                1 => throw new InvalidOperationException("not handled"),
                2 => throw new FormatException(),
                _ => s,
            };
        });
        var (innerHandle, tick) = Assert.Single(inner.Periodic);
        Assert.Equal("not handled", Assert.Throws<InvalidOperationException>(tick).Message);
        Assert.Throws<FormatException>(tick);
        Assert.False(innerHandle.IsDisposed);
        tick();
        Assert.Equal(3, calls);
        handle.Dispose();
        Assert.True(innerHandle.IsDisposed);
        tick();
        Assert.Equal(3, calls);
    }

    [Fact]
    public void LongRunning_HandledExceptionEndsTheWorkQuietly_OthersEscape()
    {
        var inner = new ManualServicesScheduler();
        var handled = new List<Exception>();
        var longRunning = inner.Catch<InvalidOperationException>(e => { handled.Add(e); return e.Message == "handled"; }).AsLongRunning();
        Assert.NotNull(longRunning);
        ICancelable? seen = null;
        longRunning.ScheduleLongRunning(7, (state, cancel) =>
        {
            Assert.Equal(7, state);
            seen = cancel;
            throw new InvalidOperationException("handled");
        });
        Assert.Same(Assert.Single(inner.LongRunning), seen);
        Assert.Single(handled);
        Assert.Equal("other", Assert.Throws<InvalidOperationException>(() => longRunning.ScheduleLongRunning(0, (_, _) => throw new InvalidOperationException("other"))).Message);
        Assert.Throws<FormatException>(() => longRunning.ScheduleLongRunning(0, (_, _) => throw new FormatException()));
        Assert.Equal(2, handled.Count);
    }

    [Fact]
    public void WithoutServices_OnlyTheStopwatchIsPassedOn()
    {
        var inner = new TestScheduler();
        var safe = inner.Catch<Exception>(_ => true);
        Assert.Null(safe.AsPeriodic());
        Assert.Null(safe.AsLongRunning());
        Assert.Same(inner, safe.AsStopwatchProvider());
        Assert.Null(((IServiceProvider)safe).GetService(typeof(IFormatProvider)));
    }

    [Fact]
    public void AbsoluteTime_AndNow_ComeFromTheInnerScheduler()
    {
        var inner = new TestScheduler();
        var safe = inner.Catch<InvalidOperationException>(_ => true);
        inner.AdvanceTo(50);
        Assert.Equal(inner.Now, safe.Now);
        var ranAt = new List<long>();
        safe.Schedule(new DateTimeOffset(100, TimeSpan.Zero), () =>
        {
            ranAt.Add(inner.Clock);
            throw new InvalidOperationException();
        });
        safe.Schedule(new DateTimeOffset(200, TimeSpan.Zero), () => ranAt.Add(inner.Clock));
        inner.Start();
        Assert.Equal([100, 200], ranAt);
        safe.Schedule(new DateTimeOffset(300, TimeSpan.Zero), () => throw new FormatException());
        Assert.Throws<FormatException>(inner.Start);
    }
}
