using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class GroupByUntilTests
{
    [Fact]
    public void DurationClosesGroup_NextValueOpensANewOne()
    {
        var source = new SingleOpsSource<int>();
        var durations = new List<SingleOpsSource<int>>();
        var r = new GroupingRecorder<IGroupedObservable<int, int>, int>();
        source.GroupByUntil(x => x % 2, _ =>
        {
            var d = new SingleOpsSource<int>();
            durations.Add(d);
            return d;
        }).Subscribe(r);
        source.OnNext(0);
        source.OnNext(2);
        durations[0].OnNext(99);
        Assert.True(r.Groups[0].Observer.Completed);
        Assert.Equal(1, durations[0].Disposals);
        source.OnNext(4);
        source.OnCompleted();
        Assert.Equal(2, r.Groups.Count);
        Assert.Equal([0, 2], r.Groups[0].Observer.Values);
        Assert.Equal([4], r.Groups[1].Observer.Values);
        Assert.True(r.Groups[1].Observer.Completed);
        Assert.True(r.Outer.Completed);
        r.Outer.AssertGrammar();
    }

    [Fact]
    public void DurationCompletion_AlsoClosesTheGroup()
    {
        var r = new GroupingRecorder<IGroupedObservable<int, int>, int>();
        // Each group's duration is its own second value: groups of two per key.
        Observable.Range(0, 6).GroupByUntil(x => x % 2, g => g.Skip(1).Take(1)).Subscribe(r);
        Assert.Equal([0, 1, 0, 1], r.Groups.Select(g => g.Group.Key));
        Assert.Equal([0, 2], r.Groups[0].Observer.Values);
        Assert.Equal([4], r.Groups[2].Observer.Values);
        Assert.True(r.Outer.Completed);
    }

    [Fact]
    public void ElementSelectorComparerAndCapacityForms()
    {
        var words = new[] { "apple", "Avocado", "banana" };
        var a = new GroupingRecorder<IGroupedObservable<string, int>, int>();
        words.ToSource().GroupByUntil(w => w[..1], w => w.Length, _ => Observable.Never<int>(), StringComparer.OrdinalIgnoreCase).Subscribe(a);
        Assert.Equal([5, 7], a.Groups[0].Observer.Values);
        var b = new GroupingRecorder<IGroupedObservable<string, int>, int>();
        words.ToSource().GroupByUntil(w => w[..1], w => w.Length, _ => Observable.Never<int>()).Subscribe(b);
        Assert.Equal(3, b.Groups.Count);
        var c = new GroupingRecorder<IGroupedObservable<string, string>, string>();
        words.ToSource().GroupByUntil(w => w[..1], _ => Observable.Never<int>(), StringComparer.OrdinalIgnoreCase).Subscribe(c);
        Assert.Equal(2, c.Groups.Count);
        var d = new GroupingRecorder<IGroupedObservable<string, int>, int>();
        words.ToSource().GroupByUntil(w => w[..1], w => w.Length, _ => Observable.Never<int>(), 8, StringComparer.OrdinalIgnoreCase).Subscribe(d);
        Assert.Equal(2, d.Groups.Count);
        var e = new GroupingRecorder<IGroupedObservable<string, int>, int>();
        words.ToSource().GroupByUntil(w => w[..1], w => w.Length, _ => Observable.Never<int>(), 8).Subscribe(e);
        Assert.Equal(3, e.Groups.Count);
        var f = new GroupingRecorder<IGroupedObservable<string, string>, string>();
        words.ToSource().GroupByUntil(w => w[..1], _ => Observable.Never<int>(), 8, StringComparer.OrdinalIgnoreCase).Subscribe(f);
        Assert.Equal(2, f.Groups.Count);
        var g = new GroupingRecorder<IGroupedObservable<string, string>, string>();
        words.ToSource().GroupByUntil(w => w[..1], _ => Observable.Never<int>(), 8).Subscribe(g);
        Assert.Equal(3, g.Groups.Count);
    }

    [Fact]
    public void EmptyAndError()
    {
        var o = new RecordingObserver<IGroupedObservable<int, int>>();
        Observable.Empty<int>().GroupByUntil(x => x, _ => Observable.Never<int>()).Subscribe(o);
        Assert.True(o.Completed);
        var error = new InvalidOperationException();
        var source = new SingleOpsSource<int>();
        var r = new GroupingRecorder<IGroupedObservable<int, int>, int>();
        source.GroupByUntil(x => x, _ => Observable.Never<int>()).Subscribe(r);
        source.OnNext(1);
        source.OnError(error);
        Assert.Same(error, r.Groups[0].Observer.Error);
        Assert.Same(error, r.Outer.Error);
    }

    [Fact]
    public void DurationError_IsOnError_EverywhereAndStopsSource()
    {
        var error = new InvalidOperationException();
        var source = new SingleOpsSource<int>();
        var duration = new SingleOpsSource<int>();
        var r = new GroupingRecorder<IGroupedObservable<int, int>, int>();
        source.GroupByUntil(x => x, _ => duration).Subscribe(r);
        source.OnNext(1);
        duration.OnError(error);
        source.OnNext(1);
        Assert.Same(error, r.Groups[0].Observer.Error);
        Assert.Same(error, r.Outer.Error);
        Assert.Equal(1, source.Disposals);
        r.Outer.AssertGrammar();
    }

    [Fact]
    public void ThrowingCallbacks_AreOnError()
    {
        var error = new InvalidOperationException();
        var k = new RecordingObserver<IGroupedObservable<int, int>>();
        Observable.Range(0, 3).GroupByUntil(x => x == 1 ? throw error : x, _ => Observable.Never<int>()).Subscribe(k);
        Assert.Single(k.Values);
        Assert.Same(error, k.Error);
        var e = new RecordingObserver<IGroupedObservable<int, int>>();
        Observable.Range(0, 3).GroupByUntil(x => x, x => x == 1 ? throw error : x, _ => Observable.Never<int>()).Subscribe(e);
        Assert.Same(error, e.Error);
        var d = new RecordingObserver<IGroupedObservable<int, int>>();
        Observable.Range(0, 3).GroupByUntil(x => x, g => g.Key == 1 ? throw error : Observable.Never<int>()).Subscribe(d);
        Assert.Single(d.Values);
        Assert.Same(error, d.Error);
        var c = new RecordingObserver<IGroupedObservable<int, int>>();
        Observable.Range(0, 3).GroupByUntil(x => x % 1, _ => Observable.Never<int>(), new DistinctTests.ThrowingComparer(error)).Subscribe(c);
        Assert.Same(error, c.Error);
    }

    [Fact]
    public void DisposingOuterAndGroups_DisposesSourceAndDurations()
    {
        var source = new SingleOpsSource<int>();
        var duration = new SingleOpsSource<int>();
        var r = new GroupingRecorder<IGroupedObservable<int, int>, int>();
        var outer = source.GroupByUntil(x => x, _ => duration).Subscribe(r);
        source.OnNext(1);
        outer.Dispose();
        Assert.Equal(0, source.Disposals);
        r.Groups[0].Subscription.Dispose();
        Assert.Equal(1, source.Disposals);
        Assert.Equal(1, duration.Disposals);
    }

    [Fact]
    public void DisposeMidStream_WithoutGroupSubscriptions_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<IGroupedObservable<int, int>>();
        var d = source.GroupByUntil(x => x, _ => Observable.Never<int>()).Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        source.OnNext(2);
        Assert.Single(o.Values);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void ConcurrentDurations_KeepGroupsSerialized()
    {
        const int rounds = 2_000;
        var source = new SingleOpsSource<int>();
        var durations = new List<SingleOpsSource<int>>();
        var r = new GroupingRecorder<IGroupedObservable<int, int>, int>();
        source.GroupByUntil(x => 0, _ =>
        {
            var d = new SingleOpsSource<int>();
            lock (durations)
            {
                durations.Add(d);
            }

            return d;
        }).Subscribe(r);
        using var go = new ManualResetEventSlim();
        var closer = new Thread(() =>
        {
            go.WaitWithin();
            for (var i = 0; i < rounds; i++)
            {
                SingleOpsSource<int>[] open;
                lock (durations)
                {
                    open = [.. durations];
                }

                foreach (var d in open)
                {
                    d.OnCompleted();
                }
            }
        });
        closer.Start();
        go.Set();
        for (var i = 0; i < rounds * 10; i++)
        {
            source.OnNext(i);
        }

        Assert.True(closer.Join(Bounded.Timeout));
        source.OnCompleted();
        Assert.Equal(rounds * 10, r.Groups.Sum(g => g.Observer.Values.Count));
        Assert.All(r.Groups, g =>
        {
            Assert.True(g.Observer.Completed);
            g.Observer.AssertGrammar();
        });
        r.Outer.AssertGrammar();
    }

    [Fact]
    public void BadArguments_Throw()
    {
        var s = Observable.Range(0, 1);
        Func<IGroupedObservable<int, int>, IObservable<int>> never = _ => Observable.Never<int>();
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).GroupByUntil(x => x, never));
        Assert.Throws<ArgumentNullException>("keySelector", () => s.GroupByUntil((Func<int, int>)null!, never));
        Assert.Throws<ArgumentNullException>("durationSelector", () => s.GroupByUntil(x => x, (Func<IGroupedObservable<int, int>, IObservable<int>>)null!));
        Assert.Throws<ArgumentNullException>("elementSelector", () => s.GroupByUntil(x => x, (Func<int, int>)null!, never));
        Assert.Throws<ArgumentNullException>("comparer", () => s.GroupByUntil(x => x, never, (IEqualityComparer<int>)null!));
        Assert.Throws<ArgumentNullException>("comparer", () => s.GroupByUntil(x => x, x => x, never, null!));
        Assert.Throws<ArgumentOutOfRangeException>("capacity", () => s.GroupByUntil(x => x, never, -1));
        Assert.Throws<ArgumentOutOfRangeException>("capacity", () => s.GroupByUntil(x => x, never, -1, EqualityComparer<int>.Default));
        Assert.Throws<ArgumentOutOfRangeException>("capacity", () => s.GroupByUntil(x => x, x => x, never, -1));
        Assert.Throws<ArgumentOutOfRangeException>("capacity", () => s.GroupByUntil(x => x, x => x, never, -1, EqualityComparer<int>.Default));
    }
}
