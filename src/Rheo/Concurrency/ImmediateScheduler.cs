namespace Rheo.Concurrency;

/// <summary>
/// Runs work at once on the calling thread (a timed item blocks the thread until it is due). The scheduler
/// handed to the work trampolines, so work that reschedules itself recursively runs on a constant stack.
/// </summary>
public sealed class ImmediateScheduler : LocalScheduler
{
    private ImmediateScheduler()
    {
    }

    /// <summary>Gets the scheduler.</summary>
    public static ImmediateScheduler Instance { get; } = new();

    /// <summary>Runs the work now, on the calling thread.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="action">The work.</param>
    /// <returns>What the action returned.</returns>
    public override IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        return action(new ImmediateTrampolineScheduler(), state);
    }

    /// <summary>Blocks until <paramref name="dueTime"/> has passed, then runs the work on the calling thread.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The delay.</param>
    /// <param name="action">The work.</param>
    /// <returns>What the action returned.</returns>
    public override IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        var due = SchedulerClock.DueIn(dueTime);
        int wait;
        while ((wait = SchedulerClock.MillisecondsUntil(due)) > 0)
        {
            Thread.Sleep(wait);
        }

        return action(new ImmediateTrampolineScheduler(), state);
    }
}

/// <summary>
/// The scheduler handed to work run by <see cref="ImmediateScheduler"/>: whoever schedules on it while
/// nothing runs becomes the runner and drains the queue; nested schedules only queue.
/// </summary>
internal sealed class ImmediateTrampolineScheduler : LocalScheduler
{
    private readonly SchedulerTrampoline _trampoline = new();
    private bool _running;

    public override IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        var item = new SchedulerWorkItem<TState>(this, state, action);
        lock (_trampoline)
        {
            _trampoline.Enqueue(item, SchedulerClock.DueIn(dueTime));
            if (_running)
            {
                return item;
            }

            _running = true;
        }

        try
        {
            while (true)
            {
                SchedulerWorkItem next;
                long due;
                lock (_trampoline)
                {
                    if (!_trampoline.TryDequeue(out next, out due))
                    {
                        _running = false;
                        return item;
                    }
                }

                SchedulerTrampoline.RunWhenDue(next, due);
            }
        }
        catch
        {
            lock (_trampoline)
            {
                _trampoline.Clear();
                _running = false;
            }

            throw;
        }
    }
}
