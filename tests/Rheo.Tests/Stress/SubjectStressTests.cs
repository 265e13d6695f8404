using System.Collections.Concurrent;
using Rheo.Subjects;

namespace Rheo.Tests.Stress;

public class SubjectStressTests
{
    private const int Rounds = 60;
    private const int Values = 400;
    private const int Churners = 3;
    private const int SubscriptionsPerChurner = 20;
    private const int ReplaysPerChurner = 6;

    [Fact]
    public void Subject_SubscribersComingAndGoingWhileOneThreadSends_GapFreeRuns_AndTheTerminalReachesEveryStayingObserver()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var subject = new Subject<int>();
            var run = new ChurnRun(subject);

            run.Run(produce: () =>
            {
                for (var i = 0; i < Values; i++)
                {
                    subject.OnNext(i);
                    run.Sent(i);
                }

                subject.OnCompleted();
            });

            foreach (var (observer, before, after, stayed) in run.Subscriptions)
            {
                observer.AssertGrammar();
                var values = observer.Values;
                AssertGapFree(values);

                // A send that began after Subscribe returned reached the observer: the one after the send that may
                // have been running then (the producer marks a value sent once its OnNext has returned).
                if (values.Count > 0)
                {
                    Assert.True(values[0] <= after + 2, $"first value {values[0]}, but {after} was sent when Subscribe returned");
                }
                else if (after + 2 < Values)
                {
                    Assert.False(stayed, "a staying observer missed values sent after it joined");
                }

                if (stayed)
                {
                    Assert.Equal(1, observer.TerminalCount);
                    Assert.True(observer.Completed);
                    if (after + 2 < Values)
                    {
                        Assert.Equal(Values - 1, values[^1]);
                    }
                }
            }

