using RheoBench.Compare;

namespace Rheo.Benchmarks.Tests;

/// <summary>Spreading a scenario's rounds over several processes and pooling them (<c>compare --launches</c>).</summary>
public class CompareLaunchTests
{
    [Theory]
    [InlineData(5, 1, new[] { 5 })]
    [InlineData(5, 2, new[] { 3, 2 })]
    [InlineData(5, 3, new[] { 2, 2, 1 })]
    [InlineData(6, 3, new[] { 2, 2, 2 })]
    [InlineData(3, 5, new[] { 1, 1, 1 })]
    public void RoundsAreSplitAsEvenlyAsPossibleWithTheLargerSharesFirst(int rounds, int launches, int[] expected) =>
        Assert.Equal(expected, LaunchMerge.Split(rounds, launches));

    [Fact]
    public void SplitRejectsNoRoundsAndNoLaunches()
    {
        Assert.Equal("rounds", Assert.Throws<ArgumentOutOfRangeException>(() => LaunchMerge.Split(0, 1)).ParamName);
        Assert.Equal("launches", Assert.Throws<ArgumentOutOfRangeException>(() => LaunchMerge.Split(1, 0)).ParamName);
    }

    [Fact]
    public void MergedRowsKeepEveryRoundInLaunchOrderSoThatRatiosStayPairedRoundByRound()
    {
        var a = Result(3, Row(Library.Rheo, [100, 110, 90]), Row(Library.Rx, [50, 50, 50]));
        var b = Result(2, Row(Library.Rheo, [200, 220]), Row(Library.Rx, [50, 55]));

        var merged = LaunchMerge.Merge([a, b]);

        Assert.Equal(5, merged.RoundCount);
        var rheo = merged.Results.Single(r => r.Library == Library.Rheo);
        var rx = merged.Results.Single(r => r.Library == Library.Rx);
        Assert.Equal([100, 110, 90, 200, 220], rheo.Rounds);
        Assert.Equal(110, rheo.Value);
        Assert.Equal(50, rx.Value);

        // Rates: the ratio is Rheo/peer per round: 2, 2.2, 1.8, 4, 4 → median 2.2.
        var spread = merged.RatioSpread(rx)!.Value;
        Assert.Equal(2.2, spread.Median, 6);
        Assert.Equal(1.8, spread.Min, 6);
        Assert.Equal(4.0, spread.Max, 6);
        Assert.Equal(5, spread.Count);
    }

    [Fact]
    public void BytesCpuAndExtrasAreTheMedianOverTheLaunchesAndTheSlowestWarmUpIsKept()
    {
        var rows = new[] { 10.0, 30.0, 20.0 }.Select((bytes, i) =>
        {
            var row = Row(Library.Rheo, [1]);
            row.AllocatedBytesPerOp = bytes;
            row.CpuKind = "thread";
            row.CpuNsPerOp = bytes / 10;
            row.WallNsPerOp = bytes / 5;
            row.Extra["gen0PerMillion"] = bytes * 2;
            row.WarmUp = new WarmUpInfo(Settled: i != 1, Seconds: i, CompiledMethods: 100);
            row.MaxThreads = i + 3;
            return Result(1, row);
        }).ToArray();

        var merged = LaunchMerge.Merge(rows).Results.Single();

        Assert.Equal(20, merged.AllocatedBytesPerOp);
        Assert.Equal(2, merged.CpuNsPerOp);
        Assert.Equal(4, merged.WallNsPerOp);
        Assert.Equal(40, merged.Extra["gen0PerMillion"]);
        Assert.False(merged.WarmUp!.Settled);
        Assert.Equal(5, merged.MaxThreads);
        Assert.Equal("thread", merged.CpuKind);
    }

    [Fact]
    public void ARowThatFailedInOneLaunchFailsWithThatLaunchsNote()
    {
        var bad = Row(Library.Rx, []);
        bad.Ok = false;
        bad.Note = "threw InvalidOperationException: boom";

        var merged = LaunchMerge.Merge([Result(1, Row(Library.Rheo, [1]), Row(Library.Rx, [1])), Result(1, Row(Library.Rheo, [2]), bad)]);

        var rx = merged.Results.Single(r => r.Library == Library.Rx);
        Assert.False(rx.Ok);
        Assert.Equal("launch 2 of 2: threw InvalidOperationException: boom", rx.Note);
        Assert.Empty(rx.Rounds);
        Assert.True(merged.Results.Single(r => r.Library == Library.Rheo).Ok);
    }

    [Fact]
    public void OneLaunchIsReturnedAsItIs()
    {
        var only = Result(5, Row(Library.Rheo, [1, 2, 3, 4, 5]));
        Assert.Same(only, LaunchMerge.Merge([only]));
        Assert.Throws<ArgumentException>(() => LaunchMerge.Merge([]));
    }

    [Fact]
    public void CasesMeasuredInProcessesOfTheirOwnAreJoinedInCaseOrderWithTheirRoundsAndRatios()
    {
        var one = Result(3, Row(Library.Rheo, [100, 110, 90], "observers=1"), Row(Library.Rx, [50, 50, 50], "observers=1"));
        var two = Result(3, Row(Library.Rheo, [40, 40, 40], "observers=2"), Row(Library.Rx, [80, 80, 80], "observers=2"));

        var joined = LaunchMerge.JoinCases([one, two]);

        Assert.Equal(["observers=1", "observers=1", "observers=2", "observers=2"], joined.Results.Select(r => r.Case));
        Assert.Equal(3, joined.RoundCount);
        Assert.Equal(one.Threads, joined.Threads);
        Assert.Equal(2.0, joined.RatioToRheo(joined.Results[1]));
        Assert.Equal(0.5, joined.RatioToRheo(joined.Results[3]));
        Assert.Same(one, LaunchMerge.JoinCases([one]));
        Assert.Throws<ArgumentException>(() => LaunchMerge.JoinCases([]));
    }

