using System.Reflection;
using BenchmarkDotNet.Attributes;
using RheoBench.Coverage;

namespace Rheo.Benchmarks.Tests;

/// <summary>
/// Every public method group of Rheo, Rheo.Async, Rheo.Dataflow and Rheo.Testing (see <see cref="PublicApiGroups"/>)
/// has a BenchmarkDotNet benchmark that declares it with <see cref="CoversAttribute"/>.
/// </summary>
public class PublicApiHasBenchmarksTests
{
    /// <summary>The declarations of the benchmark assembly: on benchmark methods, and on classes that have benchmark methods.</summary>
    private static List<(CoversAttribute Covers, string Where)> Declarations() => Declarations(typeof(CoversAttribute).Assembly);

    private static List<(CoversAttribute Covers, string Where)> Declarations(Assembly assembly)
    {
        var found = new List<(CoversAttribute, string)>();
        foreach (var type in assembly.GetTypes())
        {
            var benchmarks = type.GetMethods(BindingFlags.Public | BindingFlags.Instance)
                .Where(m => m.IsDefined(typeof(BenchmarkAttribute), inherit: false))
                .ToList();
            if (benchmarks.Count == 0)
            {
                continue;
            }

            found.AddRange(type.GetCustomAttributes<CoversAttribute>(inherit: false).Select(c => (c, type.Name)));
            foreach (var method in benchmarks)
            {
                found.AddRange(method.GetCustomAttributes<CoversAttribute>(inherit: false).Select(c => (c, type.Name + "." + method.Name)));
            }
        }

        return found;
    }

    private static string Key(Type type, string method)
    {
        var definition = type.IsGenericType ? type.GetGenericTypeDefinition() : type;
        return PublicApiGroups.Name(definition, method);
    }

    [Fact]
    public void PublicApiHasBenchmarks()
    {
        var groups = PublicApiGroups.All();
        Assert.True(groups.Count > 400, $"Only {groups.Count} public method groups were found: the reflection rule is broken.");

        var covered = new HashSet<string>(StringComparer.Ordinal);
        foreach (var (covers, _) in Declarations())
        {
            foreach (var method in covers.Methods)
            {
                covered.Add(Key(covers.Type, method));
            }
        }

        var missing = groups.Where(g => !covered.Contains(g)).ToList();
        Assert.True(missing.Count == 0, $"{missing.Count} of {groups.Count} public method groups have no benchmark declaring [Covers] for them:\n" + string.Join("\n", missing));
    }

    [Fact]
    public void CoversNamesExistingPublicMethods()
    {
        var groups = PublicApiGroups.All();
        var wrong = new SortedSet<string>(StringComparer.Ordinal);
        foreach (var (covers, where) in Declarations())
        {
            if (covers.Methods.Count == 0)
            {
                wrong.Add($"{where}: [Covers({PublicApiGroups.TypeName(covers.Type)})] names no method");
            }

            foreach (var method in covers.Methods)
            {
                var key = Key(covers.Type, method);
                if (!groups.Contains(key))
                {
                    wrong.Add($"{where}: {key} is not a public method group of Rheo");
                }
            }
        }

        Assert.True(wrong.Count == 0, "[Covers] declarations that name no public method group:\n" + string.Join("\n", wrong));
    }

    [Fact]
    public void OnlyClassesWithBenchmarksDeclare()
    {
        var found = Declarations(typeof(PublicApiHasBenchmarksTests).Assembly).Select(d => d.Where).ToList();
        Assert.Contains(nameof(HelperWithBenchmark), found);
        Assert.Contains(nameof(HelperWithBenchmark) + "." + nameof(HelperWithBenchmark.Run), found);
        Assert.DoesNotContain(nameof(HelperWithoutBenchmark), found);
        Assert.DoesNotContain(nameof(HelperWithoutBenchmark) + "." + nameof(HelperWithoutBenchmark.Run), found);
    }

    [Covers(typeof(Rheo.Linq.Observable), nameof(Rheo.Linq.Observable.Return))]
    private sealed class HelperWithBenchmark
    {
        [Benchmark]
        [Covers(typeof(Rheo.Linq.Observable), nameof(Rheo.Linq.Observable.Range))]
        public IObservable<int> Run() => Rheo.Linq.Observable.Range(0, 1);
    }

    [Covers(typeof(Rheo.Linq.Observable), nameof(Rheo.Linq.Observable.Return))]
    private sealed class HelperWithoutBenchmark
    {
        [Covers(typeof(Rheo.Linq.Observable), nameof(Rheo.Linq.Observable.Range))]
        public IObservable<int> Run() => Rheo.Linq.Observable.Range(0, 1);
    }
}
