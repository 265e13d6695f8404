using Rheo.Concurrency;
using Rheo.Linq;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRheo;

/// <summary>Rheo: each partition's Scrabble pipeline subscribed on the task pool, merged, maps combined.</summary>
[Library(Library.Rheo)]
public sealed class ScrabbleParallelRheo : IScrabbleParallel
{
    public List<KeyValuePair<int, List<string>>> Run(ScrabbleData data, int partitions) =>
        Enumerable.Range(0, partitions)
            .Select(p => ScrabbleRheo.BuildMap(ScrabbleParallelScenario.Partition(data, p, partitions).ToObservable(), data).SubscribeOn(TaskPoolScheduler.Default))
            .Merge()
            .Aggregate(ScrabbleData.Merge)
            .SelectMany(map => map)
            .Take(3)
            .ToList()
            .FirstAsync()
            .Wait()
            .ToList();
}
