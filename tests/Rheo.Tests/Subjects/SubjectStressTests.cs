using Rheo.Subjects;

namespace Rheo.Tests.Subjects;

public class SubjectStressTests
{
    private const int Count = 20_000;

    public static TheoryData<string> Kinds => new() { "Subject", "Behavior", "Replay1", "ReplayAll" };

    [Theory]
    [MemberData(nameof(Kinds))]
    public void SubscribeAndUnsubscribeWhileEmitting_EachWindowIsContiguous(string kind)
    {
        var subject = Make(kind);
        var steady = new ContiguityObserver();
        var windows = 0;
        subject.Subscribe(steady);
        using var started = new ManualResetEventSlim();
        var emitter = new Thread(() =>
        {
            started.Set();
            var seenWindows = 0;
            for (var i = 1; i <= Count; i++)
            {
                if (i % 500 == 0)
                {
                    // Let the churners get through a window now and then, so the phases really interleave.
                    SpinWait.SpinUntil(() => Volatile.Read(ref windows) > seenWindows, 10_000);
                    seenWindows = Volatile.Read(ref windows);
                }

                subject.OnNext(i);
            }

            subject.OnCompleted();
        });
        var churners = Enumerable.Range(0, 2).Select(_ => new Thread(() =>
        {
            started.Wait();
            while (!steady.Completed)
            {
                var o = new ContiguityObserver();
                var d = subject.Subscribe(o);
                Thread.Yield();
                d.Dispose();
                Assert.Empty(o.Violations);
                Interlocked.Increment(ref windows);
            }
        })).ToArray();
        foreach (var t in churners)
        {
            t.Start();
        }

        emitter.Start();
        Assert.True(emitter.Join(TimeSpan.FromSeconds(10)));
        foreach (var t in churners)
        {
            Assert.True(t.Join(TimeSpan.FromSeconds(10)));
        }

        Assert.Empty(steady.Violations);
        Assert.True(steady.Completed);
        var expected = kind == "Behavior" ? Count + 1 : Count;
        Assert.Equal(expected, steady.Received);
        Assert.True(windows >= Count / 500);
        Assert.False(subject.HasObservers);
    }

    [Theory]
    [MemberData(nameof(Kinds))]
    public void SynchronizedSubject_ManyEmitters_ExactCountsAndGrammar(string kind)
    {
        var inner = Make(kind);
        var subject = Subject.Synchronize(inner);
        var o = new Support.RecordingObserver<int>();
        subject.Subscribe(o);
        const int PerThread = 20_000;
        using var go = new ManualResetEventSlim();
        var threads = Enumerable.Range(0, 4).Select(t => new Thread(() =>
        {
            go.WaitWithin();
            for (var i = 0; i < PerThread; i++)
            {
                subject.OnNext(i);
            }
        })).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }

        go.Set();
        foreach (var t in threads)
        {
            Assert.True(t.Join(TimeSpan.FromSeconds(10)));
        }

        subject.OnCompleted();
        subject.OnNext(-1);
        o.AssertGrammar();
        Assert.True(o.Completed);
        Assert.Equal(1, o.TerminalCount);
        Assert.Equal((4 * PerThread) + (kind == "Behavior" ? 1 : 0), o.Values.Count);
    }

    private static SubjectBase<int> Make(string kind) => kind switch
    {
        "Subject" => new Subject<int>(),
        "Behavior" => new BehaviorSubject<int>(0),
        "Replay1" => new ReplaySubject<int>(1),
        _ => new ReplaySubject<int>(),
    };

    /// <summary>Checks that values arrive strictly one after another (no gap, no repeat) and calls never overlap.</summary>
    private sealed class ContiguityObserver : IObserver<int>
    {
        private int _last = -1;
        private int _inCall;
        private volatile bool _completed;

        public List<string> Violations { get; } = new();

        public int Received;

        public bool Completed => _completed;

        public void OnNext(int value)
        {
            Enter();
            if (_last >= 0 && value != _last + 1)
            {
                Violations.Add($"{value} after {_last}");
            }

            _last = value;
            Interlocked.Increment(ref Received);
            Exit();
        }

        public void OnError(Exception error) => Violations.Add("error");

        public void OnCompleted()
        {
            Enter();
            _completed = true;
            Exit();
        }

        private void Enter()
        {
            if (Interlocked.Exchange(ref _inCall, 1) != 0)
            {
                lock (Violations)
                {
                    Violations.Add("overlap");
                }
            }
        }

        private void Exit() => Volatile.Write(ref _inCall, 0);
    }
}
