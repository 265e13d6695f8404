using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class DoTests
{
    [Fact]
    public void SideEffectsRunBeforeDownstream()
    {
        var log = new List<string>();
        Observable.Range(1, 2)
            .Do(x => log.Add($"do{x}"), _ => log.Add("doErr"), () => log.Add("doDone"))
            .Subscribe(x => log.Add($"on{x}"), () => log.Add("done"));
        Assert.Equal(["do1", "on1", "do2", "on2", "doDone", "done"], log);
    }

    [Fact]
    public void AllDelegateForms()
    {
        var n = 0;
        var done = 0;
        var errors = 0;
        var error = new InvalidOperationException();
        Observable.Range(0, 3).Do(_ => n++).Subscribe(new RecordingObserver<int>());
        Observable.Range(0, 3).Do(_ => n++, () => done++).Subscribe(new RecordingObserver<int>());
        Observable.Throw<int>(error).Do(_ => n++, e => errors++).Subscribe(new RecordingObserver<int>());
        Observable.Range(0, 3).Do(_ => n++, _ => errors++, () => done++).Subscribe(new RecordingObserver<int>());
        Assert.Equal(9, n);
        Assert.Equal(2, done);
        Assert.Equal(1, errors);
    }

    [Fact]
    public void ObserverForm()
    {
        var side = new RecordingObserver<int>();
        var o = new RecordingObserver<int>();
        Observable.Range(0, 2).Do(side).Subscribe(o);
        Assert.Equal([0, 1], side.Values);
        Assert.True(side.Completed);
        Assert.Equal([0, 1], o.Values);
        var error = new InvalidOperationException();
        var sideE = new RecordingObserver<int>();
        var e = new RecordingObserver<int>();
        Observable.Throw<int>(error).Do(sideE).Subscribe(e);
        Assert.Same(error, sideE.Error);
        Assert.Same(error, e.Error);
    }

    [Fact]
    public void ThrowingOnNext_IsOnError()
    {
        var error = new InvalidOperationException();
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        source.Do(x => { if (x == 2) { throw error; } }).Subscribe(o);
        source.OnNext(1);
        source.OnNext(2);
        source.OnNext(3);
        Assert.Equal([1], o.Values);
        Assert.Same(error, o.Error);
        Assert.Equal(1, source.Disposals);
        o.AssertGrammar();
    }

    [Fact]
    public void ThrowingOnError_ReplacesError_ThrowingOnCompleted_IsOnError()
    {
        var original = new InvalidOperationException();
        var replaced = new ArgumentException();
        var e = new RecordingObserver<int>();
        Observable.Throw<int>(original).Do(_ => { }, _ => throw replaced).Subscribe(e);
        Assert.Same(replaced, e.Error);
        var c = new RecordingObserver<int>();
        Observable.Range(0, 1).Do(_ => { }, () => throw replaced).Subscribe(c);
        Assert.Equal([0], c.Values);
        Assert.Same(replaced, c.Error);
        Assert.False(c.Completed);
        var t = new RecordingObserver<int>();
        Observable.Range(0, 1).Do(new ThrowingObserver(replaced)).Subscribe(t);
        Assert.Same(replaced, t.Error);
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        var seen = new List<int>();
        var d = source.Do(seen.Add).Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        source.OnNext(2);
        Assert.Equal([1], o.Values);
        Assert.Equal([1], seen);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void NullArguments_Throw()
    {
        var s = Observable.Range(0, 1);
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Do(_ => { }));
        Assert.Throws<ArgumentNullException>("onNext", () => s.Do((Action<int>)null!));
        Assert.Throws<ArgumentNullException>("onCompleted", () => s.Do(_ => { }, (Action)null!));
        Assert.Throws<ArgumentNullException>("onError", () => s.Do(_ => { }, (Action<Exception>)null!));
        Assert.Throws<ArgumentNullException>("onError", () => s.Do(_ => { }, null!, () => { }));
        Assert.Throws<ArgumentNullException>("onCompleted", () => s.Do(_ => { }, _ => { }, null!));
        Assert.Throws<ArgumentNullException>("observer", () => s.Do((IObserver<int>)null!));
    }

    private sealed class ThrowingObserver(Exception error) : IObserver<int>
    {
        public void OnNext(int value)
        {
        }

        public void OnError(Exception error)
        {
        }

        public void OnCompleted() => throw error;
    }
}
