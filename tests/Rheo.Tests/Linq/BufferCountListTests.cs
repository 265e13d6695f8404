using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

/// <summary>
/// <c>Buffer(count)</c> writes values straight into the list it will emit: each list handed downstream is a
/// <see cref="List{T}"/> of its own whose count is exactly its values, as in Rx.NET.
/// </summary>
public class BufferCountListTests
{
    [Fact]
    public void FullLists_HaveExactlyTheirValues_AndGrowWhenTheObserverAddsToThem()
    {
        var o = new RecordingObserver<IList<string>>();
        Observable.Range(0, 7).Select(i => "v" + i).Buffer(3).Subscribe(o);
        Assert.Equal(3, o.Values.Count);
        var first = Assert.IsType<List<string>>(o.Values[0]);
        Assert.Equal(["v0", "v1", "v2"], first);
        first.Add("extra");
        first[0] = "changed";
        Assert.Equal(["changed", "v1", "v2", "extra"], first);
        Assert.Equal(["v3", "v4", "v5"], o.Values[1]);
        Assert.Equal(["v6"], o.Values[2]);
        Assert.True(o.Completed);
    }

    [Fact]
    public void PartialListAtCompletion_HoldsOnlyItsValues()
    {
        var o = new RecordingObserver<IList<int>>();
        Observable.Range(1, 3).Buffer(10_000).Subscribe(o);
        var tail = Assert.IsType<List<int>>(Assert.Single(o.Values));
        Assert.Equal([1, 2, 3], tail);
        Assert.True(tail.Capacity < 10_000, "the last, partial list does not keep room for a whole buffer");
        Assert.True(o.Completed);
    }

    [Fact]
    public void ErrorMidBuffer_DropsThePartialList_AndTheNextSubscriptionStartsEmpty()
    {
        var error = new InvalidOperationException();
        var source = new SingleOpsSource<int>();
        var buffered = source.Buffer(3);
        var o = new RecordingObserver<IList<int>>();
        buffered.Subscribe(o);
        source.OnNext(1);
        source.OnNext(2);
        source.OnNext(3);
        source.OnNext(4);
        source.OnError(error);
        Assert.Equal([[1, 2, 3]], o.Values.Select(l => l.ToArray()));
        Assert.Same(error, o.Error);

        var again = new RecordingObserver<IList<int>>();
        Observable.Range(10, 4).Buffer(3).Subscribe(again);
        Assert.Equal([[10, 11, 12], [13]], again.Values.Select(l => l.ToArray()));
    }

    [Fact]
    public void CountAboveTheFirstListsRoom_GrowsTheFirstList_ThenSizesTheNextOnesExactly()
    {
        const int count = 150_000;
        var o = new RecordingObserver<IList<long>>();
        Observable.Range(0, (2 * count) + 5).Select(i => (long)i).Buffer(count).Subscribe(o);
        Assert.Equal(3, o.Values.Count);
        for (var b = 0; b < 2; b++)
        {
            var list = Assert.IsType<List<long>>(o.Values[b]);
            Assert.Equal(count, list.Count);
            for (var i = 0; i < count; i++)
            {
                if (list[i] != ((long)b * count) + i)
                {
                    Assert.Fail($"list {b} holds {list[i]} at {i}");
                }
            }
        }

        Assert.Equal(count, ((List<long>)o.Values[1]).Capacity);
        Assert.Equal([2L * count, (2L * count) + 1, (2L * count) + 2, (2L * count) + 3, (2L * count) + 4], o.Values[2]);
        Assert.True(o.Completed);
    }

    [Fact]
    public void ReentrantValueWhileAGrowingListIsEmitted_GoesIntoTheNextList()
    {
        const int count = 70_000;
        var subject = new Rheo.Subjects.Subject<int>();
        var lists = new List<int[]>();
        subject.Buffer(count).Subscribe(list =>
        {
            lists.Add(list.ToArray());
            if (lists.Count == 1)
            {
                subject.OnNext(-1);
            }
        });
        for (var i = 0; i < count + 1; i++)
        {
            subject.OnNext(i);
        }

        subject.OnCompleted();
        Assert.Equal(2, lists.Count);
        Assert.Equal(count, lists[0].Length);
        Assert.Equal(count - 1, lists[0][^1]);
        Assert.Equal([-1, count], lists[1]);
    }
}
