using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Tests.Stress;

public class CombineLatestStressTests
{
    private const int Rounds = 100;
    private const int PerSource = 400;

    [Fact]
    public void CombineLatest_TwoSourcesOnTheirOwnThreads_EachResultMovesOneSideByOne_EndingOnBothLasts()
    {
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var left = new Subject<int>();
            var right = new Subject<int>();
            var observer = new StressObserver<(int Left, int Right)>();
            using var subscription = left.CombineLatest(right, static (l, r) => (l, r)).Subscribe(observer);

            StressThreads.Run(2, p =>
            {
                var source = p == 0 ? left : right;
                StressThreads.SendThenComplete(source, PerSource);
            });

            observer.AssertCompletedOnce();
            AssertSteps(observer.Values, PerSource);
        }
    }

    [Fact]
    public void CombineLatest_ListOfThreeSources_EachResultMovesOneSideByOne()
    {
        const int Sources = 3;
        var started = StressRounds.Start();
        for (var round = 0; StressRounds.Next(round, Rounds, started); round++)
        {
            var subjects = Enumerable.Range(0, Sources).Select(_ => new Subject<int>()).ToArray();
            var observer = new StressObserver<int[]>();
            using var subscription = Observable.CombineLatest(subjects).Select(static l => l.ToArray()).Subscribe(observer);

            StressThreads.Run(Sources, p =>
            {
                StressThreads.SendThenComplete(subjects[p], PerSource);
            });

            observer.AssertCompletedOnce();
            var values = observer.Values;
            Assert.NotEmpty(values);

            // The first result comes with the last source's first value; every later one moves exactly one side by one.
            Assert.Contains(0, values[0]);
            for (var k = 1; k < values.Count; k++)
            {
                var moved = Enumerable.Range(0, Sources).Where(s => values[k][s] != values[k - 1][s]).ToList();
                Assert.Single(moved);
                Assert.Equal(values[k - 1][moved[0]] + 1, values[k][moved[0]]);
            }

            Assert.All(values[^1], v => Assert.Equal(PerSource - 1, v));
            // Values sent before the last source's first one give no result: the first result's sides tell how many.
            var skipped = values[0].Sum() + Sources - 1;
            Assert.Equal((Sources * PerSource) - skipped, values.Count);
        }
    }

    private static void AssertSteps(List<(int Left, int Right)> values, int perSource)
    {
        Assert.NotEmpty(values);
        Assert.True(values[0].Left == 0 || values[0].Right == 0, $"first result {values[0]}");
        for (var k = 1; k < values.Count; k++)
        {
            var (l0, r0) = values[k - 1];
            var (l1, r1) = values[k];
            Assert.True((l1 == l0 + 1 && r1 == r0) || (l1 == l0 && r1 == r0 + 1), $"{values[k - 1]} then {values[k]}");
        }

        Assert.Equal((perSource - 1, perSource - 1), values[^1]);

        // One result per value once both sides have one: the side that started first sent (its first result + 1) values alone.
        Assert.Equal((2 * perSource) - (values[0].Left + values[0].Right + 1), values.Count);
    }
}
