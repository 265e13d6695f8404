namespace RheoBench.Compare;

/// <summary>
/// One library's implementation of one case of a scenario, ready to measure. <see cref="Op"/> is one call;
/// it performs <see cref="PerCall"/> operations (or messages, for a rate unit) and returns a value that
/// <see cref="Check"/> validates (null: right, otherwise the reason it is wrong).
/// </summary>
public sealed class Bench
{
    public Bench(string library, string @case)
    {
        Library = library;
        Case = @case;
    }

    public string Library { get; }

    public string Case { get; }

    /// <summary>When set, the library cannot run this case: it is reported <c>ok: false</c> with this note.</summary>
    public string? Unavailable { get; init; }

    public Func<long>? Op { get; init; }

    public double PerCall { get; init; } = 1;

    /// <summary>The op returns how many operations (messages) it performed, instead of <see cref="PerCall"/>.</summary>
    public bool OpReturnsOps { get; init; }

    public Func<long, string?> Check { get; init; } = static _ => null;

    /// <summary>Runs in a child process (a stack overflow there cannot take the runner down).</summary>
    public bool Isolated { get; init; }

    /// <summary>Work happens on other threads: allocations are counted on all threads.</summary>
    public bool Concurrent { get; init; }

    /// <summary>Calls of <see cref="Op"/> are long and timed by the op itself (for example, a fixed duration).</summary>
    public bool SingleCallRuns { get; init; }

    /// <summary>A note reported even when the row is ok (for example, an equivalent operator used instead).</summary>
    public string Note { get; init; } = "";

    /// <summary>Runs after the last measurement of this bench (for example, to stop a thread).</summary>
    public Action? Cleanup { get; init; }

    public static Bench Missing(string library, string @case, string note) => new(library, @case) { Unavailable = note };
}
