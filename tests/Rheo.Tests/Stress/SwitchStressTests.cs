using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Tests.Stress;

public class SwitchStressTests
{
    private const int Rounds = 100;
    private const int Inners = 5;
    private const int PerInner = 300;
    private const int Stride = 1_000_000;

    [Fact]
    public void Switch_InnersFedOnTheirOwnThreadsWhileTheOuterSwitches_NeverGoesBack_AndTheLastIsDeliveredWhole()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var outer = new Subject<IObservable<int>>();
            var inners = Enumerable.Range(0, Inners).Select(_ => new Subject<int>()).ToArray();
            using var lastIsCurrent = new ManualResetEventSlim();
            var observer = new StressObserver<int>();
            using var subscription = outer.Switch().Subscribe(observer);

            StressThreads.Run(Inners + 1, p =>
            {
                if (p == Inners)
                {
                    foreach (var inner in inners)
                    {
                        outer.OnNext(inner);
                    }

                    lastIsCurrent.Set();
                    outer.OnCompleted();
                    return;
                }

                if (p == Inners - 1)
                {
                    // The last inner starts once it is the current one: all of its values must arrive.
                    lastIsCurrent.WaitWithin();
                }

                for (var i = 0; i < PerInner; i++)
                {
                    inners[p].OnNext(p * Stride + i);
                }

                inners[p].OnCompleted();
            });

            observer.Terminated.WaitWithin();
            observer.AssertCompletedOnce();
            var values = observer.Values;

            // Inner indexes never decrease, and each inner's values are a gap-free run in its order.
            var previous = -1;
            for (var k = 0; k < values.Count; k++)
            {
                var inner = values[k] / Stride;
                Assert.True(inner >= previous / Stride || previous < 0, $"went back from inner {previous / Stride} to {inner}");
                if (previous >= 0 && inner == previous / Stride)
                {
                    Assert.Equal(previous + 1, values[k]);
                }

                previous = values[k];
            }

            var last = values.Where(v => v / Stride == Inners - 1).ToList();
            Assert.Equal(Enumerable.Range(0, PerInner).Select(i => (Inners - 1) * Stride + i), last);
            Assert.All(inners, s => Assert.False(s.HasObservers));
        }
    }

    [Fact]
    public void Switch_InnerFailingWhileTheOuterSwitches_AtMostOneTerminal_AndNothingAfterIt()
    {
        var failure = new InvalidOperationException("inner failed");
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var outer = new Subject<IObservable<int>>();
            var inners = Enumerable.Range(0, Inners).Select(_ => new Subject<int>()).ToArray();
            var observer = new StressObserver<int>();
            using var subscription = outer.Switch().Subscribe(observer);

            StressThreads.Run(Inners + 1, p =>
            {
                if (p == Inners)
                {
                    foreach (var inner in inners)
                    {
                        outer.OnNext(inner);
                    }

                    return;
                }

                for (var i = 0; i < PerInner; i++)
                {
                    inners[p].OnNext(p * Stride + i);
                }

                inners[p].OnError(failure);
            });

            // The last inner always fails while current (the outer has nothing after it), so the error arrives.
            observer.Terminated.WaitWithin();
            observer.AssertGrammar();
            Assert.Equal(1, observer.TerminalCount);
            Assert.Same(failure, observer.Error);
            Assert.False(outer.HasObservers);
            Assert.All(inners, s => Assert.False(s.HasObservers));
        }
    }
}
