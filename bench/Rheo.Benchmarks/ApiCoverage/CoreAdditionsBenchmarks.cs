using BenchmarkDotNet.Attributes;
using Rheo.Joins;
using RheoBench.Coverage;
using RheoObservable = Rheo.Linq.Observable;

namespace RheoBench.ApiCoverage;

/// <summary>
/// Public method groups added to the core: the join patterns of five to sixteen sources (<c>And</c> on each pattern,
/// <c>Then</c> with a selector of every arity), run by <c>When</c> over cold sources.
/// </summary>
public class CoreAdditionsBenchmarks
{
    private const int N = 1_000;

    private readonly IObservable<int>[] _sources = Enumerable.Range(0, 16).Select(_ => RheoObservable.Range(0, N)).ToArray();
    private long _sum;

    /// <summary>Builds the patterns of 5 to 16 sources (the first from a pattern of four) and runs one plan of each.</summary>
    [Covers(typeof(Pattern<,,,>), nameof(Pattern<int, int>.And))]
    [Covers(typeof(Pattern<,,,,>), nameof(Pattern<int, int>.And), nameof(Pattern<int, int>.Then))]
    [Covers(typeof(Pattern<,,,,,>), nameof(Pattern<int, int>.And), nameof(Pattern<int, int>.Then))]
    [Covers(typeof(Pattern<,,,,,,>), nameof(Pattern<int, int>.And), nameof(Pattern<int, int>.Then))]
    [Covers(typeof(Pattern<,,,,,,,>), nameof(Pattern<int, int>.And), nameof(Pattern<int, int>.Then))]
    [Covers(typeof(Pattern<,,,,,,,,>), nameof(Pattern<int, int>.And), nameof(Pattern<int, int>.Then))]
    [Covers(typeof(Pattern<,,,,,,,,,>), nameof(Pattern<int, int>.And), nameof(Pattern<int, int>.Then))]
    [Covers(typeof(Pattern<,,,,,,,,,,>), nameof(Pattern<int, int>.And), nameof(Pattern<int, int>.Then))]
    [Covers(typeof(Pattern<,,,,,,,,,,,>), nameof(Pattern<int, int>.And), nameof(Pattern<int, int>.Then))]
    [Covers(typeof(Pattern<,,,,,,,,,,,,>), nameof(Pattern<int, int>.And), nameof(Pattern<int, int>.Then))]
    [Covers(typeof(Pattern<,,,,,,,,,,,,,>), nameof(Pattern<int, int>.And), nameof(Pattern<int, int>.Then))]
    [Covers(typeof(Pattern<,,,,,,,,,,,,,,>), nameof(Pattern<int, int>.And), nameof(Pattern<int, int>.Then))]
    [Covers(typeof(Pattern<,,,,,,,,,,,,,,,>), nameof(Pattern<int, int>.Then))]
    [Benchmark]
    public long JoinPatternsFiveToSixteen()
    {
        var s = _sources;
        var p5 = RheoObservable.And(s[0], s[1]).And(s[2]).And(s[3]).And(s[4]);
        var p6 = p5.And(s[5]);
        var p7 = p6.And(s[6]);
        var p8 = p7.And(s[7]);
        var p9 = p8.And(s[8]);
        var p10 = p9.And(s[9]);
        var p11 = p10.And(s[10]);
        var p12 = p11.And(s[11]);
        var p13 = p12.And(s[12]);
        var p14 = p13.And(s[13]);
        var p15 = p14.And(s[14]);
        var p16 = p15.And(s[15]);
        _sum = 0;
        Run(p5.Then((x1, x2, x3, x4, x5) => x1 + x2 + x3 + x4 + x5));
        Run(p6.Then((x1, x2, x3, x4, x5, x6) => x1 + x2 + x3 + x4 + x5 + x6));
        Run(p7.Then((x1, x2, x3, x4, x5, x6, x7) => x1 + x2 + x3 + x4 + x5 + x6 + x7));
        Run(p8.Then((x1, x2, x3, x4, x5, x6, x7, x8) => x1 + x2 + x3 + x4 + x5 + x6 + x7 + x8));
        Run(p9.Then((x1, x2, x3, x4, x5, x6, x7, x8, x9) => x1 + x2 + x3 + x4 + x5 + x6 + x7 + x8 + x9));
        Run(p10.Then((x1, x2, x3, x4, x5, x6, x7, x8, x9, x10) => x1 + x2 + x3 + x4 + x5 + x6 + x7 + x8 + x9 + x10));
        Run(p11.Then((x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11) => x1 + x2 + x3 + x4 + x5 + x6 + x7 + x8 + x9 + x10 + x11));
        Run(p12.Then((x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12) => x1 + x2 + x3 + x4 + x5 + x6 + x7 + x8 + x9 + x10 + x11 + x12));
        Run(p13.Then((x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13) => x1 + x2 + x3 + x4 + x5 + x6 + x7 + x8 + x9 + x10 + x11 + x12 + x13));
        Run(p14.Then((x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14) => x1 + x2 + x3 + x4 + x5 + x6 + x7 + x8 + x9 + x10 + x11 + x12 + x13 + x14));
        Run(p15.Then((x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15) => x1 + x2 + x3 + x4 + x5 + x6 + x7 + x8 + x9 + x10 + x11 + x12 + x13 + x14 + x15));
        Run(p16.Then((x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16) => x1 + x2 + x3 + x4 + x5 + x6 + x7 + x8 + x9 + x10 + x11 + x12 + x13 + x14 + x15 + x16));
        return _sum;
    }

    private void Run(Plan<int> plan) => Rheo.ObservableExtensions.Subscribe(RheoObservable.When(plan), x => _sum += x);
}
