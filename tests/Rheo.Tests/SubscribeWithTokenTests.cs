using System.Runtime.CompilerServices;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests;

/// <summary>The delegate and token overloads of <c>Subscribe</c> in <see cref="ObservableExtensions"/>.</summary>
public class SubscribeWithTokenTests
{
    [Fact]
    public void Subscribe_WithoutHandlers_IgnoresValues_AndRethrowsErrors()
    {
        var subject = new Subject<int>();
        using var subscription = subject.Subscribe();
        subject.OnNext(1);
        Assert.True(subject.HasObservers);
        var error = new InvalidOperationException("unhandled");
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => subject.OnError(error)));
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<int>)null!).Subscribe()).ParamName);
    }

    [Fact]
    public void Subscribe_Observer_UntilCanceled()
    {
        var subject = new Subject<int>();
        var o = new RecordingObserver<int>();
        using var cts = new CancellationTokenSource();
        subject.Subscribe(o, cts.Token);
        subject.OnNext(1);
        cts.Cancel();
        Assert.False(subject.HasObservers);
        subject.OnNext(2);
        subject.OnCompleted();
        Assert.Equal([1], o.Values);
        Assert.False(o.IsTerminated);
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => subject.Subscribe((IObserver<int>)null!, cts.Token)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<int>)null!).Subscribe(o, cts.Token)).ParamName);
    }

    [Fact]
    public void Subscribe_ObserverWithToken_LetsTheObserverGo_WhenTheSequenceEnds()
    {
        using var cts = new CancellationTokenSource();
        var observer = SubscribeToACompletingSource(cts.Token);
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        Assert.False(observer.IsAlive, "the token's registration still holds the observer after the sequence ended");
        cts.Cancel();
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static WeakReference SubscribeToACompletingSource(CancellationToken token)
    {
        var observer = new RecordingObserver<int>();
        Observable.Return(1).Subscribe(observer, token);
        Assert.Equal([1], observer.Values);
        Assert.True(observer.IsTerminated);
        return new WeakReference(observer);
    }

    [Fact]
    public void Subscribe_AlreadyCanceledToken_DoesNotSubscribe()
    {
        var subject = new Subject<int>();
        var calls = 0;
        subject.Subscribe(_ => calls++, new CancellationToken(canceled: true));
        subject.Subscribe(new RecordingObserver<int>(), new CancellationToken(canceled: true));
        Assert.False(subject.HasObservers);
        subject.OnNext(1);
        Assert.Equal(0, calls);
    }

    [Fact]
    public void Subscribe_TokenOnly_IgnoresValues_RethrowsErrors_AndLeavesOnCancel()
    {
        var subject = new Subject<int>();
        using var cts = new CancellationTokenSource();
        subject.Subscribe(cts.Token);
        subject.OnNext(1);
        Assert.True(subject.HasObservers);
        cts.Cancel();
        Assert.False(subject.HasObservers);

        var failing = new Subject<int>();
        failing.Subscribe(CancellationToken.None);
        var error = new InvalidOperationException();
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => failing.OnError(error)));
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<int>)null!).Subscribe(CancellationToken.None)).ParamName);
    }

    [Fact]
    public void Subscribe_OnNextAndOnError_UntilCanceled()
    {
        var subject = new Subject<int>();
        var log = new List<string>();
        using var cts = new CancellationTokenSource();
        subject.Subscribe(v => log.Add($"next {v}"), e => log.Add($"error {e.Message}"), cts.Token);
        subject.OnNext(1);
        subject.OnError(new InvalidOperationException("x"));
        Assert.Equal(["next 1", "error x"], log);
        Assert.False(subject.HasObservers);

        var other = new Subject<int>();
        other.Subscribe(v => log.Add($"next {v}"), e => log.Add("error"), cts.Token);
        cts.Cancel();
        other.OnNext(2);
        Assert.False(other.HasObservers);
        Assert.Equal(2, log.Count);
        Assert.Equal("onNext", Assert.Throws<ArgumentNullException>(() => other.Subscribe(null!, _ => { }, CancellationToken.None)).ParamName);
        Assert.Equal("onError", Assert.Throws<ArgumentNullException>(() => other.Subscribe(_ => { }, (Action<Exception>)null!, CancellationToken.None)).ParamName);
    }

    [Fact]
    public void Subscribe_OnNextAndOnCompleted_UntilCanceled_ErrorsRethrown()
    {
        var subject = new Subject<int>();
        var log = new List<string>();
        subject.Subscribe(v => log.Add($"next {v}"), () => log.Add("completed"), CancellationToken.None);
        subject.OnNext(1);
        subject.OnCompleted();
        Assert.Equal(["next 1", "completed"], log);

        var failing = new Subject<int>();
        failing.Subscribe(_ => { }, () => { }, CancellationToken.None);
        var error = new InvalidOperationException();
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => failing.OnError(error)));
        Assert.Equal("onCompleted", Assert.Throws<ArgumentNullException>(() => failing.Subscribe(_ => { }, (Action)null!, CancellationToken.None)).ParamName);
    }

    [Fact]
    public void Subscribe_AllHandlers_UntilCanceled()
    {
        var subject = new Subject<int>();
        var log = new List<string>();
        using var cts = new CancellationTokenSource();
        subject.Subscribe(v => log.Add($"next {v}"), e => log.Add("error"), () => log.Add("completed"), cts.Token);
        subject.OnNext(1);
        subject.OnNext(2);
        cts.Cancel();
        subject.OnNext(3);
        subject.OnCompleted();
        Assert.Equal(["next 1", "next 2"], log);
        Assert.Equal("onError", Assert.Throws<ArgumentNullException>(() => subject.Subscribe(_ => { }, null!, () => { }, CancellationToken.None)).ParamName);
        Assert.Equal("onCompleted", Assert.Throws<ArgumentNullException>(() => subject.Subscribe(_ => { }, _ => { }, null!, CancellationToken.None)).ParamName);
    }
}
