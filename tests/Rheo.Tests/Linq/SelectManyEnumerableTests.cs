using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class SelectManyEnumerableTests
{
    [Fact]
    public void FlattensSequences_AllForms()
    {
        var a = new RecordingObserver<int>();
        Observable.Range(1, 2).SelectMany(x => new[] { x, x * 10 }).Subscribe(a);
        Assert.Equal([1, 10, 2, 20], a.Values);
        Assert.True(a.Completed);
        a.AssertGrammar();
        var b = new RecordingObserver<int>();
        Observable.Range(1, 2).SelectMany((x, i) => Enumerable.Repeat(i, x)).Subscribe(b);
        Assert.Equal([0, 1, 1], b.Values);
        var c = new RecordingObserver<string>();
        Observable.Range(1, 2).SelectMany(x => new[] { "a", "b" }, (x, s) => $"{x}{s}").Subscribe(c);
        Assert.Equal(["1a", "1b", "2a", "2b"], c.Values);
        var d = new RecordingObserver<string>();
        Observable.Range(1, 2).SelectMany((x, i) => new[] { "a", "b" }, (x, i, s, j) => $"{x}{i}{s}{j}").Subscribe(d);
        Assert.Equal(["10a0", "10b1", "21a0", "21b1"], d.Values);
    }

    [Fact]
    public void EmptyAndError()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 2).SelectMany(_ => Array.Empty<int>()).Subscribe(o);
        Assert.Empty(o.Values);
        Assert.True(o.Completed);
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        Observable.Throw<int>(error).SelectMany(x => new[] { x }).Subscribe(e);
        Assert.Same(error, e.Error);
    }

    [Fact]
    public void ThrowingSelectorEnumerationOrResultSelector_IsOnError()
    {
        var error = new InvalidOperationException();
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        source.SelectMany(x => x == 1 ? throw error : new[] { x }).Subscribe(o);
        source.OnNext(0);
        source.OnNext(1);
        source.OnNext(2);
        Assert.Equal([0], o.Values);
        Assert.Same(error, o.Error);
        Assert.Equal(1, source.Disposals);
        o.AssertGrammar();

        IEnumerable<int> Failing()
        {
            yield return 1;
            throw error;
        }

        var f = new RecordingObserver<int>();
        Observable.Range(0, 2).SelectMany(_ => Failing()).Subscribe(f);
        Assert.Equal([1], f.Values);
        Assert.Same(error, f.Error);
        var r = new RecordingObserver<int>();
        Observable.Range(0, 2).SelectMany(_ => new[] { 1, 2 }, (x, c) => c == 2 ? throw error : c).Subscribe(r);
        Assert.Equal([1], r.Values);
        Assert.Same(error, r.Error);
    }

    [Fact]
    public void DisposeMidSequence_StopsEnumeratingAndDisposesEnumerator()
    {
        var enumeratorDisposed = false;
        var produced = 0;
        IEnumerable<int> Many()
        {
            try
            {
                for (var i = 0; ; i++)
                {
                    produced++;
                    yield return i;
                }
            }
            finally
            {
                enumeratorDisposed = true;
            }
        }

        var o = new RecordingObserver<int>();
        Observable.Range(0, 1).SelectMany(_ => Many()).Take(3).Subscribe(o);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.True(enumeratorDisposed);
        Assert.Equal(3, produced);
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        var d = source.SelectMany(x => new[] { x }).Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        source.OnNext(2);
        Assert.Equal([1], o.Values);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void NullArguments_Throw()
    {
        var s = Observable.Range(0, 1);
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).SelectMany(x => new[] { x }));
        Assert.Throws<ArgumentNullException>("selector", () => s.SelectMany((Func<int, IEnumerable<int>>)null!));
        Assert.Throws<ArgumentNullException>("selector", () => s.SelectMany((Func<int, int, IEnumerable<int>>)null!));
        Assert.Throws<ArgumentNullException>("collectionSelector", () => s.SelectMany((Func<int, IEnumerable<int>>)null!, (x, c) => c));
        Assert.Throws<ArgumentNullException>("resultSelector", () => s.SelectMany(x => new[] { x }, (Func<int, int, int>)null!));
        Assert.Throws<ArgumentNullException>("resultSelector", () => s.SelectMany((x, i) => new[] { x }, (Func<int, int, int, int, int>)null!));
    }

    [Fact]
    public void Dictionary_ItemsInTheDictionarysOrder_AllForms()
    {
        var map = new Dictionary<int, string> { [3] = "c", [1] = "a", [2] = "b" };
        map.Remove(1);
        map[7] = "g";
        var expected = map.ToList();
        var plain = new RecordingObserver<KeyValuePair<int, string>>();
        Observable.Range(0, 2).SelectMany(_ => map).Subscribe(plain);
        Assert.Equal([.. expected, .. expected], plain.Values);
        Assert.True(plain.Completed);
        plain.AssertGrammar();
        var indexed = new RecordingObserver<KeyValuePair<int, string>>();
        Observable.Range(0, 1).SelectMany((_, i) => map).Subscribe(indexed);
        Assert.Equal(expected, indexed.Values);
        var pair = new RecordingObserver<string>();
        Observable.Range(0, 1).SelectMany(_ => map, (x, kv) => kv.Value + x).Subscribe(pair);
        Assert.Equal(expected.Select(kv => kv.Value + "0"), pair.Values);
    }

    [Fact]
    public void Dictionary_ChangedDuringTheWalk_IsOnErrorAndDisposesUpstream()
    {
        var map = new Dictionary<int, int> { [1] = 1, [2] = 2 };
        var source = new SingleOpsSource<Dictionary<int, int>>();
        var o = new RecordingObserver<KeyValuePair<int, int>>();
        source.SelectMany(m => m).Do(kv => map[kv.Key + 10] = 0).Subscribe(o);
        source.OnNext(map);
        Assert.Equal([new KeyValuePair<int, int>(1, 1)], o.Values);
        Assert.IsType<InvalidOperationException>(o.Error);
        Assert.Equal(1, source.Disposals);
        o.AssertGrammar();
    }

    [Fact]
    public void Dictionary_DisposedMidWalk_StopsAndEmptyDictionaryGivesNothing()
    {
        var map = Enumerable.Range(0, 10).ToDictionary(i => i, i => i * i);
        var o = new RecordingObserver<KeyValuePair<int, int>>();
        Observable.Return(map).SelectMany(m => m).Take(3).Subscribe(o);
        Assert.Equal(map.Take(3), o.Values);
        Assert.True(o.Completed);
        var empty = new RecordingObserver<KeyValuePair<int, int>>();
        Observable.Range(0, 3).SelectMany(_ => new Dictionary<int, int>()).Subscribe(empty);
        Assert.Empty(empty.Values);
        Assert.True(empty.Completed);
    }

    [Fact]
    public void Dictionary_DerivedTypeWithItsOwnEnumeration_IsEnumeratedThroughIt()
    {
        var map = new ReversedDictionary { [1] = 1, [2] = 2, [3] = 3 };
        var o = new RecordingObserver<KeyValuePair<int, int>>();
        Observable.Range(0, 1).SelectMany(_ => map).Subscribe(o);
        Assert.Equal([3, 2, 1], o.Values.Select(kv => kv.Key));
    }

    /// <summary>A dictionary that re-implements its enumeration (last key first).</summary>
    private sealed class ReversedDictionary : Dictionary<int, int>, IEnumerable<KeyValuePair<int, int>>
    {
        IEnumerator<KeyValuePair<int, int>> IEnumerable<KeyValuePair<int, int>>.GetEnumerator()
        {
            var items = new List<KeyValuePair<int, int>>();
            foreach (var item in (Dictionary<int, int>)this)
            {
                items.Add(item);
            }

            items.Reverse();
            return items.GetEnumerator();
        }
    }
}
