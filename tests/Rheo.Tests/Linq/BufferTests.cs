using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class BufferTests
{
    private static List<int[]> Run(IObservable<IList<int>> source, out RecordingObserver<IList<int>> o)
    {
        o = new RecordingObserver<IList<int>>();
        source.Subscribe(o);
        return o.Values.Select(b => b.ToArray()).ToList();
    }

    [Fact]
    public void Count_EmitsFullListsThenTheRest()
    {
        var lists = Run(Observable.Range(0, 7).Buffer(3), out var o);
        Assert.Equal([[0, 1, 2], [3, 4, 5], [6]], lists);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Count_ExactMultiple_HasNoEmptyTail()
    {
        var lists = Run(Observable.Range(0, 6).Buffer(3), out _);
        Assert.Equal([[0, 1, 2], [3, 4, 5]], lists);
    }

    [Fact]
    public void Count_EmitsAsSoonAsFull_AndEachListIsNew()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<IList<int>>();
        source.Buffer(2).Subscribe(o);
        source.OnNext(1);
        Assert.Empty(o.Values);
        source.OnNext(2);
        Assert.Single(o.Values);
        source.OnNext(3);
        source.OnNext(4);
        Assert.NotSame(o.Values[0], o.Values[1]);
        Assert.Equal([1, 2], o.Values[0]);
    }

    [Fact]
    public void Overlapping_SkipSmallerThanCount()
    {
        var lists = Run(Observable.Range(0, 5).Buffer(3, 1), out var o);
        Assert.Equal([[0, 1, 2], [1, 2, 3], [2, 3, 4], [3, 4], [4]], lists);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Gaps_SkipLargerThanCount()
    {
        var lists = Run(Observable.Range(0, 8).Buffer(2, 3), out _);
        Assert.Equal([[0, 1], [3, 4], [6, 7]], lists);
        var tail = Run(Observable.Range(0, 7).Buffer(2, 3), out _);
        Assert.Equal([[0, 1], [3, 4], [6]], tail);
    }

    [Fact]
    public void SkipEqualToCount_IsBufferCount()
    {
        var lists = Run(Observable.Range(0, 5).Buffer(2, 2), out _);
        Assert.Equal([[0, 1], [2, 3], [4]], lists);
    }

    [Fact]
    public void EmptyAndError()
    {
        Assert.Empty(Run(Observable.Empty<int>().Buffer(2), out var e));
        Assert.True(e.Completed);
        Assert.Empty(Run(Observable.Empty<int>().Buffer(2, 1), out _));
        var error = new InvalidOperationException();
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<IList<int>>();
        source.Buffer(2, 1).Subscribe(o);
        source.OnNext(1);
        source.OnError(error);
        Assert.Empty(o.Values);
        Assert.Same(error, o.Error);
        var x = new RecordingObserver<IList<int>>();
        Observable.Throw<int>(error).Buffer(3).Subscribe(x);
        Assert.Same(error, x.Error);
    }

    [Fact]
    public void DisposeDuringCompletionFlush_StopsTheFlush()
    {
        var lists = new RecordingObserver<IList<int>>();
        Observable.Range(0, 3).Buffer(3, 1).Take(2).Subscribe(lists);
        Assert.Equal(2, lists.Values.Count);
        Assert.True(lists.Completed);
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<IList<int>>();
        var d = source.Buffer(1).Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        source.OnNext(2);
        Assert.Single(o.Values);
        Assert.Equal(1, source.Disposals);
        var s2 = new SingleOpsSource<int>();
        s2.Buffer(2, 1).Subscribe(o).Dispose();
        Assert.Equal(1, s2.Disposals);
    }

    [Fact]
    public void BadArguments_Throw()
    {
        var s = Observable.Range(0, 1);
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Buffer(1));
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Buffer(1, 1));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => s.Buffer(0));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => s.Buffer(-1));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => s.Buffer(0, 1));
        Assert.Throws<ArgumentOutOfRangeException>("skip", () => s.Buffer(1, 0));
    }

    [Fact]
    public void Count_EachListIsAListOfItsOwn_OfReferencesToo()
    {
        // The values are written into the list that is emitted, and the next value starts a new one: the lists are
        // List<T> as in Rx.NET, independent of each other and of what comes after them.
        var o = new RecordingObserver<IList<string>>();
        Observable.Range(0, 5).Select(i => "v" + i).Buffer(2).Subscribe(o);
        Assert.All(o.Values, list => Assert.IsType<List<string>>(list));
        Assert.Equal([["v0", "v1"], ["v2", "v3"], ["v4"]], o.Values.Select(l => l.ToArray()).ToArray());
        o.Values[0].Add("extra");
        Assert.Equal(["v2", "v3"], o.Values[1]);
        Assert.Single(o.Values[2]);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Count_ReentrantValueFromTheObserver_GoesIntoTheNextList()
    {
        var subject = new Rheo.Subjects.Subject<int>();
        var lists = new List<int[]>();
        subject.Buffer(2).Subscribe(list =>
        {
            lists.Add(list.ToArray());
            if (list[0] == 1)
            {
                subject.OnNext(3);
            }
        });
        subject.OnNext(1);
        subject.OnNext(2);
        subject.OnNext(4);
        subject.OnCompleted();
        Assert.Equal([[1, 2], [3, 4]], lists);
    }

    [Fact]
    public void Count_AboveTheGatheringLimit_StillBuffers()
    {
        var lists = Run(Observable.Range(0, 70_001).Buffer(70_000), out var o);
        Assert.Equal(2, lists.Count);
        Assert.Equal(70_000, lists[0].Length);
        Assert.Equal(69_999, lists[0][^1]);
        Assert.Equal([70_000], lists[1]);
        Assert.True(o.Completed);
    }
}
