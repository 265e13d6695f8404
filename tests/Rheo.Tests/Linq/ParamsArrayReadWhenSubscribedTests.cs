using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

/// <summary>
/// As Rx.NET, <c>Catch</c>, <c>OnErrorResumeNext</c> and <c>Amb</c> keep the <c>params</c> array they are given and read
/// it on each subscription: a source replaced in the array before subscribing is the one subscribed.
/// </summary>
public class ParamsArrayReadWhenSubscribedTests
{
    [Fact]
    public void Catch_ParamsArray_IsReadWhenSubscribed()
    {
        var sources = new[] { Observable.Throw<int>(new InvalidOperationException("first")), Observable.Return(2) };
        var caught = Observable.Catch(sources);
        sources[1] = Observable.Return(3);

        var o = new RecordingObserver<int>();
        caught.Subscribe(o);

        Assert.Equal([3], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void OnErrorResumeNext_ParamsArray_IsReadWhenSubscribed()
    {
        var sources = new[] { Observable.Return(1), Observable.Return(2) };
        var resumed = Observable.OnErrorResumeNext(sources);
        sources[0] = Observable.Throw<int>(new InvalidOperationException("replaced"));

        var o = new RecordingObserver<int>();
        resumed.Subscribe(o);

        Assert.Equal([2], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Amb_ParamsArray_IsReadWhenSubscribed()
    {
        var sources = new[] { Observable.Never<int>(), Observable.Never<int>() };
        var amb = Observable.Amb(sources);
        sources[1] = Observable.Return(5);

        var o = new RecordingObserver<int>();
        amb.Subscribe(o);

        Assert.Equal([5], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void EachSubscription_ReadsTheArrayAgain()
    {
        var sources = new[] { Observable.Throw<int>(new InvalidOperationException("first")), Observable.Return(2) };
        var caught = Observable.Catch(sources);
        var first = new RecordingObserver<int>();
        caught.Subscribe(first);
        sources[1] = Observable.Return(4);
        var second = new RecordingObserver<int>();
        caught.Subscribe(second);

        Assert.Equal([2], first.Values);
        Assert.Equal([4], second.Values);
    }
}
