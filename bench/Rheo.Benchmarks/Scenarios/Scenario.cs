using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>
/// A comparison scenario: the same algorithm, in the same shape, for every library. Each library's code lives in
/// its own file (<c>Scenarios/&lt;Library&gt;/&lt;Scenario&gt;.&lt;Library&gt;.cs</c>), found by
/// <see cref="Implementations"/>; a library without a file is reported <c>ok: false</c> with
/// <see cref="MissingNote"/>.
/// </summary>
public abstract class Scenario
{
    public required RunContext Context { get; init; }

    public abstract string Name { get; }

    public abstract string Unit { get; }

    public bool HigherIsBetter => Unit == Units.MessagesPerSecond;

    /// <summary>One line for the docs and the summary.</summary>
    public abstract string Description { get; }

    /// <summary>The libraries in the order of the results.</summary>
    public abstract IReadOnlyList<string> Libraries { get; }

    /// <summary>Whether the results carry GC collections per million operations in <c>extra</c>.</summary>
    public virtual bool ReportsCollections => false;

    public virtual IReadOnlyList<string> Cases() => ["default"];

    /// <summary>An empty result of this scenario for a run with <paramref name="context"/>: its header, measured now on this machine.</summary>
    public ScenarioResult NewResult(RunContext context) => new()
    {
        Scenario = Name,
        Unit = Unit,
        HigherIsBetter = HigherIsBetter,
        Machine = MachineInfo.Current,
        Date = DateTimeOffset.UtcNow,
        Quick = context.Quick,
        RoundCount = context.Rounds,
        Threads = ThreadLayout.Current() with { Note = ThreadLayoutNote },
    };

    /// <summary>The cases a run measures: all of <see cref="Cases"/>, or the one <see cref="RunContext.Case"/> names.</summary>
    public IEnumerable<string> CasesToRun(RunContext context) => Cases().Where(c => context.Case is null || c == context.Case);

    /// <summary>
    /// The measured runs of a case over all rounds: each round runs its share (at least three, or one for a bench
    /// whose runs are single long calls).
    /// </summary>
    public virtual int Runs(string @case) => Context.Runs;

    /// <summary>
    /// The threads the scenario uses, for the thread layout its results report (empty for a single-threaded
    /// scenario), for example "a producer thread per subscription".
    /// </summary>
    public virtual string ThreadLayoutNote => "";

    /// <summary>How long the first call may take before the library is reported as blocked.</summary>
    public virtual TimeSpan BlockedTimeout => Context.BlockedTimeout;

    public abstract Bench CreateBench(string library, string @case);

    /// <summary>
    /// For a scenario that is not a repeated operation (a timer measured over whole timed runs): runs the whole
    /// scenario in <see cref="RunContext.Rounds"/> rounds and returns its result, with each row's round values in
    /// <see cref="CaseResult.Rounds"/> (the runner derives the ratios' spread from them). Null (the default) means
    /// the runner times <see cref="CreateBench"/>'s operations.
    /// </summary>
    public virtual ScenarioResult? RunCustom(RunContext context, TextWriter log) => null;

    /// <summary>
    /// Whether the rounds may be spread over several processes (<c>--launches</c>) and pooled. A scenario whose
    /// extras cannot be pooled by taking their median over processes (p99s over whole timed runs) keeps all its
    /// rounds in one process.
    /// </summary>
    public virtual bool SplitsAcrossLaunches => true;

    /// <summary>
    /// How many processes a full run spreads each case's rounds over when <c>--launches</c> does not say (1 with
    /// <c>--quick</c>). Scenarios of a few nanoseconds per op override it: where the JIT places a loop and which
    /// receivers its profile saw decide such a ratio within one process by more than 10%, and the median of rounds
    /// from several processes does not hang on one of them.
    /// </summary>
    public virtual int DefaultLaunches => 1;

    /// <summary>
    /// Set for a scenario judged by a bound on Rheo's own figure rather than by ratios (<c>compare-check</c> then
    /// checks the bound in both runs instead of comparing the ratios); null for the others.
    /// </summary>
    public virtual ScenarioBound? Bound => null;

    /// <summary>Adds scenario-level numbers to the results (for example a speedup between cases).</summary>
    public virtual void AddExtras(ScenarioResult result)
    {
    }

    /// <summary>Why <paramref name="library"/> has no implementation of this scenario.</summary>
    protected virtual string MissingNote(string library) => library switch
    {
        Library.Ix => Library.IxMissing,
        _ => "no implementation",
    };

    /// <summary>Finds <paramref name="library"/>'s implementation, or null with the note to report.</summary>
    protected T? Find<T>(string library, out string note)
        where T : class
    {
        var found = Implementations.Find<T>(library);
        note = found is null ? MissingNote(library) : "";
        return found;
    }

    /// <summary>Reads the <c>n=100</c> style case value.</summary>
    protected static int CaseValue(string @case) => int.Parse(@case[(@case.IndexOf('=') + 1)..], System.Globalization.CultureInfo.InvariantCulture);

    protected static Func<long, string?> Expect(long expected) =>
        actual => actual == expected ? null : $"expected {expected}, got {actual}";
}
