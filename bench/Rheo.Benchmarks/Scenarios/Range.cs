using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>
/// <c>Range(0, 1_000_000)</c> into a counting observer (case <c>n=1000000</c>), and
/// <c>Range(0, 1_000_000).Take(10)</c> subscribed again and again (case <c>take=10</c>: the cost of a subscription).
/// One op is one subscription run to completion.
/// </summary>
public sealed class RangeScenario : Scenario
{
    public const int Count = 1_000_000;

    public override string Name => "range";

    public override string Unit => Units.NanosecondsPerOp;

    /// <inheritdoc />
    public override int DefaultLaunches => 5;

    public override string Description =>
        "Range(0, 1_000_000) into a counting observer (n=1000000), and Range(0, 1_000_000).Take(10) subscribed repeatedly (take=10, the cost of a subscription); one op = one subscription run to completion.";

    public override IReadOnlyList<string> Libraries { get; } =
        [Library.Rheo, Library.Rx, Library.R3, Library.Primitives, Library.Linq, Library.Loop];

    public override IReadOnlyList<string> Cases() => ["n=1000000", "take=10"];

    public override Bench CreateBench(string library, string @case)
    {
        if (Find<IRange>(library, out var note) is not { } implementation)
        {
            return Bench.Missing(library, @case, note);
        }

        // The case's number is read once, here: parsed inside the op, its substring and parse were part of every
        // library's time and bytes (32 B and tens of nanoseconds per op, on a take=10 op of about a hundred).
        var value = CaseValue(@case);
        return @case.StartsWith("take=", StringComparison.Ordinal)
            ? new Bench(library, @case) { Op = () => implementation.RunTake(Count, value), Check = Expect(value) }
            : new Bench(library, @case) { Op = () => implementation.RunCount(value), Check = Expect(value) };
    }
}

/// <summary>One library's <c>Range</c>: returns how many values the counting observer saw.</summary>
public interface IRange
{
    long RunCount(int count);

    long RunTake(int count, int take);
}

[Library(Library.Linq)]
public sealed class RangeLinq : IRange
{
    public long RunCount(int count)
    {
        long seen = 0;
        foreach (var _ in Enumerable.Range(0, count))
        {
            seen++;
        }

        return seen;
    }

    public long RunTake(int count, int take)
    {
        long seen = 0;
        foreach (var _ in Enumerable.Range(0, count).Take(take))
        {
            seen++;
        }

        return seen;
    }
}

/// <summary>The floor: a <c>for</c> loop calling the counting observer.</summary>
[Library(Library.Loop)]
public sealed class RangeLoop : IRange
{
    public long RunCount(int count) => Loop(count);

    public long RunTake(int count, int take) => Loop(Math.Min(count, take));

    private static long Loop(int count)
    {
        var counter = new CountObserver<int>();
        for (var i = 0; i < count; i++)
        {
            counter.OnNext(i);
        }

        counter.OnCompleted();
        return counter.Count;
    }
}
