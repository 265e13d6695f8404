using System.Reflection;
using BenchmarkDotNet.Attributes;
using RheoBench.Coverage;

namespace Rheo.Benchmarks.Tests;

/// <summary>
/// Every public method group of Rheo, Rheo.Async, Rheo.Dataflow, Rheo.Testing and Rheo.Nats (see <see cref="PublicApiGroups"/>)
/// has a BenchmarkDotNet benchmark that declares it with <see cref="CoversAttribute"/>, or is a query twin whose operator
/// and the query machinery are covered (<see cref="CoveredGroups"/>).
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

    /// <summary>
    /// The generated query twins, as prefixes of group names: a group starting with <c>Twin</c> has as its operator the
    /// group named the same with <c>Of</c> instead (<c>Qbservable.Where</c> and <c>Observable.Where</c>,
    /// <c>QueryablePattern&lt;,&gt;.And</c> and <c>Pattern&lt;,&gt;.And</c>).
    /// </summary>
    internal static readonly (string Twin, string Of)[] QueryTwins =
        [("Qbservable.", "Observable."), ("QbservableEx.", "ObservableEx."), ("QueryablePattern<", "Pattern<")];

    /// <summary>The declaration that says a benchmark measures the query machinery every twin goes through.</summary>
    internal const string QueryMachinery = "Qbservable.AsQbservable";

    /// <summary>
    /// The groups covered by the <paramref name="declared"/> groups: those, plus, when <see cref="QueryMachinery"/> is
    /// declared, the <see cref="QueryTwins"/> group of each declared operator (every twin is generated from one template
    /// that records the call and hands it to the same rewrite, compile and subscribe, so the benchmark of that machinery
    /// and the operator's own benchmark together measure the twin). A group with no operator of the same name
    /// (<c>AsQbservable</c>, <c>ToQbservable</c>, <c>ToQueryable</c>, <c>IQbservableProvider.CreateQuery</c>) needs
    /// its own declaration.
    /// </summary>
    internal static HashSet<string> CoveredGroups(IEnumerable<string> declared)
    {
        var covered = new HashSet<string>(declared, StringComparer.Ordinal);
        if (!covered.Contains(QueryMachinery))
        {
            return covered;
        }

        foreach (var key in covered.ToList())
        {
            foreach (var (twin, of) in QueryTwins)
            {
                if (key.StartsWith(of, StringComparison.Ordinal))
                {
                    covered.Add(twin + key[of.Length..]);
                }
            }
        }

        return covered;
    }

    [Fact]
    public void PublicApiHasBenchmarks()
    {
        var groups = PublicApiGroups.All();
        Assert.True(groups.Count > 400, $"Only {groups.Count} public method groups were found: the reflection rule is broken.");

        var covered = CoveredGroups(Declarations().SelectMany(d => d.Covers.Methods.Select(m => Key(d.Covers.Type, m))));

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

    [Fact]
    public void QueryTwinsAreCoveredByTheirOperatorAndTheMachineryTogether()
    {
        Assert.Contains("Qbservable.Where", CoveredGroups(["Observable.Where", QueryMachinery]));
        Assert.Contains("QbservableEx.Expand", CoveredGroups(["ObservableEx.Expand", QueryMachinery]));

        // The operator alone, the machinery alone, another operator, or the other family's operator: not covered.
        Assert.DoesNotContain("Qbservable.Where", CoveredGroups(["Observable.Where"]));
        Assert.DoesNotContain("Qbservable.Where", CoveredGroups([QueryMachinery]));
        Assert.DoesNotContain("Qbservable.Where", CoveredGroups(["Observable.Select", QueryMachinery]));
        Assert.DoesNotContain("QbservableEx.Where", CoveredGroups(["Observable.Where", QueryMachinery]));
        Assert.DoesNotContain("Qbservable.Expand", CoveredGroups(["ObservableEx.Expand", QueryMachinery]));
        Assert.Contains("QueryablePattern<,,,>.And", CoveredGroups(["Pattern<,,,>.And", QueryMachinery]));
        Assert.DoesNotContain("QueryablePattern<,,,>.And", CoveredGroups(["Pattern<,,,>.And"]));
        Assert.DoesNotContain("QueryablePattern<,,,>.And", CoveredGroups(["Pattern<,,>.And", QueryMachinery]));

        // A group with no operator of its name is covered only by its own declaration, even with every operator covered.
        var everyOperator = PublicApiGroups.All().Where(g => g.StartsWith("Observable.", StringComparison.Ordinal) || g.StartsWith("ObservableEx.", StringComparison.Ordinal)).Append(QueryMachinery).ToList();
        var covered = CoveredGroups(everyOperator);
        Assert.DoesNotContain("Qbservable.ToQueryable", covered);
        Assert.DoesNotContain("Qbservable.ToQbservable", covered);
        Assert.DoesNotContain("IQbservableProvider.CreateQuery", covered);
        Assert.Contains("Qbservable.ToQueryable", CoveredGroups(["Qbservable.ToQueryable"]));

        // Other types are never twins.
        Assert.DoesNotContain("Observable.Where", CoveredGroups(["Qbservable.Where", QueryMachinery]));
    }

    [Fact]
    public void TheQueryMachineryIsDeclaredByABenchmarkThatBuildsAQuery()
    {
        var declaring = Declarations()
            .Where(d => d.Covers.Methods.Any(m => Key(d.Covers.Type, m) == QueryMachinery))
            .Select(d => d.Where)
            .ToList();
        Assert.Contains("QbservableBenchmarks.BuildAndSubscribe", declaring);
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
