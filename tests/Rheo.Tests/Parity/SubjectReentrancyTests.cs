using Rheo.Concurrency;
using Rheo.Subjects;

namespace Rheo.Tests.Parity;

/// <summary>
/// A subject's observer that calls back into the subject (OnNext, OnCompleted, OnError, Subscribe, Dispose). The
/// expected logs are System.Reactive 7's, observed with the same observers, except where stated (then the
/// difference is in docs/migrating.md). "A1" is observer A receiving 1, "AC" its completion, "AE" its error.
/// </summary>
public class SubjectReentrancyTests
{
    public static TheoryData<string> DepthFirstSubjects => ["Subject", "Create(Subject)", "Synchronize(Subject)", "Synchronize(Subject, gate)"];

    [Theory]
    [MemberData(nameof(DepthFirstSubjects))]
    public void NestedOnNext_IsDeliveredToEveryObserverAtOnce_DepthFirst(string kind)
    {
        var (subject, log) = Make(kind);
        EchoNegated(subject, log);
        Assert.Equal("A1 A-1 B-1 B1 A2 A-2 B-2 B2 AC BC", string.Join(" ", log));
    }

    [Theory]
    [MemberData(nameof(DepthFirstSubjects))]
    public void NestedOnNext_SeveralLevels_UnwindsInReverse(string kind)
    {
        var (subject, log) = Make(kind);
        subject.Subscribe(new Obs("A", log, v =>
        {
            if (v < 3)
            {
                subject.OnNext(v + 1);
            }
        }));
        subject.Subscribe(new Obs("B", log));
        subject.OnNext(1);
        subject.OnCompleted();
        Assert.Equal("A1 A2 A3 B3 B2 B1 AC BC", string.Join(" ", log));
    }

    [Fact]
    public void BehaviorSubject_NestedOnNext_IsDepthFirst()
    {
        var log = new List<string>();
        var subject = new BehaviorSubject<int>(0);
        EchoNegated(subject, log);
        Assert.Equal("A0 B0 A1 A-1 B-1 B1 A2 A-2 B-2 B2 AC BC", string.Join(" ", log));
    }

    [Fact]
    public void AsyncSubject_OnNextFromInsideTheFinalDelivery_IsIgnored()
    {
        var log = new List<string>();
        var subject = new AsyncSubject<int>();
        subject.Subscribe(new Obs("A", log, v => subject.OnNext(-v)));
        subject.Subscribe(new Obs("B", log));
        subject.OnNext(1);
        subject.OnNext(2);
        subject.OnCompleted();
        Assert.Equal("A2 AC B2 BC", string.Join(" ", log));
    }

    [Fact]
    public void SynchronizeWithImmediateScheduler_NestedValueReachesTheOtherObserverFirst()
    {
        var log = new List<string>();
        var subject = Subject.Synchronize(new Subject<int>(), Scheduler.Immediate);
        EchoNegated(subject, log);
        Assert.Equal("A1 B-1 A-1 B1 A2 B-2 A-2 B2 AC BC", string.Join(" ", log));
    }

    [Theory]
    [MemberData(nameof(DepthFirstSubjects))]
    public void NestedOnCompleted_EndsEveryObserver_AndTheInterruptedValueIsNotSentAfterIt(string kind)
    {
        // Rx.NET's Subject, given raw observers, sends B1 after BC; Rheo never sends a value after a terminal message.
        var (subject, log) = Make(kind);
        subject.Subscribe(new Obs("A", log, v =>
        {
            if (v == 1)
            {
                subject.OnCompleted();
            }
        }));
        subject.Subscribe(new Obs("B", log));
        subject.OnNext(1);
        subject.OnNext(2);
        subject.OnCompleted();
        Assert.Equal("A1 AC BC", string.Join(" ", log));
    }

    [Fact]
    public void NestedOnError_EndsEveryObserver_AndTheInterruptedValueIsNotSentAfterIt()
    {
        var log = new List<string>();
        var subject = new BehaviorSubject<int>(0);
        subject.Subscribe(new Obs("A", log, v =>
        {
            if (v == 1)
            {
                subject.OnError(new InvalidOperationException());
            }
        }));
        subject.Subscribe(new Obs("B", log));
        subject.OnNext(1);
        subject.OnNext(2);
        subject.OnCompleted();
        Assert.Equal("A0 B0 A1 AE BE", string.Join(" ", log));
    }

    public static TheoryData<string, string> SubscribeInside => new()
    {
        { "Subject", "A1 B1 A2 B2 C2 AC BC CC" },
        { "Behavior", "A0 B0 A1 C1 B1 A2 B2 C2 AC BC CC" },
        { "Replay()", "A1 C1 B1 A2 B2 C2 AC BC CC" },
        { "Replay(1)", "A1 C1 B1 A2 B2 C2 AC BC CC" },
        { "Replay(0)", "A1 B1 A2 B2 C2 AC BC CC" },
        { "Replay(window)", "A1 C1 B1 A2 B2 C2 AC BC CC" },
        { "Replay(3, window)", "A1 C1 B1 A2 B2 C2 AC BC CC" },
        { "Replay(immediate)", "A1 C1 B1 A2 B2 C2 AC BC CC" },
        { "Replay(3, immediate)", "A1 C1 B1 A2 B2 C2 AC BC CC" },
        { "Synchronize(Subject)", "A1 B1 A2 B2 C2 AC BC CC" },
    };

