using Rheo;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class SumTests
{
    private sealed record Item(int I, long L, float F, double D, decimal M, int? NI, long? NL, float? NF, double? ND, decimal? NM);

    private static readonly Item[] Items =
    [
        new(1, 10, 1.5f, 2.5, 1.25m, 1, null, 0.5f, null, 2m),
        new(2, 20, 2.5f, 3.5, 2.25m, null, 5, null, 1.5, null),
        new(3, 30, 3.5f, 4.5, 3.25m, 3, 7, 1.5f, 2.5, 4m),
    ];

    private static IObservable<T> Of<T>(params T[] values) => Observable.Range(0, values.Length).Select(i => values[i]);

    [Fact]
    public void Sum_AllNumericTypes()
    {
        AggregationRecord.Single(Of(1, 2, 3).Sum(), 6);
        AggregationRecord.Single(Of(1L, 2L, 3L).Sum(), 6L);
        AggregationRecord.Single(Of(1.5f, 2.5f).Sum(), 4f);
        AggregationRecord.Single(Of(1.5, 2.5).Sum(), 4.0);
        AggregationRecord.Single(Of(1.5m, 2.5m).Sum(), 4m);
        AggregationRecord.Single(Of<int?>(1, null, 3).Sum(), 4);
        AggregationRecord.Single(Of<long?>(1, null, 3).Sum(), 4L);
        AggregationRecord.Single(Of<float?>(1, null, 3).Sum(), 4f);
        AggregationRecord.Single(Of<double?>(1, null, 3).Sum(), 4.0);
        AggregationRecord.Single(Of<decimal?>(1, null, 3).Sum(), 4m);
    }

    [Fact]
    public void Sum_WithSelectors()
    {
        var items = Of(Items);
        AggregationRecord.Single(items.Sum(x => x.I), 6);
        AggregationRecord.Single(items.Sum(x => x.L), 60L);
        AggregationRecord.Single(items.Sum(x => x.F), 7.5f);
        AggregationRecord.Single(items.Sum(x => x.D), 10.5);
        AggregationRecord.Single(items.Sum(x => x.M), 6.75m);
        AggregationRecord.Single(items.Sum(x => x.NI), 4);
        AggregationRecord.Single(items.Sum(x => x.NL), 12L);
        AggregationRecord.Single(items.Sum(x => x.NF), 2f);
        AggregationRecord.Single(items.Sum(x => x.ND), 4.0);
        AggregationRecord.Single(items.Sum(x => x.NM), 6m);
    }

    [Fact]
    public void Sum_Empty_IsZero_EvenForNullables()
    {
        AggregationRecord.Single(Observable.Empty<int>().Sum(), 0);
        AggregationRecord.Single(Observable.Empty<double>().Sum(), 0.0);
        AggregationRecord.Single(Observable.Empty<int?>().Sum(), 0);
        AggregationRecord.Single(Observable.Empty<decimal?>().Sum(), 0m);
        AggregationRecord.Single(Of<long?>(null, null).Sum(), 0L);
    }

    [Fact]
    public void Sum_Overflow_BecomesOnError_AndStopsTheSource()
    {
        AggregationRecord.Fails<int, OverflowException>(Of(int.MaxValue, 1).Sum());
        AggregationRecord.Fails<long, OverflowException>(Of(long.MaxValue, 1L).Sum());
        AggregationRecord.Fails<int?, OverflowException>(Of<int?>(int.MinValue, null, -1).Sum());
        AggregationRecord.Fails<decimal, OverflowException>(Of(decimal.MaxValue, decimal.MaxValue).Sum());
        AggregationRecord.Fails<int, OverflowException>(Observable.Range(0, int.MaxValue).Sum());
        AggregationRecord.Fails<double, OverflowException>(Of(long.MaxValue, 1L).Average());
    }

    [Fact]
    public void Sum_Float_AccumulatesInDouble()
    {
        // 2^24 + 1 is not a float; summing in float would lose every 1.
        var values = Enumerable.Repeat(1f, 1000).Prepend(16_777_216f).ToArray();
        AggregationRecord.Single(Of(values).Sum(), (float)(16_777_216.0 + 1000));
    }

    [Fact]
    public void Average_AllNumericTypes()
    {
        AggregationRecord.Single(Of(1, 2).Average(), 1.5);
        AggregationRecord.Single(Of(1L, 2L).Average(), 1.5);
        AggregationRecord.Single(Of(1f, 2f).Average(), 1.5f);
        AggregationRecord.Single(Of(1.0, 2.0).Average(), 1.5);
        AggregationRecord.Single(Of(1m, 2m).Average(), 1.5m);
        AggregationRecord.Single(Of<int?>(1, null, 2).Average(), 1.5);
        AggregationRecord.Single(Of<long?>(1, null, 2).Average(), 1.5);
        AggregationRecord.Single(Of<float?>(1, null, 2).Average(), 1.5f);
        AggregationRecord.Single(Of<double?>(1, null, 2).Average(), 1.5);
        AggregationRecord.Single(Of<decimal?>(1, null, 2).Average(), 1.5m);
        AggregationRecord.Single(Of(1m, 2m, 2m).Average(), 5m / 3m);
    }

    [Fact]
    public void Average_WithSelectors()
    {
        var items = Of(Items);
        AggregationRecord.Single(items.Average(x => x.I), 2.0);
        AggregationRecord.Single(items.Average(x => x.L), 20.0);
        AggregationRecord.Single(items.Average(x => x.F), 2.5f);
        AggregationRecord.Single(items.Average(x => x.D), 3.5);
        AggregationRecord.Single(items.Average(x => x.M), 2.25m);
        AggregationRecord.Single(items.Average(x => x.NI), 2.0);
        AggregationRecord.Single(items.Average(x => x.NL), 6.0);
        AggregationRecord.Single(items.Average(x => x.NF), 1f);
        AggregationRecord.Single(items.Average(x => x.ND), 2.0);
        AggregationRecord.Single(items.Average(x => x.NM), 3m);
    }

    [Fact]
    public void Average_Empty_FailsOrYieldsNull()
    {
        var error = AggregationRecord.Fails<double, InvalidOperationException>(Observable.Empty<int>().Average());
        Assert.Equal("Sequence contains no elements.", error.Message);
        AggregationRecord.Fails<decimal, InvalidOperationException>(Observable.Empty<decimal>().Average());
        AggregationRecord.Fails<float, InvalidOperationException>(Observable.Empty<Item>().Average(x => x.F));
        AggregationRecord.Single(Observable.Empty<int?>().Average(), (double?)null);
        AggregationRecord.Single(Of<float?>(null, null).Average(), (float?)null);
    }

    [Fact]
    public void ThrowingSelector_BecomesOnError()
    {
        var error = new InvalidOperationException();
        var source = new AggregationTestSource<int>();
        var o = new RecordingObserver<int>();
        source.Sum(x => x == 2 ? throw error : x).Subscribe(o);
        source.OnNext(1);
        source.OnNext(2);
        Assert.Same(error, o.Error);
        Assert.False(source.HasObservers);
        o.AssertGrammar();
        Assert.Same(error, AggregationRecord.Fails<double?, InvalidOperationException>(Of(1).Average(new Func<int, int?>(_ => throw error))));
        Assert.Same(error, AggregationRecord.Fails<decimal?, InvalidOperationException>(Of(1).Sum(new Func<int, decimal?>(_ => throw error))));
    }

    [Fact]
    public void UpstreamError_And_DisposeMidStream()
    {
        var error = new InvalidOperationException();
        Assert.Same(error, AggregationRecord.Fails<long, InvalidOperationException>(Observable.Throw<long>(error).Sum()));
        Assert.Same(error, AggregationRecord.Fails<double, InvalidOperationException>(Observable.Throw<double>(error).Average()));

        var source = new AggregationTestSource<double>();
        var o = new RecordingObserver<double>();
        var subscription = source.Average().Subscribe(o);
        source.OnNext(1);
        subscription.Dispose();
        Assert.False(source.HasObservers);
        source.OnCompleted();
        Assert.Empty(o.Values);
        Assert.False(o.IsTerminated);
    }

    [Fact]
    public void Arguments_AreValidated()
    {
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Sum());
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<decimal?>)null!).Average());
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<Item>)null!).Sum(x => x.F));
        Assert.Throws<ArgumentNullException>("selector", () => Of(Items).Sum((Func<Item, long>)null!));
        Assert.Throws<ArgumentNullException>("selector", () => Of(Items).Average((Func<Item, double?>)null!));
    }
}
