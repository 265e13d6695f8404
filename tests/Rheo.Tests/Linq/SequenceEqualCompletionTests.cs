using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

/// <summary>When <c>SequenceEqual</c> answers and lets go of its two sources, at Rx.NET's virtual ticks.</summary>
public class SequenceEqualCompletionTests : ReactiveTest
{
    [Fact]
    public void SequenceEqual_CompletesWhileTheOtherIsAhead_AnswersFalseAtOnce()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(400));
        var ys = scheduler.CreateHotObservable(OnCompleted<int>(220));
        var results = scheduler.Start(() => xs.SequenceEqual(ys));
        results.Messages.AssertEqual(OnNext(220, false), OnCompleted<bool>(220));
        xs.Subscriptions.AssertEqual(Subscribe(200, 220));
        ys.Subscriptions.AssertEqual(Subscribe(200, 220));
    }

    [Fact]
    public void SequenceEqual_Mismatch_AnswersFalseAtTheSecondOfThePair()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 3));
        var ys = scheduler.CreateHotObservable(OnNext(215, 1), OnNext(250, 2));
        var results = scheduler.Start(() => xs.SequenceEqual(ys));
        results.Messages.AssertEqual(OnNext(250, false), OnCompleted<bool>(250));
        xs.Subscriptions.AssertEqual(Subscribe(200, 250));
        ys.Subscriptions.AssertEqual(Subscribe(200, 250));
    }
}
