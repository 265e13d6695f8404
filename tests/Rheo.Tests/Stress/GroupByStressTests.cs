using System.Collections.Concurrent;
using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Tests.Stress;

public class GroupByStressTests
{
    private const int Rounds = 80;
    private const int Producers = 4;
    private const int PerProducer = 300;
    private const int Keys = 5;
    private const int Stride = 1_000_000;

    [Fact]
    public void GroupBy_OverMergedProducerThreads_EveryGroupGetsExactlyItsValuesInEachProducersOrder()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var subjects = Enumerable.Range(0, Producers).Select(_ => new Subject<int>()).ToArray();
            var groups = new ConcurrentDictionary<int, StressObserver<int>>();
            var outer = new StressObserver<IGroupedObservable<int, int>>(group =>
            {
                var observer = new StressObserver<int>();
                Assert.True(groups.TryAdd(group.Key, observer), $"group {group.Key} twice");
                group.Subscribe(observer);
            });
            using var subscription = Observable.Merge(subjects).GroupBy(static v => v % Stride % Keys).Subscribe(outer);

            StressThreads.Run(Producers, p =>
            {
                for (var i = 0; i < PerProducer; i++)
                {
                    subjects[p].OnNext(p * Stride + i);
                }

                subjects[p].OnCompleted();
            });

            outer.AssertCompletedOnce();
            Assert.Equal(Keys, groups.Count);
            foreach (var (key, observer) in groups)
            {
                observer.AssertCompletedOnce();
                var next = new int[Producers];
                Array.Fill(next, key);
                foreach (var value in observer.Values)
                {
                    Assert.Equal(next[value / Stride], value % Stride);
                    next[value / Stride] += Keys;
                }

                Assert.All(next, n => Assert.InRange(n, PerProducer, PerProducer + Keys - 1));
            }
        }
    }

    [Fact]
    public void GroupBy_OuterAndGroupsUnsubscribingOnOtherThreadsWhileValuesFlow_ReleaseTheSourceOnTheLastOne()
    {
        const int Unsubscribers = 3;
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var source = new Subject<int>();
            var handles = new ConcurrentQueue<IDisposable>();
            var observers = new ConcurrentQueue<StressObserver<int>>();
            var outerObserver = new StressObserver<IGroupedObservable<int, int>>(group =>
            {
                var observer = new StressObserver<int>();
                observers.Enqueue(observer);
                handles.Enqueue(group.Subscribe(observer));
            });
            var outer = source.GroupBy(static v => v % Keys).Subscribe(outerObserver);

            // Every group exists before the race starts.
            for (var i = 0; i < Keys; i++)
            {
                source.OnNext(i);
            }

            using var producing = new ManualResetEventSlim();
            StressThreads.Run(Unsubscribers + 1, p =>
            {
                if (p == Unsubscribers)
                {
                    for (var i = Keys; source.HasObservers && i < 1_000_000; i++)
                    {
                        source.OnNext(i);
                        producing.Set();
                    }

                    return;
                }

                producing.WaitWithin();
                if (p == 0)
                {
                    outer.Dispose();
                }

                while (handles.TryDequeue(out var handle))
                {
                    handle.Dispose();
                }
            });

            Assert.False(source.HasObservers);
            outerObserver.AssertGrammar();
            Assert.Equal(Keys, observers.Count);
            foreach (var observer in observers)
            {
                observer.AssertGrammar();
                Assert.Equal(0, observer.TerminalCount);

                // A group's values are its key's values in order, without a gap, up to its unsubscription.
                var values = observer.Values;
                for (var k = 1; k < values.Count; k++)
                {
                    Assert.Equal(values[k - 1] + Keys, values[k]);
                }
            }
        }
    }
}
