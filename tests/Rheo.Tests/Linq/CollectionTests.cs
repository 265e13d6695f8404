using Rheo;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class CollectionTests
{
    private static IObservable<string> Words() => Observable.Range(0, 5).Select(i => new[] { "apple", "avocado", "banana", "blueberry", "cherry" }[i]);

    [Fact]
    public void ToList_ToArray()
    {
        var list = AggregationRecord.Of(Observable.Range(0, 4).ToList());
        Assert.Equal([0, 1, 2, 3], list.Values.Single());
        Assert.True(list.Completed);
        Assert.Equal([0, 1, 2, 3], AggregationRecord.Of(Observable.Range(0, 4).ToArray()).Values.Single());
        Assert.Empty(AggregationRecord.Of(Observable.Empty<int>().ToList()).Values.Single());
        Assert.Empty(AggregationRecord.Of(Observable.Empty<int>().ToArray()).Values.Single());
    }

    [Fact]
    public void ToList_EachSubscriptionGetsItsOwnList()
    {
        var source = Observable.Range(0, 2).ToList();
        Assert.NotSame(AggregationRecord.Of(source).Values.Single(), AggregationRecord.Of(source).Values.Single());
    }

    [Fact]
    public void ToDictionary_AllOverloads()
    {
        var byInitial = AggregationRecord.Of(Words().Where(w => w[1] != 'v' && w[1] != 'l').ToDictionary(w => w[0])).Values.Single();
        Assert.Equal("apple", byInitial['a']);
        Assert.Equal(3, byInitial.Count);
        var ignoreCase = AggregationRecord.Of(Observable.Return("Key").ToDictionary(w => w, StringComparer.OrdinalIgnoreCase)).Values.Single();
        Assert.True(ignoreCase.ContainsKey("KEY"));
        var lengths = AggregationRecord.Of(Words().ToDictionary(w => w, w => w.Length)).Values.Single();
        Assert.Equal(9, lengths["blueberry"]);
        var both = AggregationRecord.Of(Words().ToDictionary(w => w.ToUpperInvariant(), w => w.Length, StringComparer.OrdinalIgnoreCase)).Values.Single();
        Assert.Equal(6, both["cherry"]);
    }

    [Fact]
    public void ToDictionary_DuplicateKey_BecomesOnError_AndStopsTheSource()
    {
        AggregationRecord.Fails<IDictionary<int, int>, ArgumentException>(Observable.Range(0, int.MaxValue).ToDictionary(x => x % 3));
        AggregationRecord.Fails<IDictionary<string, int>, ArgumentNullException>(Observable.Return(1).ToDictionary(_ => (string)null!));
    }

    [Fact]
    public void ToLookup_AllOverloads()
    {
        var byInitial = AggregationRecord.Of(Words().ToLookup(w => w[0])).Values.Single();
        Assert.Equal(3, byInitial.Count);
        Assert.Equal(["apple", "avocado"], byInitial['a']);
        Assert.Empty(byInitial['z']);
        Assert.True(byInitial.Contains('c'));
        Assert.False(byInitial.Contains('z'));
        Assert.Equal(['a', 'b', 'c'], byInitial.Select(g => g.Key));
        Assert.Equal(["banana", "blueberry"], byInitial.ElementAt(1));

        var ignoreCase = AggregationRecord.Of(Observable.Range(0, 2).Select(i => i == 0 ? "k" : "K").ToLookup(w => w, StringComparer.OrdinalIgnoreCase)).Values.Single();
        Assert.Equal(["k", "K"], ignoreCase["K"]);
        var lengths = AggregationRecord.Of(Words().ToLookup(w => w[0], w => w.Length)).Values.Single();
        Assert.Equal([6, 9], lengths['b']);
        var both = AggregationRecord.Of(Words().ToLookup(w => w.Substring(0, 1), w => w.Length, StringComparer.OrdinalIgnoreCase)).Values.Single();
        Assert.Equal([5, 7], both["A"]);
        var empty = AggregationRecord.Of(Observable.Empty<int>().ToLookup(x => x)).Values.Single();
        Assert.Equal(0, empty.Count);
    }

    [Fact]
    public void ThrowingSelectors_AndUpstreamError_BecomeOnError()
    {
        var error = new InvalidOperationException();
        Assert.Same(error, AggregationRecord.Fails<IDictionary<int, int>, InvalidOperationException>(Observable.Range(0, 3).ToDictionary<int, int>(_ => throw error)));
        Assert.Same(error, AggregationRecord.Fails<IDictionary<int, int>, InvalidOperationException>(Observable.Range(0, 3).ToDictionary<int, int, int>(x => x, _ => throw error)));
        Assert.Same(error, AggregationRecord.Fails<ILookup<int, int>, InvalidOperationException>(Observable.Range(0, 3).ToLookup<int, int>(_ => throw error)));
        Assert.Same(error, AggregationRecord.Fails<ILookup<int, int>, InvalidOperationException>(Observable.Range(0, 3).ToLookup<int, int, int>(x => x, _ => throw error)));
        Assert.Same(error, AggregationRecord.Fails<IList<int>, InvalidOperationException>(Observable.Throw<int>(error).ToList()));
        Assert.Same(error, AggregationRecord.Fails<int[], InvalidOperationException>(Observable.Throw<int>(error).ToArray()));
        Assert.Same(error, AggregationRecord.Fails<IDictionary<int, int>, InvalidOperationException>(Observable.Throw<int>(error).ToDictionary(x => x)));
        Assert.Same(error, AggregationRecord.Fails<ILookup<int, int>, InvalidOperationException>(Observable.Throw<int>(error).ToLookup(x => x)));
    }

    [Fact]
    public void DisposeMidStream_SendsNothing()
    {
        var source = new AggregationTestSource<int>();
        var o = new RecordingObserver<IList<int>>();
        var subscription = source.ToList().Subscribe(o);
        source.OnNext(1);
        subscription.Dispose();
        Assert.False(source.HasObservers);
        source.OnCompleted();
        Assert.False(o.IsTerminated);
    }

    [Fact]
    public void Arguments_AreValidated()
    {
        IObservable<string> nullSource = null!;
        var source = Observable.Return("a");
        Assert.Throws<ArgumentNullException>("source", () => nullSource.ToList());
        Assert.Throws<ArgumentNullException>("source", () => nullSource.ToArray());
        Assert.Throws<ArgumentNullException>("source", () => nullSource.ToDictionary(w => w));
        Assert.Throws<ArgumentNullException>("keySelector", () => source.ToDictionary<string, string>(null!));
        Assert.Throws<ArgumentNullException>("comparer", () => source.ToDictionary(w => w, (IEqualityComparer<string>)null!));
        Assert.Throws<ArgumentNullException>("elementSelector", () => source.ToDictionary(w => w, (Func<string, int>)null!));
        Assert.Throws<ArgumentNullException>("comparer", () => source.ToDictionary(w => w, w => w, null!));
        Assert.Throws<ArgumentNullException>("source", () => nullSource.ToLookup(w => w));
        Assert.Throws<ArgumentNullException>("keySelector", () => source.ToLookup<string, string>(null!));
        Assert.Throws<ArgumentNullException>("comparer", () => source.ToLookup(w => w, (IEqualityComparer<string>)null!));
        Assert.Throws<ArgumentNullException>("elementSelector", () => source.ToLookup(w => w, (Func<string, int>)null!));
        Assert.Throws<ArgumentNullException>("comparer", () => source.ToLookup(w => w, w => w, null!));
    }
}
