using System.Runtime.ExceptionServices;
using Rheo.Internal;

namespace Rheo.Concurrency;

/// <summary>
/// A scheduler over one <see cref="PrecisionTimer"/> thread: timed work and periodic work run with
/// microsecond lateness, so <c>Observable.Interval(TimeSpan.FromMilliseconds(1), scheduler)</c> ticks
/// on time. All work runs on the timer's thread, one item at a time, in due-time order (FIFO for equal
/// due times).
/// </summary>
/// <remarks>
/// Work is never skipped: an item that comes due while another runs starts late (its lateness shows in
/// <see cref="Statistics"/>). Periodic work is measured against its schedule (<c>start + k × period</c>);
/// after an overrun it resumes at the next schedule point in the future rather than bursting.
/// No allocation per periodic tick. CPU cost: see <see cref="PrecisionTimerMode"/>.
/// </remarks>
public sealed class PrecisionScheduler : IScheduler, ISchedulerPeriodic, IStopwatchProvider, IServiceProvider, IDisposable
{
    private static readonly Lazy<PrecisionScheduler> LazyDefault = new(() => new PrecisionScheduler());

    private readonly PrecisionTimer _timer;
    private readonly TimeProvider _clock;
    private readonly Action<Exception>? _unhandledException;
    private readonly object _gate = new();
    private readonly PriorityQueue<WorkItem, (long Due, long Order)> _queue = new();
    private long _order;
    private TimeProvider? _timeProvider;

    /// <summary>Creates a scheduler with its own timer thread.</summary>
    /// <param name="options">Timer settings (mode, thread priority, clock); <see cref="PrecisionTimerOptions.LatePolicy"/> and <see cref="PrecisionTimerOptions.MaxLateness"/> are ignored, since work is never skipped.</param>
    /// <param name="unhandledException">Receives exceptions thrown by scheduled work; when null they are rethrown on a thread-pool thread, as an exception in a <see cref="Timer"/> callback would be.</param>
    public PrecisionScheduler(PrecisionTimerOptions? options = null, Action<Exception>? unhandledException = null)
    {
        options ??= new PrecisionTimerOptions();
        _clock = options.TimeProvider;
        _unhandledException = unhandledException;
        var timerOptions = new PrecisionTimerOptions
        {
            Mode = options.Mode,
            Priority = options.Priority,
            TimeProvider = options.TimeProvider,
            ThreadName = options.ThreadName,
            MaxLateness = TimeSpan.MaxValue,
        };
        _timer = new PrecisionTimer(OnTick, timerOptions) { Error = ReportUnhandled };
        _timer.Start();
    }

    /// <summary>Gets a shared scheduler in <see cref="PrecisionTimerMode.Balanced"/> mode (its thread starts on first use).</summary>
    public static PrecisionScheduler Default => LazyDefault.Value;

    /// <summary>Gets the scheduler's clock time.</summary>
    public DateTimeOffset Now => _clock.GetUtcNow();

    /// <summary>Gets the lateness statistics of the work run so far.</summary>
    public PrecisionTimerStatistics Statistics => _timer.Statistics;

    /// <summary>Gets a <see cref="System.TimeProvider"/> whose timers run on this scheduler (<c>CreateTimer</c>, <c>GetTimestamp</c>).</summary>
    public TimeProvider TimeProvider => LazyInitializer.EnsureInitialized(ref _timeProvider, () => new SchedulerTimeProvider(this));

