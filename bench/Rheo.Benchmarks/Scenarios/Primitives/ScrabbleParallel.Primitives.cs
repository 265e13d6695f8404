using ReactiveUI.Primitives;
using ReactiveUI.Primitives.Concurrency;
using ReactiveUI.Primitives.Extensions;
using ReactiveUI.Primitives.Signals;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithPrimitives;

/// <summary>ReactiveUI.Primitives: each partition's Scrabble pipeline subscribed on the task pool, merged, maps combined.</summary>
[Library(Library.Primitives)]
public sealed class ScrabbleParallelPrimitives : IScrabbleParallel
{
    public List<KeyValuePair<int, List<string>>> Run(ScrabbleData data, int partitions) =>
        Signal.Merge(Enumerable.Range(0, partitions)
                .Select(p => ScrabblePrimitives.BuildMap(ScrabbleParallelScenario.Partition(data, p, partitions).ToObservable(), data).SubscribeOn(TaskPoolSequencer.Default)))
            .Aggregate(new SortedDictionary<int, List<string>>(ScrabbleData.Descending), ScrabbleData.Merge)
            .SelectMany(map => map)
            .Take(3)
            .ToList()
            .WaitForValue()!
            .ToList();
}
