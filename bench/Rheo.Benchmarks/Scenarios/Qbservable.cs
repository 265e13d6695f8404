using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>
/// A query over a local source as an expression tree (<c>IQbservable&lt;T&gt;</c>):
/// <c>source.AsQbservable().Where(x =&gt; x % 2 == 0).Select(x =&gt; x + 1).Take(3)</c>.
/// Case <c>build</c>: the query built and subscribed once over <c>Range(0, 10)</c> (expression trees built, rewritten
/// to the <c>IObservable</c> operators, compiled, subscribed, run to completion); one op = one query.
/// Cases <c>steady-qbservable</c> and <c>steady-observable</c>: values pushed through an already-subscribed
/// <c>Where</c>/<c>Select</c> query over a subject, as an <c>IQbservable</c> and as the plain <c>IObservable</c> query;
/// one op = one value pushed. The two steady cases should cost the same: a local query runs the same operators.
/// </summary>
public sealed class QbservableScenario : Scenario
{
    /// <summary>Values pushed per call in the steady cases.</summary>
    public const int Batch = 100_000;

    /// <summary>The values <c>Range(0, 10)</c> passes through <c>Take(3)</c> after the <c>Where</c> (0, 2, 4).</summary>
    public const int Taken = 3;

    public override string Name => "qbservable";

    public override string Unit => Units.NanosecondsPerOp;

    public override string Description =>
        "Range(0, 10).AsQbservable().Where(even).Select(+1).Take(3) built and subscribed once (build: expression trees, rewrite, compile, subscribe; one op = one query), and values through an already-subscribed Where/Select query over a subject as IQbservable (steady-qbservable) and as IObservable (steady-observable); one op = one value.";

    public override IReadOnlyList<string> Libraries { get; } = [Library.Rheo, Library.Rx];

    public override IReadOnlyList<string> Cases() => ["build", "steady-qbservable", "steady-observable"];

    public override Bench CreateBench(string library, string @case)
    {
        if (Find<IQbservableQuery>(library, out var note) is not { } implementation)
        {
            return Bench.Missing(library, @case, note);
        }

        if (@case == "build")
        {
            return new Bench(library, @case) { Op = () => implementation.BuildAndRun(10, Taken), Check = Expect(Taken) };
        }

        var steady = implementation.Subscribe(asQbservable: @case == "steady-qbservable");
        return new Bench(library, @case)
        {
            Op = () => steady.Push(Batch),
            PerCall = Batch,
            Check = Expect(Batch / 2),
            Cleanup = steady.Dispose,
        };
    }
}

/// <summary>One library's local query (<c>AsQbservable</c> and the <c>Qbservable</c> operators).</summary>
public interface IQbservableQuery
{
    /// <summary>
    /// Builds <c>Range(0, count).AsQbservable().Where(x =&gt; x % 2 == 0).Select(x =&gt; x + 1).Take(take)</c>, subscribes
    /// it once and returns how many values it delivered.
    /// </summary>
    long BuildAndRun(int count, int take);

    /// <summary>Subscribes <c>subject.Where(x =&gt; x % 2 == 0).Select(x =&gt; x + 1)</c>, as a local query or not.</summary>
    ISteadyQuery Subscribe(bool asQbservable);
}

/// <summary>A subscribed query over a subject.</summary>
public interface ISteadyQuery : IDisposable
{
    /// <summary>Pushes <paramref name="values"/> values into the subject; returns how many the query delivered.</summary>
    long Push(int values);
}
