using RheoBench.Compare;

namespace Rheo.Benchmarks.Tests;

/// <summary><c>compare-check</c>: whether two runs' ratios agree within a tolerance.</summary>
public class CompareCheckTests
{
    private static readonly RatioKey Key = new("pipeline", "default", Library.Rx);

    [Theory]
    [InlineData(2.00, 2.20, true)]
    [InlineData(2.20, 2.00, true)]
    [InlineData(2.00, 2.21, false)]
    [InlineData(2.00, 1.81, false)]
    [InlineData(1.00, 1.00, true)]
    public void TwoRatiosAgreeWhenTheLargerIsAtMostTenPercentAboveTheSmaller(double a, double b, bool agree) =>
        Assert.Equal(agree, CompareCheck.Agree(a, b, 0.10));

    [Fact]
    public void DifferencesListEveryRatioOutsideTheToleranceAndEveryRatioOnlyOneRunHas()
    {
        var other = new RatioKey("pipeline", "default", Library.Linq);
        var onlyA = new RatioKey("range", "n=1000000", Library.R3);
        var onlyB = new RatioKey("buffer", "n=100", Library.R3);
        var a = new Dictionary<RatioKey, double> { [Key] = 2.0, [other] = 0.7, [onlyA] = 1.0 };
        var b = new Dictionary<RatioKey, double> { [Key] = 2.5, [other] = 0.72, [onlyB] = 1.0 };

        var differences = CompareCheck.Differences(a, b, 0.10);

        Assert.Equal(
            [new RatioDifference(onlyB, null, 1.0), new RatioDifference(Key, 2.0, 2.5), new RatioDifference(onlyA, 1.0, null)],
            differences);
        Assert.Equal(
            ["buffer [n=100] R3: missing -> 1.00x", "pipeline [default] System.Reactive: 2.00x -> 2.50x (B/A 1.250)", "range [n=1000000] R3: 1.00x -> missing"],
            CompareCheck.Format(differences));
    }

    [Fact]
    public void RunsThatAgreeHaveNoDifference()
    {
        var a = new Dictionary<RatioKey, double> { [Key] = 2.0 };
        var b = new Dictionary<RatioKey, double> { [Key] = 1.9 };
        Assert.Empty(CompareCheck.Differences(a, b, 0.10));
    }

    [Fact]
    public void ReadRatiosTakesTheMedianRatioOfTheRounds()
    {
        const string json = """
            { "scenario": "pipeline", "unit": "messages/s", "higherIsBetter": true, "results": [
              { "library": "Rheo", "case": "default", "value": 100, "ok": true },
              { "library": "System.Reactive", "case": "default", "value": 50, "ok": true,
                "ratio": { "median": 1.8, "min": 1.7, "max": 2.1, "rounds": 5, "separable": true } },
              { "library": "R3", "case": "default", "value": 0, "ok": false } ] }
            """;
        Assert.Equal(new Dictionary<RatioKey, double> { [Key] = 1.8 }, CompareCheck.ReadRatios(json));
    }

    [Fact]
    public void ReadRatiosOfAFileWithoutRoundsDividesTheValues()
    {
        const string json = """
            { "scenario": "range", "unit": "ns/op", "higherIsBetter": false, "results": [
              { "library": "Rheo", "case": "n=1", "value": 10, "ok": true },
              { "library": "LINQ", "case": "n=1", "value": 5, "ok": true } ] }
            """;
        Assert.Equal(new Dictionary<RatioKey, double> { [new RatioKey("range", "n=1", Library.Linq)] = 0.5 }, CompareCheck.ReadRatios(json));
    }

