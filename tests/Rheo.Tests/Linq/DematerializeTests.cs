using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class DematerializeTests
{
    [Fact]
    public void Notifications_BecomeMessages_AndTerminalStopsTheSource()
    {
        var source = new SingleOpsSource<Notification<int>>();
        var o = new RecordingObserver<int>();
        source.Dematerialize().Subscribe(o);
        source.OnNext(Notification.CreateOnNext(1));
        source.OnNext(Notification.CreateOnCompleted<int>());
        source.OnNext(Notification.CreateOnNext(2));
        Assert.Equal([1], o.Values);
        Assert.True(o.Completed);
        Assert.Equal(1, source.Disposals);
        o.AssertGrammar();
    }

    [Fact]
    public void ErrorNotification_IsOnError()
    {
        var error = new InvalidOperationException();
        var source = new SingleOpsSource<Notification<int>>();
        var o = new RecordingObserver<int>();
        source.Dematerialize().Subscribe(o);
        source.OnNext(Notification.CreateOnError<int>(error));
        Assert.Same(error, o.Error);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void EmptyAndUpstreamError()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<Notification<int>>().Dematerialize().Subscribe(o);
        Assert.True(o.Completed);
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        Observable.Throw<Notification<int>>(error).Dematerialize().Subscribe(e);
        Assert.Same(error, e.Error);
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<Notification<int>>();
        var o = new RecordingObserver<int>();
        var d = source.Dematerialize().Subscribe(o);
        source.OnNext(Notification.CreateOnNext(1));
        d.Dispose();
        source.OnNext(Notification.CreateOnNext(2));
        Assert.Equal([1], o.Values);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void NullSource_Throws() => Assert.Throws<ArgumentNullException>("source", () => ((IObservable<Notification<int>>)null!).Dematerialize());
}
