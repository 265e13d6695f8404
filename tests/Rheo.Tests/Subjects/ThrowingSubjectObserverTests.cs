using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.Subjects;

/// <summary>
/// An observer whose <c>OnNext</c> throws, as in Rx.NET: on a subject (which receives a delegate observer or a plain
/// observer unguarded) the exception reaches the caller of the subject's method, the observers after it miss that value,
/// and it stays subscribed, so the next value reaches it again; on an operator (Rx.NET's producers guard the delegate
/// observer) its subscription is disposed and the source stops.
/// </summary>
public class ThrowingSubjectObserverTests
{
    public static TheoryData<string> Kinds() => ["Subject", "BehaviorSubject", "ReplaySubject", "ReplaySubject(2)"];

    [Theory]
    [MemberData(nameof(Kinds))]
    public void DelegateObserver_ThrowOnAValue_ReachesTheCaller_AndTheHandlerIsCalledAgain(string kind)
    {
        var s = Create(kind);
        var error = new InvalidOperationException();
        var seen = new List<int>();
        var completed = 0;
        var after = new List<int>();
        s.Subscribe(
            x =>
            {
                seen.Add(x);
                if (x == 1)
                {
                    throw error;
                }
            },
            () => completed++);
        s.Subscribe(after.Add);

        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => s.OnNext(1)));
        Assert.True(s.HasObservers);
        s.OnNext(2);
        s.OnCompleted();

        Assert.Equal(Live(kind, [1, 2]), seen);
        Assert.Equal(Live(kind, [2]), after);
        Assert.Equal(1, completed);
    }

    [Theory]
    [MemberData(nameof(Kinds))]
    public void DelegateObserverWithToken_ThrowOnAValue_StaysSubscribed_AndCancelingStillDetachesIt(string kind)
    {
        var s = Create(kind);
        var error = new InvalidOperationException();
        var seen = new List<int>();
        using var cancel = new CancellationTokenSource();
        s.Subscribe(
            x =>
            {
                seen.Add(x);
                if (x == 1)
                {
                    throw error;
                }
            },
            cancel.Token);

        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => s.OnNext(1)));
        s.OnNext(2);
        cancel.Cancel();
        s.OnNext(3);

        Assert.Equal(Live(kind, [1, 2]), seen);
        Assert.False(s.HasObservers);
    }

    [Theory]
    [MemberData(nameof(Kinds))]
    public void PlainObserver_ThrowOnAValue_ReachesTheCaller_AndItStaysSubscribed(string kind)
    {
        var s = Create(kind);
        var error = new InvalidOperationException();
        var log = new RecordingObserver<int>();
        s.Subscribe(new ThrowingOn(1, log, error));

        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => s.OnNext(1)));
        s.OnNext(2);
        s.OnCompleted();

        Assert.Equal(Live(kind, [1, 2]), log.Values);
        Assert.True(log.Completed);
    }

    [Fact]
    public void DelegateObserver_DisposedAfterAThrow_ReceivesNothingMore()
    {
        var s = new BehaviorSubject<int>(0);
        var seen = new List<int>();
        var subscription = s.Subscribe(x =>
        {
            seen.Add(x);
            if (x == 1)
            {
                throw new InvalidOperationException();
            }
        });

        Assert.Throws<InvalidOperationException>(() => s.OnNext(1));
        subscription.Dispose();
        s.OnNext(2);

        Assert.Equal([0, 1], seen);
        Assert.False(s.HasObservers);
    }

    [Fact]
    public void ScheduledReplaySubject_ObserverThatThrows_ReceivesNothingMore_AndIsDetached()
    {
        // Rx.NET's scheduled observer faults on a throw and delivers nothing more; Rheo also detaches it, so its queue
        // does not grow.
        var s = new ReplaySubject<int>(TimeSpan.FromDays(1));
        var error = new InvalidOperationException();
        var seen = new List<int>();
        var log = new RecordingObserver<int>();
        s.Subscribe(x =>
        {
            seen.Add(x);
            if (x == 1)
            {
                throw error;
            }
        });
        s.Subscribe(new ThrowingOn(1, log, error));

        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => s.OnNext(1)));
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => s.OnNext(1)));
        s.OnNext(2);
        s.OnCompleted();

        Assert.Equal([1], seen);
        Assert.Equal([1], log.Values);
        Assert.False(log.Completed);
        Assert.False(s.HasObservers);
    }

    [Fact]
    public void AsyncSubject_DelegateObserverThrowingOnTheResult_ErrorReachesOnCompletedsCaller_AndNoCompletionReachesIt()
    {
        // As Rx.NET: the result and completion go to each observer in turn; a throw on the result stops the loop.
        var s = new AsyncSubject<int>();
        var error = new InvalidOperationException();
        var completed = 0;
        var after = new RecordingObserver<int>();
        s.Subscribe(_ => throw error, () => completed++);
        s.Subscribe(after);
        s.OnNext(1);

        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => s.OnCompleted()));

        Assert.Equal(0, completed);
        Assert.Empty(after.Values);
        Assert.False(after.Completed);
        Assert.True(s.IsCompleted);
    }

    [Fact]
    public void Operator_DelegateObserverThrowingOnAValue_IsDisposed_AndTheSourceStops()
    {
        // Rx.NET's producers guard a delegate observer: a throw disposes its subscription, so the source stops.
        var s = new Subject<int>();
        var error = new InvalidOperationException();
        var seen = new List<int>();
        s.Select(x => x).Subscribe(x =>
        {
            seen.Add(x);
            if (x == 1)
            {
                throw error;
            }
        });

        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => s.OnNext(1)));
        Assert.False(s.HasObservers);
        s.OnNext(2);

        Assert.Equal([1], seen);
    }

    private static SubjectBase<int> Create(string kind) => kind switch
    {
        "Subject" => new Subject<int>(),
        "BehaviorSubject" => new BehaviorSubject<int>(0),
        "ReplaySubject" => new ReplaySubject<int>(),
        "ReplaySubject(2)" => new ReplaySubject<int>(2),
        _ => throw new ArgumentOutOfRangeException(nameof(kind)),
    };

    /// <summary>What an observer subscribed before the live values sees: a BehaviorSubject adds its initial value.</summary>
    private static int[] Live(string kind, int[] values) => kind == "BehaviorSubject" ? [0, .. values] : values;

    private sealed class ThrowingOn(int bad, RecordingObserver<int> log, Exception error) : IObserver<int>
    {
        public void OnNext(int value)
        {
            log.OnNext(value);
            if (value == bad)
            {
                throw error;
            }
        }

        public void OnError(Exception error) => log.OnError(error);

        public void OnCompleted() => log.OnCompleted();
    }
}
