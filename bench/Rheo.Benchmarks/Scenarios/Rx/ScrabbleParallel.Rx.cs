using System.Reactive.Concurrency;
using System.Reactive.Linq;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRx;

/// <summary>System.Reactive: each partition's Scrabble pipeline subscribed on the task pool, merged, maps combined.</summary>
[Library(Library.Rx)]
public sealed class ScrabbleParallelRx : IScrabbleParallel
{
    public List<KeyValuePair<int, List<string>>> Run(ScrabbleData data, int partitions) =>
        Enumerable.Range(0, partitions)
            .Select(p => ScrabbleRx.BuildMap(ScrabbleParallelScenario.Partition(data, p, partitions).ToObservable(), data).SubscribeOn(TaskPoolScheduler.Default))
            .Merge()
            .Aggregate(ScrabbleData.Merge)
            .SelectMany(map => map)
            .Take(3)
            .ToList()
            .FirstAsync()
            .Wait()
            .ToList();
}
