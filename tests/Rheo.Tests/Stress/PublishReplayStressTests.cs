using System.Collections.Concurrent;
using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Tests.Stress;

public class PublishReplayStressTests
{
    private const int Rounds = 60;
    private const int Connectors = 2;
    private const int Subscribers = 3;
    private const int PerSource = 300;

    [Fact]
    public void Publish_ConnectCalledOnSeveralThreadsWhileObserversJoin_OneSourceSubscription_AndGapFreeRunsToTheEnd()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var subscriptions = 0;
            var connectable = MergeStressTests.ProducingOnItsOwnThread(0, () => Interlocked.Increment(ref subscriptions), static () => { })
                .Publish();
            var early = new StressObserver<int>();
            connectable.Subscribe(early);
            var observers = new ConcurrentQueue<StressObserver<int>>();
            var connections = new ConcurrentBag<IDisposable>();

            StressThreads.Run(Connectors + Subscribers, p =>
            {
                if (p < Connectors)
                {
                    connections.Add(connectable.Connect());
                    return;
                }

                var observer = new StressObserver<int>();
                observers.Enqueue(observer);
                connectable.Subscribe(observer);
            });

            early.Terminated.WaitWithin();
            early.AssertCompletedOnce();
            Assert.Equal(Enumerable.Range(0, PerSource), early.Values);
            Assert.Equal(1, Volatile.Read(ref subscriptions));
            Assert.Single(connections.Distinct());
            foreach (var observer in observers)
            {
                observer.Terminated.WaitWithin();
                observer.AssertCompletedOnce();
                var values = observer.Values;
                for (var k = 1; k < values.Count; k++)
                {
                    Assert.Equal(values[k - 1] + 1, values[k]);
                }

                if (values.Count > 0)
                {
                    Assert.Equal(PerSource - 1, values[^1]);
                }
            }
        }
    }

    [Fact]
    public void Replay_ObserversJoiningWhileTheConnectedSourceRunsOnItsThread_EachGetsTheWholeSequenceOnce()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var subscriptions = 0;
            var connectable = MergeStressTests.ProducingOnItsOwnThread(0, () => Interlocked.Increment(ref subscriptions), static () => { })
                .Replay();
            var observers = new ConcurrentQueue<StressObserver<int>>();
            var connections = new ConcurrentBag<IDisposable>();

            StressThreads.Run(Connectors + Subscribers, p =>
            {
                if (p < Connectors)
                {
                    connections.Add(connectable.Connect());
                    return;
                }

                for (var s = 0; s < 4; s++)
                {
                    var observer = new StressObserver<int>();
                    observers.Enqueue(observer);
                    connectable.Subscribe(observer);
                }
            });

            Assert.Equal(1, Volatile.Read(ref subscriptions));
            Assert.Single(connections.Distinct());
            foreach (var observer in observers)
            {
                observer.Terminated.WaitWithin();
                observer.AssertCompletedOnce();
                Assert.Equal(Enumerable.Range(0, PerSource), observer.Values);
            }
        }
    }

    [Fact]
    public void Publish_ConnectionDisposedOnSeveralThreadsWhileValuesFlow_SourceReleasedOnce_AndObserversJustStop()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var hot = new Subject<int>();
            var released = 0;
            var connectable = Observable.Create<int>(observer =>
            {
                var upstream = hot.Subscribe(observer);
                return Disposable.Create(() =>
                {
                    upstream.Dispose();
                    Interlocked.Increment(ref released);
                });
            }).Publish();
            var observers = Enumerable.Range(0, Subscribers).Select(_ => new StressObserver<int>()).ToArray();
            foreach (var observer in observers)
            {
                connectable.Subscribe(observer);
            }

            var connection = connectable.Connect();
            using var flowing = new ManualResetEventSlim();
            StressThreads.Run(Connectors + 1, p =>
            {
                if (p == Connectors)
                {
                    for (var i = 0; hot.HasObservers && i < 10_000_000; i++)
                    {
                        hot.OnNext(i);
                        flowing.Set();
                    }

                    return;
                }

                flowing.WaitWithin();
                connection.Dispose();
            });

            Assert.Equal(1, Volatile.Read(ref released));
            Assert.False(hot.HasObservers);
            foreach (var observer in observers)
            {
                observer.AssertGrammar();
                Assert.Equal(0, observer.TerminalCount);
                var values = observer.Values;
                Assert.Equal(Enumerable.Range(0, values.Count), values);
            }
        }
    }
}
