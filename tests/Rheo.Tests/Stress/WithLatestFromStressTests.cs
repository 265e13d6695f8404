using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Tests.Stress;

public class WithLatestFromStressTests
{
    private const int Rounds = 100;
    private const int PerSource = 500;

    [Fact]
    public void WithLatestFrom_OtherSourceMovingOnAnotherThread_OneResultPerValue_WithNonDecreasingLatest()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var first = new Subject<int>();
            var second = new Subject<int>();
            var observer = new StressObserver<(int First, int Second)>();
            using var subscription = first.WithLatestFrom(second, static (f, s) => (f, s)).Subscribe(observer);
            second.OnNext(0);

            StressThreads.Run(2, p =>
            {
                if (p == 0)
                {
                    StressThreads.SendThenComplete(first, PerSource);
                }
                else
                {
                    for (var i = 1; i < PerSource; i++)
                    {
                        second.OnNext(i);
                    }

                    // The second source completing does not end the result.
                    second.OnCompleted();
                }
            });

            observer.AssertCompletedOnce();
            var values = observer.Values;
            Assert.Equal(Enumerable.Range(0, PerSource), values.Select(v => v.First));
            for (var k = 1; k < values.Count; k++)
            {
                Assert.True(values[k].Second >= values[k - 1].Second, $"{values[k - 1]} then {values[k]}");
            }

            Assert.False(second.HasObservers);
        }
    }

    [Fact]
    public void WithLatestFrom_OtherSourceFailingWhileValuesFlow_OneErrorAndNothingAfter()
    {
        var failure = new InvalidOperationException("second failed");
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var first = new Subject<int>();
            var second = new Subject<int>();
            var observer = new StressObserver<(int First, int Second)>();
            using var subscription = first.WithLatestFrom(second, static (f, s) => (f, s)).Subscribe(observer);
            second.OnNext(0);

            StressThreads.Run(2, p =>
            {
                if (p == 0)
                {
                    StressThreads.SendThenComplete(first, PerSource);
                }
                else
                {
                    for (var i = 1; i < PerSource / 4; i++)
                    {
                        second.OnNext(i);
                    }

                    second.OnError(failure);
                }
            });

            observer.AssertGrammar();
            Assert.Equal(1, observer.TerminalCount);
            var values = observer.Values;
            if (observer.Error is null)
            {
                // The first source finished before the error came.
                Assert.Equal(PerSource, values.Count);
            }
            else
            {
                Assert.Same(failure, observer.Error);
                Assert.Equal(Enumerable.Range(0, values.Count), values.Select(v => v.First));
                Assert.False(first.HasObservers);
            }

            Assert.False(second.HasObservers);
        }
    }
}