    [Theory]
    [MemberData(nameof(SubscribeInside))]
    public void SubscribeFromInsideOnNext_TheCurrentValueReachesOnlyTheObserversOfTheSnapshot(string kind, string expected)
    {
        var (subject, log) = Make(kind);
        subject.Subscribe(new Obs("A", log, v =>
        {
            if (v == 1)
            {
                subject.Subscribe(new Obs("C", log));
            }
        }));
        subject.Subscribe(new Obs("B", log));
        subject.OnNext(1);
        subject.OnNext(2);
        subject.OnCompleted();
        Assert.Equal(expected, string.Join(" ", log));
    }

    public static TheoryData<string, string> DisposeInside => new()
    {
        { "Subject", "A1 A2 AC" },
        { "Behavior", "A0 B0 A1 A2 AC" },
        { "Replay()", "A1 A2 AC" },
        { "Replay(1)", "A1 A2 AC" },
        { "Replay(window)", "A1 A2 AC" },
        { "Replay(immediate)", "A1 A2 AC" },
        { "Create(Subject)", "A1 A2 AC" },
        { "Synchronize(Subject)", "A1 A2 AC" },
    };

    [Theory]
    [MemberData(nameof(DisposeInside))]
    public void DisposeAnotherObserverFromInsideOnNext_ItReceivesNothingMore(string kind, string expected)
    {
        // Rx.NET's BehaviorSubject and time-based ReplaySubject still send B1 (B was in the snapshot); Rheo sends
        // nothing to a disposed subscription.
        var (subject, log) = Make(kind);
        IDisposable? b = null;
        subject.Subscribe(new Obs("A", log, v =>
        {
            if (v == 1)
            {
                b!.Dispose();
            }
        }));
        b = subject.Subscribe(new Obs("B", log));
        subject.OnNext(1);
        subject.OnNext(2);
        subject.OnCompleted();
        Assert.Equal(expected, string.Join(" ", log));
    }

    [Theory]
    [MemberData(nameof(DepthFirstSubjects))]
    public void DisposeOwnSubscriptionThenNestedOnNext_TheOthersGetTheNestedValueFirst(string kind)
    {
        var (subject, log) = Make(kind);
        IDisposable? a = null;
        a = subject.Subscribe(new Obs("A", log, v =>
        {
            if (v == 1)
            {
                a!.Dispose();
                subject.OnNext(-1);
            }
        }));
        subject.Subscribe(new Obs("B", log));
        subject.OnNext(1);
        subject.OnNext(2);
        subject.OnCompleted();
        Assert.Equal("A1 B-1 B1 B2 BC", string.Join(" ", log));
    }

    /// <summary>Observer A sends each positive value back negated, B only logs; then 1, 2 and completion are sent.</summary>
    private static void EchoNegated(ISubject<int> subject, List<string> log)
    {
        subject.Subscribe(new Obs("A", log, v =>
        {
            if (v > 0)
            {
                subject.OnNext(-v);
            }
        }));
        subject.Subscribe(new Obs("B", log));
        subject.OnNext(1);
        subject.OnNext(2);
        subject.OnCompleted();
    }

    private static (ISubject<int> Subject, List<string> Log) Make(string kind)
    {
        var window = TimeSpan.FromHours(1);
        ISubject<int> subject = kind switch
        {
            "Subject" => new Subject<int>(),
            "Behavior" => new BehaviorSubject<int>(0),
            "Replay()" => new ReplaySubject<int>(),
            "Replay(1)" => new ReplaySubject<int>(1),
            "Replay(0)" => new ReplaySubject<int>(0),
            "Replay(window)" => new ReplaySubject<int>(window),
            "Replay(3, window)" => new ReplaySubject<int>(3, window),
            "Replay(immediate)" => new ReplaySubject<int>(Scheduler.Immediate),
            "Replay(3, immediate)" => new ReplaySubject<int>(3, Scheduler.Immediate),
            "Create(Subject)" => CreateOver(new Subject<int>()),
            "Synchronize(Subject)" => Subject.Synchronize(new Subject<int>()),
            "Synchronize(Subject, gate)" => Subject.Synchronize(new Subject<int>(), new object()),
            _ => throw new ArgumentOutOfRangeException(nameof(kind)),
        };
        return (subject, []);
    }

    private static ISubject<int> CreateOver(Subject<int> inner) => Subject.Create<int>(inner, inner);

    private sealed class Obs(string name, List<string> log, Action<int>? onNext = null) : IObserver<int>
    {
        public void OnNext(int value)
        {
            log.Add($"{name}{value}");
            onNext?.Invoke(value);
        }

        public void OnError(Exception error) => log.Add($"{name}E");

        public void OnCompleted() => log.Add($"{name}C");
    }
}
