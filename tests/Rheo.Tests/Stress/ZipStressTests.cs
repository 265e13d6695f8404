using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Tests.Stress;

public class ZipStressTests
{
    private const int Rounds = 100;
    private const int PerSource = 500;

    [Fact]
    public void Zip_TwoSourcesOnTheirOwnThreads_PairsEveryValueInOrder_AndCompletesOnce()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var left = new Subject<int>();
            var right = new Subject<int>();
            var observer = new StressObserver<(int Left, int Right)>();
            using var subscription = left.Zip(right, static (l, r) => (l, r)).Subscribe(observer);

            StressThreads.Run(2, p =>
            {
                var source = p == 0 ? left : right;
                StressThreads.SendThenComplete(source, PerSource);
            });

            observer.AssertCompletedOnce();
            Assert.Equal(Enumerable.Range(0, PerSource).Select(i => (i, i)), observer.Values);
        }
    }

    [Fact]
    public void Zip_ListOfThreeSources_OneShorter_PairsUpToTheShortest_AndCompletesOnce()
    {
        const int Sources = 3;
        const int Shorter = PerSource / 2;
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var subjects = Enumerable.Range(0, Sources).Select(_ => new Subject<int>()).ToArray();
            var observer = new StressObserver<int>();
            using var subscription = Observable.Zip(subjects)
                .Select(static list => list[0] == list[1] && list[1] == list[2] ? list[0] : -1)
                .Subscribe(observer);

            StressThreads.Run(Sources, p =>
            {
                var count = p == 1 ? Shorter : PerSource;
                StressThreads.SendThenComplete(subjects[p], count);
            });

            observer.Terminated.WaitWithin();
            observer.AssertCompletedOnce();
            Assert.Equal(Enumerable.Range(0, Shorter), observer.Values);
            Assert.All(subjects, s => Assert.False(s.HasObservers));
        }
    }
}
