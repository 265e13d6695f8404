using Rheo.Concurrency;
using Rheo.PlatformServices;

namespace Rheo.Tests.PlatformServices;

public class PeriodicTimerSystemClockMonitorTests
{
    private static readonly DateTimeOffset Start = new(2024, 5, 1, 12, 0, 0, TimeSpan.Zero);

    [Fact]
    public void NoJump_NoEvent()
    {
        var env = new ManualEnvironment();
        var monitor = env.Monitor(TimeSpan.FromSeconds(1));
        var changes = new List<SystemClockChangedEventArgs>();
        monitor.SystemClockChanged += (_, e) => changes.Add(e);
        Assert.Equal(TimeSpan.FromSeconds(1), env.TimerPeriod);

        // Wall clock and stopwatch move together, even when the timer fires late or early.
        env.Pass(TimeSpan.FromSeconds(1));
        env.Tick();
        env.Pass(TimeSpan.FromSeconds(3.5));
        env.Tick();
        env.Pass(TimeSpan.FromMilliseconds(10));
        env.Tick();
        Assert.Empty(changes);
    }

    [Fact]
    public void AJumpRaisesTheEventWithTheExpectedAndTheShownTime()
    {
        var env = new ManualEnvironment();
        var monitor = env.Monitor(TimeSpan.FromSeconds(1));
        var changes = new List<(object? Sender, SystemClockChangedEventArgs Args)>();
        monitor.SystemClockChanged += (s, e) => changes.Add((s, e));

        env.Pass(TimeSpan.FromSeconds(1));
        env.Jump(TimeSpan.FromHours(1));
        env.Tick();
        var change = Assert.Single(changes);
        Assert.Same(monitor, change.Sender);
        Assert.Equal(Start.AddSeconds(1), change.Args.OldTime);
        Assert.Equal(Start.AddSeconds(1).AddHours(1), change.Args.NewTime);

        // The jumped time is the new reference: no second event for the same jump.
        env.Pass(TimeSpan.FromSeconds(1));
        env.Tick();
        Assert.Single(changes);

        // Backwards counts too.
        env.Jump(TimeSpan.FromMinutes(-5));
        env.Tick();
        Assert.Equal(2, changes.Count);
        Assert.Equal(changes[1].Args.OldTime.AddMinutes(-5), changes[1].Args.NewTime);
    }

    [Fact]
    public void DifferencesBelow100MillisecondsAreNotJumps()
    {
        var env = new ManualEnvironment();
        var monitor = env.Monitor(TimeSpan.FromSeconds(1));
        var changes = 0;
        monitor.SystemClockChanged += (_, _) => changes++;
        env.Jump(TimeSpan.FromMilliseconds(99));
        env.Tick();
        Assert.Equal(0, changes);
        env.Jump(TimeSpan.FromMilliseconds(100));
        env.Tick();
        Assert.Equal(1, changes);
    }

    [Fact]
    public void SmallDriftNeverAddsUpToAJump()
    {
        var env = new ManualEnvironment();
        var monitor = env.Monitor(TimeSpan.FromSeconds(1));
        var changes = 0;
        monitor.SystemClockChanged += (_, _) => changes++;
        for (var i = 0; i < 100; i++)
        {
            env.Pass(TimeSpan.FromSeconds(1));
            env.Jump(TimeSpan.FromMilliseconds(10));
            env.Tick();
        }

        Assert.Equal(0, changes);
    }

    [Fact]
    public void TheTimerRunsOnlyWhileThereAreHandlers()
    {
        var env = new ManualEnvironment();
        var monitor = env.Monitor(TimeSpan.FromSeconds(2));
        Assert.Equal(0, env.TimersStarted);
        var first = 0;
        var second = 0;
        EventHandler<SystemClockChangedEventArgs> a = (_, _) => first++;
        EventHandler<SystemClockChangedEventArgs> b = (_, _) => second++;
        monitor.SystemClockChanged += a;
        monitor.SystemClockChanged += b;
        Assert.Equal(1, env.TimersStarted);
        monitor.SystemClockChanged -= a;
        Assert.Equal(0, env.TimersStopped);
        env.Jump(TimeSpan.FromSeconds(5));
        env.Tick();
        Assert.Equal((0, 1), (first, second));
        monitor.SystemClockChanged -= b;
        Assert.Equal(1, env.TimersStopped);

        // A tick that was already on its way after the stop raises nothing.
        env.Jump(TimeSpan.FromSeconds(5));
        env.Tick();
        Assert.Equal((0, 1), (first, second));

        // A new handler starts a new timer, with a fresh reference time.
        monitor.SystemClockChanged += a;
        Assert.Equal(2, env.TimersStarted);
        env.Tick();
        Assert.Equal((0, 1), (first, second));
    }

