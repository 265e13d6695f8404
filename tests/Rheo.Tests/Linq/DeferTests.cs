using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class DeferTests
{
    [Fact]
    public void Defer_CallsFactoryPerSubscription()
    {
        var calls = 0;
        var source = Observable.Defer(() => Observable.Return(++calls));
        var o1 = new RecordingObserver<int>();
        var o2 = new RecordingObserver<int>();
        source.Subscribe(o1);
        source.Subscribe(o2);
        Assert.Equal([1], o1.Values);
        Assert.Equal([2], o2.Values);
        Assert.True(o2.Completed);
    }

    [Fact]
    public void Defer_ThrowingOrNullFactory_BecomesOnError()
    {
        var error = new InvalidOperationException();
        var o = new RecordingObserver<int>();
        Observable.Defer(new Func<IObservable<int>>(() => throw error)).Subscribe(o);
        Assert.Same(error, o.Error);
        o.AssertGrammar();

        var o2 = new RecordingObserver<int>();
        Observable.Defer(new Func<IObservable<int>>(() => null!)).Subscribe(o2);
        Assert.IsType<InvalidOperationException>(o2.Error);
        Assert.Throws<ArgumentNullException>("observableFactory", () => Observable.Defer((Func<IObservable<int>>)null!));
    }

    [Fact]
    public void Defer_StopsSynchronousSourceMidLoop()
    {
        var o = new RecordingObserver<int>();
        Observable.Defer(() => Observable.Range(0, int.MaxValue)).Take(2).Subscribe(o);
        Assert.Equal([0, 1], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Defer_ForeignSource_IsSubscribed()
    {
        var o = new RecordingObserver<int>();
        var foreign = new ForeignRange(3);
        Observable.Defer<int>(() => foreign).Subscribe(o);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.True(o.Completed);
    }

    private sealed class ForeignRange(int count) : IObservable<int>
    {
        public IDisposable Subscribe(IObserver<int> observer)
        {
            for (var i = 0; i < count; i++)
            {
                observer.OnNext(i);
            }

            observer.OnCompleted();
            return Rheo.Disposables.Disposable.Empty;
        }
    }
}
