using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

/// <summary>When <c>SkipUntil(other)</c> completes and lets go of its sources, at Rx.NET's virtual ticks.</summary>
public class SkipUntilCompletionTests : ReactiveTest
{
    [Fact]
    public void SkipUntil_OtherCompletesEmpty_SourceCompletion_DoesNotComplete()
    {
        var scheduler = new TestScheduler();
        var l = scheduler.CreateHotObservable(OnNext(150, 1), OnNext(210, 2), OnNext(220, 3), OnNext(240, 5), OnCompleted<int>(250));
        var r = scheduler.CreateHotObservable(OnNext(150, 1), OnCompleted<int>(225));
        var results = scheduler.Start(() => l.SkipUntil(r));
        results.Messages.AssertEqual();
        l.Subscriptions.AssertEqual(Subscribe(200, 250));
        r.Subscriptions.AssertEqual(Subscribe(200, 225));
    }

    [Fact]
    public void SkipUntil_SourceCompletesBeforeOtherSendsAValue_DoesNotComplete()
    {
        var scheduler = new TestScheduler();
        var l = scheduler.CreateHotObservable(OnNext(210, 2), OnCompleted<int>(250));
        var r = scheduler.CreateHotObservable(OnNext(300, 1), OnCompleted<int>(400));
        var results = scheduler.Start(() => l.SkipUntil(r));
        results.Messages.AssertEqual();
        l.Subscriptions.AssertEqual(Subscribe(200, 250));
        r.Subscriptions.AssertEqual(Subscribe(200, 300));
    }

    [Fact]
    public void SkipUntil_OtherSendsAValue_SourceCompletionCompletes()
    {
        var scheduler = new TestScheduler();
        var l = scheduler.CreateHotObservable(OnNext(210, 2), OnNext(240, 5), OnCompleted<int>(250));
        var r = scheduler.CreateHotObservable(OnNext(225, 1), OnCompleted<int>(400));
        var results = scheduler.Start(() => l.SkipUntil(r));
        results.Messages.AssertEqual(OnNext(240, 5), OnCompleted<int>(250));
        l.Subscriptions.AssertEqual(Subscribe(200, 250));
        r.Subscriptions.AssertEqual(Subscribe(200, 225));
    }
}
