using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class UsingTests
{
    [Fact]
    public void Using_DisposesResourceAfterCompletion()
    {
        var resource = new BooleanDisposable();
        var o = new RecordingObserver<int>();
        var disposedAtCompletion = true;
        Observable.Using(() => resource, r => Observable.Range(0, 3))
            .Subscribe(x => o.OnNext(x), () => { disposedAtCompletion = resource.IsDisposed; o.OnCompleted(); });
        Assert.Equal([0, 1, 2], o.Values);
        Assert.False(disposedAtCompletion);
        Assert.True(resource.IsDisposed);
    }

    [Fact]
    public void Using_DisposesResourceAfterError_EvenThroughIntermediateOperators()
    {
        var resource = new BooleanDisposable();
        var error = new InvalidOperationException();
        var o = new RecordingObserver<int>();
        Observable.Using(() => resource, r => Observable.Throw<int>(error)).Where(_ => true).Subscribe(o);
        Assert.Same(error, o.Error);
        Assert.True(resource.IsDisposed);
    }

    [Fact]
    public void Using_DisposesResourceOnDispose()
    {
        var resource = new BooleanDisposable();
        var subscription = Observable.Using(() => resource, r => Observable.Never<int>()).Subscribe(_ => { });
        Assert.False(resource.IsDisposed);
        subscription.Dispose();
        Assert.True(resource.IsDisposed);
    }

    [Fact]
    public void Using_TakeStopsSourceAndDisposesResource()
    {
        var resource = new BooleanDisposable();
        var o = new RecordingObserver<int>();
        Observable.Using(() => resource, r => Observable.Repeat(5)).Take(2).Subscribe(o);
        Assert.Equal([5, 5], o.Values);
        Assert.True(resource.IsDisposed);
    }

    [Fact]
    public void Using_ThrowingFactories_BecomeOnError()
    {
        var error = new InvalidOperationException();
        var o1 = new RecordingObserver<int>();
        Observable.Using<int, IDisposable>(() => throw error, r => Observable.Return(1)).Subscribe(o1);
        Assert.Same(error, o1.Error);

        var resource = new BooleanDisposable();
        var o2 = new RecordingObserver<int>();
        Observable.Using<int, BooleanDisposable>(() => resource, r => throw error).Subscribe(o2);
        Assert.Same(error, o2.Error);
        Assert.True(resource.IsDisposed);
        o2.AssertGrammar();
    }

    [Fact]
    public void Using_NullArguments_Throw()
    {
        Assert.Throws<ArgumentNullException>("resourceFactory", () => Observable.Using<int, IDisposable>(null!, _ => Observable.Return(1)));
        Assert.Throws<ArgumentNullException>("observableFactory", () => Observable.Using<int, IDisposable>(() => Disposable.Empty, null!));
    }
}
