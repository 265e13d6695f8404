using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

public class SampleTests : ReactiveTest
{
    [Fact]
    public void Sample_TimeSpan_EmitsLatestPerTick_CompletesAtNextTick()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(
            OnNext(150, 1), OnNext(210, 2), OnNext(230, 3), OnNext(260, 4), OnNext(300, 5), OnNext(350, 6), OnNext(380, 7), OnCompleted<int>(390));
        var res = scheduler.Start(() => xs.Sample(TimeSpan.FromTicks(50), scheduler));
        res.Messages.AssertEqual(OnNext(250, 3), OnNext(300, 5), OnNext(350, 6), OnNext(400, 7), OnCompleted<int>(400));
        xs.Subscriptions.AssertEqual(Subscribe(200, 390));
    }

    [Fact]
    public void Sample_TimeSpan_Error_AtOnce()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var xs = scheduler.CreateHotObservable(OnNext(210, 2), OnNext(230, 3), OnNext(260, 4), OnError<int>(270, ex));
        var res = scheduler.Start(() => xs.Sample(TimeSpan.FromTicks(50), scheduler));
        res.Messages.AssertEqual(OnNext(250, 3), OnError<int>(270, ex));
    }

    [Fact]
    public void Sample_Sampler_EmitsLatestOnSamplerValue()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(260, 3), OnNext(320, 4), OnCompleted<int>(400));
        var ys = scheduler.CreateHotObservable(OnNext(230, "a"), OnNext(250, "b"), OnNext(300, "c"), OnNext(330, "d"), OnNext(410, "e"), OnCompleted<string>(500));
        var res = scheduler.Start(() => xs.Sample(ys));
        res.Messages.AssertEqual(OnNext(230, 2), OnNext(300, 3), OnNext(330, 4), OnCompleted<int>(410));
        xs.Subscriptions.AssertEqual(Subscribe(200, 400));
        ys.Subscriptions.AssertEqual(Subscribe(200, 410));
    }

    [Fact]
    public void Sample_SamplerCompletion_TakesLastSample_ResultCompletesWithSource()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(240, 3), OnNext(260, 4), OnCompleted<int>(300));
        var ys = scheduler.CreateHotObservable(OnNext(230, "a"), OnCompleted<string>(250));
        var res = scheduler.Start(() => xs.Sample(ys));
        res.Messages.AssertEqual(OnNext(230, 2), OnNext(250, 3), OnCompleted<int>(300));
        ys.Subscriptions.AssertEqual(Subscribe(200, 250));
    }

    [Fact]
    public void Sample_SamplerError_Fails()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2));
        var ys = scheduler.CreateHotObservable(OnNext(230, "a"), OnError<string>(240, ex));
        var res = scheduler.Start(() => xs.Sample(ys));
        res.Messages.AssertEqual(OnNext(230, 2), OnError<int>(240, ex));
        xs.Subscriptions.AssertEqual(Subscribe(200, 240));
    }

    [Fact]
    public void Sample_Arguments()
    {
        Assert.Throws<ArgumentOutOfRangeException>("interval", () => Observable.Return(1).Sample(TimeSpan.FromTicks(-1)));
        Assert.Throws<ArgumentNullException>("sampler", () => Observable.Return(1).Sample((IObservable<int>)null!));
    }
}
