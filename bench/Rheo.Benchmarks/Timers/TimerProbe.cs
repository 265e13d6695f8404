using System.Diagnostics;
using Rheo.Concurrency;
using RxObservable = System.Reactive.Linq.Observable;
using RxScheduler = System.Reactive.Concurrency.Scheduler;

namespace RheoBench.Timers;

/// <summary>What one timer did over one measured run.</summary>
/// <param name="Lateness">Lateness of each tick in Stopwatch ticks, against <c>start + k × period</c> (negative: early).</param>
/// <param name="Cpu">Process CPU time used during the run.</param>
/// <param name="Wall">Wall time of the run.</param>
/// <param name="SteadyBytesPerTick">Bytes allocated by all threads per tick between the 10% and the 90% tick (set-up excluded).</param>
public sealed record TimerRun(long[] Lateness, TimeSpan Cpu, TimeSpan Wall, double SteadyBytesPerTick);

/// <summary>
/// Ticks one timer of one library at a period for a while and records every tick's lateness against the
/// schedule (start + k × period), never against the previous tick, so a stall cannot hide the ticks it delays.
/// Each library is used the idiomatic way: its periodic API where it has one, otherwise a loop that
/// waits until the next due time.
/// </summary>
public static class TimerProbe
{
    public const string ThreadingTimer = "System.Threading.Timer";
    public const string PeriodicTimerName = "PeriodicTimer";
    public const string TaskDelay = "Task.Delay";
    public const string ThreadSleep = "Thread.Sleep";
    public const string TimersTimer = "System.Timers.Timer";

    /// <summary>The libraries in result order; <c>Rheo</c> is the <see cref="PrecisionTimer"/>.</summary>
    public static IReadOnlyList<string> Libraries { get; } =
        ["Rheo", ThreadingTimer, PeriodicTimerName, TaskDelay, ThreadSleep, TimersTimer, "System.Reactive"];

    /// <summary>Runs <paramref name="library"/>'s timer; throws <see cref="NotSupportedException"/> when it cannot tick at <paramref name="period"/>.</summary>
    public static TimerRun Run(string library, TimeSpan period, TimeSpan duration, PrecisionTimerMode mode = PrecisionTimerMode.LowestLatency)
    {
        var periodTicks = (long)(period.TotalSeconds * Stopwatch.Frequency);
        var capacity = (int)(duration.Ticks / period.Ticks);
        // A timer that cannot keep up stops at the deadline with the ticks it managed.
        var recorder = new Recorder(capacity, periodTicks, duration + duration / 2);
        using var process = Process.GetCurrentProcess();
        process.Refresh();
        var cpuBefore = process.TotalProcessorTime;
        var wall = Stopwatch.StartNew();
        switch (library)
        {
            case "Rheo":
                RunPrecisionTimer(recorder, period, mode);
                break;
            case ThreadingTimer:
                RequireWholeMilliseconds(period, library);
                using (var timer = new Timer(static s => ((Recorder)s!).Tick(), recorder, Timeout.Infinite, Timeout.Infinite))
                {
                    recorder.Start();
                    timer.Change(period, period);
                    recorder.Wait();
                }

                break;
            case PeriodicTimerName:
                RequireWholeMilliseconds(period, library);
                RunPeriodicTimer(recorder, period).GetAwaiter().GetResult();
                break;
            case TaskDelay:
                RunTaskDelayLoop(recorder, periodTicks).GetAwaiter().GetResult();
                break;
            case ThreadSleep:
                RunThreadSleepLoop(recorder, periodTicks);
                break;
            case TimersTimer:
                RequireWholeMilliseconds(period, library);
                using (var timer = new System.Timers.Timer(period.TotalMilliseconds) { AutoReset = true })
                {
                    timer.Elapsed += (_, _) => recorder.Tick();
                    recorder.Start();
                    timer.Start();
                    recorder.Wait();
                    timer.Stop();
                }

                break;
            case "System.Reactive":
                RequireWholeMilliseconds(period, library);
                recorder.Start();
                using (RxObservable.Interval(period, RxScheduler.Default).Subscribe(_ => recorder.Tick()))
                {
                    recorder.Wait();
                }

                break;
            default:
                throw new ArgumentOutOfRangeException(nameof(library), library, "unknown timer library");
        }

        wall.Stop();
        process.Refresh();
        return new TimerRun(recorder.Samples(), process.TotalProcessorTime - cpuBefore, wall.Elapsed, recorder.SteadyBytesPerTick);
    }

