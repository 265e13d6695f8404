using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Disposables;

/// <summary>Disposes its disposable on a scheduler (for resources that must be released on a given thread).</summary>
public sealed class ScheduledDisposable : ICancelable
{
    private IDisposable? _disposable;

    /// <summary>Creates the wrapper.</summary>
    /// <param name="scheduler">The scheduler on which to dispose.</param>
    /// <param name="disposable">The disposable to dispose there.</param>
    public ScheduledDisposable(IScheduler scheduler, IDisposable disposable)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(disposable);
        Scheduler = scheduler;
        _disposable = disposable;
    }

    /// <summary>Gets the scheduler on which the disposable is disposed.</summary>
    public IScheduler Scheduler { get; }

    /// <summary>Gets the wrapped disposable (<see cref="Disposable.Empty"/> once disposed).</summary>
    public IDisposable Disposable
    {
        get
        {
            var current = Volatile.Read(ref _disposable);
            return current is null || DisposableSlot.IsDisposed(current) ? Disposables.Disposable.Empty : current;
        }
    }

    /// <summary>Gets whether <see cref="Dispose"/> was called.</summary>
    public bool IsDisposed => DisposableSlot.IsDisposed(Volatile.Read(ref _disposable));

    /// <summary>Schedules the disposal of the wrapped disposable; only the first call does anything.</summary>
    public void Dispose()
    {
        var inner = Interlocked.Exchange(ref _disposable, DisposableSlot.Disposed);
        if (inner is not null && !DisposableSlot.IsDisposed(inner))
        {
            Scheduler.Schedule(inner, static (_, d) =>
            {
                d.Dispose();
                return Disposables.Disposable.Empty;
            });
        }
    }
}
