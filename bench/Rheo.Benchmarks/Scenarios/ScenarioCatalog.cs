using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>Every scenario of <c>compare</c>, in the order <c>all</c> runs them.</summary>
public static class ScenarioCatalog
{
    private static readonly (string Name, Func<RunContext, Scenario> Create)[] All =
    [
        ("scrabble", c => new ScrabbleScenario { Context = c }),
        ("scrabble-parallel", c => new ScrabbleParallelScenario { Context = c }),
        ("subject-fanout", c => new SubjectFanoutScenario { Context = c }),
        ("pipeline", c => new PipelineScenario { Context = c }),
        ("range", c => new RangeScenario { Context = c }),
        ("qbservable", c => new QbservableScenario { Context = c }),
        ("takeuntil", c => new TakeUntilScenario { Context = c }),
        ("delay", c => new DelayScenario { Context = c }),
        ("buffer", c => new BufferScenario { Context = c }),
        ("tail-recursion", c => new TailRecursionScenario { Context = c }),
        ("map-reduce", c => new MapReduceScenario { Context = c }),
        ("repeat-newthread", c => new RepeatNewThreadScenario { Context = c }),
        ("timer-precision", c => new TimerPrecisionScenario { Context = c }),
        ("dataflow-action", c => new DataflowActionScenario { Context = c }),
        ("dataflow-action-spc", c => new DataflowActionSpcScenario { Context = c }),
        ("dataflow-sendreceive", c => new DataflowSendReceiveScenario { Context = c }),
        ("dataflow-pipeline", c => new DataflowPipelineScenario { Context = c }),
        ("async-pipeline", c => new AsyncPipelineScenario { Context = c }),
        ("async-subject-fanout", c => new AsyncSubjectFanoutScenario { Context = c }),
        ("nats-roundtrip", c => new NatsRoundtripScenario { Context = c }),
    ];

    public static IReadOnlyList<string> Names { get; } = All.Select(s => s.Name).ToArray();

    public static bool NeedsWordLists(string name) => name.StartsWith("scrabble", StringComparison.Ordinal);

    public static Scenario Create(string name, RunContext context) =>
        All.First(s => s.Name == name).Create(context);
}
