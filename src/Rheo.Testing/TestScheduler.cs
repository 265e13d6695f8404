using Rheo.Concurrency;
using Rheo.Disposables;

namespace Rheo.Testing;

/// <summary>
/// The virtual-time scheduler of tests: time is a <see cref="long"/> count of ticks (one tick is one
/// <see cref="TimeSpan"/> tick), and work scheduled at or before the current time runs one tick later,
/// so every step of a test has its own distinct time.
/// </summary>
public class TestScheduler : VirtualTimeScheduler<long, long>
{
    private SchedulerTimeProvider? _timeProvider;

    /// <summary>Queues work at <paramref name="dueTime"/>, or at <see cref="VirtualTimeSchedulerBase{TAbsolute, TRelative}.Clock"/> + 1 if that time is not in the future.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The virtual due time.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work.</returns>
    public override IDisposable ScheduleAbsolute<TState>(TState state, long dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        if (dueTime <= Clock)
        {
            dueTime = Clock + 1;
        }

        return base.ScheduleAbsolute(state, dueTime, action);
    }

    /// <summary>Adds ticks.</summary>
    /// <param name="absolute">The absolute time.</param>
    /// <param name="relative">The relative time.</param>
    /// <returns>The sum.</returns>
    protected override long Add(long absolute, long relative) => absolute + relative;

    /// <summary>Converts ticks to a <see cref="DateTimeOffset"/> (UTC, ticks since 0001-01-01).</summary>
    /// <param name="absolute">The ticks.</param>
    /// <returns>The point in time.</returns>
    protected override DateTimeOffset ToDateTimeOffset(long absolute) => new(absolute, TimeSpan.Zero);

    /// <summary>Converts a time span to ticks.</summary>
    /// <param name="timeSpan">The time span.</param>
    /// <returns>Its ticks.</returns>
    protected override long ToRelative(TimeSpan timeSpan) => timeSpan.Ticks;

    /// <summary>
    /// Creates the observable at <paramref name="created"/>, subscribes an observer to it at
    /// <paramref name="subscribed"/>, disposes the subscription at <paramref name="disposed"/>, and runs the
    /// scheduler until no work is left.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="create">Creates the observable under test.</param>
    /// <param name="created">When to call <paramref name="create"/>.</param>
    /// <param name="subscribed">When to subscribe.</param>
    /// <param name="disposed">When to dispose the subscription.</param>
    /// <returns>The observer with the messages received while subscribed.</returns>
    public ITestableObserver<T> Start<T>(Func<IObservable<T>> create, long created, long subscribed, long disposed)
    {
        ArgumentNullException.ThrowIfNull(create);
        var state = new StartState<T>(create, CreateObserver<T>());
        ScheduleAbsolute(state, created, static (_, s) =>
        {
            s.Source = s.Create();
            return Disposable.Empty;
        });
        ScheduleAbsolute(state, subscribed, static (_, s) =>
        {
            s.Subscription = s.Source!.Subscribe(s.Observer);
            return Disposable.Empty;
        });
        ScheduleAbsolute(state, disposed, static (_, s) =>
        {
            s.Subscription?.Dispose();
            return Disposable.Empty;
        });
        Start();
        return state.Observer;
    }

    /// <summary>Runs <see cref="Start{T}(Func{IObservable{T}}, long, long, long)"/> with <see cref="ReactiveTest.Created"/> and <see cref="ReactiveTest.Subscribed"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="create">Creates the observable under test.</param>
    /// <param name="disposed">When to dispose the subscription.</param>
    /// <returns>The observer with the messages received while subscribed.</returns>
    public ITestableObserver<T> Start<T>(Func<IObservable<T>> create, long disposed)
        => Start(create, ReactiveTest.Created, ReactiveTest.Subscribed, disposed);

    /// <summary>Runs <see cref="Start{T}(Func{IObservable{T}}, long, long, long)"/> at the default times: created 100, subscribed 200, disposed 1000.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="create">Creates the observable under test.</param>
    /// <returns>The observer with the messages received while subscribed.</returns>
    public ITestableObserver<T> Start<T>(Func<IObservable<T>> create)
        => Start(create, ReactiveTest.Created, ReactiveTest.Subscribed, ReactiveTest.Disposed);

    /// <summary>Creates a hot observable: the messages are sent at their absolute times to whoever is subscribed then.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="messages">The messages with their absolute times.</param>
    /// <returns>The observable, which logs its subscriptions.</returns>
    public ITestableObservable<T> CreateHotObservable<T>(params Recorded<Notification<T>>[] messages)
    {
        ArgumentNullException.ThrowIfNull(messages);
        return new HotObservable<T>(this, messages);
    }

    /// <summary>Creates a cold observable: each subscription gets the messages at their times relative to subscribing.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="messages">The messages with their relative times.</param>
    /// <returns>The observable, which logs its subscriptions.</returns>
    public ITestableObservable<T> CreateColdObservable<T>(params Recorded<Notification<T>>[] messages)
    {
        ArgumentNullException.ThrowIfNull(messages);
        return new ColdObservable<T>(this, messages);
    }

    /// <summary>Creates an observer that records messages with the virtual time they arrive.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <returns>The observer.</returns>
    public ITestableObserver<T> CreateObserver<T>() => new MockObserver<T>(this);

    /// <summary>
    /// Returns a <see cref="TimeProvider"/> running on this scheduler's virtual time: <c>Task.Delay</c>,
    /// timers and timeouts made from it complete when the scheduler reaches their time.
    /// </summary>
    /// <returns>The time provider (the same instance on every call).</returns>
    public TimeProvider AsTimeProvider() => _timeProvider ??= new SchedulerTimeProvider(this);

    /// <summary>Hands the scheduler to code that expects a <see cref="TimeProvider"/> (see <see cref="AsTimeProvider"/>).</summary>
    /// <param name="scheduler">The scheduler.</param>
    public static implicit operator TimeProvider(TestScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        return scheduler.AsTimeProvider();
    }

    private sealed class StartState<T>(Func<IObservable<T>> create, ITestableObserver<T> observer)
    {
        public Func<IObservable<T>> Create => create;

        public ITestableObserver<T> Observer => observer;

        public IObservable<T>? Source { get; set; }

        public IDisposable? Subscription { get; set; }
    }
}
