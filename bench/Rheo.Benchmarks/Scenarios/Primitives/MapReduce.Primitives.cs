using ReactiveUI.Primitives;
using ReactiveUI.Primitives.Concurrency;
using ReactiveUI.Primitives.Signals;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithPrimitives;

/// <summary>
/// ReactiveUI.Primitives has no new-thread sequencer: each group observes on a task-pool sequencer whose tasks are
/// long-running (a thread each); it has no <c>Sum</c>, so the counts are added with <c>Aggregate</c>.
/// </summary>
[Library(Library.Primitives)]
public sealed class MapReducePrimitives : IMapReduce
{
    private static readonly TaskPoolSequencer LongRunning = new(new TaskFactory(TaskCreationOptions.LongRunning, TaskContinuationOptions.None));

    public string Note => "ObserveOn(TaskPoolSequencer with LongRunning tasks): no new-thread sequencer; Sum as Aggregate";

    public long Run(int[] data, int groups)
    {
        var source = new Signal<int>();
        var i = 0;
        var result = source
            .GroupBy(_ => i++ % groups)
            .SelectMany(g => g.ObserveOn(LongRunning).Where(MapReduceScenario.IsPrime).Count())
            .Aggregate(0L, static (sum, count) => sum + count);

        var total = new CountObserver<long>();
        using (result.Subscribe(total))
        {
            foreach (var value in data)
            {
                source.OnNext(value);
            }

            source.OnCompleted();
            total.Wait(Limits.Wait);
            return total.Last;
        }
    }
}
