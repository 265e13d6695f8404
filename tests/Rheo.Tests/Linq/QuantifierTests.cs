using Rheo;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class QuantifierTests
{
    [Fact]
    public void Any_All_Contains_IsEmpty_Values()
    {
        AggregationRecord.Single(Observable.Range(0, 3).Any(), true);
        AggregationRecord.Single(Observable.Empty<int>().Any(), false);
        AggregationRecord.Single(Observable.Range(0, 3).Any(x => x == 2), true);
        AggregationRecord.Single(Observable.Range(0, 3).Any(x => x == 5), false);
        AggregationRecord.Single(Observable.Range(0, 3).All(x => x < 3), true);
        AggregationRecord.Single(Observable.Range(0, 3).All(x => x < 2), false);
        AggregationRecord.Single(Observable.Empty<int>().All(_ => false), true);
        AggregationRecord.Single(Observable.Range(0, 3).Contains(1), true);
        AggregationRecord.Single(Observable.Range(0, 3).Contains(7), false);
        AggregationRecord.Single(Observable.Return("A").Contains("a", StringComparer.OrdinalIgnoreCase), true);
        AggregationRecord.Single(Observable.Return("A").Contains("a"), false);
        AggregationRecord.Single(Observable.Return<string?>(null).Contains(null), true);
        AggregationRecord.Single(Observable.Range(0, 3).IsEmpty(), false);
        AggregationRecord.Single(Observable.Empty<int>().IsEmpty(), true);
    }

    [Fact]
    public void EarlyAnswers_StopAnInfiniteSynchronousSource()
    {
        AggregationRecord.Single(Observable.Range(0, int.MaxValue).Where(_ => true).Any(), true);
        AggregationRecord.Single(Observable.Range(0, int.MaxValue).Any(x => x == 10), true);
        AggregationRecord.Single(Observable.Range(0, int.MaxValue).All(x => x < 10), false);
        AggregationRecord.Single(Observable.Range(0, int.MaxValue).Contains(10), true);
        AggregationRecord.Single(Observable.Range(0, int.MaxValue).IsEmpty(), false);
    }

    [Fact]
    public void EarlyAnswer_DisposesForeignSource_AndIgnoresLaterMessages()
    {
        var source = new AggregationTestSource<int>();
        var o = new RecordingObserver<bool>();
        source.Any(x => x > 1).Subscribe(o);
        source.OnNext(1);
        Assert.True(source.HasObservers);
        source.OnNext(2);
        Assert.False(source.HasObservers);
        Assert.Equal([true], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void ThrowingPredicateOrComparer_BecomesOnError()
    {
        var error = new InvalidOperationException();
        Assert.Same(error, AggregationRecord.Fails<bool, InvalidOperationException>(Observable.Range(0, int.MaxValue).Any(_ => throw error)));
        Assert.Same(error, AggregationRecord.Fails<bool, InvalidOperationException>(Observable.Range(0, int.MaxValue).All(_ => throw error)));
        var throwing = EqualityComparer<int>.Create((_, _) => throw error, _ => 0);
        Assert.Same(error, AggregationRecord.Fails<bool, InvalidOperationException>(Observable.Range(0, int.MaxValue).Contains(3, throwing)));
    }

    [Fact]
    public void UpstreamError_IsForwarded()
    {
        var error = new InvalidOperationException();
        var failing = Observable.Throw<int>(error);
        Assert.Same(error, AggregationRecord.Fails<bool, InvalidOperationException>(failing.Any()));
        Assert.Same(error, AggregationRecord.Fails<bool, InvalidOperationException>(failing.Any(_ => true)));
        Assert.Same(error, AggregationRecord.Fails<bool, InvalidOperationException>(failing.All(_ => true)));
        Assert.Same(error, AggregationRecord.Fails<bool, InvalidOperationException>(failing.Contains(1)));
        Assert.Same(error, AggregationRecord.Fails<bool, InvalidOperationException>(failing.IsEmpty()));
    }

    [Fact]
    public void DisposeMidStream_SendsNothing()
    {
        var source = new AggregationTestSource<int>();
        var o = new RecordingObserver<bool>();
        var subscription = source.All(x => x < 10).Subscribe(o);
        source.OnNext(1);
        subscription.Dispose();
        Assert.False(source.HasObservers);
        source.OnCompleted();
        Assert.False(o.IsTerminated);
    }

    [Fact]
    public void Arguments_AreValidated()
    {
        IObservable<int> nullSource = null!;
        var source = Observable.Return(1);
        Assert.Throws<ArgumentNullException>("source", () => nullSource.Any());
        Assert.Throws<ArgumentNullException>("source", () => nullSource.Any(_ => true));
        Assert.Throws<ArgumentNullException>("predicate", () => source.Any(null!));
        Assert.Throws<ArgumentNullException>("predicate", () => source.All(null!));
        Assert.Throws<ArgumentNullException>("source", () => nullSource.All(_ => true));
        Assert.Throws<ArgumentNullException>("source", () => nullSource.Contains(1));
        Assert.Throws<ArgumentNullException>("comparer", () => source.Contains(1, null!));
        Assert.Throws<ArgumentNullException>("source", () => nullSource.IsEmpty());
    }
}