    [Fact]
    public void TheCommandExitsWithOneWhenARatioDiffers()
    {
        var dir = Directory.CreateTempSubdirectory("compare-check-");
        try
        {
            var a = Path.Combine(dir.FullName, "a.json");
            var b = Path.Combine(dir.FullName, "b.json");
            File.WriteAllText(a, Json(2.0));
            File.WriteAllText(b, Json(2.3));
            var output = new StringWriter();
            Assert.Equal(1, CompareCheck.Run([a, b], output));
            Assert.Contains("pipeline [default] System.Reactive: 2.00x -> 2.30x (B/A 1.150)", output.ToString(), StringComparison.Ordinal);
            Assert.Equal(0, CompareCheck.Run([a, b, "--tolerance", "0.2"], new StringWriter()));
            Assert.Equal(2, CompareCheck.Run([a], new StringWriter()));
        }
        finally
        {
            dir.Delete(recursive: true);
        }

        static string Json(double ratio) =>
            $$"""{ "scenario": "pipeline", "unit": "messages/s", "higherIsBetter": true, "results": [ { "library": "Rheo", "case": "default", "value": 100, "ok": true }, { "library": "System.Reactive", "case": "default", "value": 50, "ok": true, "ratio": { "median": {{ratio.ToString(System.Globalization.CultureInfo.InvariantCulture)}} } } ] }""";
    }

    [Fact]
    public void AScenarioJudgedByABoundIsCheckedAgainstItInBothRunsInsteadOfByItsRatios()
    {
        var dir = Directory.CreateTempSubdirectory("compare-check-bound-");
        try
        {
            var a = Directory.CreateDirectory(Path.Combine(dir.FullName, "a")).FullName;
            var b = Directory.CreateDirectory(Path.Combine(dir.FullName, "b")).FullName;
            JsonReport.Write(Timer(rheoP99: 8, peerP99: 1_200, balancedP99: 30), Path.Combine(a, "timer-precision.json"));
            JsonReport.Write(Timer(rheoP99: 14, peerP99: 1_200, balancedP99: 41), Path.Combine(b, "timer-precision.json"));

            // The peer's ratio moves from 150x to 86x with Rheo's jitter: not a difference; the bound is met in both.
            var output = new StringWriter();
            Assert.Equal(0, CompareCheck.Run([a, b], output));
            Assert.Contains("0 ratios in A, 0 in B", output.ToString(), StringComparison.Ordinal);
            Assert.Contains("timer-precision [period=1ms] is judged by Rheo's balanced.p99Us <= 50", output.ToString(), StringComparison.Ordinal);
            Assert.Contains("A 30.0, B 41.0: met in both", output.ToString(), StringComparison.Ordinal);

            JsonReport.Write(Timer(rheoP99: 14, peerP99: 1_200, balancedP99: 75), Path.Combine(b, "timer-precision.json"));
            output = new StringWriter();
            Assert.Equal(1, CompareCheck.Run([a, b], output));
            Assert.Contains("NOT met in both", output.ToString(), StringComparison.Ordinal);
        }
        finally
        {
            dir.Delete(recursive: true);
        }

        static ScenarioResult Timer(double rheoP99, double peerP99, double balancedP99)
        {
            var result = new ScenarioResult
            {
                Scenario = "timer-precision",
                Unit = "µs (p99 lateness)",
                HigherIsBetter = false,
                Machine = new MachineInfo("Linux", "AMD EPYC", 2, ".NET 10.0.12"),
                Date = new DateTimeOffset(2026, 11, 28, 0, 0, 0, TimeSpan.Zero),
                Quick = false,
                RoundCount = 1,
            };
            var rheo = new CaseResult { Library = Library.Rheo, Case = "period=1ms", Ok = true, Value = rheoP99 };
            rheo.Rounds.Add(rheoP99);
            rheo.Extra["balanced.p99Us"] = balancedP99;
            var peer = new CaseResult { Library = "System.Reactive", Case = "period=1ms", Ok = true, Value = peerP99 };
            peer.Rounds.Add(peerP99);
            result.Results.Add(rheo);
            result.Results.Add(peer);
            return result;
        }
    }
}
