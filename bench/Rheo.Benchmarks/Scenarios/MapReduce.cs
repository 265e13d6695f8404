using RheoBench.Compare;

namespace RheoBench.Scenarios;

/// <summary>
/// Seed 000, "Real-world performance": 1,000,000 seeded random ints pushed into a subject, <c>GroupBy</c> round robin
/// into N groups, each group <c>ObserveOn</c> a new thread, <c>Where(IsPrime)</c>, <c>Count</c>, then <c>Sum</c>. The
/// values stay below 100,000 so that prime testing does not hide the pipeline. Cases <c>n=1</c> and
/// <c>n=&lt;cores&gt;</c>; the speedup (time at n=1 / time at n=cores) is in <c>extra</c>.
/// </summary>
public sealed class MapReduceScenario : Scenario
{
    public const int Count = 1_000_000;
    public const int MaxValue = 100_000;
    public const int Seed = 19830211;

    private static readonly Lazy<(int[] Data, long Primes)> Input = new(() =>
    {
        var random = new Random(Seed);
        var data = new int[Count];
        long primes = 0;
        for (var i = 0; i < data.Length; i++)
        {
            data[i] = random.Next(MaxValue);
            if (IsPrime(data[i]))
            {
                primes++;
            }
        }

        return (data, primes);
    });

    public override string Name => "map-reduce";

    public override string Unit => Units.MillisecondsPerOp;

    public override string Description =>
        "Seed 000 \"Real-world performance\": 1,000,000 seeded random ints (below 100,000) into a subject, GroupBy round robin into n groups, each ObserveOn a new thread, Where(IsPrime), Count, Sum; extra.speedup = time(n=1) / time(n=cores).";

    public override IReadOnlyList<string> Libraries { get; } = [Library.Rheo, Library.Rx, Library.R3, Library.Primitives, Library.Linq, Library.Loop];

    public override IReadOnlyList<string> Cases() => ["n=1", "n=" + Environment.ProcessorCount];

    public override int Runs(string @case) => Context.LongRuns;

    /// <summary>A first, cold call takes seconds on a busy machine.</summary>
    public override TimeSpan BlockedTimeout => TimeSpan.FromSeconds(Context.Quick ? 20 : 120);

    /// <summary>The seed's prime test, the same delegate body for every library.</summary>
    public static bool IsPrime(int x)
    {
        if (x < 2)
        {
            return false;
        }

        for (var d = 2; d <= Math.Sqrt(x); d++)
        {
            if (x % d == 0)
            {
                return false;
            }
        }

        return true;
    }

    public override Bench CreateBench(string library, string @case)
    {
        if (Find<IMapReduce>(library, out var note) is not { } implementation)
        {
            return Bench.Missing(library, @case, note);
        }

        var (data, primes) = Input.Value;
        var groups = CaseValue(@case);
        return new Bench(library, @case)
        {
            Op = () => implementation.Run(data, groups),
            Check = Expect(primes),
            Concurrent = true,
            Note = implementation.Note,

            // Seen to block at n=2 here: in a child process, a stuck pipeline's threads end with the process.
            Isolated = library == Library.Primitives,
        };
    }

    public override void AddExtras(ScenarioResult result)
    {
        var parallel = "n=" + Environment.ProcessorCount;
        if (parallel == "n=1")
        {
            return;
        }

        foreach (var row in result.Results.Where(r => r.Case == parallel && r.Ok))
        {
            if (result.Results.FirstOrDefault(r => r.Library == row.Library && r.Case == "n=1") is { Ok: true } single && row.Value > 0)
            {
                row.Extra["speedup"] = single.Value / row.Value;
            }
        }
    }

    protected override string MissingNote(string library) => library switch
    {
        Library.Rheo => "waits for operators: Subject<T>, GroupBy, SelectMany, ObserveOn, NewThreadScheduler, Count, Sum",
        Library.R3 => "lacks operators: GroupBy",
        _ => base.MissingNote(library),
    };
}

/// <summary>One library's map-reduce: returns the number of primes.</summary>
public interface IMapReduce
{
    /// <summary>How the library's version differs from the seed's calls, if it must.</summary>
    string Note => "";

    long Run(int[] data, int groups);
}

/// <summary>LINQ: PLINQ with n degrees of parallelism, LINQ's own way to spread a query over cores.</summary>
[Library(Library.Linq)]
public sealed class MapReduceLinq : IMapReduce
{
    public string Note => "PLINQ: AsParallel().WithDegreeOfParallelism(n).Count(IsPrime)";

    public long Run(int[] data, int groups) =>
        data.AsParallel().WithDegreeOfParallelism(groups).Count(MapReduceScenario.IsPrime);
}

/// <summary>The floor: the producer hands values round robin to n threads, each counting primes from its own queue.</summary>
[Library(Library.Loop)]
public sealed class MapReduceLoop : IMapReduce
{
    public long Run(int[] data, int groups)
    {
        var queues = new System.Collections.Concurrent.BlockingCollection<int>[groups];
        var counts = new long[groups];
        var threads = new Thread[groups];
        for (var g = 0; g < groups; g++)
        {
            var queue = queues[g] = new System.Collections.Concurrent.BlockingCollection<int>(new System.Collections.Concurrent.ConcurrentQueue<int>());
            var index = g;
            threads[g] = new Thread(() =>
            {
                long count = 0;
                foreach (var value in queue.GetConsumingEnumerable())
                {
                    if (MapReduceScenario.IsPrime(value))
                    {
                        count++;
                    }
                }

                counts[index] = count;
            }) { IsBackground = true };
            threads[g].Start();
        }

        for (var i = 0; i < data.Length; i++)
        {
            queues[i % groups].Add(data[i]);
        }

        foreach (var queue in queues)
        {
            queue.CompleteAdding();
        }

        foreach (var thread in threads)
        {
            thread.Join();
        }

        return counts.Sum();
    }
}
