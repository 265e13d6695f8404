using Rheo;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class AggregateTests
{
    private static readonly IObservable<int> Empty = Observable.Empty<int>();

    [Fact]
    public void Aggregate_WithoutSeed_FoldsFromFirst()
    {
        AggregationRecord.Single(Observable.Range(1, 4).Aggregate((a, x) => a * 10 + x), 1234);
        AggregationRecord.Single(Observable.Return(7).Aggregate((_, _) => throw new InvalidOperationException()), 7);
    }

    [Fact]
    public void Aggregate_WithoutSeed_Empty_Fails()
    {
        var error = AggregationRecord.Fails<int, InvalidOperationException>(Empty.Aggregate((a, x) => a + x));
        Assert.Equal("Sequence contains no elements.", error.Message);
    }

    [Fact]
    public void Aggregate_WithSeed_AndResultSelector()
    {
        AggregationRecord.Single(Observable.Range(1, 3).Aggregate("s", (a, x) => a + x), "s123");
        AggregationRecord.Single(Empty.Aggregate("s", (a, x) => a + x), "s");
        AggregationRecord.Single(Observable.Range(1, 3).Aggregate(0, (a, x) => a + x, a => a * 2), 12);
        AggregationRecord.Single(Empty.Aggregate(5, (a, x) => a + x, a => a * 2), 10);
    }

    [Fact]
    public void Aggregate_ThrowingAccumulator_FailsAndDisposesSource()
    {
        var error = new InvalidOperationException("acc");
        var source = new AggregationTestSource<int>();
        var o = new RecordingObserver<int>();
        source.Aggregate(0, (a, x) => x == 2 ? throw error : a + x).Subscribe(o);
        source.OnNext(1);
        source.OnNext(2);
        Assert.Same(error, o.Error);
        Assert.False(source.HasObservers);
        source.OnNext(3);
        source.OnCompleted();
        Assert.Empty(o.Values);
        o.AssertGrammar();

        Assert.Same(error, AggregationRecord.Fails<int, InvalidOperationException>(Observable.Range(1, 3).Aggregate((a, x) => throw error)));
        Assert.Same(error, AggregationRecord.Fails<int, InvalidOperationException>(Observable.Range(1, 3).Aggregate<int, int, int>(0, (a, x) => a + x, _ => throw error)));
    }

    [Fact]
    public void Aggregate_UpstreamError_IsForwarded()
    {
        var error = new InvalidOperationException();
        Assert.Same(error, AggregationRecord.Fails<int, InvalidOperationException>(Observable.Throw<int>(error).Aggregate((a, x) => a + x)));
        Assert.Same(error, AggregationRecord.Fails<int, InvalidOperationException>(Observable.Throw<int>(error).Aggregate(0, (a, x) => a + x)));
        Assert.Same(error, AggregationRecord.Fails<int, InvalidOperationException>(Observable.Throw<int>(error).Aggregate(0, (a, x) => a + x, a => a)));
    }

    [Fact]
    public void Count_And_LongCount()
    {
        AggregationRecord.Single(Observable.Range(0, 1000).Count(), 1000);
        AggregationRecord.Single(Empty.Count(), 0);
        AggregationRecord.Single(Observable.Range(0, 1000).Count(x => x % 3 == 0), 334);
        AggregationRecord.Single(Observable.Range(0, 1000).LongCount(), 1000L);
        AggregationRecord.Single(Empty.LongCount(), 0L);
        AggregationRecord.Single(Observable.Range(0, 1000).LongCount(x => x % 3 == 0), 334L);
    }

    [Fact]
    public void Count_ThrowingPredicate_And_UpstreamError()
    {
        var error = new InvalidOperationException();
        Assert.Same(error, AggregationRecord.Fails<int, InvalidOperationException>(Observable.Range(0, 5).Count(_ => throw error)));
        Assert.Same(error, AggregationRecord.Fails<long, InvalidOperationException>(Observable.Range(0, 5).LongCount(_ => throw error)));
        Assert.Same(error, AggregationRecord.Fails<int, InvalidOperationException>(Observable.Throw<int>(error).Count()));
        Assert.Same(error, AggregationRecord.Fails<long, InvalidOperationException>(Observable.Throw<int>(error).LongCount()));
    }

    [Fact]
    public void Count_DisposeMidStream_DisposesSource_AndSendsNothing()
    {
        var source = new AggregationTestSource<int>();
        var o = new RecordingObserver<int>();
        var subscription = source.Count().Subscribe(o);
        source.OnNext(1);
        subscription.Dispose();
        Assert.False(source.HasObservers);
        source.OnCompleted();
        Assert.Empty(o.Values);
        Assert.False(o.Completed);
    }

    [Fact]
    public void Result_DownstreamDisposingOnValue_GetsNoSecondTerminal()
    {
        // Take(1) disposes the aggregate when the value arrives and completes by itself: the aggregate must
        // not complete it a second time.
        var o = AggregationRecord.Of(Observable.Range(0, 3).Count().Take(1));
        Assert.Equal([3], o.Values);
        Assert.Equal(1, o.TerminalCount);
        var any = AggregationRecord.Of(Observable.Range(0, 3).Any().Take(1));
        Assert.Equal([true], any.Values);
        Assert.Equal(1, any.TerminalCount);
    }

    [Fact]
    public void Arguments_AreValidated()
    {
        IObservable<int> nullSource = null!;
        var source = Observable.Return(1);
        Assert.Throws<ArgumentNullException>("source", () => nullSource.Aggregate((a, x) => a));
        Assert.Throws<ArgumentNullException>("accumulator", () => source.Aggregate(null!));
        Assert.Throws<ArgumentNullException>("source", () => nullSource.Aggregate(0, (a, x) => a));
        Assert.Throws<ArgumentNullException>("accumulator", () => source.Aggregate(0, (Func<int, int, int>)null!));
        Assert.Throws<ArgumentNullException>("resultSelector", () => source.Aggregate(0, (a, x) => a, (Func<int, int>)null!));
        Assert.Throws<ArgumentNullException>("source", () => nullSource.Count());
        Assert.Throws<ArgumentNullException>("predicate", () => source.Count(null!));
        Assert.Throws<ArgumentNullException>("source", () => nullSource.LongCount());
        Assert.Throws<ArgumentNullException>("predicate", () => source.LongCount(null!));
    }
}
