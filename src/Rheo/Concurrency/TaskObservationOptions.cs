namespace Rheo.Concurrency;

/// <summary>
/// How a <see cref="Task"/> is observed when it is turned into an observable (<c>ToObservable</c>, <c>FromAsync</c>,
/// <c>StartAsync</c>): the scheduler that delivers its outcome, and what happens to an exception the task throws
/// after every observer has unsubscribed.
/// </summary>
/// <remarks>
/// <para>With a non-null <see cref="Scheduler"/>, every notification (also those of a task that had already finished)
/// is delivered from a work item on that scheduler.</para>
/// <para>With <see cref="IgnoreExceptionsAfterUnsubscribe"/> true, a task that faults after its subscription was
/// disposed has its exception observed (and dropped); with false, the exception is left unobserved and surfaces
/// through <see cref="TaskScheduler.UnobservedTaskException"/>, as the overloads without options do (as in Rx.NET).</para>
/// </remarks>
/// <param name="scheduler">The scheduler that delivers notifications, or null to deliver them where the task completes.</param>
/// <param name="ignoreExceptionsAfterUnsubscribe">Whether an exception thrown after unsubscription is observed and dropped.</param>
public sealed class TaskObservationOptions(IScheduler? scheduler, bool ignoreExceptionsAfterUnsubscribe)
{
    /// <summary>Gets the scheduler that delivers notifications, or null to deliver them where the task completes.</summary>
    public IScheduler? Scheduler { get; } = scheduler;

    /// <summary>Gets whether an exception the task throws after unsubscription is observed and dropped (true) or left unobserved (false).</summary>
    public bool IgnoreExceptionsAfterUnsubscribe { get; } = ignoreExceptionsAfterUnsubscribe;
}