            Assert.False(subject.HasObservers);
        }
    }

    [Fact]
    public void BehaviorSubject_SubscribersJoiningWhileOneThreadSends_StartFromTheCurrentValue_WithoutGaps()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var subject = new BehaviorSubject<int>(-1);
            var run = new ChurnRun(subject);

            run.Run(produce: () =>
            {
                for (var i = 0; i < Values; i++)
                {
                    subject.OnNext(i);
                    run.Sent(i);
                }

                subject.OnCompleted();
            });

            foreach (var (observer, before, after, stayed) in run.Subscriptions)
            {
                observer.AssertGrammar();
                var values = observer.Values;
                AssertGapFree(values);
                if (values.Count == 0)
                {
                    // Only an observer joining after completion gets no current value, and it gets the completion.
                    Assert.True(observer.Completed, "no current value before completion");
                }
                else
                {
                    // The current value first: at least the last one whose send returned before joining.
                    Assert.True(values[0] >= before, $"first value {values[0]}, but {before} was sent before Subscribe");
                }

                if (stayed)
                {
                    Assert.Equal(1, observer.TerminalCount);
                    Assert.True(observer.Completed);
                    if (values.Count > 0)
                    {
                        Assert.Equal(Values - 1, values[^1]);
                    }
                }
            }

            Assert.False(subject.HasObservers);
        }
    }

    [Fact]
    public void ReplaySubject_SubscribersJoiningWhileOneThreadSends_EachGetsTheWholeSequenceOnce_InOrder()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var subject = new ReplaySubject<int>();
            var observers = SubscribeWhileOneThreadSends(subject, ReplaysPerChurner);

            Assert.Equal(Churners * ReplaysPerChurner, observers.Count);
            foreach (var observer in observers)
            {
                observer.AssertCompletedOnce();
                Assert.Equal(Enumerable.Range(0, Values), observer.Values);
            }
        }
    }

    [Fact]
    public void AsyncSubject_SubscribersJoiningWhileItCompletes_EachGetsTheLastValueAndCompletionOnce()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var subject = new AsyncSubject<int>();
            var observers = SubscribeWhileOneThreadSends(subject, SubscriptionsPerChurner);

            foreach (var observer in observers)
            {
                observer.AssertCompletedOnce();
                Assert.Equal(new[] { Values - 1 }, observer.Values);
            }
        }
    }

    [Fact]
    public void Subject_ObserverUnsubscribingFromInsideItsOwnCall_GetsNothingMore_WhileOthersKeepEverything()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var subject = new Subject<int>();
            var keeper = new StressObserver<int>();
            subject.Subscribe(keeper);
            var leavers = new List<(StressObserver<int> Observer, int StopAt)>();
            for (var k = 0; k < 8; k++)
            {
                var stopAt = 10 + (k * 37) + round;
                var handle = new SelfDisposingHandle();
                StressObserver<int>? observer = null;
                observer = new StressObserver<int>(value =>
                {
                    if (value == stopAt)
                    {
                        handle.Dispose();
                        observer!.MarkUnsubscribed();
                    }
                });
                handle.Set(subject.Subscribe(observer));
                leavers.Add((observer, stopAt));
            }

            // Serialized callers on several threads: each call runs after the unsubscription returned.
            var synchronized = Subject.Synchronize(subject);
            var next = -1;
            StressThreads.Run(Churners, _ =>
            {
                while (true)
                {
                    lock (synchronized)
                    {
                        if (next == Values - 1)
                        {
                            return;
                        }

                        synchronized.OnNext(++next);
                    }
                }
            });
            subject.OnCompleted();

            keeper.AssertCompletedOnce();
            Assert.Equal(Enumerable.Range(0, Values), keeper.Values);
            foreach (var (observer, stopAt) in leavers)
            {
                observer.AssertGrammar();
                Assert.Equal(0, observer.TerminalCount);
                Assert.Equal(Enumerable.Range(0, stopAt + 1), observer.Values);
            }
        }
    }

    private static void AssertGapFree(List<int> values)
    {
        for (var k = 1; k < values.Count; k++)
        {
            Assert.Equal(values[k - 1] + 1, values[k]);
        }
    }

    /// <summary>
    /// One producer thread and several threads subscribing and unsubscribing; each churner keeps its last subscription.
    /// Records, per subscription, the last value whose send had returned before <c>Subscribe</c> was called and when it
    /// returned.
    /// </summary>
    /// <summary>
    /// Subscribes <paramref name="perChurner"/> observers from each of <see cref="Churners"/> threads while another
    /// thread sends <see cref="Values"/> values and completes; returns every observer subscribed.
    /// </summary>
    private static ConcurrentQueue<StressObserver<int>> SubscribeWhileOneThreadSends(ISubject<int> subject, int perChurner)
    {
        var observers = new ConcurrentQueue<StressObserver<int>>();
        StressThreads.Run(Churners + 1, p =>
        {
            if (p == Churners)
            {
                StressThreads.SendThenComplete(subject, Values);
                return;
            }

            for (var s = 0; s < perChurner; s++)
            {
                var observer = new StressObserver<int>();
                observers.Enqueue(observer);
                subject.Subscribe(observer);
            }
        });

        return observers;
    }

    private sealed class ChurnRun(IObservable<int> subject)
    {
        private readonly ConcurrentQueue<(StressObserver<int> Observer, int Before, int After, bool Stayed)> _subscriptions = new();
        private int _sent = -1;

        public IEnumerable<(StressObserver<int> Observer, int Before, int After, bool Stayed)> Subscriptions => _subscriptions;

        // A full fence, not a volatile write: the producer's next OnNext reads the observer array, and a store
        // followed by a load may be reordered, so the array could be read before the mark is visible to a
        // subscriber that reads it after joining.
        public void Sent(int value) => Interlocked.Exchange(ref _sent, value);

        public void Run(Action produce)
        {
            StressThreads.Run(Churners + 1, p =>
            {
                if (p == Churners)
                {
                    produce();
                    return;
                }

                for (var s = 0; s < SubscriptionsPerChurner; s++)
                {
                    var observer = new StressObserver<int>();
                    var before = Volatile.Read(ref _sent);
                    var handle = subject.Subscribe(observer);
                    var after = Volatile.Read(ref _sent);
                    var stays = s == SubscriptionsPerChurner - 1;
                    if (!stays)
                    {
                        Thread.SpinWait(50 * (s % 4));
                        handle.Dispose();
                    }

                    _subscriptions.Enqueue((observer, before, after, stays));
                }
            });
        }
    }
}
