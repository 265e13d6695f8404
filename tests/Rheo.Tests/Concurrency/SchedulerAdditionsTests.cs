using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Joins;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Testing;
using Rheo.Tests.Support;

namespace Rheo.Tests.Concurrency;

public class SchedulerAdditionsTests
{
    [Fact]
    public void DisableOptimizations_HidesTheOptionalInterfaces()
    {
        IScheduler plain = NewThreadScheduler.Default.DisableOptimizations();
        Assert.NotNull(NewThreadScheduler.Default.AsLongRunning());
        Assert.Null(plain.AsLongRunning());
        Assert.Null(plain.AsPeriodic());
        Assert.Null(plain.AsStopwatchProvider());

        // The stopwatch falls back to one over Now.
        Assert.True(plain.StartStopwatch().Elapsed >= TimeSpan.Zero);
    }

    [Fact]
    public void DisableOptimizations_WithTypes_HidesOnlyThose()
    {
        var scheduler = ThreadPoolScheduler.Instance.DisableOptimizations(typeof(ISchedulerLongRunning));
        Assert.Null(scheduler.AsLongRunning());
        Assert.NotNull(scheduler.AsPeriodic());
        Assert.NotNull(scheduler.AsStopwatchProvider());
    }

    [Fact]
    public void DisableOptimizations_RunsWorkOnTheInnerScheduler_AndRecursiveWorkSeesTheWrapper()
    {
        var virtualTime = new TestScheduler();
        var wrapped = virtualTime.DisableOptimizations();
        Assert.Equal(virtualTime.Now, wrapped.Now);
        var seen = new List<(long, bool)>();
        wrapped.Schedule(0, TimeSpan.FromTicks(10), (s, n) =>
        {
            seen.Add((virtualTime.Clock, s.AsStopwatchProvider() is null));
            return s.Schedule(0, TimeSpan.FromTicks(5), (s2, _) =>
            {
                seen.Add((virtualTime.Clock, s2.AsStopwatchProvider() is null));
                return Disposable.Empty;
            });
        });
        wrapped.Schedule(0, virtualTime.Now.AddTicks(100), (s, _) =>
        {
            seen.Add((virtualTime.Clock, s.AsStopwatchProvider() is null));
            return Disposable.Empty;
        });
        var canceled = wrapped.Schedule(() => seen.Add((-1, false)));
        canceled.Dispose();
        virtualTime.Start();
        Assert.Equal([(10L, true), (15L, true), (100L, true)], seen);
    }

    [Fact]
    public void DisableOptimizations_OperatorsFallBackToPlainScheduling()
    {
        // Range runs its loop as one long-running item when the scheduler offers that; behind the wrapper it schedules
        // one item per value instead, on virtual time.
        var scheduler = new LongRunningTestScheduler();
        var direct = new List<int>();
        Observable.Range(0, 3, scheduler).Subscribe(direct.Add);
        Assert.Equal(1, scheduler.LongRunningCalls);
        Assert.Equal([0, 1, 2], direct);

        var values = new List<int>();
        Observable.Range(0, 3, scheduler.DisableOptimizations()).Subscribe(values.Add);
        Assert.Empty(values);
        scheduler.Start();
        Assert.Equal([0, 1, 2], values);
        Assert.Equal(1, scheduler.LongRunningCalls);
    }

    /// <summary>A test scheduler that also offers long-running work, run at once on the calling thread.</summary>
    private sealed class LongRunningTestScheduler : TestScheduler, ISchedulerLongRunning
    {
        public int LongRunningCalls { get; private set; }

        public IDisposable ScheduleLongRunning<TState>(TState state, Action<TState, ICancelable> action)
        {
            LongRunningCalls++;
            var cancel = new BooleanDisposable();
            action(state, cancel);
            return cancel;
        }

        protected override object? GetService(Type serviceType)
            => serviceType == typeof(ISchedulerLongRunning) ? this : base.GetService(serviceType);
    }

    [Fact]
    public void DisableOptimizations_ArgumentChecks()
    {
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => Scheduler.DisableOptimizations(null!)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => Scheduler.DisableOptimizations(null!, typeof(ISchedulerPeriodic))).ParamName);
        Assert.Equal("optimizationInterfaces", Assert.Throws<ArgumentNullException>(() => Scheduler.Immediate.DisableOptimizations(null!)).ParamName);
        Assert.Equal("action", Assert.Throws<ArgumentNullException>(() => Scheduler.Immediate.DisableOptimizations().Schedule(0, (Func<IScheduler, int, IDisposable>)null!)).ParamName);
    }

