using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Parity;

/// <summary>
/// <c>ObservableEx.Create</c> with an iterator (both forms) runs on the current-thread trampoline, as Rx.NET's (a
/// subscribe function): a loop source subscribed while the iterator runs delivers after the subscribe function returns,
/// before the outermost <c>Subscribe</c> returns; the yielded observables are subscribed one after another, and an
/// exception from the iterator or a yielded observable fails the sequence.
/// </summary>
public sealed class IteratorCreateParityTests
{
    [Fact]
    public void ObserverForm_LoopSubscribedInTheIterator_DeliversAfterTheSubscribeFunctionReturns()
    {
        var log = new List<string>();
        IEnumerable<IObservable<object>> Body(IObserver<int> o)
        {
            Observable.Range(10, 2).Subscribe(o.OnNext);
            o.OnNext(1);
            log.Add("iterator yields");
            yield return Observable.Never<object>();
        }

        ObservableEx.Create<int>(Body).Subscribe(x => log.Add($"value {x}"));
        log.Add("Subscribe returned");
        Assert.Equal(["value 1", "iterator yields", "value 10", "value 11", "Subscribe returned"], log);
    }

    [Fact]
    public void UnitForm_LoopSubscribedInTheIterator_DeliversAfterTheSubscribeFunctionReturns()
    {
        var log = new List<string>();
        IEnumerable<IObservable<object>> Body()
        {
            Observable.Range(10, 2).Subscribe(x => log.Add($"loop {x}"));
            log.Add("iterator yields");
            yield return Observable.Never<object>();
        }

        ObservableEx.Create(Body).Subscribe(_ => log.Add("value"));
        log.Add("Subscribe returned");
        Assert.Equal(["iterator yields", "loop 10", "loop 11", "Subscribe returned"], log);
    }

    [Fact]
    public void ObserverForm_YieldedLoopSources_RunOneAfterAnother_AfterTheSubscribeFunctionReturns()
    {
        var log = new List<string>();
        IEnumerable<IObservable<object>> Body(IObserver<int> o)
        {
            log.Add("first");
            yield return Observable.Range(1, 2).Do(x => log.Add($"step {x}")).Select(x => (object)x);
            log.Add("second");
            o.OnNext(3);
        }

        var o = new RecordingObserver<int>();
        ObservableEx.Create<int>(Body).Subscribe(o);
        Assert.Equal(["first", "step 1", "step 2", "second"], log);
        Assert.Equal([3], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void ObserverForm_IteratorThrowing_FailsTheSequence()
    {
        var error = new InvalidOperationException("iterator");
        IEnumerable<IObservable<object>> Body(IObserver<int> o)
        {
            o.OnNext(1);
            yield return Observable.Return<object>(0);
            throw error;
        }

        var o = new RecordingObserver<int>();
        ObservableEx.Create<int>(Body).Subscribe(o);
        Assert.Equal([1], o.Values);
        Assert.Same(error, o.Error);
    }

    [Fact]
    public void UnitForm_YieldedObservableFailing_FailsTheSequence_WithoutAHandlerRethrows()
    {
        var error = new InvalidOperationException("yielded");
        IEnumerable<IObservable<object>> Body()
        {
            yield return Observable.Throw<object>(error);
        }

        var o = new RecordingObserver<Unit>();
        ObservableEx.Create(Body).Subscribe(o);
        Assert.Same(error, o.Error);
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => ObservableEx.Create(Body).Subscribe()));
    }
}
