using ReactiveUI.Primitives;
using ReactiveUI.Primitives.Concurrency;
using ReactiveUI.Primitives.Signals;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithPrimitives;

/// <summary>
/// ReactiveUI.Primitives' <c>Repeat(value)</c> takes no sequencer: it is subscribed on a task-pool sequencer whose
/// tasks are long-running (a thread of their own), the nearest to a new-thread scheduler it offers.
/// </summary>
[Library(Library.Primitives)]
public sealed class RepeatNewThreadPrimitives : IRepeatNewThread
{
    private static readonly TaskPoolSequencer LongRunning = new(new TaskFactory(TaskCreationOptions.LongRunning, TaskContinuationOptions.None));

    public string Note => "Repeat(42).SubscribeOn(TaskPoolSequencer with LongRunning tasks): Repeat takes no sequencer";

    public long Run(TimeSpan duration)
    {
        var counter = new CountObserver<int>();
        long count;
        using (Signal.Repeat(42).SubscribeOn(LongRunning).Subscribe(counter))
        {
            Thread.Sleep(duration);
            count = Volatile.Read(ref counter.Count);
        }

        // A producer that ignores the dispose would go on burning a core: report it rather than measure around it.
        var after = Volatile.Read(ref counter.Count);
        Thread.Sleep(50);
        if (Volatile.Read(ref counter.Count) != after)
        {
            throw new InvalidOperationException("Repeat kept producing after the subscription was disposed");
        }

        return count;
    }
}
