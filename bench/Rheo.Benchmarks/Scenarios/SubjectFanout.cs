using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>
/// Seed 000, "Improving producer speed": <c>OnNext</c> on a subject with 0, 1, 2 or 4 counting observers, against a
/// multicast <see cref="Action{T}"/> with as many counting handlers (<c>Delegate</c>). One op is one <c>OnNext</c>.
/// </summary>
public sealed class SubjectFanoutScenario : Scenario
{
    private const int Batch = 1000;

    public override string Name => "subject-fanout";

    public override string Unit => Units.NanosecondsPerOp;

    /// <inheritdoc />
    public override int DefaultLaunches => 5;

    public override string Description =>
        "Seed 000 \"Improving producer speed\": OnNext on a subject with 0, 1, 2, 4 counting observers vs a multicast Action<int> with as many handlers (Delegate); one op = one OnNext; extra.vsDelegate = time / the delegate's time.";

    public override IReadOnlyList<string> Libraries { get; } =
        [Library.Rheo, Library.Rx, Library.R3, Library.Primitives, Library.Delegate];

    public override IReadOnlyList<string> Cases() => ["observers=0", "observers=1", "observers=2", "observers=4"];

    public override Bench CreateBench(string library, string @case)
    {
        if (Find<ISubjectFanout>(library, out var note) is not { } implementation)
        {
            return Bench.Missing(library, @case, note);
        }

        var observers = CaseValue(@case);
        implementation.Setup(observers);
        return new Bench(library, @case) { Op = () => implementation.Run(Batch), PerCall = Batch, Check = Expect((long)Batch * observers) };
    }

    /// <summary>Each subject's cost relative to the multicast delegate with as many handlers (the seed's yardstick).</summary>
    public override void AddExtras(ScenarioResult result)
    {
        foreach (var row in result.Results.Where(r => r.Ok && r.Library != Library.Delegate))
        {
            if (result.Results.FirstOrDefault(r => r.Library == Library.Delegate && r.Case == row.Case) is { Ok: true, Value: > 0 } baseline)
            {
                row.Extra["vsDelegate"] = row.Value / baseline.Value;
            }
        }
    }

    protected override string MissingNote(string library) => library == Library.Rheo
        ? "waits for operators: Subject<T>"
        : base.MissingNote(library);
}

/// <summary>One library's subject with counting observers.</summary>
public interface ISubjectFanout
{
    /// <summary>Creates the subject and subscribes <paramref name="observers"/> counting observers.</summary>
    void Setup(int observers);

    /// <summary>Calls <c>OnNext(42)</c> <paramref name="messages"/> times; returns how many deliveries the observers counted.</summary>
    long Run(int messages);
}

/// <summary>The floor of the seed: a multicast delegate with as many handlers.</summary>
[Library(Library.Delegate)]
public sealed class SubjectFanoutDelegate : ISubjectFanout
{
    private Action<int>? handlers;
    private long received;

    public void Setup(int observers)
    {
        for (var i = 0; i < observers; i++)
        {
            handlers += _ => received++;
        }
    }

    public long Run(int messages)
    {
        var before = received;
        var action = handlers;
        for (var i = 0; i < messages; i++)
        {
            action?.Invoke(42);
        }

        return received - before;
    }
}
