namespace Rheo.Concurrency;

/// <summary>A piece of work waiting in a scheduler's queue.</summary>
/// <typeparam name="TAbsolute">The type of absolute time.</typeparam>
public interface IScheduledItem<out TAbsolute>
{
    /// <summary>Gets the time at which the work is due.</summary>
    TAbsolute DueTime { get; }

    /// <summary>Runs the work, unless it was canceled.</summary>
    void Invoke();
}
