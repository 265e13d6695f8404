using System.Collections.Concurrent;
using Rheo.Concurrency;
using Rheo.Tests.Support;

namespace Rheo.Tests.Concurrency;

public class PrecisionTimerTests
{
    private static readonly TimeSpan Bound = Bounded.Timeout;

    [Fact]
    public void Periodic_FiresOnSchedule_WithExactLateness()
    {
        var clock = new ManualTimestampProvider();
        using var probe = new TickProbe();
        using var timer = probe.Create(clock, new PrecisionTimerOptions { TimeProvider = clock });
        timer.Start(TimeSpan.FromMilliseconds(1));

        clock.AdvanceTo(1_000);
        probe.WaitForEvents(1);
        clock.AdvanceTo(2_040);
        probe.WaitForEvents(2);

        Assert.Equal([(0L, 1_000L, 1_000L), (1L, 2_000L, 2_040L)], probe.Fired.Select(t => (t.Sequence, t.DueTimestamp, t.ActualTimestamp)));
        Assert.Equal(40, probe.Fired[1].LatenessMicroseconds, 3);
        Assert.Empty(probe.Skipped);
    }

    [Fact]
    public void SkipPolicy_SkipsEveryTooLateTick_NoBurst()
    {
        var clock = new ManualTimestampProvider();
        using var probe = new TickProbe();
        using var timer = probe.Create(clock, new PrecisionTimerOptions { TimeProvider = clock, MaxLateness = TimeSpan.FromMicroseconds(100), LatePolicy = LateTickPolicy.Skip });
        timer.Start(TimeSpan.FromMilliseconds(1));

        clock.AdvanceTo(3_500);
        probe.WaitForEvents(3);
        clock.AdvanceTo(4_050);
        probe.WaitForEvents(4);

        Assert.Equal([1_000L, 2_000L, 3_000L], probe.Skipped.Select(t => t.DueTimestamp));
        var fired = Assert.Single(probe.Fired);
        Assert.Equal((3L, 4_000L, 4_050L), (fired.Sequence, fired.DueTimestamp, fired.ActualTimestamp));
        var stats = timer.Statistics;
        Assert.Equal(1, stats.Fired);
        Assert.Equal(3, stats.Skipped);
    }

    [Fact]
    public void FireLateOncePolicy_FiresOnce_ThenSkipsThePassedTicks()
    {
        var clock = new ManualTimestampProvider();
        using var probe = new TickProbe();
        using var timer = probe.Create(clock, new PrecisionTimerOptions { TimeProvider = clock, MaxLateness = TimeSpan.FromMicroseconds(100), LatePolicy = LateTickPolicy.FireLateOnce });
        timer.Start(TimeSpan.FromMilliseconds(1));

        clock.AdvanceTo(3_500);
        probe.WaitForEvents(3);
        clock.AdvanceTo(4_000);
        probe.WaitForEvents(4);

        Assert.Equal([(1_000L, 3_500L), (4_000L, 4_000L)], probe.Fired.Select(t => (t.DueTimestamp, t.ActualTimestamp)));
        Assert.Equal([2_000L, 3_000L], probe.Skipped.Select(t => t.DueTimestamp));
    }

    [Fact]
    public void ShiftPolicy_FiresLate_AndShiftsTheSchedule()
    {
        var clock = new ManualTimestampProvider();
        using var probe = new TickProbe();
        using var timer = probe.Create(clock, new PrecisionTimerOptions { TimeProvider = clock, MaxLateness = TimeSpan.FromMicroseconds(100), LatePolicy = LateTickPolicy.ShiftSchedule });
        timer.Start(TimeSpan.FromMilliseconds(1));

        clock.AdvanceTo(3_500);
        probe.WaitForEvents(1);
        clock.AdvanceTo(4_500);
        probe.WaitForEvents(2);

        Assert.Equal([(1_000L, 3_500L), (4_500L, 4_500L)], probe.Fired.Select(t => (t.DueTimestamp, t.ActualTimestamp)));
        Assert.Empty(probe.Skipped);
    }

    [Fact]
    public void Timetable_RunsInTimestampOrder_PastEntriesAtOnce()
    {
        var clock = new ManualTimestampProvider();
        clock.AdvanceTo(10_000);
        using var probe = new TickProbe();
        using var timer = probe.Create(clock, new PrecisionTimerOptions { TimeProvider = clock, MaxLateness = TimeSpan.FromSeconds(1) });
        timer.Enqueue(10_300);
        timer.Enqueue(10_100);
        timer.Enqueue(9_000); // in the past: runs at once, late
        timer.Start();
        probe.WaitForEvents(1);
        clock.AdvanceTo(10_100);
        probe.WaitForEvents(2);
        timer.Enqueue(10_200);
        clock.AdvanceTo(10_400);
        probe.WaitForEvents(4);

        Assert.Equal([9_000L, 10_100L, 10_200L, 10_300L], probe.Fired.Select(t => t.DueTimestamp));
        Assert.Equal(1_000, probe.Fired[0].LatenessMicroseconds, 3);
    }

    [Fact]
    public void HandlerException_GoesToErrorHandler_AndTimerKeepsRunning()
    {
        var clock = new ManualTimestampProvider();
        var errors = new ConcurrentQueue<Exception>();
        using var probe = new TickProbe(throwOnFirst: true);
        using var timer = probe.Create(clock, new PrecisionTimerOptions { TimeProvider = clock });
        timer.Error = errors.Enqueue;
        timer.Start(TimeSpan.FromMilliseconds(1));

        clock.AdvanceTo(1_000);
        probe.WaitForEvents(1);
        clock.AdvanceTo(2_000);
        probe.WaitForEvents(2);

        Assert.IsType<InvalidOperationException>(Assert.Single(errors));
        Assert.Equal(2, probe.Fired.Count);
        Assert.Equal(1, timer.Statistics.Errors);
    }

