using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

/// <summary><c>And/Then/When</c> over a pattern that names one source more than once: each value fills every place of that source, as in Rx.NET.</summary>
public class JoinPatternSharedSourceTests : ReactiveTest
{
    [Fact]
    public void And_SameSourceTwice_GivesEachValueToBothPlaces()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(230));
        var results = scheduler.Start(() => Observable.When(xs.And(xs).Then((a, b) => (a * 10) + b)));
        results.Messages.AssertEqual(OnNext(210, 11), OnNext(220, 22), OnCompleted<int>(230));
        xs.Subscriptions.AssertEqual(Subscribe(200, 230));
    }

    [Fact]
    public void And_SameSourceAroundAnother_PairsEachValueOfTheSharedSourceWithTheOther()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(300));
        var ys = scheduler.CreateHotObservable(OnNext(215, 5), OnNext(250, 6), OnCompleted<int>(260));
        var results = scheduler.Start(() => Observable.When(xs.And(ys).And(xs).Then((a, b, c) => (a * 100) + (b * 10) + c)));
        results.Messages.AssertEqual(OnNext(215, 151), OnNext(250, 262), OnCompleted<int>(300));
        xs.Subscriptions.AssertEqual(Subscribe(200, 300));
        ys.Subscriptions.AssertEqual(Subscribe(200, 260));
    }
}
