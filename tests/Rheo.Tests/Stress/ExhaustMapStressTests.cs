using System.Collections.Concurrent;
using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Tests.Stress;

public class ExhaustMapStressTests
{
    private const int Rounds = 50;
    private const int OuterValues = 20_000;
    private const int PerInner = 3;

    [Fact]
    public void ExhaustMap_InnersCompletingOnTheirOwnThreadWhileTheOuterRuns_NeverOverlaps_AndCountsAreExact()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var outer = new Subject<int>();
            var pending = new ConcurrentQueue<Subject<int>>();
            var accepted = 0;
            var overlaps = 0;
            var active = 0;
            var observer = new StressObserver<int>();
            using var subscription = outer.ExhaustMap(x =>
            {
                // The selector runs only when no inner is active.
                if (Interlocked.Exchange(ref active, 1) != 0)
                {
                    Interlocked.Increment(ref overlaps);
                }

                Interlocked.Increment(ref accepted);
                // Handed to the inner thread once subscribed, so none of its values is sent before anyone listens.
                var inner = new Subject<int>();
                return Observable.Create<int>(o =>
                {
                    var s = inner.Do(_ => { }, () => Volatile.Write(ref active, 0)).Subscribe(o);
                    pending.Enqueue(inner);
                    return s;
                });
            }).Subscribe(observer);

            StressThreads.Run(2, p =>
            {
                if (p == 0)
                {
                    for (var i = 0; i < OuterValues; i++)
                    {
                        outer.OnNext(i);
                    }

                    outer.OnCompleted();
                    return;
                }

                // The inner side: feed and complete each accepted inner, concurrently with the outer's values.
                while (!observer.Terminated.IsSet)
                {
                    if (pending.TryDequeue(out var inner))
                    {
                        for (var k = 0; k < PerInner; k++)
                        {
                            inner.OnNext(k);
                        }

                        inner.OnCompleted();
                    }
                    else
                    {
                        Thread.Yield();
                    }
                }
            });

            observer.Terminated.WaitWithin();
            observer.AssertCompletedOnce();
            observer.AssertGrammar();
            Assert.Equal(0, Volatile.Read(ref overlaps));
            Assert.True(accepted >= 1);

            // Exactly the values of the accepted inners, each inner's run whole and in order.
            var values = observer.Values;
            Assert.Equal(accepted * PerInner, values.Count);
            for (var k = 0; k < values.Count; k++)
            {
                Assert.Equal(k % PerInner, values[k]);
            }
        }
    }
}