    private static void RequireWholeMilliseconds(TimeSpan period, string library)
    {
        if (period < TimeSpan.FromMilliseconds(1))
        {
            throw new NotSupportedException($"{library} ticks at whole milliseconds at best; it cannot tick every {period.TotalMicroseconds:0} µs");
        }
    }

    private static void RunPrecisionTimer(Recorder recorder, TimeSpan period, PrecisionTimerMode mode)
    {
        // No skipping while measuring: every tick is reported with its lateness.
        var options = new PrecisionTimerOptions { Mode = mode, MaxLateness = TimeSpan.FromDays(1) };
        using var timer = new PrecisionTimer(_ => recorder.Tick(), options);
        recorder.Start();
        timer.Start(period, recorder.StartTimestamp + recorder.PeriodTicks);
        recorder.Wait();
    }

    private static async Task RunPeriodicTimer(Recorder recorder, TimeSpan period)
    {
        using var timer = new PeriodicTimer(period);
        recorder.Start();
        while (!recorder.Done && await timer.WaitForNextTickAsync().ConfigureAwait(false))
        {
            recorder.Tick();
        }
    }

    private static async Task RunTaskDelayLoop(Recorder recorder, long periodTicks)
    {
        recorder.Start();
        while (!recorder.Done)
        {
            var remaining = recorder.NextDue - Stopwatch.GetTimestamp();
            if (remaining > 0)
            {
                await Task.Delay(TimeSpan.FromSeconds((double)remaining / Stopwatch.Frequency)).ConfigureAwait(false);
            }

            recorder.Tick();
        }
    }

    private static void RunThreadSleepLoop(Recorder recorder, long periodTicks)
    {
        var thread = new Thread(() =>
        {
            recorder.Start();
            while (!recorder.Done)
            {
                var remaining = recorder.NextDue - Stopwatch.GetTimestamp();
                if (remaining > 0)
                {
                    // Thread.Sleep takes whole milliseconds: round up so the loop never wakes early.
                    Thread.Sleep((int)Math.Ceiling(remaining * 1000.0 / Stopwatch.Frequency));
                }

                recorder.Tick();
            }
        })
        { IsBackground = true, Priority = ThreadPriority.Highest };
        thread.Start();
        thread.Join();
    }

    /// <summary>Records lateness per tick into a preallocated array (no allocation per tick).</summary>
    private sealed class Recorder(int capacity, long periodTicks, TimeSpan maxWall)
    {
        private long _deadline;
        private long _allocatedAtFirst = -1;
        private long _allocatedAtLast = -1;

        private readonly long[] _lateness = new long[capacity];
        private readonly ManualResetEventSlim _done = new();
        private int _count;

        public long PeriodTicks => periodTicks;

        public long StartTimestamp { get; private set; }

        public bool Done => Volatile.Read(ref _count) >= capacity || Stopwatch.GetTimestamp() > _deadline;

        public long NextDue => StartTimestamp + (Volatile.Read(ref _count) + 1) * periodTicks;

        public void Start()
        {
            StartTimestamp = Stopwatch.GetTimestamp();
            _deadline = StartTimestamp + (long)(maxWall.TotalSeconds * Stopwatch.Frequency);
        }

        public void Tick()
        {
            var now = Stopwatch.GetTimestamp();
            var k = Interlocked.Increment(ref _count);
            if (k > capacity)
            {
                return;
            }

            _lateness[k - 1] = now - (StartTimestamp + k * periodTicks);
            if (k == capacity / 10)
            {
                _allocatedAtFirst = GC.GetTotalAllocatedBytes(true);
            }
            else if (k == capacity * 9 / 10)
            {
                _allocatedAtLast = GC.GetTotalAllocatedBytes(true);
            }

            if (k == capacity)
            {
                _done.Set();
            }
        }

        public double SteadyBytesPerTick => _allocatedAtFirst < 0 || _allocatedAtLast < 0
            ? double.NaN
            : (double)(_allocatedAtLast - _allocatedAtFirst) / (capacity * 9 / 10 - capacity / 10);

        public void Wait() => _done.Wait(maxWall);

        public long[] Samples() => _lateness[..Math.Min(capacity, Volatile.Read(ref _count))];
    }
}