    [Fact]
    public void NegativePeriod_Throws()
        => Assert.Equal("period", Assert.Throws<ArgumentOutOfRangeException>(() => new PeriodicTimerSystemClockMonitor(TimeSpan.FromTicks(-1))).ParamName);

    [Fact]
    public void RealTimer_ReportsAJumpOfTheInjectedClock()
    {
        // A real periodic timer and stopwatch; only the wall clock is injected, so the test can make it jump.
        var clock = new OffsetClock();
        var monitor = new PeriodicTimerSystemClockMonitor(TimeSpan.FromMilliseconds(5), clock, startStopwatch: null, startPeriodicTimer: null);
        using var changed = new ManualResetEventSlim();
        SystemClockChangedEventArgs? args = null;
        EventHandler<SystemClockChangedEventArgs> handler = (_, e) =>
        {
            args = e;
            changed.Set();
        };
        monitor.SystemClockChanged += handler;
        try
        {
            clock.Offset = TimeSpan.FromDays(1);
            changed.WaitWithin();
        }
        finally
        {
            monitor.SystemClockChanged -= handler;
        }

        var jump = args!.NewTime - args.OldTime;
        Assert.InRange(jump, TimeSpan.FromDays(1) - TimeSpan.FromMinutes(1), TimeSpan.FromDays(1) + TimeSpan.FromMinutes(1));
    }

    [Fact]
    public void DefaultSystemClock_IsTheMachineClock()
    {
        var before = DateTimeOffset.UtcNow;
        var now = new DefaultSystemClock().UtcNow;
        var after = DateTimeOffset.UtcNow;
        Assert.InRange(now, before, after);
        Assert.Equal(TimeSpan.Zero, now.Offset);
    }

    [Fact]
    public void EventArgs_DefaultsToUnknownTimes()
    {
        var unknown = new SystemClockChangedEventArgs();
        Assert.Equal(DateTimeOffset.MinValue, unknown.OldTime);
        Assert.Equal(DateTimeOffset.MaxValue, unknown.NewTime);
        var known = new SystemClockChangedEventArgs(Start, Start.AddHours(1));
        Assert.Equal(Start, known.OldTime);
        Assert.Equal(Start.AddHours(1), known.NewTime);
    }

    private sealed class OffsetClock : ISystemClock
    {
        private long _offsetTicks;

        public TimeSpan Offset
        {
            get => TimeSpan.FromTicks(Volatile.Read(ref _offsetTicks));
            set => Volatile.Write(ref _offsetTicks, value.Ticks);
        }

        public DateTimeOffset UtcNow => DateTimeOffset.UtcNow + Offset;
    }

    /// <summary>A wall clock, a stopwatch and a periodic timer that move only when the test says so.</summary>
    private sealed class ManualEnvironment : ISystemClock, IStopwatch
    {
        private Action? _tick;

        public DateTimeOffset UtcNow { get; private set; } = Start;

        public TimeSpan Elapsed { get; private set; }

        public TimeSpan TimerPeriod { get; private set; }

        public int TimersStarted { get; private set; }

        public int TimersStopped { get; private set; }

        public PeriodicTimerSystemClockMonitor Monitor(TimeSpan period)
            => new(period, this, () => this, (tick, p) =>
            {
                TimersStarted++;
                TimerPeriod = p;
                _tick = tick;
                return new Stop(this);
            });

        /// <summary>Real time passes: the wall clock and the stopwatch move together.</summary>
        public void Pass(TimeSpan time)
        {
            UtcNow += time;
            Elapsed += time;
        }

        /// <summary>The wall clock is set: only it moves.</summary>
        public void Jump(TimeSpan by) => UtcNow += by;

        /// <summary>The last started timer fires (even if it was stopped since, as a late tick would).</summary>
        public void Tick() => _tick!();

        private sealed class Stop(ManualEnvironment env) : IDisposable
        {
            public void Dispose() => env.TimersStopped++;
        }
    }
}