    [Fact]
    public void TheRunnerMeasuresOnlyTheCaseItIsGiven()
    {
        var context = new RunContext { Quick = true, Rounds = 1, Case = "observers=2", DataDir = Path.GetTempPath(), ArtifactsDir = Path.GetTempPath() };
        var scenario = new RheoBench.Scenarios.SubjectFanoutScenario { Context = context };

        Assert.Equal(["observers=2"], scenario.CasesToRun(context));
        Assert.Equal(["observers=0", "observers=1", "observers=2", "observers=4"], scenario.CasesToRun(new RunContext { DataDir = "", ArtifactsDir = "" }));
    }

    [Fact]
    public void AFullRunSpreadsTheNanosecondScenariosOverFiveProcessesUnlessTold()
    {
        RunContext Context(bool quick, int? launches) => new() { Quick = quick, Launches = launches, DataDir = "", ArtifactsDir = "" };
        var fanout = new RheoBench.Scenarios.SubjectFanoutScenario { Context = Context(false, null) };
        var dataflow = new RheoBench.Scenarios.DataflowActionScenario { Context = Context(false, null) };

        Assert.Equal(5, Context(false, null).LaunchesFor(fanout));
        Assert.Equal(1, Context(false, null).LaunchesFor(dataflow));
        Assert.Equal(1, Context(true, null).LaunchesFor(fanout));
        Assert.Equal(2, Context(false, 2).LaunchesFor(fanout));
        Assert.Equal(3, Context(true, 3).LaunchesFor(dataflow));
        Assert.All(
            new[] { "subject-fanout", "range", "pipeline", "takeuntil", "buffer" },
            name => Assert.Equal(5, RheoBench.Scenarios.ScenarioCatalog.Create(name, Context(false, null)).DefaultLaunches));
    }

    [Theory]
    [InlineData("subject-fanout", "observers=3")]
    [InlineData("all", "default")]
    public void ACaseTheScenarioDoesNotHaveIsRejectedBeforeAnythingRuns(string scenario, string @case) =>
        Assert.Equal(2, CompareCommand.Run([scenario, "--case", @case, "--artifacts", Path.GetTempPath()]));

    [Fact]
    public void AScenarioFileReadsBackAsTheResultThatWroteIt()
    {
        var result = Result(2, Row(Library.Rheo, [100, 120]), Row(Library.Rx, [40, 60]));
        var rheo = result.Results[0];
        rheo.AllocatedBytesPerOp = 0.5;
        rheo.CpuKind = "thread";
        rheo.CpuNsPerOp = 9.5;
        rheo.WallNsPerOp = 10;
        rheo.Extra["vsDelegate"] = 1.25;
        rheo.WarmUp = new WarmUpInfo(true, 1.5, 300, 0);
        rheo.MaxThreads = 4;
        var path = Path.Combine(Path.GetTempPath(), $"rheo-launch-{Guid.NewGuid():N}.json");
        try
        {
            JsonReport.Write(result, path);
            var read = JsonReport.Read(path);

            Assert.Equal(result.Scenario, read.Scenario);
            Assert.Equal(result.Unit, read.Unit);
            Assert.Equal(result.HigherIsBetter, read.HigherIsBetter);
            Assert.Equal(result.Machine, read.Machine);
            Assert.Equal(result.Machine.Jit, read.Machine.Jit);
            Assert.Equal(result.Date, read.Date);
            Assert.Equal(2, read.RoundCount);
            Assert.Equal(result.Threads, read.Threads);
            var back = read.Results[0];
            Assert.Equal([100, 120], back.Rounds);
            Assert.Equal(0.5, back.AllocatedBytesPerOp);
            Assert.Equal(9.5, back.CpuNsPerOp);
            Assert.Equal(1.25, back.Extra["vsDelegate"]);
            Assert.Equal(rheo.WarmUp, back.WarmUp);
            Assert.Equal(4, back.MaxThreads);
            Assert.Equal(result.RatioSpread(result.Results[1]), read.RatioSpread(read.Results[1]));
        }
        finally
        {
            File.Delete(path);
        }
    }

    private static CaseResult Row(string library, double[] rounds, string @case = "default")
    {
        var row = new CaseResult { Library = library, Case = @case, Ok = true, Value = rounds.Length > 0 ? rounds[0] : 0 };
        row.Rounds.AddRange(rounds);
        return row;
    }

    private static ScenarioResult Result(int rounds, params CaseResult[] rows)
    {
        var result = new ScenarioResult
        {
            Scenario = "pipeline",
            Unit = "messages/s",
            HigherIsBetter = true,
            Machine = new MachineInfo("Linux", "AMD EPYC", 2, ".NET 10.0.12") { Jit = "TieredPGO on" },
            Date = new DateTimeOffset(2026, 11, 28, 0, 0, 0, TimeSpan.Zero),
            Quick = false,
            RoundCount = rounds,
            Threads = new ThreadLayout(2, "0x3", false) { Note = "one thread" },
        };
        result.Results.AddRange(rows);
        return result;
    }
}
