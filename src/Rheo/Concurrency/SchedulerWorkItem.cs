using System.Diagnostics;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Concurrency;

/// <summary>
/// One unit of scheduled work, shared by the real-time schedulers: it is the handle returned to the caller,
/// the thread-pool work item, the entry in the shared timer queue and in event-loop and trampoline queues,
/// so scheduling costs one allocation and no closure.
/// </summary>
internal abstract class SchedulerWorkItem : IThreadPoolWorkItem, ICancelable
{
    private static readonly SendOrPostCallback PostCallback = static item => ((SchedulerWorkItem)item!).Invoke();
    private static readonly Action<object?> TaskCallback = static item => ((SchedulerWorkItem)item!).Invoke();

    private IDisposable? _disposable;
    private object? _dispatchTarget;

    /// <summary>Gets whether the item was canceled (or finished and disposed).</summary>
    public bool IsDisposed => DisposableSlot.IsDisposed(Volatile.Read(ref _disposable));

    /// <summary>Makes <see cref="Dispatch"/> post the item to a synchronization context.</summary>
    public void DispatchTo(SynchronizationContext context) => _dispatchTarget = context;

    /// <summary>Makes <see cref="Dispatch"/> start the item as a task of the factory.</summary>
    public void DispatchTo(TaskFactory factory) => _dispatchTarget = factory;

    /// <summary>Sends the item to where it runs: the thread pool (default), a task factory or a synchronization context.</summary>
    public void Dispatch()
    {
        if (IsDisposed)
        {
            return;
        }

        switch (_dispatchTarget)
        {
            case SynchronizationContext context:
                context.Post(PostCallback, this);
                break;
            case TaskFactory factory:
                factory.StartNew(TaskCallback, this, CancellationToken.None, factory.CreationOptions, factory.Scheduler ?? TaskScheduler.Default);
                break;
            default:
                ThreadPool.UnsafeQueueUserWorkItem(this, preferLocal: false);
                break;
        }
    }

    /// <summary>Runs the work unless it was canceled; keeps what it returned for <see cref="Dispose"/>.</summary>
    public void Invoke()
    {
        if (!IsDisposed)
        {
            DisposableSlot.TrySetOnce(ref _disposable, InvokeCore());
        }
    }

    void IThreadPoolWorkItem.Execute() => Invoke();

    /// <summary>Cancels the item, or disposes what it started (an item that is also a subscription extends it).</summary>
    public virtual void Dispose() => DisposableSlot.Dispose(ref _disposable);

    protected abstract IDisposable InvokeCore();
}

/// <summary>A <see cref="SchedulerWorkItem"/> with its state and action.</summary>
/// <typeparam name="TState">The state type.</typeparam>
internal sealed class SchedulerWorkItem<TState>(IScheduler scheduler, TState state, Func<IScheduler, TState, IDisposable> action) : SchedulerWorkItem
{
    protected override IDisposable InvokeCore() => action(scheduler, state) ?? Disposable.Empty;
}

/// <summary>Converts between <see cref="TimeSpan"/> and <see cref="Stopwatch"/> timestamps.</summary>
internal static class SchedulerClock
{
    private static readonly double TicksPerTimestamp = (double)TimeSpan.TicksPerSecond / Stopwatch.Frequency;

    public static long Timestamp => Stopwatch.GetTimestamp();

    /// <summary>The timestamp <paramref name="delay"/> from now; a negative delay counts as zero.</summary>
    public static long DueIn(TimeSpan delay) => Stopwatch.GetTimestamp() + ToTimestampDelta(delay);

    public static long ToTimestampDelta(TimeSpan delay)
        => delay <= TimeSpan.Zero ? 0 : (long)Math.Min(delay.Ticks / TicksPerTimestamp, long.MaxValue / 4);

    /// <summary>Milliseconds until <paramref name="due"/>, rounded up so a wait never ends early; 0 if due.</summary>
    public static int MillisecondsUntil(long due)
    {
        var delta = due - Stopwatch.GetTimestamp();
        if (delta <= 0)
        {
            return 0;
        }

        var ms = Math.Ceiling(delta * 1000.0 / Stopwatch.Frequency);
        return ms >= int.MaxValue - 1 ? int.MaxValue - 1 : (int)ms;
    }
}

/// <summary>A stopwatch on the monotonic <see cref="Stopwatch"/> clock.</summary>
internal sealed class MonotonicStopwatch : IStopwatch
{
    private readonly long _start = Stopwatch.GetTimestamp();

    public TimeSpan Elapsed => Stopwatch.GetElapsedTime(_start);
}
