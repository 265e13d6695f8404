using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.LinqEx;

public class BehaviorAndSamplingTests
{
    private static readonly InvalidOperationException Boom = new("boom");

    [Fact]
    public void SampleLatest_RepeatsLatestOnEachTick()
    {
        var source = new Subject<int>();
        var ticks = new Subject<string>();
        var o = new RecordingObserver<int>();
        var d = source.SampleLatest(ticks).Subscribe(o);
        ticks.OnNext("t");
        source.OnNext(1);
        source.OnNext(2);
        ticks.OnNext("t");
        ticks.OnNext("t");
        source.OnNext(3);
        ticks.OnNext("t");
        source.OnCompleted();
        Assert.Equal([2, 2, 3], o.Values);
        Assert.True(o.Completed);
        Assert.False(ticks.HasObservers);
        o.AssertGrammar();

        var e = new RecordingObserver<int>();
        var s2 = new Subject<int>();
        var t2 = new Subject<int>();
        s2.SampleLatest(t2).Subscribe(e);
        t2.OnError(Boom);
        Assert.Same(Boom, e.Error);
        Assert.False(s2.HasObservers);
        Assert.Equal("sampler", Assert.Throws<ArgumentNullException>(() => s2.SampleLatest((IObservable<int>)null!)).ParamName);
    }

    [Fact]
    public void ToReadOnlyBehavior_HoldsLatest_ReplaysToSubscribers()
    {
        var source = new Subject<int>();
        using var behavior = source.ToReadOnlyBehavior(0);
        Assert.True(source.HasObservers);
        Assert.Equal(0, behavior.Value);
        source.OnNext(5);
        Assert.Equal(5, behavior.Value);
        var o = new RecordingObserver<int>();
        behavior.Subscribe(o);
        source.OnNext(6);
        Assert.Equal([5, 6], o.Values);
        using var completed = Observable.Return(7).ToReadOnlyBehavior(6);
        Assert.Equal(7, completed.Value);
        var late = new RecordingObserver<int>();
        completed.Subscribe(late);
        Assert.True(late.Completed);
        behavior.Dispose();
        Assert.False(source.HasObservers);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<int>)null!).ToReadOnlyBehavior(0)).ParamName);
    }

    [Fact]
    public async Task DropIfBusy_DropsWhileHandlerRuns()
    {
        var subject = new Subject<int>();
        var gate = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var o = new RecordingObserver<int>();
        var done = new TaskCompletionSource();
        subject.DropIfBusy(async (x, _) => { if (x == 1) { await gate.Task; } }).Subscribe(new CallbackObserver<int>(o, done));
        subject.OnNext(1);
        subject.OnNext(2);
        subject.OnNext(3);
        subject.OnCompleted();
        Assert.False(done.Task.IsCompleted);
        gate.SetResult();
        await done.Task.WaitAsync(Bounded.Timeout);
        Assert.Equal([1], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();

        var sync = new RecordingObserver<int>();
        Observable.Range(1, 3).DropIfBusy((_, _) => default).Subscribe(sync);
        Assert.Equal([1, 2, 3], sync.Values);
        var failed = new RecordingObserver<int>();
        Observable.Range(1, 3).DropIfBusy((x, _) => x == 2 ? throw Boom : default).Subscribe(failed);
        Assert.Equal([1], failed.Values);
        Assert.Same(Boom, failed.Error);
        Assert.Equal("handler", Assert.Throws<ArgumentNullException>(() => subject.DropIfBusy(null!)).ParamName);
    }
}
