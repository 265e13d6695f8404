using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Tests.Stress;

public class ConcatStressTests
{
    private const int Rounds = 100;
    private const int PerSource = 300;
    private const int Stride = 1_000_000;

    [Fact]
    public void Concat_OfHotSourcesFedConcurrently_DeliversTheFirstThenEachReplayedLaterSource_InOrder()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            // The first source is live from the start; later ones replay what they got before their turn.
            var first = new Subject<int>();
            var second = new ReplaySubject<int>();
            var third = new ReplaySubject<int>();
            var sources = new ISubject<int>[] { first, second, third };
            var observer = new StressObserver<int>();
            using var subscription = Observable.Concat<int>(first, second, third).Subscribe(observer);

            StressThreads.Run(sources.Length, p =>
            {
                for (var i = 0; i < PerSource; i++)
                {
                    sources[p].OnNext(p * Stride + i);
                }

                sources[p].OnCompleted();
            });

            observer.AssertCompletedOnce();
            Assert.Equal(Expected(sources.Length), observer.Values);
        }
    }

    [Fact]
    public void Concat_OfObservableOfHotSources_EmittedWhileTheyRun_KeepsTheOrderOfTheOuter()
    {
        const int Sources = 4;
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var outer = new Subject<IObservable<int>>();
            var sources = Enumerable.Range(0, Sources).Select(_ => new ReplaySubject<int>()).ToArray();
            var observer = new StressObserver<int>();
            using var subscription = outer.Concat().Subscribe(observer);

            StressThreads.Run(Sources + 1, p =>
            {
                if (p == Sources)
                {
                    foreach (var source in sources)
                    {
                        outer.OnNext(source);
                    }

                    outer.OnCompleted();
                    return;
                }

                for (var i = 0; i < PerSource; i++)
                {
                    sources[p].OnNext(p * Stride + i);
                }

                sources[p].OnCompleted();
            });

            observer.Terminated.WaitWithin();
            observer.AssertCompletedOnce();
            Assert.Equal(Expected(Sources), observer.Values);
        }
    }

    private static List<int> Expected(int sources) =>
        Enumerable.Range(0, sources).SelectMany(p => Enumerable.Range(0, PerSource).Select(i => p * Stride + i)).ToList();
}
