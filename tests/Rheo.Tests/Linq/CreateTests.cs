using Rheo;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class CreateTests
{
    [Fact]
    public void Create_IgnoresCallsAfterTerminal_AndDisposesOnTermination()
    {
        var disposed = 0;
        var o = new RecordingObserver<int>();
        Observable.Create<int>(observer =>
        {
            observer.OnNext(1);
            observer.OnCompleted();
            observer.OnNext(2);
            observer.OnError(new Exception());
            return () => disposed++;
        }).Subscribe(o);

        Assert.Equal([1], o.Values);
        Assert.True(o.Completed);
        Assert.Null(o.Error);
        Assert.Equal(1, disposed);
        o.AssertGrammar();
    }

    [Fact]
    public void Create_ThrowingSubscribe_BecomesOnError()
    {
        var error = new InvalidOperationException();
        var o = new RecordingObserver<int>();
        Observable.Create<int>((Func<IObserver<int>, IDisposable>)(_ => throw error)).Subscribe(o);
        Assert.Same(error, o.Error);
    }

    [Fact]
    public void Create_DisposeRunsUserDisposable_Once()
    {
        var disposed = 0;
        var subscription = Observable.Create<int>(_ => Disposables.Disposable.Create(() => disposed++)).Subscribe(_ => { });
        subscription.Dispose();
        subscription.Dispose();
        Assert.Equal(1, disposed);
    }

    [Fact]
    public void Create_NoCallsAfterDispose()
    {
        IObserver<int>? captured = null;
        var o = new RecordingObserver<int>();
        var subscription = Observable.Create<int>(observer =>
        {
            captured = observer;
            return Disposables.Disposable.Empty;
        }).Subscribe(o);
        captured!.OnNext(1);
        subscription.Dispose();
        captured.OnNext(2);
        captured.OnCompleted();
        Assert.Equal([1], o.Values);
        Assert.False(o.IsTerminated);
    }

    [Fact]
    public void Create_NullArgument_Throws()
    {
        Assert.Throws<ArgumentNullException>("subscribe", () => Observable.Create<int>((Func<IObserver<int>, IDisposable>)null!));
        Assert.Throws<ArgumentNullException>("subscribe", () => Observable.Create<int>((Func<IObserver<int>, Action>)null!));
    }

    [Fact]
    public void Subscribe_WithoutErrorHandler_Rethrows()
    {
        var error = new InvalidOperationException("boom");
        var thrown = Assert.Throws<InvalidOperationException>(() => Observable.Throw<int>(error).Subscribe(_ => { }));
        Assert.Same(error, thrown);
    }

    [Fact]
    public void Subscribe_WithToken_DisposesOnCancel()
    {
        IObserver<int>? captured = null;
        var seen = new List<int>();
        using var cts = new CancellationTokenSource();
        Observable.Create<int>(observer =>
        {
            captured = observer;
            return Disposables.Disposable.Empty;
        }).Subscribe(seen.Add, cts.Token);
        captured!.OnNext(1);
        cts.Cancel();
        captured.OnNext(2);
        Assert.Equal([1], seen);
    }

    [Fact]
    public void ForeignObservable_IsAcceptedAsSource()
    {
        var o = new RecordingObserver<int>();
        new ForeignSource().Where(x => x > 1).Select(x => x * 10).Subscribe(o);
        Assert.Equal([20, 30], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    private sealed class ForeignSource : IObservable<int>
    {
        public IDisposable Subscribe(IObserver<int> observer)
        {
            observer.OnNext(1);
            observer.OnNext(2);
            observer.OnNext(3);
            observer.OnCompleted();
            observer.OnNext(4); // a misbehaving source: the edge drops this
            return Disposables.Disposable.Empty;
        }
    }
}
