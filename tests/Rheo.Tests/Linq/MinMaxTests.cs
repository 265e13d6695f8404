using Rheo;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class MinMaxTests
{
    private static IObservable<T> Of<T>(params T[] values) => Observable.Range(0, values.Length).Select(i => values[i]);

    [Fact]
    public void Numeric_MinMax()
    {
        AggregationRecord.Single(Of(3, 1, 2).Min(), 1);
        AggregationRecord.Single(Of(3, 1, 2).Max(), 3);
        AggregationRecord.Single(Of(3L, 1L, 2L).Min(), 1L);
        AggregationRecord.Single(Of(3L, 1L, 2L).Max(), 3L);
        AggregationRecord.Single(Of(3f, 1f, 2f).Min(), 1f);
        AggregationRecord.Single(Of(3f, 1f, 2f).Max(), 3f);
        AggregationRecord.Single(Of(3.0, 1.0, 2.0).Min(), 1.0);
        AggregationRecord.Single(Of(3.0, 1.0, 2.0).Max(), 3.0);
        AggregationRecord.Single(Of(3m, 1m, 2m).Min(), 1m);
        AggregationRecord.Single(Of(3m, 1m, 2m).Max(), 3m);
        AggregationRecord.Single(Of<int?>(null, 3, 1, null).Min(), 1);
        AggregationRecord.Single(Of<int?>(null, 3, 1, null).Max(), 3);
        AggregationRecord.Single(Of<long?>(null, 3, 1).Min(), 1L);
        AggregationRecord.Single(Of<float?>(null, 3, 1).Max(), 3f);
        AggregationRecord.Single(Of<double?>(2, null, 1).Min(), 1.0);
        AggregationRecord.Single(Of<decimal?>(2, null, 5).Max(), 5m);
    }

    [Fact]
    public void Numeric_Selectors()
    {
        var words = Of("ccc", "a", "bb");
        AggregationRecord.Single(words.Min(w => w.Length), 1);
        AggregationRecord.Single(words.Max(w => (long)w.Length), 3L);
        AggregationRecord.Single(words.Max(w => (float)w.Length), 3f);
        AggregationRecord.Single(words.Min(w => (double)w.Length), 1.0);
        AggregationRecord.Single(words.Max(w => (decimal)w.Length), 3m);
        AggregationRecord.Single(words.Min(w => w == "a" ? null : (int?)w.Length), 2);
        AggregationRecord.Single(words.Max(w => (long?)null), (long?)null);
        AggregationRecord.Single(words.Min(w => (float?)w.Length), 1f);
        AggregationRecord.Single(words.Max(w => (double?)w.Length), 3.0);
        AggregationRecord.Single(words.Min(w => (decimal?)w.Length), 1m);
    }

    [Fact]
    public void NaN_Wins_AsInRx()
    {
        AggregationRecord.Single(Of(1.0, double.NaN, 2.0).Max(), double.NaN);
        AggregationRecord.Single(Of(1.0, double.NaN, 2.0).Min(), double.NaN);
        AggregationRecord.Single(Of(double.NaN, 1.0).Max(), double.NaN);
        AggregationRecord.Single(Of(1f, float.NaN).Max(), float.NaN);
        AggregationRecord.Single(Of<double?>(1.0, null, double.NaN, 3.0).Max(), double.NaN);
        AggregationRecord.Single(Of<float?>(1f, float.NaN, null).Min(), float.NaN);
    }

    [Fact]
    public void Empty_ValueTypes_Fail_NullablesAndReferences_YieldNull()
    {
        var error = AggregationRecord.Fails<int, InvalidOperationException>(Observable.Empty<int>().Min());
        Assert.Equal("Sequence contains no elements.", error.Message);
        AggregationRecord.Fails<double, InvalidOperationException>(Observable.Empty<double>().Max());
        AggregationRecord.Fails<TimeSpan, InvalidOperationException>(Observable.Empty<TimeSpan>().Max());
        AggregationRecord.Single(Observable.Empty<int?>().Min(), (int?)null);
        AggregationRecord.Single(Observable.Empty<string>().Max(), (string?)null);
        AggregationRecord.Single(Of<string?>(null, null).Min(), (string?)null);
    }

    [Fact]
    public void Generic_WithDefaultAndCustomComparer_SkipsNulls()
    {
        AggregationRecord.Single(Of("b", null, "a", "c").Min(), "a");
        AggregationRecord.Single(Of("b", null, "a", "c").Max(), "c");
        AggregationRecord.Single(Of(TimeSpan.FromSeconds(2), TimeSpan.FromSeconds(1)).Min(), TimeSpan.FromSeconds(1));
        var byLength = Comparer<string>.Create((x, y) => x.Length.CompareTo(y.Length));
        AggregationRecord.Single(Of("bb", "a", "ccc", "dd").Min(byLength), "a");
        AggregationRecord.Single(Of("bb", "ccc", "a", "eee").Max(byLength), "ccc");
        AggregationRecord.Single(Of("bb", "a").Max(w => w), "bb");
        AggregationRecord.Single(Of(1, 22, 3).Min(x => x.ToString(), byLength), "1");
        AggregationRecord.Single(Of(1, 22, 3).Max(x => x.ToString(), byLength), "22");
    }

    [Fact]
    public void ThrowingComparerOrSelector_BecomesOnError_AndDisposesSource()
    {
        var error = new InvalidOperationException();
        var source = new AggregationTestSource<string>();
        var o = new RecordingObserver<string>();
        source.Max(Comparer<string>.Create((_, _) => throw error)).Subscribe(o);
        source.OnNext("a");
        source.OnNext("b");
        Assert.Same(error, o.Error);
        Assert.False(source.HasObservers);
        o.AssertGrammar();
        Assert.Same(error, AggregationRecord.Fails<int, InvalidOperationException>(Of(1).Min(new Func<int, int>(_ => throw error))));
        Assert.Same(error, AggregationRecord.Fails<string, InvalidOperationException>(Of(1).Max<int, string>(_ => throw error)));
    }

    [Fact]
    public void UpstreamError_And_DisposeMidStream()
    {
        var error = new InvalidOperationException();
        Assert.Same(error, AggregationRecord.Fails<int, InvalidOperationException>(Observable.Throw<int>(error).Min()));
        var source = new AggregationTestSource<int>();
        var o = new RecordingObserver<int>();
        var subscription = source.Max().Subscribe(o);
        source.OnNext(1);
        subscription.Dispose();
        Assert.False(source.HasObservers);
        source.OnCompleted();
        Assert.False(o.IsTerminated);
    }

    [Fact]
    public void MinBy_MaxBy_ReturnAllExtremes()
    {
        var words = Of("bb", "a", "ccc", "d", "eee");
        Assert.Equal(["a", "d"], AggregationRecord.Of(words.MinBy(w => w.Length)).Values.Single());
        Assert.Equal(["ccc", "eee"], AggregationRecord.Of(words.MaxBy(w => w.Length)).Values.Single());
        var reversed = Comparer<int>.Create((x, y) => y.CompareTo(x));
        Assert.Equal(["ccc", "eee"], AggregationRecord.Of(words.MinBy(w => w.Length, reversed)).Values.Single());
        Assert.Equal(["a", "d"], AggregationRecord.Of(words.MaxBy(w => w.Length, reversed)).Values.Single());
        var empty = AggregationRecord.Of(Observable.Empty<string>().MaxBy(w => w.Length));
        Assert.Empty(empty.Values.Single());
        Assert.True(empty.Completed);
    }

    [Fact]
    public void MinBy_MaxBy_Errors()
    {
        var error = new InvalidOperationException();
        Assert.Same(error, AggregationRecord.Fails<IList<int>, InvalidOperationException>(Of(1, 2).MinBy<int, int>(_ => throw error)));
        Assert.Same(error, AggregationRecord.Fails<IList<int>, InvalidOperationException>(Of(1, 2).MaxBy(x => x, Comparer<int>.Create((_, _) => throw error))));
        Assert.Same(error, AggregationRecord.Fails<IList<int>, InvalidOperationException>(Observable.Throw<int>(error).MaxBy(x => x)));
    }

    [Fact]
    public void Arguments_AreValidated()
    {
        IObservable<string> nullSource = null!;
        var source = Of("a");
        Assert.Throws<ArgumentNullException>("source", () => nullSource.Min());
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Max());
        Assert.Throws<ArgumentNullException>("comparer", () => source.Min((IComparer<string>)null!));
        Assert.Throws<ArgumentNullException>("selector", () => source.Max((Func<string, int>)null!));
        Assert.Throws<ArgumentNullException>("selector", () => source.Max((Func<string, string>)null!));
        Assert.Throws<ArgumentNullException>("comparer", () => source.Max(w => w, null!));
        Assert.Throws<ArgumentNullException>("keySelector", () => source.MinBy<string, int>(null!));
        Assert.Throws<ArgumentNullException>("comparer", () => source.MaxBy(w => w, null!));
        Assert.Throws<ArgumentNullException>("source", () => nullSource.MaxBy(w => w));
    }
}
