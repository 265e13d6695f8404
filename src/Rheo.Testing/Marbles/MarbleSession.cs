using System.Runtime.CompilerServices;
using Rheo.Disposables;

namespace Rheo.Testing;

/// <summary>
/// The marble state of one <see cref="TestScheduler"/>: its options, the latest virtual time any of its diagrams
/// mentions (how far a flush runs), whether it was flushed, and the observables made from diagrams (the lanes of a
/// failure picture).
/// </summary>
internal sealed class MarbleSession(TestScheduler scheduler)
{
    private static readonly ConditionalWeakTable<TestScheduler, MarbleSession> Sessions = [];

    private long _latest;

    public static MarbleSession Of(TestScheduler scheduler) => Sessions.GetValue(scheduler, static s => new MarbleSession(s));

    public TestScheduler Scheduler => scheduler;

    public MarbleOptions Options { get; } = new();

    public bool Flushed { get; private set; }

    /// <summary>The observables made from diagrams, each as a lane of a picture (made when drawn).</summary>
    public List<Func<MarbleLane>> Inputs { get; } = [];

    public long TicksPerFrame => Options.TicksPerFrame;

    public long Origin => Options.Origin;

    /// <summary>Records that a diagram mentions <paramref name="time"/>: a flush runs at least that far.</summary>
    public void Mention(long time) => _latest = Math.Max(_latest, time);

    /// <summary>The frame a virtual time belongs to: frame k holds the ticks from Origin + k·TicksPerFrame on.</summary>
    public long Frame(long time) => FloorDivide(time - Origin, TicksPerFrame);

    /// <summary>Runs the scheduler up to <see cref="MarbleOptions.MaxFrames"/> frames past the latest time a diagram mentions.</summary>
    public void Flush()
    {
        var horizon = Math.Max(_latest, Origin) + (Options.MaxFrames * TicksPerFrame);
        if (horizon > scheduler.Clock)
        {
            scheduler.AdvanceTo(horizon);
        }

        Flushed = true;
    }

    /// <summary>Schedules <paramref name="action"/> at an absolute time that must lie ahead of the clock.</summary>
    public void At(long time, Action action, string what)
    {
        if (Flushed)
        {
            throw new InvalidOperationException($"The scheduler was already flushed by a ToBe or Flush call: create {what} before the first ToBe of the test.");
        }

        if (time <= scheduler.Clock)
        {
            throw new InvalidOperationException($"{what} would start at tick {time}, not after the scheduler's clock ({scheduler.Clock}): raise MarbleOptions.Origin.");
        }

        Mention(time);
        scheduler.ScheduleAbsolute(action, time, static (_, a) =>
        {
            a();
            return Disposable.Empty;
        });
    }

    private static long FloorDivide(long a, long b) => a >= 0 ? a / b : -((-a + b - 1) / b);
}
