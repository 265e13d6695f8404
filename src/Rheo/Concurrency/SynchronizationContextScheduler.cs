using Rheo.Disposables;

namespace Rheo.Concurrency;

/// <summary>
/// Runs work by posting it to a <see cref="SynchronizationContext"/> (a UI thread, a test context). As in Rx.NET, each
/// post is bracketed by the context's <see cref="SynchronizationContext.OperationStarted"/> (before posting) and
/// <see cref="SynchronizationContext.OperationCompleted"/> (after the posted callback ran, canceled or not), so a context
/// that counts operations waits for the work; work run inline (<c>alwaysPost: false</c>) is not bracketed.
/// </summary>
public class SynchronizationContextScheduler : LocalScheduler
{
    private static readonly SendOrPostCallback PostedCallback = static item => ((PostedWorkItem)item!).Run();

    private readonly SynchronizationContext _context;
    private readonly bool _alwaysPost;

    /// <summary>Creates a scheduler that always posts to <paramref name="context"/>.</summary>
    /// <param name="context">The context.</param>
    public SynchronizationContextScheduler(SynchronizationContext context)
        : this(context, alwaysPost: true)
    {
    }

    /// <summary>Creates a scheduler over <paramref name="context"/>.</summary>
    /// <param name="context">The context.</param>
    /// <param name="alwaysPost">If false, work scheduled now from a thread already running in the context runs inline.</param>
    public SynchronizationContextScheduler(SynchronizationContext context, bool alwaysPost)
    {
        ArgumentNullException.ThrowIfNull(context);
        _context = context;
        _alwaysPost = alwaysPost;
    }

    /// <summary>Posts the work to the context, or runs it inline (see the constructor's <c>alwaysPost</c>).</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not run.</returns>
    public override IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        if (!_alwaysPost && SynchronizationContext.Current == _context)
        {
            return action(this, state);
        }

        var item = new PostedWorkItem<TState>(this, state, action, _context);
        _context.OperationStarted();
        _context.Post(PostedCallback, item);
        return item;
    }

    /// <summary>Posts the work to the context after <paramref name="dueTime"/>.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The delay.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not run.</returns>
    public override IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        if (dueTime <= TimeSpan.Zero)
        {
            return Schedule(state, action);
        }

        // When due, the item posts the work (a timer thread runs it): the operation starts then, as in Rx.NET.
        var item = new SchedulerWorkItem<(TState State, Func<IScheduler, TState, IDisposable> Action)>(
            this, (state, action), static (scheduler, work) => scheduler.Schedule(work.State, work.Action));
        SchedulerTimerQueue.Instance.Add(item, SchedulerClock.DueIn(dueTime));
        return item;
    }

    /// <summary>Work posted to the context; it completes the context's operation once it has run (or been skipped).</summary>
    private abstract class PostedWorkItem(SynchronizationContext context) : SchedulerWorkItem
    {
        public void Run()
        {
            try
            {
                Invoke();
            }
            finally
            {
                context.OperationCompleted();
            }
        }
    }

    private sealed class PostedWorkItem<TState>(IScheduler scheduler, TState state, Func<IScheduler, TState, IDisposable> action, SynchronizationContext context)
        : PostedWorkItem(context)
    {
        protected override IDisposable InvokeCore() => action(scheduler, state) ?? Disposable.Empty;
    }
}
