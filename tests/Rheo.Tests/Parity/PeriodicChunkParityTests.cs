using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Parity;

/// <summary>
/// <c>Buffer</c> and <c>Window</c> by time with back-to-back chunks (span equal to shift) run on one periodic timer, as
/// Rx.NET: a scheduler that implements <see cref="ISchedulerPeriodic"/> sees one start, the ticks and one stop, and the
/// chunks close on the period's ticks.
/// </summary>
public class PeriodicChunkParityTests : ReactiveTest
{
    private static readonly TimeSpan Span = TimeSpan.FromTicks(100);

    public static TheoryData<string> Shapes => ["Buffer(span)", "Buffer(span, span)", "Window(span)", "Window(span, span)"];

    [Theory]
    [MemberData(nameof(Shapes))]
    public void OnePeriodicTimer_StartedAtSubscription_StoppedAtCompletion(string shape)
    {
        var test = new TestScheduler();
        var scheduler = new RecordingPeriodicScheduler(test);
        var xs = test.CreateHotObservable(OnNext(210, 2), OnNext(320, 5), OnCompleted<int>(450));
        var res = test.Start(() => Apply(shape, xs, scheduler));
        Assert.Equal(["start 100 at 200", "tick at 300", "tick at 400", "stop at 450"], scheduler.Log);
        long[] chunkTimes = shape.StartsWith("Window", StringComparison.Ordinal) ? [200, 300, 400] : [300, 400, 450];
        Assert.Equal(chunkTimes, res.Messages.Where(m => m.Value.Kind == NotificationKind.OnNext).Select(m => m.Time));
        xs.Subscriptions.AssertEqual(Subscribe(200, 450));
    }

    [Theory]
    [MemberData(nameof(Shapes))]
    public void Disposed_StopsThePeriodicTimer(string shape)
    {
        var test = new TestScheduler();
        var scheduler = new RecordingPeriodicScheduler(test);
        var xs = test.CreateHotObservable<int>();
        test.Start(() => Apply(shape, xs, scheduler), 100, 200, 350);
        Assert.Equal(["start 100 at 200", "tick at 300", "stop at 350"], scheduler.Log);
    }

    [Fact]
    public void Buffer_TestSchedulerTicks_AsRx()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(
            OnNext(150, 1), OnNext(210, 2), OnNext(240, 3), OnNext(280, 4), OnNext(320, 5), OnNext(350, 6), OnNext(380, 7),
            OnNext(420, 8), OnNext(470, 9), OnCompleted<int>(600));
        var res = scheduler.Start(() => xs.Buffer(Span, scheduler).Select(b => string.Join(",", b)));
        res.Messages.AssertEqual(
            OnNext(300, "2,3,4"), OnNext(400, "5,6,7"), OnNext(500, "8,9"), OnNext(600, ""), OnCompleted<string>(600));
        xs.Subscriptions.AssertEqual(Subscribe(200, 600));
    }

    [Fact]
    public void Window_TestSchedulerTicks_AsRx()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(
            OnNext(150, 1), OnNext(210, 2), OnNext(240, 3), OnNext(280, 4), OnNext(320, 5), OnNext(350, 6), OnNext(380, 7),
            OnNext(420, 8), OnNext(470, 9), OnCompleted<int>(600));
        var res = scheduler.Start(() => xs.Window(Span, scheduler).Select((w, i) => w.Select(x => $"{i}:{x}")).Merge());
        res.Messages.AssertEqual(
            OnNext(210, "0:2"), OnNext(240, "0:3"), OnNext(280, "0:4"), OnNext(320, "1:5"), OnNext(350, "1:6"), OnNext(380, "1:7"),
            OnNext(420, "2:8"), OnNext(470, "2:9"), OnCompleted<string>(600));
        xs.Subscriptions.AssertEqual(Subscribe(200, 600));
    }

    private static IObservable<object> Apply(string shape, IObservable<int> xs, IScheduler scheduler) => shape switch
    {
        "Buffer(span)" => xs.Buffer(Span, scheduler),
        "Buffer(span, span)" => xs.Buffer(Span, Span, scheduler),
        "Window(span)" => xs.Window(Span, scheduler),
        _ => xs.Window(Span, Span, scheduler),
    };

    /// <summary>Delegates to a <see cref="TestScheduler"/> and logs periodic work: its start, each tick and its stop.</summary>
    private sealed class RecordingPeriodicScheduler(TestScheduler inner) : IScheduler, ISchedulerPeriodic
    {
        public List<string> Log { get; } = [];

        public DateTimeOffset Now => inner.Now;

        public IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action) => inner.Schedule(state, action);

        public IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action) =>
            inner.Schedule(state, dueTime, action);

        public IDisposable Schedule<TState>(TState state, DateTimeOffset dueTime, Func<IScheduler, TState, IDisposable> action) =>
            inner.Schedule(state, dueTime, action);

        public IDisposable SchedulePeriodic<TState>(TState state, TimeSpan period, Func<TState, TState> action)
        {
            Log.Add($"start {period.Ticks} at {inner.Clock}");
            var work = inner.SchedulePeriodic(state, period, s =>
            {
                Log.Add($"tick at {inner.Clock}");
                return action(s);
            });
            return Disposable.Create(() =>
            {
                Log.Add($"stop at {inner.Clock}");
                work.Dispose();
            });
        }
    }
}
