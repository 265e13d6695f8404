using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class MaterializeTests
{
    [Fact]
    public void ValuesAndCompletion_BecomeNotifications()
    {
        var o = new RecordingObserver<Notification<int>>();
        Observable.Range(1, 2).Materialize().Subscribe(o);
        Assert.Equal([Notification.CreateOnNext(1), Notification.CreateOnNext(2), Notification.CreateOnCompleted<int>()], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Error_BecomesNotification_ThenCompletion()
    {
        var error = new InvalidOperationException();
        var o = new RecordingObserver<Notification<int>>();
        Observable.Throw<int>(error).Materialize().Subscribe(o);
        var n = Assert.Single(o.Values);
        Assert.Equal(NotificationKind.OnError, n.Kind);
        Assert.Same(error, n.Exception);
        Assert.True(o.Completed);
        Assert.Null(o.Error);
    }

    [Fact]
    public void Empty()
    {
        var o = new RecordingObserver<Notification<int>>();
        Observable.Empty<int>().Materialize().Subscribe(o);
        Assert.Equal([Notification.CreateOnCompleted<int>()], o.Values);
    }

    [Fact]
    public void RoundTrip_WithDematerialize()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 3).Materialize().Dematerialize().Subscribe(o);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<Notification<int>>();
        var d = source.Materialize().Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        source.OnCompleted();
        Assert.Single(o.Values);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void NullSource_Throws() => Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Materialize());
}
