using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Tests.Stress;

public class AmbStressTests
{
    private const int Rounds = 150;
    private const int Sources = 4;
    private const int PerSource = 200;
    private const int Stride = 1_000_000;

    [Fact]
    public void Amb_SourcesStartingTogether_ExactlyOneWinsWithAllItsValues_AndTheOthersAreUnsubscribed()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var subjects = Enumerable.Range(0, Sources).Select(_ => new Subject<int>()).ToArray();
            var observer = new StressObserver<int>();
            using var subscription = Observable.Amb(subjects).Subscribe(observer);

            StressThreads.Run(Sources, p =>
            {
                for (var i = 0; i < PerSource; i++)
                {
                    subjects[p].OnNext(p * Stride + i);
                }

                subjects[p].OnCompleted();
            });

            observer.AssertCompletedOnce();
            var values = observer.Values;
            Assert.NotEmpty(values);
            var winner = values[0] / Stride;
            Assert.Equal(Enumerable.Range(0, PerSource).Select(i => winner * Stride + i), values);
            Assert.All(subjects, s => Assert.False(s.HasObservers));
        }
    }

    [Fact]
    public void Amb_TerminalMessagesRacingValues_TheWinnersMessagesOnly()
    {
        var failure = new InvalidOperationException("lost or won");
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var subjects = Enumerable.Range(0, Sources).Select(_ => new Subject<int>()).ToArray();
            var observer = new StressObserver<int>();
            using var subscription = Observable.Amb(subjects).Subscribe(observer);

            // Even sources fail at once, odd ones send values first.
            StressThreads.Run(Sources, p =>
            {
                if (p % 2 == 0)
                {
                    subjects[p].OnError(failure);
                    return;
                }

                for (var i = 0; i < PerSource; i++)
                {
                    subjects[p].OnNext(p * Stride + i);
                }

                subjects[p].OnCompleted();
            });

            observer.AssertGrammar();
            Assert.Equal(1, observer.TerminalCount);
            var values = observer.Values;
            if (observer.Error is not null)
            {
                Assert.Same(failure, observer.Error);
                Assert.Empty(values);
            }
            else
            {
                Assert.True(observer.Completed);
                var winner = values[0] / Stride;
                Assert.Equal(1, winner % 2);
                Assert.Equal(Enumerable.Range(0, PerSource).Select(i => winner * Stride + i), values);
            }

            Assert.All(subjects, s => Assert.False(s.HasObservers));
        }
    }
}