    [Fact]
    public void Stop_ThenNoMoreCalls_AndRestartWorks()
    {
        var clock = new ManualTimestampProvider();
        using var probe = new TickProbe();
        using var timer = probe.Create(clock, new PrecisionTimerOptions { TimeProvider = clock });
        timer.Start(TimeSpan.FromMilliseconds(1));
        clock.AdvanceTo(1_000);
        probe.WaitForEvents(1);

        timer.Stop();
        Assert.False(timer.IsRunning);
        clock.AdvanceTo(5_000);
        timer.Start(TimeSpan.FromMilliseconds(1));
        clock.AdvanceTo(6_000);
        probe.WaitForEvents(2);

        Assert.Equal([1_000L, 6_000L], probe.Fired.Select(t => t.DueTimestamp));
    }

    [Fact]
    public void Dispose_FromInsideHandler_DoesNotDeadlock_AndNoCallAfter()
    {
        var clock = new ManualTimestampProvider();
        PrecisionTimer? timer = null;
        var calls = 0;
        using var disposed = new ManualResetEventSlim();
        timer = new PrecisionTimer(_ =>
        {
            Interlocked.Increment(ref calls);
            timer!.Dispose();
            disposed.Set();
        }, new PrecisionTimerOptions { TimeProvider = clock });
        timer.Start(TimeSpan.FromMilliseconds(1));
        clock.AdvanceTo(1_000);
        Assert.True(disposed.Wait(Bound));
        Assert.Throws<ObjectDisposedException>(() => timer.Start());
        clock.AdvanceTo(10_000);
        timer.Dispose();
        Assert.Equal(1, calls);
    }

    [Fact]
    public void RealClock_Dispose_ReturnsPromptly_AndNoCallAfterDispose()
    {
        var calls = 0;
        var afterDispose = false;
        var disposedFlag = 0;
        using var firstTick = new ManualResetEventSlim();
        var timer = new PrecisionTimer(_ =>
        {
            if (Volatile.Read(ref disposedFlag) == 1)
            {
                afterDispose = true;
            }

            Interlocked.Increment(ref calls);
            firstTick.Set();
        });
        timer.Start(TimeSpan.FromMilliseconds(1));
        Assert.True(firstTick.Wait(Bound));
        timer.Dispose();
        Volatile.Write(ref disposedFlag, 1);
        var count = Volatile.Read(ref calls);
        Assert.False(afterDispose);
        Assert.True(count >= 1);
        Assert.Equal(count, Volatile.Read(ref calls));
    }

    [Fact]
    public void RealClock_Timetable_FarFutureEntry_DoesNotDelayStop()
    {
        using var timer = new PrecisionTimer(_ => { });
        timer.Enqueue(timer.GetTimestamp() + timer.ToTimestampTicks(TimeSpan.FromHours(1)));
        timer.Start();
        timer.Stop();
        Assert.False(timer.IsRunning);
    }

    [Fact]
    public void BadArguments_Throw()
    {
        Assert.Throws<ArgumentNullException>("handler", () => new PrecisionTimer(null!));
        using var timer = new PrecisionTimer(_ => { });
        Assert.Throws<ArgumentOutOfRangeException>("period", () => timer.Start(TimeSpan.Zero));
        Assert.Throws<ArgumentOutOfRangeException>("period", () => timer.Start(TimeSpan.FromTicks(-1)));
        Assert.Throws<ArgumentOutOfRangeException>("value", () => new PrecisionTimerOptions { MaxLateness = TimeSpan.FromTicks(-1) });
        Assert.Throws<ArgumentNullException>("value", () => new PrecisionTimerOptions { TimeProvider = null! });
    }

    [Fact]
    public void Histogram_Buckets_ArePowersOfTwoMicroseconds()
    {
        Assert.Equal(0, PrecisionTimerStatistics.BucketOf(0.5));
        Assert.Equal(1, PrecisionTimerStatistics.BucketOf(1));
        Assert.Equal(2, PrecisionTimerStatistics.BucketOf(3));
        Assert.Equal(11, PrecisionTimerStatistics.BucketOf(1_500));
        Assert.Equal(PrecisionTimerStatistics.BucketCount - 1, PrecisionTimerStatistics.BucketOf(1e12));
        Assert.Equal(4, PrecisionTimerStatistics.BucketUpperBoundMicroseconds(2));
    }

    /// <summary>Collects fired and skipped ticks and lets the test wait for a number of them.</summary>
    private sealed class TickProbe(bool throwOnFirst = false) : IDisposable
    {
        private readonly SemaphoreSlim _events = new(0);
        private int _fired;

        public List<PrecisionTick> Fired { get; } = new();

        public List<PrecisionTick> Skipped { get; } = new();

        private int _seen;

        public PrecisionTimer Create(TimeProvider clock, PrecisionTimerOptions options)
        {
            var timer = new PrecisionTimer(OnTick, options);
            timer.Skipped = tick =>
            {
                lock (Skipped)
                {
                    Skipped.Add(tick);
                }

                _events.Release();
            };
            return timer;
        }

        public void WaitForEvents(int total)
        {
            while (_seen < total)
            {
                Assert.True(_events.Wait(Bound), $"timed out waiting for event {_seen + 1}");
                _seen++;
            }
        }

        public void Dispose() => _events.Dispose();

        private void OnTick(PrecisionTick tick)
        {
            lock (Fired)
            {
                Fired.Add(tick);
            }

            _events.Release();
            if (throwOnFirst && Interlocked.Increment(ref _fired) == 1)
            {
                throw new InvalidOperationException("handler failure");
            }
        }
    }
}
