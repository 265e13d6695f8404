using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class FinallyTests
{
    [Fact]
    public void RunsAfterCompletion_Once()
    {
        var log = new List<string>();
        var d = Observable.Range(0, 1).Finally(() => log.Add("finally")).Subscribe(x => log.Add($"on{x}"), () => log.Add("done"));
        d.Dispose();
        Assert.Equal(["on0", "done", "finally"], log);
    }

    [Fact]
    public void RunsAfterError()
    {
        var log = new List<string>();
        var error = new InvalidOperationException();
        Observable.Throw<int>(error).Finally(() => log.Add("finally")).Subscribe(_ => { }, _ => log.Add("error"));
        Assert.Equal(["error", "finally"], log);
    }

    [Fact]
    public void RunsOnDispose_AfterUpstreamDisposed()
    {
        var source = new SingleOpsSource<int>();
        var disposalsSeen = -1;
        var o = new RecordingObserver<int>();
        var d = source.Finally(() => disposalsSeen = source.Disposals).Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        d.Dispose();
        source.OnNext(2);
        Assert.Equal([1], o.Values);
        Assert.Equal(1, disposalsSeen);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void Empty()
    {
        var ran = 0;
        var o = new RecordingObserver<int>();
        Observable.Empty<int>().Finally(() => ran++).Subscribe(o);
        Assert.True(o.Completed);
        Assert.Equal(1, ran);
    }

    [Fact]
    public void NullArguments_Throw()
    {
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Finally(() => { }));
        Assert.Throws<ArgumentNullException>("finallyAction", () => Observable.Range(0, 1).Finally(null!));
    }
}
