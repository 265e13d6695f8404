using RheoBench.Compare;

namespace Rheo.Benchmarks.Tests;

/// <summary>The statistics of the <c>compare</c> runner: medians, spreads, per-round ratios, separability.</summary>
public class CompareStatsTests
{
    [Fact]
    public void MedianOfAnOddCountIsTheMiddleValue() => Assert.Equal(3.0, Stats.Median([5.0, 1.0, 3.0]));

    [Fact]
    public void MedianOfAnEvenCountIsTheMeanOfTheTwoMiddleValues() => Assert.Equal(2.5, Stats.Median([4.0, 1.0, 2.0, 3.0]));

    [Fact]
    public void MedianOfNothingIsNaN() => Assert.True(double.IsNaN(Stats.Median([])));

    [Fact]
    public void SpreadIsTheMedianAndTheRange()
    {
        Assert.Equal(new Spread(1.2, 0.9, 1.5, 5), Stats.SpreadOf([1.5, 0.9, 1.2, 1.1, 1.3]));
        Assert.Null(Stats.SpreadOf([]));
    }

    [Theory]
    [InlineData(1.10, 1.40, true)]
    [InlineData(0.60, 0.95, true)]
    [InlineData(0.93, 1.08, false)]
    [InlineData(1.00, 1.20, false)]
    [InlineData(0.80, 1.00, false)]
    public void ARatioIsSeparableOnlyWhenItsRangeStaysOnOneSideOfOne(double min, double max, bool separable) =>
        Assert.Equal(separable, new Spread((min + max) / 2, min, max, 3).Separable);

    [Fact]
    public void RatioIsPeerCostOverRhoCost()
    {
        // Times: the peer's time over Rheo's; rates: Rheo's rate over the peer's. Above 1, Rheo is faster.
        Assert.Equal(2.0, Stats.Ratio(peer: 20, rheo: 10, higherIsBetter: false));
        Assert.Equal(2.0, Stats.Ratio(peer: 50, rheo: 100, higherIsBetter: true));
        Assert.Null(Stats.Ratio(peer: 0, rheo: 10, higherIsBetter: false));
        Assert.Null(Stats.Ratio(peer: 10, rheo: double.NaN, higherIsBetter: false));
    }

    [Fact]
    public void RoundRatiosPairTheRoundsByPositionAndSkipInvalidOnes() =>
        Assert.Equal([2.0, 0.5], Stats.RoundRatios([20.0, 0.0, 5.0, 7.0], [10.0, 10.0, 10.0], higherIsBetter: false));

    [Fact]
    public void ScenarioRatioSpreadComesFromTheRounds()
    {
        var result = Result(false, Row(Library.Rheo, 10, [10, 12, 8]), Row(Library.Rx, 20, [20, 18, 24]));
        var spread = result.RatioSpread(result.Results[1]);
        Assert.Equal(new Spread(2.0, 1.5, 3.0, 3), spread);
        Assert.Equal(2.0, result.RatioToRheo(result.Results[1]));
        Assert.Null(result.RatioSpread(result.Results[0]));
    }

    [Fact]
    public void ScenarioRatioWithoutRoundsIsTheRatioOfTheValues()
    {
        var result = Result(true, Row(Library.Rheo, 300, []), Row(Library.Rx, 100, []));
        Assert.Equal(new Spread(3.0, 3.0, 3.0, 1), result.RatioSpread(result.Results[1]));
    }

    [Fact]
    public void AFailedRowHasNoRatio()
    {
        var result = Result(false, Row(Library.Rheo, 10, [10]), CaseResult.Failed(Library.Rx, "default", "threw"));
        Assert.Null(result.RatioSpread(result.Results[1]));
    }

    [Theory]
    [InlineData(20, 4, false, 5)]
    [InlineData(15, 5, false, 3)]
    [InlineData(5, 3, false, 3)]
    [InlineData(2, 3, false, 2)]
    [InlineData(5, 5, true, 1)]
    [InlineData(7, 5, true, 2)]
    public void EachRoundRunsItsShareOfTheRuns(int total, int rounds, bool singleCallRuns, int perRound) =>
        Assert.Equal(perRound, Runner.RunsPerRound(total, rounds, singleCallRuns));

    [Theory]
    [InlineData(0.98, false)]
    [InlineData(0.80, false)]
    [InlineData(0.79, true)]
    [InlineData(0.20, true)]
    [InlineData(double.NaN, false)]
    public void AThreadRunningUnderFourFifthsOfTheTimeWasDescheduled(double cpuPerWall, bool descheduled) =>
        Assert.Equal(descheduled, Stats.Descheduled(cpuPerWall));

    [Fact]
    public void OnlyASingleThreadedRowIsFlaggedAsDescheduled()
    {
        var thread = Row(Library.Rheo, 10, [10]);
        thread.CpuKind = "thread";
        thread.CpuNsPerOp = 3;
        thread.WallNsPerOp = 10;
        var process = Row(Library.Rx, 10, [10]);
        process.CpuKind = "process";
        process.CpuNsPerOp = 3;
        process.WallNsPerOp = 10;
        Assert.True(thread.Descheduled);
        Assert.False(process.Descheduled);
    }

    internal static CaseResult Row(string library, double value, double[] rounds, string @case = "default")
    {
        var row = new CaseResult { Library = library, Case = @case, Value = value, Ok = true };
        row.Rounds.AddRange(rounds);
        return row;
    }

    internal static ScenarioResult Result(bool higherIsBetter, params CaseResult[] rows)
    {
        var result = new ScenarioResult
        {
            Scenario = "test",
            Unit = higherIsBetter ? Units.MessagesPerSecond : Units.NanosecondsPerOp,
            HigherIsBetter = higherIsBetter,
            Machine = new MachineInfo("os", "cpu", 2, ".NET 10") { Jit = "TieredPGO on (default)" },
            Date = new DateTimeOffset(2026, 11, 27, 12, 0, 0, TimeSpan.Zero),
            Quick = false,
            RoundCount = 3,
            Threads = new ThreadLayout(2, "0x3", false),
        };
        result.Results.AddRange(rows);
        return result;
    }
}
