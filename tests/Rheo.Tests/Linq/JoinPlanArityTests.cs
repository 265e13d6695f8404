using Rheo.Joins;
using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

/// <summary>Join patterns (And/Then/When) of every arity, 1 to 16, on virtual time.</summary>
public class JoinPlanArityTests : ReactiveTest
{
    public static TheoryData<int> Arities => new(Enumerable.Range(1, 16));

    private static string J(params int[] values) => string.Join(",", values);

    private static Plan<string> PlanOf(IObservable<int>[] s) => s.Length switch
    {
        1 => s[0].Then(a1 => J(a1)),
        2 => s[0].And(s[1]).Then((a1, a2) => J(a1, a2)),
        3 => s[0].And(s[1]).And(s[2]).Then((a1, a2, a3) => J(a1, a2, a3)),
        4 => s[0].And(s[1]).And(s[2]).And(s[3]).Then((a1, a2, a3, a4) => J(a1, a2, a3, a4)),
        5 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).Then((a1, a2, a3, a4, a5) => J(a1, a2, a3, a4, a5)),
        6 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).Then((a1, a2, a3, a4, a5, a6) => J(a1, a2, a3, a4, a5, a6)),
        7 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).Then((a1, a2, a3, a4, a5, a6, a7) => J(a1, a2, a3, a4, a5, a6, a7)),
        8 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7]).Then((a1, a2, a3, a4, a5, a6, a7, a8) => J(a1, a2, a3, a4, a5, a6, a7, a8)),
        9 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7]).And(s[8]).Then((a1, a2, a3, a4, a5, a6, a7, a8, a9) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9)),
        10 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7]).And(s[8]).And(s[9]).Then((a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10)),
        11 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7]).And(s[8]).And(s[9]).And(s[10]).Then((a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11)),
        12 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7]).And(s[8]).And(s[9]).And(s[10]).And(s[11]).Then((a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12)),
        13 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7]).And(s[8]).And(s[9]).And(s[10]).And(s[11]).And(s[12]).Then((a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13)),
        14 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7]).And(s[8]).And(s[9]).And(s[10]).And(s[11]).And(s[12]).And(s[13]).Then((a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14)),
        15 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7]).And(s[8]).And(s[9]).And(s[10]).And(s[11]).And(s[12]).And(s[13]).And(s[14]).Then((a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15)),
        16 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7]).And(s[8]).And(s[9]).And(s[10]).And(s[11]).And(s[12]).And(s[13]).And(s[14]).And(s[15]).Then((a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => J(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16)),
        _ => throw new ArgumentOutOfRangeException(nameof(s)),
    };

    private static Plan<string> ThrowingPlanOf(IObservable<int>[] s, Exception error) => s.Length switch
    {
        1 => s[0].Then<int, string>(a1 => throw error),
        2 => s[0].And(s[1]).Then<string>((a1, a2) => throw error),
        3 => s[0].And(s[1]).And(s[2]).Then<string>((a1, a2, a3) => throw error),
        4 => s[0].And(s[1]).And(s[2]).And(s[3]).Then<string>((a1, a2, a3, a4) => throw error),
        5 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).Then<string>((a1, a2, a3, a4, a5) => throw error),
        6 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).Then<string>((a1, a2, a3, a4, a5, a6) => throw error),
        7 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).Then<string>((a1, a2, a3, a4, a5, a6, a7) => throw error),
        8 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7]).Then<string>((a1, a2, a3, a4, a5, a6, a7, a8) => throw error),
        9 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7]).And(s[8]).Then<string>((a1, a2, a3, a4, a5, a6, a7, a8, a9) => throw error),
        10 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7]).And(s[8]).And(s[9]).Then<string>((a1, a2, a3, a4, a5, a6, a7, a8, a9, a10) => throw error),
        11 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7]).And(s[8]).And(s[9]).And(s[10]).Then<string>((a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11) => throw error),
        12 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7]).And(s[8]).And(s[9]).And(s[10]).And(s[11]).Then<string>((a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12) => throw error),
        13 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7]).And(s[8]).And(s[9]).And(s[10]).And(s[11]).And(s[12]).Then<string>((a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13) => throw error),
        14 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7]).And(s[8]).And(s[9]).And(s[10]).And(s[11]).And(s[12]).And(s[13]).Then<string>((a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) => throw error),
        15 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7]).And(s[8]).And(s[9]).And(s[10]).And(s[11]).And(s[12]).And(s[13]).And(s[14]).Then<string>((a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15) => throw error),
        16 => s[0].And(s[1]).And(s[2]).And(s[3]).And(s[4]).And(s[5]).And(s[6]).And(s[7]).And(s[8]).And(s[9]).And(s[10]).And(s[11]).And(s[12]).And(s[13]).And(s[14]).And(s[15]).Then<string>((a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) => throw error),
        _ => throw new ArgumentOutOfRangeException(nameof(s)),
    };

    private static string Row(int n, int k) => J(Enumerable.Range(0, n).Select(i => (100 * i) + k).ToArray());

    [Theory]
    [MemberData(nameof(Arities))]
    public void When_EveryArity_TakesOneValueOfEachSource_CompletesWhenTheCompletionIsMatched(int n)
    {
        var scheduler = new TestScheduler();
        var sources = new ITestableObservable<int>[n];
        sources[0] = scheduler.CreateHotObservable(OnNext(150, -1), OnNext(210, 0), OnNext(300, 1), OnCompleted<int>(400));
        for (var i = 1; i < n; i++)
        {
            sources[i] = scheduler.CreateHotObservable(OnNext(150, -1), OnNext(210 + i, 100 * i), OnNext(300 + i, (100 * i) + 1), OnNext(410 + i, (100 * i) + 2));
        }

        var res = scheduler.Start(() => Observable.When(PlanOf(sources)));

        // The completion waits in the completed source's queue until every other source has a value to match it.
        var end = n == 1 ? 400 : 410 + n - 1;
        res.Messages.AssertEqual(OnNext(210 + n - 1, Row(n, 0)), OnNext(300 + n - 1, Row(n, 1)), OnCompleted<string>(end));

        // A source is observed materialized, so its own completion ends its subscription.
        sources[0].Subscriptions.AssertEqual(Subscribe(200, 400));
        Assert.All(sources.Skip(1), s => s.Subscriptions.AssertEqual(Subscribe(200, end)));
    }

    [Theory]
    [MemberData(nameof(Arities))]
    public void When_EveryArity_ErrorOfAnySource_PropagatesAtOnce(int n)
    {
        var scheduler = new TestScheduler();
        var error = new InvalidOperationException("when " + n);
        var sources = new ITestableObservable<int>[n];
        for (var i = 0; i < n; i++)
        {
            sources[i] = i == n - 1
                ? scheduler.CreateHotObservable(OnNext(210 + i, 100 * i), OnError<int>(250, error))
                : scheduler.CreateHotObservable(OnNext(210 + i, 100 * i), OnNext(240, 1), OnNext(300, 2));
        }

        var res = scheduler.Start(() => Observable.When(PlanOf(sources)));
        res.Messages.AssertEqual(OnNext(210 + n - 1, Row(n, 0)), OnError<string>(250, error));
        Assert.All(sources, s => s.Subscriptions.AssertEqual(Subscribe(200, 250)));
    }

    [Theory]
    [MemberData(nameof(Arities))]
    public void When_EveryArity_ThrowingSelector_FailsTheSequence(int n)
    {
        var scheduler = new TestScheduler();
        var error = new InvalidOperationException("selector " + n);
        var sources = new ITestableObservable<int>[n];
        for (var i = 0; i < n; i++)
        {
            sources[i] = scheduler.CreateHotObservable(OnNext(210 + i, i), OnNext(300, i), OnCompleted<int>(400));
        }

        var res = scheduler.Start(() => Observable.When(ThrowingPlanOf(sources, error)));
        res.Messages.AssertEqual(OnError<string>(210 + n - 1, error));
        Assert.All(sources, s => s.Subscriptions.AssertEqual(Subscribe(200, 210 + n - 1)));
    }

    [Theory]
    [MemberData(nameof(Arities))]
    public void When_EveryArity_NextToASingleSourcePlan_SharesTheSubscription(int n)
    {
        var scheduler = new TestScheduler();
        var sources = new ITestableObservable<int>[n];
        for (var i = 0; i < n; i++)
        {
            sources[i] = scheduler.CreateHotObservable(OnNext(210 + i, 100 * i));
        }

        var res = scheduler.Start(() => Observable.When(PlanOf(sources), sources[0].Then(v => "solo" + v)));

        // Each source is subscribed once; the first plan in the list that can match takes the value.
        var expected = n == 1 ? OnNext(210, "0") : OnNext(210, "solo0");
        res.Messages.AssertEqual(expected);
        Assert.All(sources, s => s.Subscriptions.AssertEqual(Subscribe(200, 1000)));
    }
}
