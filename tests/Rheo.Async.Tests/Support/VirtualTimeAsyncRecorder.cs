using Rheo.Async;
using Rheo.Testing;

namespace Rheo.Async.Tests.Support;

/// <summary>
/// Records what an asynchronous observer receives with the virtual time of each call ("250:3", "300:C",
/// "300:E:TimeoutException"), flags overlapping calls and calls after a terminal one, and can stay busy for
/// <c>busyTicks</c> of virtual time on each value (its OnNextAsync completes that much later on the scheduler), to
/// play a slow observer.
/// </summary>
public sealed class VirtualTimeAsyncRecorder<T>(TestScheduler scheduler, long busyTicks = 0, Func<T, ValueTask>? onNext = null) : IAsyncObserver<T>
{
    private readonly List<string> _messages = [];
    private int _inFlight;
    private bool _terminated;

    public List<string> Violations { get; } = [];

    public string[] Messages => [.. _messages];

    public List<T> Values { get; } = [];

    public ValueTask OnNextAsync(T value)
    {
        Enter("OnNext");
        _messages.Add($"{scheduler.Clock}:{Format(value)}");
        Values.Add(value);
        if (onNext is not null)
        {
            return Hook(value);
        }

        if (busyTicks == 0)
        {
            Exit();
            return default;
        }

        var done = new TaskCompletionSource();
        scheduler.ScheduleRelative((this, done), busyTicks, static (_, s) =>
        {
            s.Item1.Exit();
            s.done.SetResult();
            return Rheo.Disposables.Disposable.Empty;
        });
        return new ValueTask(done.Task);
    }

    public ValueTask OnErrorAsync(Exception error)
    {
        Enter("OnError");
        _messages.Add($"{scheduler.Clock}:E:{error.GetType().Name}");
        _terminated = true;
        Exit();
        return default;
    }

    public ValueTask OnCompletedAsync()
    {
        Enter("OnCompleted");
        _messages.Add($"{scheduler.Clock}:C");
        _terminated = true;
        Exit();
        return default;
    }

    public void AssertGrammar() => Assert.Empty(Violations);

    private static string Format(T value) => value is IEnumerable<int> list ? "[" + string.Join(",", list) + "]" : value?.ToString() ?? "null";

    private async ValueTask Hook(T value)
    {
        try
        {
            await onNext!(value);
        }
        finally
        {
            Exit();
        }
    }

    private void Enter(string what)
    {
        if (Interlocked.Increment(ref _inFlight) != 1)
        {
            Violations.Add("overlapping " + what);
        }

        if (_terminated)
        {
            Violations.Add(what + " after terminal");
        }
    }

    private void Exit() => Interlocked.Decrement(ref _inFlight);
}

/// <summary>Schedules calls into a hot asynchronous source (usually a subject) at virtual times.</summary>
public static class VirtualTimeAsyncScript
{
    /// <summary>
    /// Runs the scheduler to the end with no synchronization context, so that the continuations of completed tasks run
    /// inline (under the test framework's context they would be queued to the thread pool, off virtual time).
    /// </summary>
    public static void RunInline(this TestScheduler scheduler) => WithoutContext(scheduler.Start);

    /// <summary>Advances the scheduler to <paramref name="time"/> with no synchronization context (see <see cref="RunInline"/>).</summary>
    public static void AdvanceToInline(this TestScheduler scheduler, long time) => WithoutContext(() => scheduler.AdvanceTo(time));

    private static void WithoutContext(Action action)
    {
        var context = SynchronizationContext.Current;
        SynchronizationContext.SetSynchronizationContext(null);
        try
        {
            action();
        }
        finally
        {
            SynchronizationContext.SetSynchronizationContext(context);
        }
    }

    /// <summary>Runs <paramref name="action"/> at <paramref name="time"/>; a call still pending then is left to complete on its own.</summary>
    public static void At(this TestScheduler scheduler, long time, Func<ValueTask> action) =>
        scheduler.ScheduleAbsolute(action, time, static (_, a) =>
        {
            var pending = a().AsTask();
            GC.KeepAlive(pending);
            return Rheo.Disposables.Disposable.Empty;
        });

    /// <summary>Runs <paramref name="action"/> at <paramref name="time"/> and records when its call completed (in virtual time).</summary>
    public static void At(this TestScheduler scheduler, long time, Func<ValueTask> action, List<long> completedAt) =>
        scheduler.ScheduleAbsolute((scheduler, action, completedAt), time, static (_, s) =>
        {
            var task = s.action().AsTask();
            if (task.IsCompleted)
            {
                s.completedAt.Add(s.scheduler.Clock);
            }
            else
            {
                task.ContinueWith(t => s.completedAt.Add(s.scheduler.Clock), TaskContinuationOptions.ExecuteSynchronously);
            }

            return Rheo.Disposables.Disposable.Empty;
        });
}