#pragma warning disable CS0618 // The obsolete members are what these tests are about.
    [Fact]
    public void ObsoleteSchedulerProperties_ReturnTheNamedSchedulers()
    {
        Assert.Same(ThreadPoolScheduler.Instance, Scheduler.ThreadPool);
        Assert.Same(NewThreadScheduler.Default, Scheduler.NewThread);
        Assert.Same(TaskPoolScheduler.Default, Scheduler.TaskPool);
    }

    [Fact]
    public void ObsoleteSchedulerProperties_AreObsoleteWithRxMessages()
    {
        static string Message(string name) =>
            ((ObsoleteAttribute)Attribute.GetCustomAttribute(typeof(Scheduler).GetProperty(name)!, typeof(ObsoleteAttribute))!).Message!;

        Assert.EndsWith("Please use NewThreadScheduler.Default to obtain an instance of this scheduler type.", Message(nameof(Scheduler.NewThread)));
        Assert.EndsWith("Please use TaskPoolScheduler.Default to obtain an instance of this scheduler type.", Message(nameof(Scheduler.TaskPool)));
        Assert.Contains("Consider using Scheduler.Default", Message(nameof(Scheduler.ThreadPool)));
        var required = (ObsoleteAttribute)Attribute.GetCustomAttribute(typeof(CurrentThreadScheduler).GetProperty(nameof(CurrentThreadScheduler.ScheduleRequired))!, typeof(ObsoleteAttribute))!;
        Assert.Equal("This instance property is no longer supported. Use CurrentThreadScheduler.IsScheduleRequired instead.", required.Message);
    }

    [Fact]
    public void ScheduleRequired_FollowsIsScheduleRequired()
    {
        Assert.True(CurrentThreadScheduler.Instance.ScheduleRequired);
        bool? inside = null;
        CurrentThreadScheduler.Instance.Schedule(() => inside = CurrentThreadScheduler.Instance.ScheduleRequired);
        Assert.False(inside);
        Assert.True(CurrentThreadScheduler.Instance.ScheduleRequired);
    }

    [Fact]
    public void ObsoleteNewThread_RunsWork()
    {
        using var done = new ManualResetEventSlim();
        var thread = -1;
        Scheduler.NewThread.Schedule(() =>
        {
            thread = Environment.CurrentManagedThreadId;
            done.Set();
        });
        done.WaitWithin();
        Assert.NotEqual(Environment.CurrentManagedThreadId, thread);
    }
