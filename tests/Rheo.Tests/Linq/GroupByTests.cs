using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class GroupByTests
{
    [Fact]
    public void GroupsValuesByKey_InOrderOfFirstKey()
    {
        var r = new GroupingRecorder<IGroupedObservable<int, int>, int>();
        Observable.Range(0, 7).GroupBy(x => x % 3).Subscribe(r);
        Assert.Equal([0, 1, 2], r.Groups.Select(g => g.Group.Key));
        Assert.Equal([0, 3, 6], r.Groups[0].Observer.Values);
        Assert.Equal([1, 4], r.Groups[1].Observer.Values);
        Assert.Equal([2, 5], r.Groups[2].Observer.Values);
        Assert.All(r.Groups, g => Assert.True(g.Observer.Completed));
        Assert.True(r.Outer.Completed);
        r.Outer.AssertGrammar();
    }

    [Fact]
    public void ElementSelectorComparerAndCapacityForms()
    {
        var words = new[] { "apple", "Avocado", "banana", "Blueberry" };
        var e = new GroupingRecorder<IGroupedObservable<char, int>, int>();
        words.ToSource().GroupBy(w => char.ToLowerInvariant(w[0]), w => w.Length).Subscribe(e);
        Assert.Equal([5, 7], e.Groups[0].Observer.Values);
        var c = new GroupingRecorder<IGroupedObservable<string, string>, string>();
        words.ToSource().GroupBy(w => w[..1], StringComparer.OrdinalIgnoreCase).Subscribe(c);
        Assert.Equal(["a", "b"], c.Groups.Select(g => g.Group.Key));
        Assert.Equal(["banana", "Blueberry"], c.Groups[1].Observer.Values);
        var ec = new GroupingRecorder<IGroupedObservable<string, int>, int>();
        words.ToSource().GroupBy(w => w[..1], w => w.Length, StringComparer.OrdinalIgnoreCase).Subscribe(ec);
        Assert.Equal([6, 9], ec.Groups[1].Observer.Values);
        var k = new GroupingRecorder<IGroupedObservable<int, int>, int>();
        Observable.Range(0, 4).GroupBy(x => x % 2, 16).Subscribe(k);
        Assert.Equal(2, k.Groups.Count);
        var kc = new GroupingRecorder<IGroupedObservable<string, string>, string>();
        words.ToSource().GroupBy(w => w[..1], 4, StringComparer.OrdinalIgnoreCase).Subscribe(kc);
        Assert.Equal(2, kc.Groups.Count);
        var ke = new GroupingRecorder<IGroupedObservable<int, string>, string>();
        Observable.Range(0, 4).GroupBy(x => x % 2, x => $"{x}", 2).Subscribe(ke);
        Assert.Equal(["1", "3"], ke.Groups[1].Observer.Values);
        var kec = new GroupingRecorder<IGroupedObservable<string, int>, int>();
        words.ToSource().GroupBy(w => w[..1], w => w.Length, 2, StringComparer.OrdinalIgnoreCase).Subscribe(kec);
        Assert.Equal([5, 7], kec.Groups[0].Observer.Values);
    }

    [Fact]
    public void ComposesWithSelectMany_CountPerGroup()
    {
        var o = new RecordingObserver<(int Key, int Count)>();
        Observable.Range(0, 10)
            .GroupBy(x => x % 2)
            .SelectMany(g => g.Scan(0, (n, _) => n + 1).TakeLast(1).Select(n => (g.Key, n)))
            .Subscribe(o);
        Assert.Equal([(0, 5), (1, 5)], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void NullKey_HasItsOwnGroup()
    {
        var r = new GroupingRecorder<IGroupedObservable<string?, string?>, string?>();
        new[] { "a", null, "a", null }.ToSource().GroupBy(x => x).Subscribe(r);
        Assert.Equal(["a", null], r.Groups.Select(g => g.Group.Key));
        Assert.Equal([null, null], r.Groups[1].Observer.Values);
    }

    [Fact]
    public void GroupIsHot_AndReplaysOnlyTheTerminal()
    {
        var source = new SingleOpsSource<int>();
        var groups = new List<IGroupedObservable<int, int>>();
        source.GroupBy(x => x % 2).Subscribe(groups.Add);
        source.OnNext(0);
        var late = new RecordingObserver<int>();
        groups[0].Subscribe(late);
        source.OnNext(2);
        var second = new RecordingObserver<int>();
        groups[0].Subscribe(second);
        source.OnNext(4);
        source.OnCompleted();
        Assert.Equal([2, 4], late.Values);
        Assert.Equal([4], second.Values);
        var afterEnd = new RecordingObserver<int>();
        groups[0].Subscribe(afterEnd);
        Assert.True(afterEnd.Completed);
    }

    [Fact]
    public void EmptyAndError()
    {
        var o = new RecordingObserver<IGroupedObservable<int, int>>();
        Observable.Empty<int>().GroupBy(x => x).Subscribe(o);
        Assert.True(o.Completed);
        var error = new InvalidOperationException();
        var source = new SingleOpsSource<int>();
        var r = new GroupingRecorder<IGroupedObservable<int, int>, int>();
        source.GroupBy(x => x).Subscribe(r);
        source.OnNext(1);
        source.OnError(error);
        Assert.Same(error, r.Groups[0].Observer.Error);
        Assert.Same(error, r.Outer.Error);
    }

    [Fact]
    public void ThrowingKeySelectorElementSelectorOrComparer_IsOnError_EverywhereAndStopsSource()
    {
        var error = new InvalidOperationException();
        var source = new SingleOpsSource<int>();
        var r = new GroupingRecorder<IGroupedObservable<int, int>, int>();
        source.GroupBy(x => x == 2 ? throw error : x).Subscribe(r);
        source.OnNext(1);
        source.OnNext(2);
        source.OnNext(3);
        Assert.Single(r.Groups);
        Assert.Same(error, r.Groups[0].Observer.Error);
        Assert.Same(error, r.Outer.Error);
        Assert.Equal(1, source.Disposals);
        r.Outer.AssertGrammar();

        var e = new GroupingRecorder<IGroupedObservable<int, int>, int>();
        Observable.Range(0, 3).GroupBy(x => x, x => x == 1 ? throw error : x).Subscribe(e);
        Assert.Equal([0], e.Groups[0].Observer.Values);
        Assert.Same(error, e.Groups[1].Observer.Error);
        Assert.Same(error, e.Outer.Error);

        var c = new RecordingObserver<IGroupedObservable<int, int>>();
        Observable.Range(0, 3).GroupBy(x => x % 1, new DistinctTests.ThrowingComparer(error)).Subscribe(c);
        Assert.Same(error, c.Error);
    }

    [Fact]
    public void DisposingOuter_KeepsSourceWhileGroupsAreSubscribed()
    {
        var source = new SingleOpsSource<int>();
        var r = new GroupingRecorder<IGroupedObservable<int, int>, int>();
        var outer = source.GroupBy(x => x % 2).Subscribe(r);
        source.OnNext(0);
        outer.Dispose();
        Assert.Equal(0, source.Disposals);
        source.OnNext(2);
        source.OnNext(1);
        Assert.Equal([0, 2], r.Groups[0].Observer.Values);
        Assert.Single(r.Groups);
        r.Groups[0].Subscription.Dispose();
        Assert.Equal(1, source.Disposals);
        source.OnNext(4);
        Assert.Equal([0, 2], r.Groups[0].Observer.Values);
        Assert.False(r.Outer.IsTerminated);
    }

    [Fact]
    public void DisposeMidStream_WithoutGroupSubscriptions_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<IGroupedObservable<int, int>>();
        var d = source.GroupBy(x => x).Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        source.OnNext(2);
        Assert.Single(o.Values);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void BadArguments_Throw()
    {
        var s = Observable.Range(0, 1);
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).GroupBy(x => x));
        Assert.Throws<ArgumentNullException>("keySelector", () => s.GroupBy((Func<int, int>)null!));
        Assert.Throws<ArgumentNullException>("comparer", () => s.GroupBy(x => x, (IEqualityComparer<int>)null!));
        Assert.Throws<ArgumentNullException>("elementSelector", () => s.GroupBy(x => x, (Func<int, int>)null!));
        Assert.Throws<ArgumentNullException>("comparer", () => s.GroupBy(x => x, x => x, null!));
        Assert.Throws<ArgumentOutOfRangeException>("capacity", () => s.GroupBy(x => x, -1));
        Assert.Throws<ArgumentOutOfRangeException>("capacity", () => s.GroupBy(x => x, -1, EqualityComparer<int>.Default));
        Assert.Throws<ArgumentOutOfRangeException>("capacity", () => s.GroupBy(x => x, x => x, -1));
        Assert.Throws<ArgumentOutOfRangeException>("capacity", () => s.GroupBy(x => x, x => x, -1, EqualityComparer<int>.Default));
    }
}
