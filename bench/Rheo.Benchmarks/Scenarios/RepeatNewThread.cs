using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>
/// Seed 000, "Improving producer speed": <c>Repeat(42, NewThreadScheduler)</c> into a counting observer for a fixed
/// time (one second; a quarter of it with <c>--quick</c>), then disposed. Messages per second counted by the observer.
/// </summary>
public sealed class RepeatNewThreadScenario : Scenario
{
    public override string Name => "repeat-newthread";

    public override string Unit => Units.MessagesPerSecond;

    public override string Description =>
        "Seed 000 \"Improving producer speed\": Repeat(42, NewThreadScheduler) into a counting observer for one second (0.25 s with --quick), then disposed; allocations counted on all threads.";

    public override IReadOnlyList<string> Libraries { get; } = [Library.Rheo, Library.Rx, Library.R3, Library.Primitives, Library.Loop];

    public override int Runs(string @case) => Context.Quick ? 3 : 5;

    public override string ThreadLayoutNote => "one producer thread per run (the new-thread scheduler's, or the loop's); the measuring thread sleeps for the timed run";

    public override Bench CreateBench(string library, string @case)
    {
        var duration = Context.TimedRun;
        return Find<IRepeatNewThread>(library, out var note) is { } implementation
            ? new Bench(library, @case)
            {
                Op = () => implementation.Run(duration),
                OpReturnsOps = true,
                SingleCallRuns = true,
                Concurrent = true,
                Check = static count => count > 0 ? null : "no message arrived",
                Note = implementation.Note,

                // A producer that ignores the dispose would burn a core for the rest of the run: such a library runs
                // in a child process, which takes the runaway thread with it.
                Isolated = library == Library.Primitives,
            }
            : Bench.Missing(library, @case, note);
    }

    protected override string MissingNote(string library) => library switch
    {
        Library.Rheo => "waits for operators: Repeat(value, scheduler), NewThreadScheduler",
        Library.R3 => "lacks operators: Repeat on a scheduler (R3's Repeat(value, count) is synchronous and finite)",
        _ => base.MissingNote(library),
    };
}

/// <summary>One library's <c>Repeat(42)</c> on a new thread: returns how many messages arrived in <c>duration</c>.</summary>
public interface IRepeatNewThread
{
    string Note => "";

    long Run(TimeSpan duration);
}

/// <summary>The floor: a dedicated thread calling the counting observer in a loop until told to stop.</summary>
[Library(Library.Loop)]
public sealed class RepeatNewThreadLoop : IRepeatNewThread
{
    public long Run(TimeSpan duration)
    {
        var counter = new CountObserver<int>();
        var stop = false;
        var thread = new Thread(() =>
        {
            while (!Volatile.Read(ref stop))
            {
                counter.OnNext(42);
            }
        });
        thread.Start();
        Thread.Sleep(duration);
        Volatile.Write(ref stop, true);
        var count = counter.Count;
        thread.Join();
        return count;
    }
}