#pragma warning restore CS0618

    [Fact]
    public async Task ConfigureAwaitTrue_ContinuesOnTheCapturedContext()
    {
        var context = new QueueingSynchronizationContext();
        var scheduler = new TestScheduler();
        SynchronizationContext? resumedOn = null;
        var previous = SynchronizationContext.Current;
        Task awaiting;
        SynchronizationContext.SetSynchronizationContext(context);
        try
        {
            awaiting = Await();
        }
        finally
        {
            SynchronizationContext.SetSynchronizationContext(previous);
        }

        async Task Await()
        {
            await scheduler.Sleep(TimeSpan.FromTicks(10)).ConfigureAwait(true);
            resumedOn = SynchronizationContext.Current;
        }

        // The scheduler runs the operation; the rest of the method is posted to the context, not run yet.
        scheduler.Start();
        Assert.False(awaiting.IsCompleted);
        Assert.Equal(1, context.Posted);
        Assert.Equal(1, context.Pump());
        await awaiting.Within();
        Assert.Same(context, resumedOn);
    }

    [Fact]
    public async Task ConfigureAwaitFalse_ContinuesOnTheScheduler()
    {
        var context = new QueueingSynchronizationContext();
        var scheduler = new TestScheduler();
        long resumedAt = -1;
        var previous = SynchronizationContext.Current;
        Task awaiting;
        SynchronizationContext.SetSynchronizationContext(context);
        try
        {
            awaiting = Await();
        }
        finally
        {
            SynchronizationContext.SetSynchronizationContext(previous);
        }

        async Task Await()
        {
            await scheduler.Sleep(TimeSpan.FromTicks(10)).ConfigureAwait(false);
            resumedAt = scheduler.Clock;
        }

        scheduler.Start();
        await awaiting.Within();
        Assert.Equal(10, resumedAt);
        Assert.Equal(0, context.Posted);
    }

    [Fact]
    public async Task ConfigureAwait_KeepsTheCancellationToken()
    {
        var scheduler = new TestScheduler();
        using var cancel = new CancellationTokenSource();
        cancel.Cancel();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(async () => await scheduler.Yield(cancel.Token).ConfigureAwait(true));
    }

    [Fact]
    public void Synchronization_DelegatesToTheOperators()
    {
        var scheduler = new TestScheduler();
        var values = new List<(int, long)>();
        var subject = new Subject<int>();
        Synchronization.ObserveOn(Synchronization.SubscribeOn(subject, scheduler), scheduler).Subscribe(v => values.Add((v, scheduler.Clock)));
        scheduler.AdvanceTo(5);
        scheduler.Schedule(TimeSpan.FromTicks(5), () => subject.OnNext(1));
        scheduler.Start();
        // The value is sent at 10; ObserveOn schedules its delivery "now", which the test scheduler runs one tick later.
        Assert.Equal([(1, 11L)], values);

        var gate = new object();
        var locked = new List<bool>();
        Synchronization.Synchronize(Observable.Range(0, 2), gate).Subscribe(_ => locked.Add(Monitor.IsEntered(gate)));
        Assert.Equal([true, true], locked);
        var plain = new List<int>();
        Synchronization.Synchronize(Observable.Range(0, 3)).Subscribe(plain.Add);
        Assert.Equal([0, 1, 2], plain);
    }

    [Fact]
    public void Synchronization_ContextOverloadsPostToTheContext()
    {
        var context = new QueueingSynchronizationContext();
        var values = new List<int>();
        using var subscription = Synchronization.ObserveOn(Synchronization.SubscribeOn(Observable.Range(0, 2), context), context).Subscribe(values.Add);
        Assert.Empty(values);
        while (context.Pump() > 0)
        {
        }

        Assert.Equal([0, 1], values);
    }

    [Fact]
    public void Synchronization_ArgumentChecks()
    {
        var source = Observable.Return(1);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => Synchronization.ObserveOn<int>(null!, Scheduler.Immediate)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => Synchronization.ObserveOn(source, (IScheduler)null!)).ParamName);
        Assert.Equal("context", Assert.Throws<ArgumentNullException>(() => Synchronization.ObserveOn(source, (SynchronizationContext)null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => Synchronization.SubscribeOn<int>(null!, new SynchronizationContext())).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => Synchronization.SubscribeOn(source, (IScheduler)null!)).ParamName);
        Assert.Equal("context", Assert.Throws<ArgumentNullException>(() => Synchronization.SubscribeOn(source, (SynchronizationContext)null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => Synchronization.Synchronize<int>(null!)).ParamName);
        Assert.Equal("gate", Assert.Throws<ArgumentNullException>(() => Synchronization.Synchronize(source, null!)).ParamName);
    }

    [Fact]
    public void TypeShapes_MatchRx()
    {
        Assert.False(typeof(SynchronizationContextScheduler).IsSealed);
        Assert.False(typeof(Pattern<int>).IsSealed);
        Assert.False(typeof(Pattern<int, int>).IsSealed);
        Assert.True(typeof(ISchedulerPeriodic).IsAssignableFrom(typeof(EventLoopScheduler)));
        Assert.True(typeof(ISchedulerPeriodic).IsAssignableFrom(typeof(NewThreadScheduler)));
        Assert.True(typeof(ISchedulerPeriodic).IsAssignableFrom(typeof(TaskPoolScheduler)));
        Assert.True(typeof(ISchedulerLongRunning).IsAssignableFrom(typeof(ThreadPoolScheduler)));
    }

    [Fact]
    public void SynchronizationContextScheduler_CanBeDerived()
    {
        var context = new QueueingSynchronizationContext();
        var scheduler = new CountingContextScheduler(context);
        var ran = 0;
        scheduler.Schedule(() => ran++);
        Assert.Equal(1, scheduler.Scheduled);
        Assert.Equal(1, context.Pump());
        Assert.Equal(1, ran);
    }

    [Fact]
    public void PatternOfOneSource_ThenMakesThePlanOfThatSource()
    {
        var source = new Subject<int>();
        var plan = new Pattern<int>(source).Then(x => x * 10);
        var values = new RecordingObserver<int>();
        Observable.When(plan).Subscribe(values);
        source.OnNext(1);
        source.OnNext(2);
        source.OnCompleted();
        Assert.Equal([10, 20], values.Values);
        Assert.True(values.Completed);
        Assert.Equal("selector", Assert.Throws<ArgumentNullException>(() => new Pattern<int>(source).Then<int>(null!)).ParamName);
    }

    private sealed class CountingContextScheduler(SynchronizationContext context) : SynchronizationContextScheduler(context)
    {
        public int Scheduled { get; private set; }

        public override IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action)
        {
            Scheduled++;
            return base.Schedule(state, action);
        }
    }
}