    /// <summary>Schedules work to run as soon as possible on the timer thread.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not run, and disposes what it returned.</returns>
    public IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        return Enqueue(new OnceItem<TState>(this, state, action), _clock.GetTimestamp());
    }

    /// <summary>Schedules work to run after <paramref name="dueTime"/> (a negative delay means now).</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The delay.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not run, and disposes what it returned.</returns>
    public IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        var due = _clock.GetTimestamp() + Math.Max(0, _timer.ToTimestampTicks(dueTime));
        return Enqueue(new OnceItem<TState>(this, state, action), due);
    }

    /// <summary>Schedules work to run at <paramref name="dueTime"/> (a time in the past means now).</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The absolute due time.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not run, and disposes what it returned.</returns>
    public IDisposable Schedule<TState>(TState state, DateTimeOffset dueTime, Func<IScheduler, TState, IDisposable> action)
        => Schedule(state, dueTime - Now, action);

    /// <summary>Runs <paramref name="action"/> every <paramref name="period"/>, threading the state through the calls.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The initial state.</param>
    /// <param name="period">The period; greater than zero.</param>
    /// <param name="action">The periodic work; returns the next state.</param>
    /// <returns>Stops the periodic work.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is zero or negative.</exception>
    public IDisposable SchedulePeriodic<TState>(TState state, TimeSpan period, Func<TState, TState> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(period, TimeSpan.Zero);
        var ticks = Math.Max(1, _timer.ToTimestampTicks(period));
        return Enqueue(new PeriodicItem<TState>(this, state, ticks, action), _clock.GetTimestamp() + ticks);
    }

    /// <summary>Starts a stopwatch on the scheduler's clock.</summary>
    /// <returns>The stopwatch.</returns>
    public IStopwatch StartStopwatch() => new ClockStopwatch(_clock);

    /// <summary>Returns this scheduler for the interfaces it implements.</summary>
    /// <param name="serviceType">The interface asked for.</param>
    /// <returns>This scheduler, or null.</returns>
    public object? GetService(Type serviceType)
    {
        ArgumentNullException.ThrowIfNull(serviceType);
        return serviceType.IsInstanceOfType(this) ? this : null;
    }

    /// <summary>Stops the timer thread; pending work is dropped and no work runs after this returns.</summary>
    public void Dispose()
    {
        _timer.Dispose();
        lock (_gate)
        {
            _queue.Clear();
        }
    }

    private WorkItem Enqueue(WorkItem item, long due)
    {
        lock (_gate)
        {
            item.Due = due;
            _queue.Enqueue(item, (due, _order++));
        }

        _timer.Enqueue(due);
        return item;
    }

    private void OnTick(PrecisionTick tick)
    {
        var now = _clock.GetTimestamp();
        while (true)
        {
            WorkItem? item;
            lock (_gate)
            {
                if (!_queue.TryPeek(out item, out var key) || key.Due > now)
                {
                    return;
                }

                _queue.Dequeue();
            }

            if (!item.IsDisposed)
            {
                item.Run(now);
            }
        }
    }

    private void Requeue(WorkItem item, long due)
    {
        lock (_gate)
        {
            item.Due = due;
            _queue.Enqueue(item, (due, _order++));
        }

        _timer.Enqueue(due);
    }

    private void ReportUnhandled(Exception error)
    {
        if (_unhandledException is not null)
        {
            _unhandledException(error);
            return;
        }

        var captured = ExceptionDispatchInfo.Capture(error);
        ThreadPool.UnsafeQueueUserWorkItem(static state => state.Throw(), captured, preferLocal: false);
    }

    private abstract class WorkItem : IDisposable
    {
        private IDisposable? _result;

        public long Due { get; set; }

        public bool IsDisposed => DisposableSlot.IsDisposed(Volatile.Read(ref _result));

        public abstract void Run(long now);

        public void Dispose() => DisposableSlot.Dispose(ref _result);

        protected void SetResult(IDisposable? result) => DisposableSlot.TrySetOnce(ref _result, result);
    }

    private sealed class OnceItem<TState>(PrecisionScheduler scheduler, TState state, Func<IScheduler, TState, IDisposable> action) : WorkItem
    {
        public override void Run(long now) => SetResult(action(scheduler, state));
    }

    private sealed class PeriodicItem<TState>(PrecisionScheduler scheduler, TState state, long period, Func<TState, TState> action) : WorkItem
    {
        private TState _state = state;

        public override void Run(long now)
        {
            _state = action(_state);
            if (IsDisposed)
            {
                return;
            }

            // The next point of the schedule that is still ahead: an overrun skips periods, never bursts.
            var next = Due + period;
            if (next <= now)
            {
                next += (now - next) / period * period + period;
            }

            scheduler.Requeue(this, next);
        }
    }

    private sealed class ClockStopwatch(TimeProvider clock) : IStopwatch
    {
        private readonly long _start = clock.GetTimestamp();

        public TimeSpan Elapsed => clock.GetElapsedTime(_start);
    }
}
