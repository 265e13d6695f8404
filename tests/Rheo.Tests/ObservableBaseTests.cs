using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests;

public class ObservableBaseTests
{
    [Fact]
    public void ObservableBase_DeliversAndDisposesResourceOnTermination()
    {
        var source = new Counter(3);
        var o = new RecordingObserver<int>();
        source.Subscribe(o);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.True(o.Completed);
        Assert.True(source.ResourceDisposed);
        o.AssertGrammar();
    }

    [Fact]
    public void ObservableBase_IgnoresCallsAfterTerminal()
    {
        var source = new Misbehaving();
        var o = new RecordingObserver<int>();
        source.Subscribe(o);
        Assert.Equal([1], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void ObservableBase_ThrowingSubscribeCore_BecomesOnError()
    {
        var o = new RecordingObserver<int>();
        new Throwing().Subscribe(o);
        Assert.IsType<InvalidOperationException>(o.Error);
        Assert.Throws<ArgumentNullException>("observer", () => new Throwing().Subscribe(null!));
    }

    [Fact]
    public void ObservableBase_RheoOperatorDisposesItEarly()
    {
        var source = new Counter(1000);
        var o = new RecordingObserver<int>();
        source.Take(2).Subscribe(o);
        Assert.Equal([0, 1], o.Values);
        Assert.True(o.Completed);
        Assert.True(source.ResourceDisposed);
    }

    private sealed class Counter(int count) : ObservableBase<int>
    {
        public bool ResourceDisposed { get; private set; }

        protected override IDisposable SubscribeCore(IObserver<int> observer)
        {
            for (var i = 0; i < count; i++)
            {
                observer.OnNext(i);
            }

            observer.OnCompleted();
            return Disposables.Disposable.Create(() => ResourceDisposed = true);
        }
    }

    private sealed class Misbehaving : ObservableBase<int>
    {
        protected override IDisposable SubscribeCore(IObserver<int> observer)
        {
            observer.OnNext(1);
            observer.OnCompleted();
            observer.OnNext(2);
            observer.OnError(new InvalidOperationException());
            return Disposables.Disposable.Empty;
        }
    }

    private sealed class Throwing : ObservableBase<int>
    {
        protected override IDisposable SubscribeCore(IObserver<int> observer) => throw new InvalidOperationException();
    }
}
