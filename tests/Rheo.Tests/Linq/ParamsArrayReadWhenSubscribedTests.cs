using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

/// <summary>
/// As Rx.NET, <c>Catch</c>, <c>OnErrorResumeNext</c>, <c>Amb</c>, <c>Zip</c> and <c>CombineLatest</c> keep the <c>params</c>
/// array (or the enumerable) they are given and read it on each subscription: a source replaced in the array before
/// subscribing is the one subscribed.
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

    [Fact]
    public void Zip_ParamsArray_IsReadWhenSubscribed()
    {
        var sources = new[] { Observable.Return(1), Observable.Return(2) };
        var zipped = Observable.Zip(sources);
        sources[1] = Observable.Return(3);

        var o = new RecordingObserver<IList<int>>();
        zipped.Subscribe(o);

        Assert.Equal([1, 3], Assert.Single(o.Values));
        Assert.True(o.Completed);
    }

    [Fact]
    public void CombineLatest_Enumerable_IsReadOnEachSubscription()
    {
        // A list the user keeps adding to: each subscription combines the sources the list holds at that moment.
        var sources = new List<IObservable<int>> { Observable.Return(1) };
        var combined = sources.CombineLatest(values => values.Sum());
        sources.Add(Observable.Return(10));
        var first = new RecordingObserver<int>();
        combined.Subscribe(first);
        sources.Add(Observable.Return(100));
        var second = new RecordingObserver<int>();
        combined.Subscribe(second);

        Assert.Equal([11], first.Values);
        Assert.Equal([111], second.Values);
    }

    [Fact]
    public void Zip_Enumerable_ThatThrows_FailsTheSubscription()
    {
        var boom = new InvalidOperationException("boom");
        var zipped = Throwing(boom).Zip();

        var o = new RecordingObserver<IList<int>>();
        zipped.Subscribe(o);

        Assert.Same(boom, o.Error);
        Assert.Empty(o.Values);
        o.AssertGrammar();

        static IEnumerable<IObservable<int>> Throwing(Exception error)
        {
            yield return Observable.Return(1);
            throw error;
        }
    }

    [Fact]
    public void CombineLatest_NullSource_FailsTheSubscriptionBeforeAnySourceIsSubscribed()
    {
        var subscribed = 0;
        var counted = Observable.Defer(() =>
        {
            subscribed++;
            return Observable.Return(1);
        });
        var o = new RecordingObserver<IList<int>>();

        Observable.CombineLatest(counted, null!).Subscribe(o);

        Assert.Equal("sources", Assert.IsType<ArgumentNullException>(o.Error).ParamName);
        Assert.Equal(0, subscribed);
    }
}
