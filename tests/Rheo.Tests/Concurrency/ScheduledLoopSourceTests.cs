using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Testing;
using Rheo.Tests.Support;

namespace Rheo.Tests.Concurrency;

public class ScheduledLoopSourceTests : ReactiveTest
{
    [Fact]
    public void RepeatCount_OneValuePerTick_CompletionWithTheLast()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Repeat(42, 3, scheduler));
        res.Messages.AssertEqual(OnNext(201, 42), OnNext(202, 42), OnNext(203, 42), OnCompleted<int>(203));
        var zero = new TestScheduler();
        zero.Start(() => Observable.Repeat(42, 0, zero)).Messages.AssertEqual(OnCompleted<int>(201));
    }

    [Fact]
    public void RepeatForever_StopsOnDispose()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Repeat('x', scheduler), 204);
        res.Messages.AssertEqual(OnNext(201, 'x'), OnNext(202, 'x'), OnNext(203, 'x'));
    }

    [Fact]
    public void Repeat_OnNewThread_RunsOneLoop_AndTakeStopsIt()
    {
        var o = new RecordingObserver<int>();
        using var done = new ManualResetEventSlim();
        Observable.Repeat(7, NewThreadScheduler.Default).Take(100_000).Subscribe(new SignalingRecorder<int>(o, done));
        Assert.True(done.Wait(Bounded.Timeout));
        Assert.Equal(100_000, o.Values.Count);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Repeat_OnALongRunningSchedulerOfAnotherKind_LoopsUntilItsCancelFlagIsSet()
    {
        // The endless loop reads Rheo's BooleanDisposable flag directly; any other ICancelable is asked each time.
        var scheduler = new ThreadLongRunningScheduler();
        var o = new RecordingObserver<int>();
        using var done = new ManualResetEventSlim();
        Observable.Repeat(7, scheduler).Take(10_000).Subscribe(new SignalingRecorder<int>(o, done));
        Assert.True(done.Wait(Bounded.Timeout));
        Assert.True(scheduler.Finished.Wait(Bounded.Timeout));
        Assert.Equal(10_000, o.Values.Count);
        Assert.True(o.Completed);
        Assert.True(scheduler.Cancel!.IsDisposed);
        o.AssertGrammar();
    }

    [Fact]
    public void Generate_OnScheduler_StepsTheStateMachine()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Generate(1, x => x < 4, x => x + 1, x => x * 10, scheduler));
        res.Messages.AssertEqual(OnNext(201, 10), OnNext(202, 20), OnNext(203, 30), OnCompleted<int>(204));
    }

    [Fact]
    public void Generate_ThrowingCallbacks_BecomeOnError()
    {
        var error = new InvalidOperationException();
        var s1 = new TestScheduler();
        s1.Start(() => Observable.Generate(0, x => x < 5, x => x == 1 ? throw error : x + 1, x => x, s1))
            .Messages.AssertEqual(OnNext(201, 0), OnNext(202, 1), OnError<int>(203, error));
        var s2 = new TestScheduler();
        s2.Start(() => Observable.Generate(0, x => throw error, x => x + 1, x => x, s2))
            .Messages.AssertEqual(OnError<int>(201, error));
        var s3 = new TestScheduler();
        s3.Start(() => Observable.Generate<int, int>(0, x => true, x => x + 1, x => throw error, s3))
            .Messages.AssertEqual(OnError<int>(201, error));
    }

    [Fact]
    public void ToObservable_OnScheduler_DisposesEnumerator_OnCompletionAndOnDispose()
    {
        var scheduler = new TestScheduler();
        var completed = new TrackingEnumerable(3);
        scheduler.Start(() => completed.ToObservable(scheduler))
            .Messages.AssertEqual(OnNext(201, 0), OnNext(202, 1), OnNext(203, 2), OnCompleted<int>(204));
        Assert.True(completed.Disposed);

        var other = new TestScheduler();
        var stopped = new TrackingEnumerable(100);
        other.Start(() => stopped.ToObservable(other), 203).Messages.AssertEqual(OnNext(201, 0), OnNext(202, 1));
        other.Start();
        Assert.True(stopped.Disposed);
    }

    [Fact]
    public void ToObservable_ThrowingEnumerator_BecomesOnError_AndIsDisposed()
    {
        var scheduler = new TestScheduler();
        var failing = new TrackingEnumerable(5, throwAt: 2);
        var res = scheduler.Start(() => failing.ToObservable(scheduler));
        Assert.Equal(3, res.Messages.Count);
        Assert.Equal(NotificationKind.OnError, res.Messages[2].Value.Kind);
        Assert.True(failing.Disposed);
    }

    [Fact]
    public void BadArguments_Throw()
    {
        var scheduler = new TestScheduler();
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.Repeat(1, (IScheduler)null!));
        Assert.Throws<ArgumentOutOfRangeException>("repeatCount", () => Observable.Repeat(1, -1, scheduler));
        Assert.Throws<ArgumentNullException>("condition", () => Observable.Generate(0, null!, x => x, x => x, scheduler));
        Assert.Throws<ArgumentNullException>("iterate", () => Observable.Generate(0, x => true, null!, x => x, scheduler));
        Assert.Throws<ArgumentNullException>("resultSelector", () => Observable.Generate<int, int>(0, x => true, x => x, null!, scheduler));
        Assert.Throws<ArgumentNullException>("source", () => ((IEnumerable<int>)null!).ToObservable(scheduler));
        Assert.Throws<ArgumentNullException>("scheduler", () => new[] { 1 }.ToObservable((IScheduler)null!));
    }

    private sealed class SignalingRecorder<T>(RecordingObserver<T> inner, ManualResetEventSlim done) : IObserver<T>
    {
        public void OnNext(T value) => inner.OnNext(value);

        public void OnError(Exception error)
        {
            inner.OnError(error);
            done.Set();
        }

        public void OnCompleted()
        {
            inner.OnCompleted();
            done.Set();
        }
    }

    private sealed class TrackingEnumerable(int count, int throwAt = -1) : IEnumerable<int>
    {
        public bool Disposed { get; private set; }

        public IEnumerator<int> GetEnumerator()
        {
            try
            {
                for (var i = 0; i < count; i++)
                {
                    if (i == throwAt)
                    {
                        throw new InvalidOperationException("enumeration failed");
                    }

                    yield return i;
                }
            }
            finally
            {
                Disposed = true;
            }
        }

        System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => GetEnumerator();
    }

    /// <summary>A long-running scheduler whose cancel flag is not a <c>BooleanDisposable</c>; the loop runs on a thread of its own.</summary>
    private sealed class ThreadLongRunningScheduler : LocalScheduler, ISchedulerLongRunning
    {
        public ManualResetEventSlim Finished { get; } = new();

        public Flag? Cancel { get; private set; }

        public override IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action) =>
            throw new NotSupportedException();

        public IDisposable ScheduleLongRunning<TState>(TState state, Action<TState, ICancelable> action)
        {
            var cancel = Cancel = new Flag();
            new Thread(() =>
            {
                action(state, cancel);
                Finished.Set();
            }) { IsBackground = true }.Start();
            return cancel;
        }

        protected override object? GetService(Type serviceType) =>
            serviceType == typeof(ISchedulerLongRunning) ? this : base.GetService(serviceType);

        public sealed class Flag : ICancelable
        {
            private volatile bool _disposed;

            public bool IsDisposed => _disposed;

            public void Dispose() => _disposed = true;
        }
    }
}
