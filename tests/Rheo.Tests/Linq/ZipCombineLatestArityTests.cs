using System.Runtime.CompilerServices;
using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

/// <summary>Every arity (2 to 16) of Zip and CombineLatest, with a result selector and as tuples, on virtual time.</summary>
public class ZipCombineLatestArityTests : ReactiveTest
{
    private static readonly IObservable<int> Nil = null!;

    public static TheoryData<int> Arities => new(Enumerable.Range(2, 15));

    private static string J(params int[] values) => string.Join(",", values);

    private static string T(ITuple tuple) => string.Join(",", Enumerable.Range(0, tuple.Length).Select(i => tuple[i]));

    private static IObservable<string> ZipSelector(IObservable<int>[] s) => s.Length switch
    {
        2 => Observable.Zip(s[0], s[1], (a1, a2) => J(a1, a2)),
        3 => Observable.Zip(s[0], s[1], s[2], (a1, a2, a3) => J(a1, a2, a3)),
        4 => Observable.Zip(s[0], s[1], s[2], s[3], (a1, a2, a3, a4) => J(a1, a2, a3, a4)),
        5 => Observable.Zip(s[0], s[1], s[2], s[3], s[4], (a1, a2, a3, a4, a5) => J(a1, a2, a3, a4, a5)),
        6 => Observable.Zip(s[0], s[1], s[2], s[3], s[4], s[5], (a1, a2, a3, a4, a5, a6) => J(a1, a2, a3, a4, a5, a6)),
        7 => Observable.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], (a1, a2, a3, a4, a5, a6, a7) => J(a1, a2, a3, a4, a5, a6, a7)),
        8 => Observable.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], (a1, a2, a3, a4, a5, a6, a7, a8) => J(a1, a2, a3, a4, a5, a6, a7, a8)),
        9 => Observable.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], (a1, a2, a3, a4, a5, a6, a7, a8, a9) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9)),
        10 => Observable.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10)),
        11 => Observable.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11)),
        12 => Observable.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12)),
        13 => Observable.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], s[12], (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13)),
        14 => Observable.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], s[12], s[13], (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14)),
        15 => Observable.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], s[12], s[13], s[14], (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15)),
        16 => Observable.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], s[12], s[13], s[14], s[15], (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16)),
        _ => throw new ArgumentOutOfRangeException(nameof(s)),
    };

    private static IObservable<string> ZipTuple(IObservable<int>[] s) => s.Length switch
    {
        2 => ObservableEx.Zip(s[0], s[1]).Select(t => T(t)),
        3 => ObservableEx.Zip(s[0], s[1], s[2]).Select(t => T(t)),
        4 => ObservableEx.Zip(s[0], s[1], s[2], s[3]).Select(t => T(t)),
        5 => ObservableEx.Zip(s[0], s[1], s[2], s[3], s[4]).Select(t => T(t)),
        6 => ObservableEx.Zip(s[0], s[1], s[2], s[3], s[4], s[5]).Select(t => T(t)),
        7 => ObservableEx.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).Select(t => T(t)),
        8 => ObservableEx.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).Select(t => T(t)),
        9 => ObservableEx.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8]).Select(t => T(t)),
        10 => ObservableEx.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9]).Select(t => T(t)),
        11 => ObservableEx.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10]).Select(t => T(t)),
        12 => ObservableEx.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11]).Select(t => T(t)),
        13 => ObservableEx.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], s[12]).Select(t => T(t)),
        14 => ObservableEx.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], s[12], s[13]).Select(t => T(t)),
        15 => ObservableEx.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], s[12], s[13], s[14]).Select(t => T(t)),
        16 => ObservableEx.Zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], s[12], s[13], s[14], s[15]).Select(t => T(t)),
        _ => throw new ArgumentOutOfRangeException(nameof(s)),
    };

    private static IObservable<string> CombineLatestSelector(IObservable<int>[] s) => s.Length switch
    {
        2 => Observable.CombineLatest(s[0], s[1], (a1, a2) => J(a1, a2)),
        3 => Observable.CombineLatest(s[0], s[1], s[2], (a1, a2, a3) => J(a1, a2, a3)),
        4 => Observable.CombineLatest(s[0], s[1], s[2], s[3], (a1, a2, a3, a4) => J(a1, a2, a3, a4)),
        5 => Observable.CombineLatest(s[0], s[1], s[2], s[3], s[4], (a1, a2, a3, a4, a5) => J(a1, a2, a3, a4, a5)),
        6 => Observable.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], (a1, a2, a3, a4, a5, a6) => J(a1, a2, a3, a4, a5, a6)),
        7 => Observable.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], (a1, a2, a3, a4, a5, a6, a7) => J(a1, a2, a3, a4, a5, a6, a7)),
        8 => Observable.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], (a1, a2, a3, a4, a5, a6, a7, a8) => J(a1, a2, a3, a4, a5, a6, a7, a8)),
        9 => Observable.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], (a1, a2, a3, a4, a5, a6, a7, a8, a9) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9)),
        10 => Observable.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10)),
        11 => Observable.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11)),
        12 => Observable.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12)),
        13 => Observable.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], s[12], (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13)),
        14 => Observable.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], s[12], s[13], (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14)),
        15 => Observable.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], s[12], s[13], s[14], (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15)),
        16 => Observable.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], s[12], s[13], s[14], s[15], (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16)),
        _ => throw new ArgumentOutOfRangeException(nameof(s)),
    };

    private static IObservable<string> CombineLatestTuple(IObservable<int>[] s) => s.Length switch
    {
        2 => ObservableEx.CombineLatest(s[0], s[1]).Select(t => T(t)),
        3 => ObservableEx.CombineLatest(s[0], s[1], s[2]).Select(t => T(t)),
        4 => ObservableEx.CombineLatest(s[0], s[1], s[2], s[3]).Select(t => T(t)),
        5 => ObservableEx.CombineLatest(s[0], s[1], s[2], s[3], s[4]).Select(t => T(t)),
        6 => ObservableEx.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).Select(t => T(t)),
        7 => ObservableEx.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).Select(t => T(t)),
        8 => ObservableEx.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).Select(t => T(t)),
        9 => ObservableEx.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8]).Select(t => T(t)),
        10 => ObservableEx.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9]).Select(t => T(t)),
        11 => ObservableEx.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10]).Select(t => T(t)),
        12 => ObservableEx.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11]).Select(t => T(t)),
        13 => ObservableEx.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], s[12]).Select(t => T(t)),
        14 => ObservableEx.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], s[12], s[13]).Select(t => T(t)),
        15 => ObservableEx.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], s[12], s[13], s[14]).Select(t => T(t)),
        16 => ObservableEx.CombineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9], s[10], s[11], s[12], s[13], s[14], s[15]).Select(t => T(t)),
        _ => throw new ArgumentOutOfRangeException(nameof(s)),
    };

    private static IEnumerable<(string Name, Action Call)> ZipNullCalls(int n)
    {
        var s = Observable.Return(1);
        switch (n)
        {
            case 2:
                yield return ("first", () => Observable.Zip(Nil, s, (a1, a2) => 0));
                yield return ("first", () => ObservableEx.Zip(Nil, s));
                yield return ("second", () => Observable.Zip(s, Nil, (a1, a2) => 0));
                yield return ("second", () => ObservableEx.Zip(s, Nil));
                yield return ("resultSelector", () => Observable.Zip(s, s, (Func<int, int, int>)null!));
                break;
            case 3:
                yield return ("source1", () => Observable.Zip(Nil, s, s, (a1, a2, a3) => 0));
                yield return ("first", () => ObservableEx.Zip(Nil, s, s));
                yield return ("source2", () => Observable.Zip(s, Nil, s, (a1, a2, a3) => 0));
                yield return ("second", () => ObservableEx.Zip(s, Nil, s));
                yield return ("source3", () => Observable.Zip(s, s, Nil, (a1, a2, a3) => 0));
                yield return ("third", () => ObservableEx.Zip(s, s, Nil));
                yield return ("resultSelector", () => Observable.Zip(s, s, s, (Func<int, int, int, int>)null!));
                break;
            case 4:
                yield return ("source1", () => Observable.Zip(Nil, s, s, s, (a1, a2, a3, a4) => 0));
                yield return ("first", () => ObservableEx.Zip(Nil, s, s, s));
                yield return ("source2", () => Observable.Zip(s, Nil, s, s, (a1, a2, a3, a4) => 0));
                yield return ("second", () => ObservableEx.Zip(s, Nil, s, s));
                yield return ("source3", () => Observable.Zip(s, s, Nil, s, (a1, a2, a3, a4) => 0));
                yield return ("third", () => ObservableEx.Zip(s, s, Nil, s));
                yield return ("source4", () => Observable.Zip(s, s, s, Nil, (a1, a2, a3, a4) => 0));
                yield return ("fourth", () => ObservableEx.Zip(s, s, s, Nil));
                yield return ("resultSelector", () => Observable.Zip(s, s, s, s, (Func<int, int, int, int, int>)null!));
                break;
            case 5:
                yield return ("source1", () => Observable.Zip(Nil, s, s, s, s, (a1, a2, a3, a4, a5) => 0));
                yield return ("first", () => ObservableEx.Zip(Nil, s, s, s, s));
                yield return ("source2", () => Observable.Zip(s, Nil, s, s, s, (a1, a2, a3, a4, a5) => 0));
                yield return ("second", () => ObservableEx.Zip(s, Nil, s, s, s));
                yield return ("source3", () => Observable.Zip(s, s, Nil, s, s, (a1, a2, a3, a4, a5) => 0));
                yield return ("third", () => ObservableEx.Zip(s, s, Nil, s, s));
                yield return ("source4", () => Observable.Zip(s, s, s, Nil, s, (a1, a2, a3, a4, a5) => 0));
                yield return ("fourth", () => ObservableEx.Zip(s, s, s, Nil, s));
                yield return ("source5", () => Observable.Zip(s, s, s, s, Nil, (a1, a2, a3, a4, a5) => 0));
                yield return ("fifth", () => ObservableEx.Zip(s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.Zip(s, s, s, s, s, (Func<int, int, int, int, int, int>)null!));
                break;
            case 6:
                yield return ("source1", () => Observable.Zip(Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6) => 0));
                yield return ("first", () => ObservableEx.Zip(Nil, s, s, s, s, s));
                yield return ("source2", () => Observable.Zip(s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6) => 0));
                yield return ("second", () => ObservableEx.Zip(s, Nil, s, s, s, s));
                yield return ("source3", () => Observable.Zip(s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6) => 0));
                yield return ("third", () => ObservableEx.Zip(s, s, Nil, s, s, s));
                yield return ("source4", () => Observable.Zip(s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6) => 0));
                yield return ("fourth", () => ObservableEx.Zip(s, s, s, Nil, s, s));
                yield return ("source5", () => Observable.Zip(s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6) => 0));
                yield return ("fifth", () => ObservableEx.Zip(s, s, s, s, Nil, s));
                yield return ("source6", () => Observable.Zip(s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6) => 0));
                yield return ("sixth", () => ObservableEx.Zip(s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.Zip(s, s, s, s, s, s, (Func<int, int, int, int, int, int, int>)null!));
                break;
            case 7:
                yield return ("source1", () => Observable.Zip(Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7) => 0));
                yield return ("first", () => ObservableEx.Zip(Nil, s, s, s, s, s, s));
                yield return ("source2", () => Observable.Zip(s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7) => 0));
                yield return ("second", () => ObservableEx.Zip(s, Nil, s, s, s, s, s));
                yield return ("source3", () => Observable.Zip(s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7) => 0));
                yield return ("third", () => ObservableEx.Zip(s, s, Nil, s, s, s, s));
                yield return ("source4", () => Observable.Zip(s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7) => 0));
                yield return ("fourth", () => ObservableEx.Zip(s, s, s, Nil, s, s, s));
                yield return ("source5", () => Observable.Zip(s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7) => 0));
                yield return ("fifth", () => ObservableEx.Zip(s, s, s, s, Nil, s, s));
                yield return ("source6", () => Observable.Zip(s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7) => 0));
                yield return ("sixth", () => ObservableEx.Zip(s, s, s, s, s, Nil, s));
                yield return ("source7", () => Observable.Zip(s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7) => 0));
                yield return ("seventh", () => ObservableEx.Zip(s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.Zip(s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int>)null!));
                break;
            case 8:
                yield return ("source1", () => Observable.Zip(Nil, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8) => 0));
                yield return ("first", () => ObservableEx.Zip(Nil, s, s, s, s, s, s, s));
                yield return ("source2", () => Observable.Zip(s, Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8) => 0));
                yield return ("second", () => ObservableEx.Zip(s, Nil, s, s, s, s, s, s));
                yield return ("source3", () => Observable.Zip(s, s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8) => 0));
                yield return ("third", () => ObservableEx.Zip(s, s, Nil, s, s, s, s, s));
                yield return ("source4", () => Observable.Zip(s, s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8) => 0));
                yield return ("fourth", () => ObservableEx.Zip(s, s, s, Nil, s, s, s, s));
                yield return ("source5", () => Observable.Zip(s, s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8) => 0));
                yield return ("fifth", () => ObservableEx.Zip(s, s, s, s, Nil, s, s, s));
                yield return ("source6", () => Observable.Zip(s, s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7, a8) => 0));
                yield return ("sixth", () => ObservableEx.Zip(s, s, s, s, s, Nil, s, s));
                yield return ("source7", () => Observable.Zip(s, s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7, a8) => 0));
                yield return ("seventh", () => ObservableEx.Zip(s, s, s, s, s, s, Nil, s));
                yield return ("source8", () => Observable.Zip(s, s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7, a8) => 0));
                yield return ("eighth", () => ObservableEx.Zip(s, s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.Zip(s, s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int, int>)null!));
                break;
            case 9:
                yield return ("source1", () => Observable.Zip(Nil, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9) => 0));
                yield return ("first", () => ObservableEx.Zip(Nil, s, s, s, s, s, s, s, s));
                yield return ("source2", () => Observable.Zip(s, Nil, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9) => 0));
                yield return ("second", () => ObservableEx.Zip(s, Nil, s, s, s, s, s, s, s));
                yield return ("source3", () => Observable.Zip(s, s, Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9) => 0));
                yield return ("third", () => ObservableEx.Zip(s, s, Nil, s, s, s, s, s, s));
                yield return ("source4", () => Observable.Zip(s, s, s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9) => 0));
                yield return ("fourth", () => ObservableEx.Zip(s, s, s, Nil, s, s, s, s, s));
                yield return ("source5", () => Observable.Zip(s, s, s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9) => 0));
                yield return ("fifth", () => ObservableEx.Zip(s, s, s, s, Nil, s, s, s, s));
                yield return ("source6", () => Observable.Zip(s, s, s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9) => 0));
                yield return ("sixth", () => ObservableEx.Zip(s, s, s, s, s, Nil, s, s, s));
                yield return ("source7", () => Observable.Zip(s, s, s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9) => 0));
                yield return ("seventh", () => ObservableEx.Zip(s, s, s, s, s, s, Nil, s, s));
                yield return ("source8", () => Observable.Zip(s, s, s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9) => 0));
                yield return ("eighth", () => ObservableEx.Zip(s, s, s, s, s, s, s, Nil, s));
                yield return ("source9", () => Observable.Zip(s, s, s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7, a8, a9) => 0));
                yield return ("ninth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.Zip(s, s, s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int, int, int>)null!));
                break;
            case 10:
                yield return ("source1", () => Observable.Zip(Nil, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("first", () => ObservableEx.Zip(Nil, s, s, s, s, s, s, s, s, s));
                yield return ("source2", () => Observable.Zip(s, Nil, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("second", () => ObservableEx.Zip(s, Nil, s, s, s, s, s, s, s, s));
                yield return ("source3", () => Observable.Zip(s, s, Nil, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("third", () => ObservableEx.Zip(s, s, Nil, s, s, s, s, s, s, s));
                yield return ("source4", () => Observable.Zip(s, s, s, Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("fourth", () => ObservableEx.Zip(s, s, s, Nil, s, s, s, s, s, s));
                yield return ("source5", () => Observable.Zip(s, s, s, s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("fifth", () => ObservableEx.Zip(s, s, s, s, Nil, s, s, s, s, s));
                yield return ("source6", () => Observable.Zip(s, s, s, s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("sixth", () => ObservableEx.Zip(s, s, s, s, s, Nil, s, s, s, s));
                yield return ("source7", () => Observable.Zip(s, s, s, s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("seventh", () => ObservableEx.Zip(s, s, s, s, s, s, Nil, s, s, s));
                yield return ("source8", () => Observable.Zip(s, s, s, s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("eighth", () => ObservableEx.Zip(s, s, s, s, s, s, s, Nil, s, s));
                yield return ("source9", () => Observable.Zip(s, s, s, s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("ninth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, Nil, s));
                yield return ("source10", () => Observable.Zip(s, s, s, s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("tenth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int, int, int, int>)null!));
                break;
            case 11:
                yield return ("source1", () => Observable.Zip(Nil, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("first", () => ObservableEx.Zip(Nil, s, s, s, s, s, s, s, s, s, s));
                yield return ("source2", () => Observable.Zip(s, Nil, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("second", () => ObservableEx.Zip(s, Nil, s, s, s, s, s, s, s, s, s));
                yield return ("source3", () => Observable.Zip(s, s, Nil, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("third", () => ObservableEx.Zip(s, s, Nil, s, s, s, s, s, s, s, s));
                yield return ("source4", () => Observable.Zip(s, s, s, Nil, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("fourth", () => ObservableEx.Zip(s, s, s, Nil, s, s, s, s, s, s, s));
                yield return ("source5", () => Observable.Zip(s, s, s, s, Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("fifth", () => ObservableEx.Zip(s, s, s, s, Nil, s, s, s, s, s, s));
                yield return ("source6", () => Observable.Zip(s, s, s, s, s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("sixth", () => ObservableEx.Zip(s, s, s, s, s, Nil, s, s, s, s, s));
                yield return ("source7", () => Observable.Zip(s, s, s, s, s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("seventh", () => ObservableEx.Zip(s, s, s, s, s, s, Nil, s, s, s, s));
                yield return ("source8", () => Observable.Zip(s, s, s, s, s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("eighth", () => ObservableEx.Zip(s, s, s, s, s, s, s, Nil, s, s, s));
                yield return ("source9", () => Observable.Zip(s, s, s, s, s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("ninth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, Nil, s, s));
                yield return ("source10", () => Observable.Zip(s, s, s, s, s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("tenth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, Nil, s));
                yield return ("source11", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("eleventh", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int, int, int, int, int>)null!));
                break;
            case 12:
                yield return ("source1", () => Observable.Zip(Nil, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("first", () => ObservableEx.Zip(Nil, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source2", () => Observable.Zip(s, Nil, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("second", () => ObservableEx.Zip(s, Nil, s, s, s, s, s, s, s, s, s, s));
                yield return ("source3", () => Observable.Zip(s, s, Nil, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("third", () => ObservableEx.Zip(s, s, Nil, s, s, s, s, s, s, s, s, s));
                yield return ("source4", () => Observable.Zip(s, s, s, Nil, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("fourth", () => ObservableEx.Zip(s, s, s, Nil, s, s, s, s, s, s, s, s));
                yield return ("source5", () => Observable.Zip(s, s, s, s, Nil, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("fifth", () => ObservableEx.Zip(s, s, s, s, Nil, s, s, s, s, s, s, s));
                yield return ("source6", () => Observable.Zip(s, s, s, s, s, Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("sixth", () => ObservableEx.Zip(s, s, s, s, s, Nil, s, s, s, s, s, s));
                yield return ("source7", () => Observable.Zip(s, s, s, s, s, s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("seventh", () => ObservableEx.Zip(s, s, s, s, s, s, Nil, s, s, s, s, s));
                yield return ("source8", () => Observable.Zip(s, s, s, s, s, s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("eighth", () => ObservableEx.Zip(s, s, s, s, s, s, s, Nil, s, s, s, s));
                yield return ("source9", () => Observable.Zip(s, s, s, s, s, s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("ninth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, Nil, s, s, s));
                yield return ("source10", () => Observable.Zip(s, s, s, s, s, s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("tenth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, Nil, s, s));
                yield return ("source11", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("eleventh", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, Nil, s));
                yield return ("source12", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("twelfth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int, int, int, int, int, int>)null!));
                break;
            case 13:
                yield return ("source1", () => Observable.Zip(Nil, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("first", () => ObservableEx.Zip(Nil, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source2", () => Observable.Zip(s, Nil, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("second", () => ObservableEx.Zip(s, Nil, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source3", () => Observable.Zip(s, s, Nil, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("third", () => ObservableEx.Zip(s, s, Nil, s, s, s, s, s, s, s, s, s, s));
                yield return ("source4", () => Observable.Zip(s, s, s, Nil, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("fourth", () => ObservableEx.Zip(s, s, s, Nil, s, s, s, s, s, s, s, s, s));
                yield return ("source5", () => Observable.Zip(s, s, s, s, Nil, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("fifth", () => ObservableEx.Zip(s, s, s, s, Nil, s, s, s, s, s, s, s, s));
                yield return ("source6", () => Observable.Zip(s, s, s, s, s, Nil, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("sixth", () => ObservableEx.Zip(s, s, s, s, s, Nil, s, s, s, s, s, s, s));
                yield return ("source7", () => Observable.Zip(s, s, s, s, s, s, Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("seventh", () => ObservableEx.Zip(s, s, s, s, s, s, Nil, s, s, s, s, s, s));
                yield return ("source8", () => Observable.Zip(s, s, s, s, s, s, s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("eighth", () => ObservableEx.Zip(s, s, s, s, s, s, s, Nil, s, s, s, s, s));
                yield return ("source9", () => Observable.Zip(s, s, s, s, s, s, s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("ninth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, Nil, s, s, s, s));
                yield return ("source10", () => Observable.Zip(s, s, s, s, s, s, s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("tenth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, Nil, s, s, s));
                yield return ("source11", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("eleventh", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, Nil, s, s));
                yield return ("source12", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("twelfth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, s, Nil, s));
                yield return ("source13", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("thirteenth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int, int, int, int, int, int, int>)null!));
                break;
            case 14:
                yield return ("source1", () => Observable.Zip(Nil, s, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("first", () => ObservableEx.Zip(Nil, s, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source2", () => Observable.Zip(s, Nil, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("second", () => ObservableEx.Zip(s, Nil, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source3", () => Observable.Zip(s, s, Nil, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("third", () => ObservableEx.Zip(s, s, Nil, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source4", () => Observable.Zip(s, s, s, Nil, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("fourth", () => ObservableEx.Zip(s, s, s, Nil, s, s, s, s, s, s, s, s, s, s));
                yield return ("source5", () => Observable.Zip(s, s, s, s, Nil, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("fifth", () => ObservableEx.Zip(s, s, s, s, Nil, s, s, s, s, s, s, s, s, s));
                yield return ("source6", () => Observable.Zip(s, s, s, s, s, Nil, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("sixth", () => ObservableEx.Zip(s, s, s, s, s, Nil, s, s, s, s, s, s, s, s));
                yield return ("source7", () => Observable.Zip(s, s, s, s, s, s, Nil, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("seventh", () => ObservableEx.Zip(s, s, s, s, s, s, Nil, s, s, s, s, s, s, s));
                yield return ("source8", () => Observable.Zip(s, s, s, s, s, s, s, Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("eighth", () => ObservableEx.Zip(s, s, s, s, s, s, s, Nil, s, s, s, s, s, s));
                yield return ("source9", () => Observable.Zip(s, s, s, s, s, s, s, s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("ninth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, Nil, s, s, s, s, s));
                yield return ("source10", () => Observable.Zip(s, s, s, s, s, s, s, s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("tenth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, Nil, s, s, s, s));
                yield return ("source11", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("eleventh", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, Nil, s, s, s));
                yield return ("source12", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("twelfth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, s, Nil, s, s));
                yield return ("source13", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("thirteenth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, s, s, Nil, s));
                yield return ("source14", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("fourteenth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int, int, int, int, int, int, int, int>)null!));
                break;
            case 15:
                yield return ("source1", () => Observable.Zip(Nil, s, s, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("first", () => ObservableEx.Zip(Nil, s, s, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source2", () => Observable.Zip(s, Nil, s, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("second", () => ObservableEx.Zip(s, Nil, s, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source3", () => Observable.Zip(s, s, Nil, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("third", () => ObservableEx.Zip(s, s, Nil, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source4", () => Observable.Zip(s, s, s, Nil, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("fourth", () => ObservableEx.Zip(s, s, s, Nil, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source5", () => Observable.Zip(s, s, s, s, Nil, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("fifth", () => ObservableEx.Zip(s, s, s, s, Nil, s, s, s, s, s, s, s, s, s, s));
                yield return ("source6", () => Observable.Zip(s, s, s, s, s, Nil, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("sixth", () => ObservableEx.Zip(s, s, s, s, s, Nil, s, s, s, s, s, s, s, s, s));
                yield return ("source7", () => Observable.Zip(s, s, s, s, s, s, Nil, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("seventh", () => ObservableEx.Zip(s, s, s, s, s, s, Nil, s, s, s, s, s, s, s, s));
                yield return ("source8", () => Observable.Zip(s, s, s, s, s, s, s, Nil, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("eighth", () => ObservableEx.Zip(s, s, s, s, s, s, s, Nil, s, s, s, s, s, s, s));
                yield return ("source9", () => Observable.Zip(s, s, s, s, s, s, s, s, Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("ninth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, Nil, s, s, s, s, s, s));
                yield return ("source10", () => Observable.Zip(s, s, s, s, s, s, s, s, s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("tenth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, Nil, s, s, s, s, s));
                yield return ("source11", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("eleventh", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, Nil, s, s, s, s));
                yield return ("source12", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("twelfth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, s, Nil, s, s, s));
                yield return ("source13", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("thirteenth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, s, s, Nil, s, s));
                yield return ("source14", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("fourteenth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, s, s, s, Nil, s));
                yield return ("source15", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("fifteenth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int>)null!));
                break;
            case 16:
                yield return ("source1", () => Observable.Zip(Nil, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("first", () => ObservableEx.Zip(Nil, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source2", () => Observable.Zip(s, Nil, s, s, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("second", () => ObservableEx.Zip(s, Nil, s, s, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source3", () => Observable.Zip(s, s, Nil, s, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("third", () => ObservableEx.Zip(s, s, Nil, s, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source4", () => Observable.Zip(s, s, s, Nil, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("fourth", () => ObservableEx.Zip(s, s, s, Nil, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source5", () => Observable.Zip(s, s, s, s, Nil, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("fifth", () => ObservableEx.Zip(s, s, s, s, Nil, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source6", () => Observable.Zip(s, s, s, s, s, Nil, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("sixth", () => ObservableEx.Zip(s, s, s, s, s, Nil, s, s, s, s, s, s, s, s, s, s));
                yield return ("source7", () => Observable.Zip(s, s, s, s, s, s, Nil, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("seventh", () => ObservableEx.Zip(s, s, s, s, s, s, Nil, s, s, s, s, s, s, s, s, s));
                yield return ("source8", () => Observable.Zip(s, s, s, s, s, s, s, Nil, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("eighth", () => ObservableEx.Zip(s, s, s, s, s, s, s, Nil, s, s, s, s, s, s, s, s));
                yield return ("source9", () => Observable.Zip(s, s, s, s, s, s, s, s, Nil, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("ninth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, Nil, s, s, s, s, s, s, s));
                yield return ("source10", () => Observable.Zip(s, s, s, s, s, s, s, s, s, Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("tenth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, Nil, s, s, s, s, s, s));
                yield return ("source11", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("eleventh", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, Nil, s, s, s, s, s));
                yield return ("source12", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("twelfth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, s, Nil, s, s, s, s));
                yield return ("source13", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("thirteenth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, s, s, Nil, s, s, s));
                yield return ("source14", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("fourteenth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, s, s, s, Nil, s, s));
                yield return ("source15", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("fifteenth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, s, s, s, s, Nil, s));
                yield return ("source16", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("sixteenth", () => ObservableEx.Zip(s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.Zip(s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int>)null!));
                break;
        }
    }

    private static IEnumerable<(string Name, Action Call)> CombineLatestNullCalls(int n)
    {
        var s = Observable.Return(1);
        switch (n)
        {
            case 2:
                yield return ("first", () => Observable.CombineLatest(Nil, s, (a1, a2) => 0));
                yield return ("first", () => ObservableEx.CombineLatest(Nil, s));
                yield return ("second", () => Observable.CombineLatest(s, Nil, (a1, a2) => 0));
                yield return ("second", () => ObservableEx.CombineLatest(s, Nil));
                yield return ("resultSelector", () => Observable.CombineLatest(s, s, (Func<int, int, int>)null!));
                break;
            case 3:
                yield return ("source1", () => Observable.CombineLatest(Nil, s, s, (a1, a2, a3) => 0));
                yield return ("first", () => ObservableEx.CombineLatest(Nil, s, s));
                yield return ("source2", () => Observable.CombineLatest(s, Nil, s, (a1, a2, a3) => 0));
                yield return ("second", () => ObservableEx.CombineLatest(s, Nil, s));
                yield return ("source3", () => Observable.CombineLatest(s, s, Nil, (a1, a2, a3) => 0));
                yield return ("third", () => ObservableEx.CombineLatest(s, s, Nil));
                yield return ("resultSelector", () => Observable.CombineLatest(s, s, s, (Func<int, int, int, int>)null!));
                break;
            case 4:
                yield return ("source1", () => Observable.CombineLatest(Nil, s, s, s, (a1, a2, a3, a4) => 0));
                yield return ("first", () => ObservableEx.CombineLatest(Nil, s, s, s));
                yield return ("source2", () => Observable.CombineLatest(s, Nil, s, s, (a1, a2, a3, a4) => 0));
                yield return ("second", () => ObservableEx.CombineLatest(s, Nil, s, s));
                yield return ("source3", () => Observable.CombineLatest(s, s, Nil, s, (a1, a2, a3, a4) => 0));
                yield return ("third", () => ObservableEx.CombineLatest(s, s, Nil, s));
                yield return ("source4", () => Observable.CombineLatest(s, s, s, Nil, (a1, a2, a3, a4) => 0));
                yield return ("fourth", () => ObservableEx.CombineLatest(s, s, s, Nil));
                yield return ("resultSelector", () => Observable.CombineLatest(s, s, s, s, (Func<int, int, int, int, int>)null!));
                break;
            case 5:
                yield return ("source1", () => Observable.CombineLatest(Nil, s, s, s, s, (a1, a2, a3, a4, a5) => 0));
                yield return ("first", () => ObservableEx.CombineLatest(Nil, s, s, s, s));
                yield return ("source2", () => Observable.CombineLatest(s, Nil, s, s, s, (a1, a2, a3, a4, a5) => 0));
                yield return ("second", () => ObservableEx.CombineLatest(s, Nil, s, s, s));
                yield return ("source3", () => Observable.CombineLatest(s, s, Nil, s, s, (a1, a2, a3, a4, a5) => 0));
                yield return ("third", () => ObservableEx.CombineLatest(s, s, Nil, s, s));
                yield return ("source4", () => Observable.CombineLatest(s, s, s, Nil, s, (a1, a2, a3, a4, a5) => 0));
                yield return ("fourth", () => ObservableEx.CombineLatest(s, s, s, Nil, s));
                yield return ("source5", () => Observable.CombineLatest(s, s, s, s, Nil, (a1, a2, a3, a4, a5) => 0));
                yield return ("fifth", () => ObservableEx.CombineLatest(s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.CombineLatest(s, s, s, s, s, (Func<int, int, int, int, int, int>)null!));
                break;
            case 6:
                yield return ("source1", () => Observable.CombineLatest(Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6) => 0));
                yield return ("first", () => ObservableEx.CombineLatest(Nil, s, s, s, s, s));
                yield return ("source2", () => Observable.CombineLatest(s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6) => 0));
                yield return ("second", () => ObservableEx.CombineLatest(s, Nil, s, s, s, s));
                yield return ("source3", () => Observable.CombineLatest(s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6) => 0));
                yield return ("third", () => ObservableEx.CombineLatest(s, s, Nil, s, s, s));
                yield return ("source4", () => Observable.CombineLatest(s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6) => 0));
                yield return ("fourth", () => ObservableEx.CombineLatest(s, s, s, Nil, s, s));
                yield return ("source5", () => Observable.CombineLatest(s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6) => 0));
                yield return ("fifth", () => ObservableEx.CombineLatest(s, s, s, s, Nil, s));
                yield return ("source6", () => Observable.CombineLatest(s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6) => 0));
                yield return ("sixth", () => ObservableEx.CombineLatest(s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.CombineLatest(s, s, s, s, s, s, (Func<int, int, int, int, int, int, int>)null!));
                break;
            case 7:
                yield return ("source1", () => Observable.CombineLatest(Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7) => 0));
                yield return ("first", () => ObservableEx.CombineLatest(Nil, s, s, s, s, s, s));
                yield return ("source2", () => Observable.CombineLatest(s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7) => 0));
                yield return ("second", () => ObservableEx.CombineLatest(s, Nil, s, s, s, s, s));
                yield return ("source3", () => Observable.CombineLatest(s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7) => 0));
                yield return ("third", () => ObservableEx.CombineLatest(s, s, Nil, s, s, s, s));
                yield return ("source4", () => Observable.CombineLatest(s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7) => 0));
                yield return ("fourth", () => ObservableEx.CombineLatest(s, s, s, Nil, s, s, s));
                yield return ("source5", () => Observable.CombineLatest(s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7) => 0));
                yield return ("fifth", () => ObservableEx.CombineLatest(s, s, s, s, Nil, s, s));
                yield return ("source6", () => Observable.CombineLatest(s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7) => 0));
                yield return ("sixth", () => ObservableEx.CombineLatest(s, s, s, s, s, Nil, s));
                yield return ("source7", () => Observable.CombineLatest(s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7) => 0));
                yield return ("seventh", () => ObservableEx.CombineLatest(s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.CombineLatest(s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int>)null!));
                break;
            case 8:
                yield return ("source1", () => Observable.CombineLatest(Nil, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8) => 0));
                yield return ("first", () => ObservableEx.CombineLatest(Nil, s, s, s, s, s, s, s));
                yield return ("source2", () => Observable.CombineLatest(s, Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8) => 0));
                yield return ("second", () => ObservableEx.CombineLatest(s, Nil, s, s, s, s, s, s));
                yield return ("source3", () => Observable.CombineLatest(s, s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8) => 0));
                yield return ("third", () => ObservableEx.CombineLatest(s, s, Nil, s, s, s, s, s));
                yield return ("source4", () => Observable.CombineLatest(s, s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8) => 0));
                yield return ("fourth", () => ObservableEx.CombineLatest(s, s, s, Nil, s, s, s, s));
                yield return ("source5", () => Observable.CombineLatest(s, s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8) => 0));
                yield return ("fifth", () => ObservableEx.CombineLatest(s, s, s, s, Nil, s, s, s));
                yield return ("source6", () => Observable.CombineLatest(s, s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7, a8) => 0));
                yield return ("sixth", () => ObservableEx.CombineLatest(s, s, s, s, s, Nil, s, s));
                yield return ("source7", () => Observable.CombineLatest(s, s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7, a8) => 0));
                yield return ("seventh", () => ObservableEx.CombineLatest(s, s, s, s, s, s, Nil, s));
                yield return ("source8", () => Observable.CombineLatest(s, s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7, a8) => 0));
                yield return ("eighth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int, int>)null!));
                break;
            case 9:
                yield return ("source1", () => Observable.CombineLatest(Nil, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9) => 0));
                yield return ("first", () => ObservableEx.CombineLatest(Nil, s, s, s, s, s, s, s, s));
                yield return ("source2", () => Observable.CombineLatest(s, Nil, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9) => 0));
                yield return ("second", () => ObservableEx.CombineLatest(s, Nil, s, s, s, s, s, s, s));
                yield return ("source3", () => Observable.CombineLatest(s, s, Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9) => 0));
                yield return ("third", () => ObservableEx.CombineLatest(s, s, Nil, s, s, s, s, s, s));
                yield return ("source4", () => Observable.CombineLatest(s, s, s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9) => 0));
                yield return ("fourth", () => ObservableEx.CombineLatest(s, s, s, Nil, s, s, s, s, s));
                yield return ("source5", () => Observable.CombineLatest(s, s, s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9) => 0));
                yield return ("fifth", () => ObservableEx.CombineLatest(s, s, s, s, Nil, s, s, s, s));
                yield return ("source6", () => Observable.CombineLatest(s, s, s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9) => 0));
                yield return ("sixth", () => ObservableEx.CombineLatest(s, s, s, s, s, Nil, s, s, s));
                yield return ("source7", () => Observable.CombineLatest(s, s, s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9) => 0));
                yield return ("seventh", () => ObservableEx.CombineLatest(s, s, s, s, s, s, Nil, s, s));
                yield return ("source8", () => Observable.CombineLatest(s, s, s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9) => 0));
                yield return ("eighth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, Nil, s));
                yield return ("source9", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7, a8, a9) => 0));
                yield return ("ninth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int, int, int>)null!));
                break;
            case 10:
                yield return ("source1", () => Observable.CombineLatest(Nil, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("first", () => ObservableEx.CombineLatest(Nil, s, s, s, s, s, s, s, s, s));
                yield return ("source2", () => Observable.CombineLatest(s, Nil, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("second", () => ObservableEx.CombineLatest(s, Nil, s, s, s, s, s, s, s, s));
                yield return ("source3", () => Observable.CombineLatest(s, s, Nil, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("third", () => ObservableEx.CombineLatest(s, s, Nil, s, s, s, s, s, s, s));
                yield return ("source4", () => Observable.CombineLatest(s, s, s, Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("fourth", () => ObservableEx.CombineLatest(s, s, s, Nil, s, s, s, s, s, s));
                yield return ("source5", () => Observable.CombineLatest(s, s, s, s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("fifth", () => ObservableEx.CombineLatest(s, s, s, s, Nil, s, s, s, s, s));
                yield return ("source6", () => Observable.CombineLatest(s, s, s, s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("sixth", () => ObservableEx.CombineLatest(s, s, s, s, s, Nil, s, s, s, s));
                yield return ("source7", () => Observable.CombineLatest(s, s, s, s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("seventh", () => ObservableEx.CombineLatest(s, s, s, s, s, s, Nil, s, s, s));
                yield return ("source8", () => Observable.CombineLatest(s, s, s, s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("eighth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, Nil, s, s));
                yield return ("source9", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("ninth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, Nil, s));
                yield return ("source10", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => 0));
                yield return ("tenth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int, int, int, int>)null!));
                break;
            case 11:
                yield return ("source1", () => Observable.CombineLatest(Nil, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("first", () => ObservableEx.CombineLatest(Nil, s, s, s, s, s, s, s, s, s, s));
                yield return ("source2", () => Observable.CombineLatest(s, Nil, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("second", () => ObservableEx.CombineLatest(s, Nil, s, s, s, s, s, s, s, s, s));
                yield return ("source3", () => Observable.CombineLatest(s, s, Nil, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("third", () => ObservableEx.CombineLatest(s, s, Nil, s, s, s, s, s, s, s, s));
                yield return ("source4", () => Observable.CombineLatest(s, s, s, Nil, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("fourth", () => ObservableEx.CombineLatest(s, s, s, Nil, s, s, s, s, s, s, s));
                yield return ("source5", () => Observable.CombineLatest(s, s, s, s, Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("fifth", () => ObservableEx.CombineLatest(s, s, s, s, Nil, s, s, s, s, s, s));
                yield return ("source6", () => Observable.CombineLatest(s, s, s, s, s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("sixth", () => ObservableEx.CombineLatest(s, s, s, s, s, Nil, s, s, s, s, s));
                yield return ("source7", () => Observable.CombineLatest(s, s, s, s, s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("seventh", () => ObservableEx.CombineLatest(s, s, s, s, s, s, Nil, s, s, s, s));
                yield return ("source8", () => Observable.CombineLatest(s, s, s, s, s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("eighth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, Nil, s, s, s));
                yield return ("source9", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("ninth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, Nil, s, s));
                yield return ("source10", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("tenth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, Nil, s));
                yield return ("source11", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => 0));
                yield return ("eleventh", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int, int, int, int, int>)null!));
                break;
            case 12:
                yield return ("source1", () => Observable.CombineLatest(Nil, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("first", () => ObservableEx.CombineLatest(Nil, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source2", () => Observable.CombineLatest(s, Nil, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("second", () => ObservableEx.CombineLatest(s, Nil, s, s, s, s, s, s, s, s, s, s));
                yield return ("source3", () => Observable.CombineLatest(s, s, Nil, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("third", () => ObservableEx.CombineLatest(s, s, Nil, s, s, s, s, s, s, s, s, s));
                yield return ("source4", () => Observable.CombineLatest(s, s, s, Nil, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("fourth", () => ObservableEx.CombineLatest(s, s, s, Nil, s, s, s, s, s, s, s, s));
                yield return ("source5", () => Observable.CombineLatest(s, s, s, s, Nil, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("fifth", () => ObservableEx.CombineLatest(s, s, s, s, Nil, s, s, s, s, s, s, s));
                yield return ("source6", () => Observable.CombineLatest(s, s, s, s, s, Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("sixth", () => ObservableEx.CombineLatest(s, s, s, s, s, Nil, s, s, s, s, s, s));
                yield return ("source7", () => Observable.CombineLatest(s, s, s, s, s, s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("seventh", () => ObservableEx.CombineLatest(s, s, s, s, s, s, Nil, s, s, s, s, s));
                yield return ("source8", () => Observable.CombineLatest(s, s, s, s, s, s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("eighth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, Nil, s, s, s, s));
                yield return ("source9", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("ninth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, Nil, s, s, s));
                yield return ("source10", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("tenth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, Nil, s, s));
                yield return ("source11", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("eleventh", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, Nil, s));
                yield return ("source12", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => 0));
                yield return ("twelfth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int, int, int, int, int, int>)null!));
                break;
            case 13:
                yield return ("source1", () => Observable.CombineLatest(Nil, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("first", () => ObservableEx.CombineLatest(Nil, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source2", () => Observable.CombineLatest(s, Nil, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("second", () => ObservableEx.CombineLatest(s, Nil, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source3", () => Observable.CombineLatest(s, s, Nil, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("third", () => ObservableEx.CombineLatest(s, s, Nil, s, s, s, s, s, s, s, s, s, s));
                yield return ("source4", () => Observable.CombineLatest(s, s, s, Nil, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("fourth", () => ObservableEx.CombineLatest(s, s, s, Nil, s, s, s, s, s, s, s, s, s));
                yield return ("source5", () => Observable.CombineLatest(s, s, s, s, Nil, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("fifth", () => ObservableEx.CombineLatest(s, s, s, s, Nil, s, s, s, s, s, s, s, s));
                yield return ("source6", () => Observable.CombineLatest(s, s, s, s, s, Nil, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("sixth", () => ObservableEx.CombineLatest(s, s, s, s, s, Nil, s, s, s, s, s, s, s));
                yield return ("source7", () => Observable.CombineLatest(s, s, s, s, s, s, Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("seventh", () => ObservableEx.CombineLatest(s, s, s, s, s, s, Nil, s, s, s, s, s, s));
                yield return ("source8", () => Observable.CombineLatest(s, s, s, s, s, s, s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("eighth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, Nil, s, s, s, s, s));
                yield return ("source9", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("ninth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, Nil, s, s, s, s));
                yield return ("source10", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("tenth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, Nil, s, s, s));
                yield return ("source11", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("eleventh", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, Nil, s, s));
                yield return ("source12", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("twelfth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, Nil, s));
                yield return ("source13", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => 0));
                yield return ("thirteenth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int, int, int, int, int, int, int>)null!));
                break;
            case 14:
                yield return ("source1", () => Observable.CombineLatest(Nil, s, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("first", () => ObservableEx.CombineLatest(Nil, s, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source2", () => Observable.CombineLatest(s, Nil, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("second", () => ObservableEx.CombineLatest(s, Nil, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source3", () => Observable.CombineLatest(s, s, Nil, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("third", () => ObservableEx.CombineLatest(s, s, Nil, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source4", () => Observable.CombineLatest(s, s, s, Nil, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("fourth", () => ObservableEx.CombineLatest(s, s, s, Nil, s, s, s, s, s, s, s, s, s, s));
                yield return ("source5", () => Observable.CombineLatest(s, s, s, s, Nil, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("fifth", () => ObservableEx.CombineLatest(s, s, s, s, Nil, s, s, s, s, s, s, s, s, s));
                yield return ("source6", () => Observable.CombineLatest(s, s, s, s, s, Nil, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("sixth", () => ObservableEx.CombineLatest(s, s, s, s, s, Nil, s, s, s, s, s, s, s, s));
                yield return ("source7", () => Observable.CombineLatest(s, s, s, s, s, s, Nil, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("seventh", () => ObservableEx.CombineLatest(s, s, s, s, s, s, Nil, s, s, s, s, s, s, s));
                yield return ("source8", () => Observable.CombineLatest(s, s, s, s, s, s, s, Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("eighth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, Nil, s, s, s, s, s, s));
                yield return ("source9", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("ninth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, Nil, s, s, s, s, s));
                yield return ("source10", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("tenth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, Nil, s, s, s, s));
                yield return ("source11", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("eleventh", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, Nil, s, s, s));
                yield return ("source12", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("twelfth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, Nil, s, s));
                yield return ("source13", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("thirteenth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, Nil, s));
                yield return ("source14", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => 0));
                yield return ("fourteenth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int, int, int, int, int, int, int, int>)null!));
                break;
            case 15:
                yield return ("source1", () => Observable.CombineLatest(Nil, s, s, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("first", () => ObservableEx.CombineLatest(Nil, s, s, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source2", () => Observable.CombineLatest(s, Nil, s, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("second", () => ObservableEx.CombineLatest(s, Nil, s, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source3", () => Observable.CombineLatest(s, s, Nil, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("third", () => ObservableEx.CombineLatest(s, s, Nil, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source4", () => Observable.CombineLatest(s, s, s, Nil, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("fourth", () => ObservableEx.CombineLatest(s, s, s, Nil, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source5", () => Observable.CombineLatest(s, s, s, s, Nil, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("fifth", () => ObservableEx.CombineLatest(s, s, s, s, Nil, s, s, s, s, s, s, s, s, s, s));
                yield return ("source6", () => Observable.CombineLatest(s, s, s, s, s, Nil, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("sixth", () => ObservableEx.CombineLatest(s, s, s, s, s, Nil, s, s, s, s, s, s, s, s, s));
                yield return ("source7", () => Observable.CombineLatest(s, s, s, s, s, s, Nil, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("seventh", () => ObservableEx.CombineLatest(s, s, s, s, s, s, Nil, s, s, s, s, s, s, s, s));
                yield return ("source8", () => Observable.CombineLatest(s, s, s, s, s, s, s, Nil, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("eighth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, Nil, s, s, s, s, s, s, s));
                yield return ("source9", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("ninth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, Nil, s, s, s, s, s, s));
                yield return ("source10", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("tenth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, Nil, s, s, s, s, s));
                yield return ("source11", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("eleventh", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, Nil, s, s, s, s));
                yield return ("source12", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("twelfth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, Nil, s, s, s));
                yield return ("source13", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("thirteenth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, Nil, s, s));
                yield return ("source14", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("fourteenth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, s, Nil, s));
                yield return ("source15", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => 0));
                yield return ("fifteenth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int>)null!));
                break;
            case 16:
                yield return ("source1", () => Observable.CombineLatest(Nil, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("first", () => ObservableEx.CombineLatest(Nil, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source2", () => Observable.CombineLatest(s, Nil, s, s, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("second", () => ObservableEx.CombineLatest(s, Nil, s, s, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source3", () => Observable.CombineLatest(s, s, Nil, s, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("third", () => ObservableEx.CombineLatest(s, s, Nil, s, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source4", () => Observable.CombineLatest(s, s, s, Nil, s, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("fourth", () => ObservableEx.CombineLatest(s, s, s, Nil, s, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source5", () => Observable.CombineLatest(s, s, s, s, Nil, s, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("fifth", () => ObservableEx.CombineLatest(s, s, s, s, Nil, s, s, s, s, s, s, s, s, s, s, s));
                yield return ("source6", () => Observable.CombineLatest(s, s, s, s, s, Nil, s, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("sixth", () => ObservableEx.CombineLatest(s, s, s, s, s, Nil, s, s, s, s, s, s, s, s, s, s));
                yield return ("source7", () => Observable.CombineLatest(s, s, s, s, s, s, Nil, s, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("seventh", () => ObservableEx.CombineLatest(s, s, s, s, s, s, Nil, s, s, s, s, s, s, s, s, s));
                yield return ("source8", () => Observable.CombineLatest(s, s, s, s, s, s, s, Nil, s, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("eighth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, Nil, s, s, s, s, s, s, s, s));
                yield return ("source9", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, Nil, s, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("ninth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, Nil, s, s, s, s, s, s, s));
                yield return ("source10", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, Nil, s, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("tenth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, Nil, s, s, s, s, s, s));
                yield return ("source11", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, Nil, s, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("eleventh", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, Nil, s, s, s, s, s));
                yield return ("source12", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, Nil, s, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("twelfth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, Nil, s, s, s, s));
                yield return ("source13", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, Nil, s, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("thirteenth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, Nil, s, s, s));
                yield return ("source14", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, s, Nil, s, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("fourteenth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, s, Nil, s, s));
                yield return ("source15", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, s, s, Nil, s, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("fifteenth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, s, s, Nil, s));
                yield return ("source16", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, Nil, (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => 0));
                yield return ("sixteenth", () => ObservableEx.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, Nil));
                yield return ("resultSelector", () => Observable.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s, (Func<int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int>)null!));
                break;
        }
    }

    [Theory]
    [MemberData(nameof(Arities))]
    public void Zip_EveryArity_NullArguments_NameTheParameter(int n)
    {
        var calls = ZipNullCalls(n).ToList();
        Assert.Equal((2 * n) + 1, calls.Count);
        foreach (var (name, call) in calls)
        {
            Assert.Equal(name, Assert.Throws<ArgumentNullException>(call).ParamName);
        }
    }

    [Theory]
    [MemberData(nameof(Arities))]
    public void CombineLatest_EveryArity_NullArguments_NameTheParameter(int n)
    {
        var calls = CombineLatestNullCalls(n).ToList();
        Assert.Equal((2 * n) + 1, calls.Count);
        foreach (var (name, call) in calls)
        {
            Assert.Equal(name, Assert.Throws<ArgumentNullException>(call).ParamName);
        }
    }

    private static string Row(int n, int k) => J(Enumerable.Range(0, n).Select(i => (100 * i) + k).ToArray());

    [Theory]
    [MemberData(nameof(Arities))]
    public void Zip_EveryArity_PairsByIndex_CompletesAtAnUnpairedValueOnceAllOthersCompleted(int n)
    {
        foreach (var zip in new Func<IObservable<int>[], IObservable<string>>[] { ZipSelector, ZipTuple })
        {
            var scheduler = new TestScheduler();
            var sources = new ITestableObservable<int>[n];
            sources[0] = scheduler.CreateHotObservable(OnNext(150, -1), OnNext(210, 0), OnNext(220, 1), OnNext(230, 2), OnCompleted<int>(240));
            sources[1] = scheduler.CreateHotObservable(
                OnNext(150, -1), OnNext(251, 100), OnNext(271, 101), OnNext(291, 102), OnNext(350, 103), OnCompleted<int>(400));
            for (var i = 2; i < n; i++)
            {
                sources[i] = scheduler.CreateHotObservable(
                    OnNext(150, -1), OnNext(250 + i, 100 * i), OnNext(270 + i, (100 * i) + 1), OnNext(290 + i, (100 * i) + 2), OnCompleted<int>(300 + i));
            }

            var res = scheduler.Start(() => zip(sources));
            res.Messages.AssertEqual(OnNext(250 + n - 1, Row(n, 0)), OnNext(270 + n - 1, Row(n, 1)), OnNext(290 + n - 1, Row(n, 2)), OnCompleted<string>(350));
            sources[0].Subscriptions.AssertEqual(Subscribe(200, 240));
            sources[1].Subscriptions.AssertEqual(Subscribe(200, 350));
            for (var i = 2; i < n; i++)
            {
                sources[i].Subscriptions.AssertEqual(Subscribe(200, 300 + i));
            }
        }
    }

    [Theory]
    [MemberData(nameof(Arities))]
    public void Zip_EveryArity_SourceCompletingWithEmptyQueue_IsNoticedAtTheNextValueOnceAllOthersCompleted(int n)
    {
        foreach (var zip in new Func<IObservable<int>[], IObservable<string>>[] { ZipSelector, ZipTuple })
        {
            var scheduler = new TestScheduler();
            var sources = new ITestableObservable<int>[n];
            sources[0] = scheduler.CreateHotObservable(OnNext(210, 0), OnCompleted<int>(230));
            sources[1] = scheduler.CreateHotObservable(OnNext(211, 100), OnNext(240, 101));
            for (var i = 2; i < n; i++)
            {
                sources[i] = scheduler.CreateHotObservable(OnNext(210 + i, 100 * i), OnCompleted<int>(235));
            }

            var res = scheduler.Start(() => zip(sources));
            res.Messages.AssertEqual(OnNext(210 + n - 1, Row(n, 0)), OnCompleted<string>(240));
            sources[0].Subscriptions.AssertEqual(Subscribe(200, 230));
            sources[1].Subscriptions.AssertEqual(Subscribe(200, 240));
            for (var i = 2; i < n; i++)
            {
                sources[i].Subscriptions.AssertEqual(Subscribe(200, 235));
            }
        }
    }

    [Theory]
    [MemberData(nameof(Arities))]
    public void Zip_EveryArity_ErrorOfAnySource_Propagates(int n)
    {
        foreach (var zip in new Func<IObservable<int>[], IObservable<string>>[] { ZipSelector, ZipTuple })
        {
            var scheduler = new TestScheduler();
            var error = new InvalidOperationException("zip " + n);
            var sources = new ITestableObservable<int>[n];
            for (var i = 0; i < n; i++)
            {
                sources[i] = i == n / 2
                    ? scheduler.CreateHotObservable(OnNext(210 + i, 100 * i), OnNext(260, 1), OnError<int>(300, error))
                    : scheduler.CreateHotObservable(OnNext(210 + i, 100 * i), OnNext(400, 2), OnCompleted<int>(500));
            }

            var res = scheduler.Start(() => zip(sources));
            res.Messages.AssertEqual(OnNext(210 + n - 1, Row(n, 0)), OnError<string>(300, error));
            Assert.All(sources, s => s.Subscriptions.AssertEqual(Subscribe(200, 300)));
        }
    }

    [Theory]
    [MemberData(nameof(Arities))]
    public void CombineLatest_EveryArity_EmitsLatestOfAll_CompletesWhenAllComplete(int n)
    {
        foreach (var combine in new Func<IObservable<int>[], IObservable<string>>[] { CombineLatestSelector, CombineLatestTuple })
        {
            var scheduler = new TestScheduler();
            var last = n - 1;
            var sources = new ITestableObservable<int>[n];
            sources[0] = scheduler.CreateHotObservable(OnNext(150, -1), OnNext(210, 0), OnNext(300, 1), OnCompleted<int>(500));
            for (var i = 1; i < last; i++)
            {
                sources[i] = scheduler.CreateHotObservable(OnNext(150, -1), OnNext(210 + i, 100 * i), OnCompleted<int>(500 + i));
            }

            sources[last] = scheduler.CreateHotObservable(
                OnNext(150, -1), OnNext(210 + last, 100 * last), OnNext(310, (100 * last) + 1), OnNext(520, (100 * last) + 2), OnCompleted<int>(600));
            var res = scheduler.Start(() => combine(sources));

            string Latest(int first, int lastValue) => J([first, .. Enumerable.Range(1, n - 2).Select(i => 100 * i), lastValue]);
            res.Messages.AssertEqual(
                OnNext(210 + last, Row(n, 0)),
                OnNext(300, Latest(1, 100 * last)),
                OnNext(310, Latest(1, (100 * last) + 1)),
                OnNext(520, Latest(1, (100 * last) + 2)),
                OnCompleted<string>(600));
            for (var i = 0; i < last; i++)
            {
                sources[i].Subscriptions.AssertEqual(Subscribe(200, 500 + i));
            }

            sources[last].Subscriptions.AssertEqual(Subscribe(200, 600));
        }
    }

    [Theory]
    [MemberData(nameof(Arities))]
    public void CombineLatest_EveryArity_SourceCompletingWithoutValue_CompletesAtTheNextValueOnceAllOthersCompleted(int n)
    {
        foreach (var combine in new Func<IObservable<int>[], IObservable<string>>[] { CombineLatestSelector, CombineLatestTuple })
        {
            var scheduler = new TestScheduler();
            var sources = new ITestableObservable<int>[n];
            sources[0] = scheduler.CreateHotObservable(OnNext(210, 0), OnNext(600, 2), OnCompleted<int>(700));
            for (var i = 1; i < n - 1; i++)
            {
                sources[i] = scheduler.CreateHotObservable(OnNext(210 + i, i), OnCompleted<int>(400 + i));
            }

            sources[n - 1] = scheduler.CreateHotObservable(OnCompleted<int>(250));
            var res = scheduler.Start(() => combine(sources));
            res.Messages.AssertEqual(OnCompleted<string>(600));
            sources[0].Subscriptions.AssertEqual(Subscribe(200, 600));
            for (var i = 1; i < n - 1; i++)
            {
                sources[i].Subscriptions.AssertEqual(Subscribe(200, 400 + i));
            }

            sources[n - 1].Subscriptions.AssertEqual(Subscribe(200, 250));
        }
    }

    [Theory]
    [MemberData(nameof(Arities))]
    public void CombineLatest_EveryArity_ErrorOfAnySource_Propagates(int n)
    {
        foreach (var combine in new Func<IObservable<int>[], IObservable<string>>[] { CombineLatestSelector, CombineLatestTuple })
        {
            var scheduler = new TestScheduler();
            var error = new InvalidOperationException("combine " + n);
            var sources = new ITestableObservable<int>[n];
            for (var i = 0; i < n; i++)
            {
                sources[i] = i == n / 2
                    ? scheduler.CreateHotObservable(OnNext(210 + i, 100 * i), OnError<int>(300, error))
                    : scheduler.CreateHotObservable(OnNext(210 + i, 100 * i), OnNext(400, 1), OnCompleted<int>(500));
            }

            var res = scheduler.Start(() => combine(sources));
            res.Messages.AssertEqual(OnNext(210 + n - 1, Row(n, 0)), OnError<string>(300, error));
            Assert.All(sources, s => s.Subscriptions.AssertEqual(Subscribe(200, 300)));
        }
    }
}
