namespace Rheo.Concurrency;

/// <summary>
/// The periodic work of <see cref="TaskPoolScheduler"/>: each call runs as a task on the factory's task scheduler,
/// started by a <see cref="Task.Delay(TimeSpan, CancellationToken)"/> that ends at the call's due time (n × period
/// on a stopwatch started with the work). The next delay starts after the call returned, so calls never overlap;
/// a due time already past starts the next call at once (as a new task, never inline, so a zero period does not
/// grow the stack). Disposal cancels the pending delay.
/// </summary>
/// <typeparam name="TState">The state type.</typeparam>
internal sealed class TaskPeriodicWork<TState> : IDisposable
{
    private readonly TaskFactory _factory;
    private readonly TimeSpan _period;
    private readonly Func<TState, TState> _action;
    private readonly CancellationTokenSource _cancel = new();
    private readonly MonotonicStopwatch _stopwatch = new();
    private TState _state;
    private TimeSpan _next;

    private TaskPeriodicWork(TaskFactory factory, TState state, TimeSpan period, Func<TState, TState> action)
    {
        _factory = factory;
        _state = state;
        _period = period;
        _action = action;
        _next = period;
    }

    private TaskScheduler Scheduler => _factory.Scheduler ?? TaskScheduler.Default;

    public static IDisposable Start(TaskFactory factory, TState state, TimeSpan period, Func<TState, TState> action)
    {
        var work = new TaskPeriodicWork<TState>(factory, state, period, action);
        work.ScheduleNext();
        return work;
    }

    public void Dispose() => _cancel.Cancel();

    private void ScheduleNext()
    {
        var token = _cancel.Token;
        if (token.IsCancellationRequested)
        {
            return;
        }

        var delay = _next - _stopwatch.Elapsed;
        if (delay <= TimeSpan.Zero)
        {
            _factory.StartNew(static w => ((TaskPeriodicWork<TState>)w!).Tick(), this, token, _factory.CreationOptions, Scheduler);
        }
        else
        {
            Task.Delay(delay, token).ContinueWith(
                static (_, w) => ((TaskPeriodicWork<TState>)w!).Tick(),
                this,
                token,
                TaskContinuationOptions.ExecuteSynchronously | TaskContinuationOptions.OnlyOnRanToCompletion,
                Scheduler);
        }
    }

    private void Tick()
    {
        if (_cancel.IsCancellationRequested)
        {
            return;
        }

        _state = _action(_state);
        _next += _period;
        ScheduleNext();
    }
}
