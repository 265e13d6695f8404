using R3;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithR3;

/// <summary>R3: each partition's Scrabble pipeline subscribed on the thread pool, merged, maps combined.</summary>
[Library(Library.R3)]
public sealed class ScrabbleParallelR3 : IScrabbleParallel
{
    public List<KeyValuePair<int, List<string>>> Run(ScrabbleData data, int partitions) =>
        Enumerable.Range(0, partitions)
            .Select(p => ScrabbleR3.BuildMap(ScrabbleParallelScenario.Partition(data, p, partitions).ToObservable(), data).SubscribeOnThreadPool())
            .Merge()
            .AggregateAsync(ScrabbleData.Merge)
            .ToObservable()
            .SelectMany(map => map.ToObservable())
            .Take(3)
            .ToListAsync()
            .GetAwaiter()
            .GetResult()
            .ToList();
}
