using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>
/// Shakespeare plays Scrabble in parallel: the words cut into one partition per core, each partition's score map
/// built by the library's Scrabble pipeline on a pool thread, the maps merged at the end (the seed's
/// ParallelFlowable shape). LINQ runs PLINQ, the loop runs tasks.
/// </summary>
public sealed class ScrabbleParallelScenario : Scenario
{
    public override string Name => "scrabble-parallel";

    public override string Unit => Units.MillisecondsPerOp;

    public override string Description =>
        "Shakespeare plays Scrabble with the words partitioned across the cores, each partition on a pool thread, score maps merged at the end; answer checked every run.";

    public override IReadOnlyList<string> Libraries { get; } =
        [Library.Rheo, Library.Rx, Library.R3, Library.Primitives, Library.Linq, Library.Ix, Library.Loop];

    public override int Runs(string @case) => Context.LongRuns;

    /// <summary>A first, cold call of the slowest peer takes seconds on a busy machine.</summary>
    public override TimeSpan BlockedTimeout => TimeSpan.FromSeconds(Context.Quick ? 30 : 120);

    public override Bench CreateBench(string library, string @case)
    {
        if (Find<IScrabbleParallel>(library, out var note) is not { } implementation)
        {
            return Bench.Missing(library, @case, note);
        }

        var data = ScrabbleData.Load(Context.DataDir);
        var partitions = Environment.ProcessorCount;
        List<KeyValuePair<int, List<string>>>? last = null;
        return new Bench(library, @case)
        {
            Op = () =>
            {
                last = implementation.Run(data, partitions);
                return 0;
            },
            Concurrent = true,
            Check = _ => ScrabbleData.Format(last) is var answer && answer == ScrabbleData.Expected ? null : "got " + answer,
        };
    }

    /// <summary>The words of partition <paramref name="index"/> of <paramref name="count"/>: contiguous slices.</summary>
    public static ArraySegment<string> Partition(ScrabbleData data, int index, int count)
    {
        var words = data.ShakespeareArray;
        var size = (words.Length + count - 1) / count;
        var start = Math.Min(words.Length, index * size);
        return new ArraySegment<string>(words, start, Math.Min(size, words.Length - start));
    }

    protected override string MissingNote(string library) => library == Library.Rheo
        ? "waits for operators: ToObservable, Aggregate, SelectMany, Concat, Sum, Max, FirstAsync, Wait, ToList, Merge, SubscribeOn, TaskPoolScheduler"
        : base.MissingNote(library);
}

/// <summary>PLINQ: the LINQ Scrabble query with <c>AsParallel()</c> and a per-thread score map merged at the end.</summary>
[Library(Library.Linq)]
public sealed class ScrabbleParallelLinq : IScrabbleParallel
{
    public List<KeyValuePair<int, List<string>>> Run(ScrabbleData data, int partitions) =>
        data.ShakespeareArray.AsParallel().WithDegreeOfParallelism(partitions)
            .Where(data.ScrabbleWords.Contains)
            .Where(ScrabbleLinq.CheckBlanks)
            .Aggregate(
                () => new SortedDictionary<int, List<string>>(ScrabbleData.Descending),
                (map, word) => ScrabbleData.Add(map, ScrabbleLinq.Score3(word), word),
                ScrabbleData.Merge,
                map => map)
            .Take(3)
            .ToList();
}

/// <summary>The floor: one task per partition running the loop version, maps merged at the end.</summary>
[Library(Library.Loop)]
public sealed class ScrabbleParallelLoop : IScrabbleParallel
{
    public List<KeyValuePair<int, List<string>>> Run(ScrabbleData data, int partitions)
    {
        var tasks = new Task<SortedDictionary<int, List<string>>>[partitions];
        for (var p = 0; p < partitions; p++)
        {
            var words = Partition(data, p, partitions);
            tasks[p] = Task.Run(() => ScrabbleLoop.BuildMap(words, data));
        }

        var merged = tasks[0].Result;
        for (var p = 1; p < partitions; p++)
        {
            ScrabbleData.Merge(merged, tasks[p].Result);
        }

        return merged.Take(3).ToList();
    }

    private static ArraySegment<string> Partition(ScrabbleData data, int index, int count) => ScrabbleParallelScenario.Partition(data, index, count);
}
