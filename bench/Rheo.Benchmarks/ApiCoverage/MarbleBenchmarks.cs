using BenchmarkDotNet.Attributes;
using Rheo.Linq;
using Rheo.Testing;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>Marble tests and pictures: a diagram of N frames parsed, played, compared, and drawn.</summary>
[MemoryDiagnoser]
public class MarbleBenchmarks : ApiCoverageBenchmark
{
    private string _marbles = string.Empty;

    [GlobalSetup]
    public void Setup() => _marbles = string.Concat(Enumerable.Range(0, N).Select(static i => (char)('a' + (i % 26)))) + "|";

    [Benchmark]
    [Covers(typeof(TestSchedulerMarbles), nameof(TestSchedulerMarbles.GetMarbleOptions), nameof(TestSchedulerMarbles.Hot), nameof(TestSchedulerMarbles.Cold), nameof(TestSchedulerMarbles.ExpectObservable), nameof(TestSchedulerMarbles.ExpectSubscriptions), nameof(TestSchedulerMarbles.Flush))]
    [Covers(typeof(ObservableExpectation<>), nameof(ObservableExpectation<int>.ToBe))]
    [Covers(typeof(SubscriptionExpectation), nameof(SubscriptionExpectation.ToBe))]
    public int ParsePlayCompare()
    {
        var scheduler = new TestScheduler();
        scheduler.GetMarbleOptions().MaxFrames = 1;
        var hot = scheduler.Hot(_marbles);
        var cold = scheduler.Cold(_marbles, new Dictionary<char, char>(Enumerable.Range(0, 26).Select(static i => KeyValuePair.Create((char)('a' + i), (char)('a' + i)))));
        var expectation = scheduler.ExpectObservable(hot.Merge(cold).Where(static _ => false));
        scheduler.Flush();
        expectation.ToBe(new string('-', N) + "|");
        scheduler.ExpectSubscriptions(hot.Subscriptions).ToBe("^" + new string('-', N - 1) + "!");
        return expectation.Messages.Count;
    }

    [Benchmark]
    [Covers(typeof(MarbleLane), nameof(MarbleLane.Create))]
    [Covers(typeof(MarbleSvg), nameof(MarbleSvg.Render))]
    public int Render()
    {
        var messages = Enumerable.Range(0, N).Select(static i => ReactiveTest.OnNext(200 + (i * 10), i)).Append(ReactiveTest.OnCompleted<int>(200 + (N * 10)));
        return MarbleSvg.Render([MarbleLane.Create("values", messages, [ReactiveTest.Subscribe(200, 200 + (N * 10))])]).Length;
    }
}
