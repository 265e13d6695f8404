using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests;

public class ListObservableTests
{
    private static readonly Exception Failure = new InvalidOperationException("failed");

    [Fact]
    public void ChecksArguments()
    {
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => new ListObservable<int>(null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ObservableEx.ToListObservable<int>(null!)).ParamName);
        Assert.Equal("observer", Assert.Throws<ArgumentNullException>(() => Observable.Empty<int>().ToListObservable().Subscribe(null!)).ParamName);
    }

    [Fact]
    public void AfterCompletion_IsAListOfTheElements()
    {
        var list = Observable.Range(1, 4).ToListObservable();
        Assert.Equal(4, list.Count);
        Assert.Equal(4, list.Value);
        Assert.Equal([1, 2, 3, 4], list);
        Assert.Equal(2, list[1]);
        Assert.Equal(2, list.IndexOf(3));
        Assert.Contains(4, list);
        Assert.False(list.IsReadOnly);

        list.Add(5);
        list.Insert(0, 0);
        list[1] = 10;
        Assert.True(list.Remove(2));
        list.RemoveAt(list.Count - 1);
        Assert.Equal([0, 10, 3, 4], list);
        var copy = new int[5];
        list.CopyTo(copy, 1);
        Assert.Equal([0, 0, 10, 3, 4], copy);
        Assert.Equal([0, 10, 3, 4], ((System.Collections.IEnumerable)list).Cast<int>());
        list.Clear();
        Assert.Empty(list);
    }

    [Fact]
    public void Value_OfAnEmptySource_Throws()
    {
        var list = new ListObservable<int>(Observable.Empty<int>());
        Assert.Equal("Sequence contains no elements.", Assert.Throws<InvalidOperationException>(() => list.Value).Message);
        Assert.Empty(list);
    }

    [Fact]
    public void AfterAnError_EveryMemberRethrowsIt()
    {
        var list = Observable.Return(1).Concat(Observable.Throw<int>(Failure)).ToListObservable();
        Assert.Same(Failure, Assert.Throws<InvalidOperationException>(() => list.Count));
        Assert.Same(Failure, Assert.Throws<InvalidOperationException>(() => list.Value));
        Assert.Same(Failure, Assert.Throws<InvalidOperationException>(() => list[0]));
        Assert.Same(Failure, Assert.Throws<InvalidOperationException>(() => list.GetEnumerator()));
    }

    [Fact]
    public void AsAnObservable_SendsOnlyTheEnd()
    {
        var subject = new Subject<int>();
        var list = subject.ToListObservable();
        var observer = new RecordingObserver<object>();
        list.Subscribe(observer);
        subject.OnNext(1);
        subject.OnNext(2);
        Assert.False(observer.IsTerminated);
        subject.OnCompleted();
        Assert.Empty(observer.Values);
        Assert.True(observer.Completed);
        Assert.Equal([1, 2], list);

        var failing = new Subject<int>();
        var failed = new RecordingObserver<object>();
        failing.ToListObservable().Subscribe(failed);
        failing.OnError(Failure);
        Assert.Same(Failure, failed.Error);
    }

    [Fact]
    public void DisposingTheSubscription_DisposesTheSourceSubscription()
    {
        var subject = new Subject<int>();
        var list = subject.ToListObservable();
        Assert.True(subject.HasObservers);
        list.Subscribe(new RecordingObserver<object>()).Dispose();
        Assert.False(subject.HasObservers);
    }

    [Fact]
    public async Task Members_WaitForTheSourceToEnd()
    {
        var subject = new Subject<int>();
        var list = subject.ToListObservable();
        var count = Task.Run(() => list.Count);
        subject.OnNext(1);
        subject.OnNext(2);
        subject.OnCompleted();
        Assert.Equal(2, await count.Within());
    }
}
