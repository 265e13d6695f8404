using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The handle of a source that emits from scheduled work: disposing it cancels the pending work item and
/// raises the flag its work checks before each message. A work item may replace the pending handle with
/// the next one (recursive scheduling); a handle set after disposal is disposed at once.
/// </summary>
internal abstract class ScheduledSinkBase<T>(ISubscriber<T> downstream) : Disposables.ICancelable
{
    private IDisposable? _task;

    protected ISubscriber<T> Downstream => downstream;

    public bool IsDisposed => DisposableSlot.IsDisposed(Volatile.Read(ref _task));

    public virtual void Dispose() => DisposableSlot.Dispose(ref _task);

    /// <summary>Stores the handle of the pending work (the previous one has run, so it is not disposed).</summary>
    protected void SetTask(IDisposable task) => DisposableSlot.TrySetMultiple(ref _task, task);
}
