using Rheo;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class FirstLastSingleTests
{
    private static readonly IObservable<int> Empty = Observable.Empty<int>();

    [Fact]
    public void FirstAsync_Values()
    {
        AggregationRecord.Single(Observable.Range(5, 3).FirstAsync(), 5);
        AggregationRecord.Single(Observable.Range(5, 3).FirstAsync(x => x > 5), 6);
        AggregationRecord.Single(Observable.Range(5, 3).FirstOrDefaultAsync(), 5);
        AggregationRecord.Single(Observable.Range(5, 3).FirstOrDefaultAsync(x => x > 5), 6);
        AggregationRecord.Single(Empty.FirstOrDefaultAsync(), 0);
        AggregationRecord.Single(Observable.Range(5, 3).FirstOrDefaultAsync(x => x > 50), 0);
    }

    [Fact]
    public void FirstAsync_StopsAnInfiniteSynchronousSource()
    {
        AggregationRecord.Single(Observable.Range(0, int.MaxValue).Where(_ => true).FirstAsync(), 0);
        AggregationRecord.Single(Observable.Range(0, int.MaxValue).FirstAsync(x => x == 3), 3);
        AggregationRecord.Single(Observable.Range(0, int.MaxValue).FirstOrDefaultAsync(), 0);
        AggregationRecord.Single(Observable.Range(0, int.MaxValue).FirstOrDefaultAsync(x => x == 3), 3);
    }

    [Fact]
    public void FirstAsync_DisposesForeignSource_AfterFirstValue()
    {
        var source = new AggregationTestSource<int>();
        var o = new RecordingObserver<int>();
        source.FirstAsync().Subscribe(o);
        source.OnNext(1);
        Assert.False(source.HasObservers);
        source.OnNext(2);
        Assert.Equal([1], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void LastAsync_Values()
    {
        AggregationRecord.Single(Observable.Range(5, 3).LastAsync(), 7);
        AggregationRecord.Single(Observable.Range(5, 3).LastAsync(x => x < 7), 6);
        AggregationRecord.Single(Observable.Range(5, 3).LastOrDefaultAsync(), 7);
        AggregationRecord.Single(Observable.Range(5, 3).LastOrDefaultAsync(x => x < 7), 6);
        AggregationRecord.Single(Empty.LastOrDefaultAsync(), 0);
        AggregationRecord.Single(Observable.Range(5, 3).LastOrDefaultAsync(x => x > 50), 0);
    }

    [Fact]
    public void SingleAsync_Values()
    {
        AggregationRecord.Single(Observable.Return(5).SingleAsync(), 5);
        AggregationRecord.Single(Observable.Range(5, 3).SingleAsync(x => x == 6), 6);
        AggregationRecord.Single(Observable.Return(5).SingleOrDefaultAsync(), 5);
        AggregationRecord.Single(Observable.Range(5, 3).SingleOrDefaultAsync(x => x == 6), 6);
        AggregationRecord.Single(Empty.SingleOrDefaultAsync(), 0);
        AggregationRecord.Single(Observable.Range(5, 3).SingleOrDefaultAsync(x => x > 50), 0);
    }

    [Fact]
    public void Empty_Fails_WithLinqMessages()
    {
        const string none = "Sequence contains no elements.";
        const string noMatch = "Sequence contains no matching element.";
        Assert.Equal(none, AggregationRecord.Fails<int, InvalidOperationException>(Empty.FirstAsync()).Message);
        Assert.Equal(noMatch, AggregationRecord.Fails<int, InvalidOperationException>(Observable.Range(0, 3).FirstAsync(x => x > 5)).Message);
        Assert.Equal(none, AggregationRecord.Fails<int, InvalidOperationException>(Empty.LastAsync()).Message);
        Assert.Equal(noMatch, AggregationRecord.Fails<int, InvalidOperationException>(Observable.Range(0, 3).LastAsync(x => x > 5)).Message);
        Assert.Equal(none, AggregationRecord.Fails<int, InvalidOperationException>(Empty.SingleAsync()).Message);
        Assert.Equal(noMatch, AggregationRecord.Fails<int, InvalidOperationException>(Observable.Range(0, 3).SingleAsync(x => x > 5)).Message);
    }

    [Fact]
    public void Single_SecondElement_FailsAtOnce_AndStopsTheSource()
    {
        Assert.Equal(
            "Sequence contains more than one element.",
            AggregationRecord.Fails<int, InvalidOperationException>(Observable.Range(0, int.MaxValue).SingleAsync()).Message);
        Assert.Equal(
            "Sequence contains more than one matching element.",
            AggregationRecord.Fails<int, InvalidOperationException>(Observable.Range(0, int.MaxValue).SingleAsync(x => x % 2 == 0)).Message);
        AggregationRecord.Fails<int, InvalidOperationException>(Observable.Range(0, int.MaxValue).SingleOrDefaultAsync());
        AggregationRecord.Fails<int, InvalidOperationException>(Observable.Range(0, int.MaxValue).SingleOrDefaultAsync(x => x > 2));
    }

    [Fact]
    public void ThrowingPredicate_And_UpstreamError()
    {
        var error = new InvalidOperationException();
        Assert.Same(error, AggregationRecord.Fails<int, InvalidOperationException>(Observable.Range(0, int.MaxValue).FirstAsync(_ => throw error)));
        Assert.Same(error, AggregationRecord.Fails<int, InvalidOperationException>(Observable.Range(0, int.MaxValue).LastOrDefaultAsync(_ => throw error)));
        Assert.Same(error, AggregationRecord.Fails<int, InvalidOperationException>(Observable.Range(0, int.MaxValue).SingleAsync(_ => throw error)));
        var failing = Observable.Throw<int>(error);
        Assert.Same(error, AggregationRecord.Fails<int, InvalidOperationException>(failing.FirstOrDefaultAsync()));
        Assert.Same(error, AggregationRecord.Fails<int, InvalidOperationException>(failing.LastAsync()));
        Assert.Same(error, AggregationRecord.Fails<int, InvalidOperationException>(failing.SingleOrDefaultAsync()));
    }

    [Fact]
    public void DisposeMidStream_SendsNothing()
    {
        var source = new AggregationTestSource<int>();
        var o = new RecordingObserver<int>();
        var subscription = source.LastAsync().Subscribe(o);
        source.OnNext(1);
        subscription.Dispose();
        Assert.False(source.HasObservers);
        source.OnCompleted();
        Assert.False(o.IsTerminated);
    }

    [Fact]
    public void Blocking_Values()
    {
        Assert.Equal(5, Observable.Range(5, 3).First());
        Assert.Equal(6, Observable.Range(5, 3).First(x => x > 5));
        Assert.Equal(0, Empty.FirstOrDefault());
        Assert.Equal(0, Observable.Range(5, 3).FirstOrDefault(x => x > 50));
        Assert.Equal(7, Observable.Range(5, 3).Last());
        Assert.Equal(6, Observable.Range(5, 3).Last(x => x < 7));
        Assert.Equal(0, Empty.LastOrDefault());
        Assert.Equal(7, Observable.Range(5, 3).LastOrDefault(x => x > 5));
        Assert.Equal(5, Observable.Return(5).Single());
        Assert.Equal(6, Observable.Range(5, 3).Single(x => x == 6));
        Assert.Equal(0, Empty.SingleOrDefault());
        Assert.Equal(0, Observable.Range(5, 3).SingleOrDefault(x => x == 60));
        Assert.Equal(7, Observable.Range(5, 3).Wait());
    }

    [Fact]
    public void Blocking_First_StopsAnInfiniteSynchronousSource()
    {
        Assert.Equal(0, Observable.Range(0, int.MaxValue).Where(_ => true).First());
        Assert.Equal(4, Observable.Range(0, int.MaxValue).FirstOrDefault(x => x == 4));
        Assert.Throws<InvalidOperationException>(() => Observable.Range(0, int.MaxValue).Single());
        Assert.Throws<InvalidOperationException>(() => Observable.Range(0, int.MaxValue).SingleOrDefault(x => x > 3));
    }

    [Fact]
    public void Blocking_Errors_AreThrown()
    {
        Assert.Equal("Sequence contains no elements.", Assert.Throws<InvalidOperationException>(() => Empty.First()).Message);
        Assert.Equal("Sequence contains no matching element.", Assert.Throws<InvalidOperationException>(() => Observable.Range(0, 3).Last(x => x > 3)).Message);
        Assert.Equal("Sequence contains no elements.", Assert.Throws<InvalidOperationException>(() => Empty.Wait()).Message);
        Assert.Equal("Sequence contains no elements.", Assert.Throws<InvalidOperationException>(() => Empty.Single()).Message);
        Assert.Equal("Sequence contains more than one matching element.", Assert.Throws<InvalidOperationException>(() => Observable.Range(0, 3).Single(x => x > 0)).Message);
        var error = new FormatException();
        Assert.Same(error, Assert.Throws<FormatException>(() => Observable.Throw<int>(error).First()));
        Assert.Same(error, Assert.Throws<FormatException>(() => Observable.Throw<int>(error).LastOrDefault()));
        Assert.Same(error, Assert.Throws<FormatException>(() => Observable.Throw<int>(error).Wait()));
        Assert.Same(error, Assert.Throws<FormatException>(() => Observable.Range(0, 3).FirstOrDefault(_ => throw error)));
        Assert.Same(error, Assert.Throws<FormatException>(() => Observable.Range(0, 3).Single(_ => throw error)));
    }

    [Fact]
    public void Arguments_AreValidated()
    {
        IObservable<int> nullSource = null!;
        var source = Observable.Return(1);
        Assert.Throws<ArgumentNullException>("source", () => nullSource.FirstAsync());
        Assert.Throws<ArgumentNullException>("predicate", () => source.FirstAsync(null!));
        Assert.Throws<ArgumentNullException>("source", () => nullSource.FirstOrDefaultAsync());
        Assert.Throws<ArgumentNullException>("predicate", () => source.FirstOrDefaultAsync(null!));
        Assert.Throws<ArgumentNullException>("source", () => nullSource.LastAsync());
        Assert.Throws<ArgumentNullException>("predicate", () => source.LastAsync(null!));
        Assert.Throws<ArgumentNullException>("predicate", () => source.LastOrDefaultAsync(null!));
        Assert.Throws<ArgumentNullException>("source", () => nullSource.SingleAsync());
        Assert.Throws<ArgumentNullException>("predicate", () => source.SingleAsync(null!));
        Assert.Throws<ArgumentNullException>("predicate", () => source.SingleOrDefaultAsync(null!));
        Assert.Throws<ArgumentNullException>("source", () => nullSource.First());
        Assert.Throws<ArgumentNullException>("predicate", () => source.First(null!));
        Assert.Throws<ArgumentNullException>("source", () => nullSource.FirstOrDefault());
        Assert.Throws<ArgumentNullException>("predicate", () => source.LastOrDefault(null!));
        Assert.Throws<ArgumentNullException>("source", () => nullSource.Last());
        Assert.Throws<ArgumentNullException>("source", () => nullSource.Single());
        Assert.Throws<ArgumentNullException>("predicate", () => source.SingleOrDefault(null!));
        Assert.Throws<ArgumentNullException>("source", () => nullSource.Wait());
    }
}
