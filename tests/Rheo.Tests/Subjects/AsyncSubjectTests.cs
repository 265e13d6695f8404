using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.Subjects;

public class AsyncSubjectTests
{
    [Fact]
    public void Async_SendsLastValueOnCompletion_ToPresentAndFutureObservers()
    {
        var s = new AsyncSubject<int>();
        var o = new RecordingObserver<int>();
        s.Subscribe(o);
        s.OnNext(1);
        s.OnNext(2);
        Assert.Empty(o.Values);
        Assert.False(s.IsCompleted);
        s.OnCompleted();
        s.OnNext(3);
        Assert.Equal([2], o.Values);
        Assert.True(o.Completed);
        var late = new RecordingObserver<int>();
        s.Subscribe(late);
        Assert.Equal([2], late.Values);
        Assert.True(late.Completed);
        Assert.True(s.IsCompleted);
        Assert.Equal(2, s.GetResult());
        o.AssertGrammar();
    }

    [Fact]
    public void Async_EmptyAndError()
    {
        var empty = new AsyncSubject<int>();
        empty.OnCompleted();
        var o = new RecordingObserver<int>();
        empty.Subscribe(o);
        Assert.Empty(o.Values);
        Assert.True(o.Completed);
        Assert.Throws<InvalidOperationException>(() => empty.GetResult());

        var failed = new AsyncSubject<int>();
        var error = new ArgumentException("x");
        failed.OnNext(1);
        failed.OnError(error);
        var e = new RecordingObserver<int>();
        failed.Subscribe(e);
        Assert.Same(error, e.Error);
        Assert.Empty(e.Values);
        Assert.Same(error, Assert.Throws<ArgumentException>(() => failed.GetResult()));
    }

    [Fact]
    public async Task Async_IsAwaitable()
    {
        var s = new AsyncSubject<string>();
        var thread = new Thread(() =>
        {
            s.OnNext("a");
            s.OnNext("b");
            s.OnCompleted();
        });
        var task = AwaitIt(s);
        thread.Start();
        Assert.Equal("b", await task.WaitAsync(Bounded.Timeout));
        Assert.True(thread.Join(TimeSpan.FromSeconds(10)));

        static async Task<string> AwaitIt(AsyncSubject<string> subject) => await subject;
    }

    [Fact]
    public async Task Async_AwaitError_Throws()
    {
        var s = new AsyncSubject<int>();
        var error = new InvalidOperationException();
        s.OnError(error);
        Assert.Same(error, await Assert.ThrowsAsync<InvalidOperationException>(async () => await s));
    }

    [Fact]
    public void Async_GetResult_BlocksUntilCompletion()
    {
        var s = new AsyncSubject<int>();
        var thread = new Thread(() =>
        {
            s.OnNext(42);
            s.OnCompleted();
        });
        thread.Start();
        Assert.Equal(42, s.GetResult());
        Assert.True(thread.Join(TimeSpan.FromSeconds(10)));
    }

    [Fact]
    public void Async_DisposeSemantics()
    {
        var s = new AsyncSubject<int>();
        var d = s.Subscribe(_ => { });
        Assert.True(s.HasObservers);
        d.Dispose();
        Assert.False(s.HasObservers);
        s.Dispose();
        Assert.True(s.IsDisposed);
        Assert.Throws<ObjectDisposedException>(() => s.OnNext(1));
        Assert.Throws<ObjectDisposedException>(() => s.OnCompleted());
        Assert.Throws<ObjectDisposedException>(() => s.Subscribe(_ => { }));
        Assert.Throws<ObjectDisposedException>(() => s.GetAwaiter());
        Assert.Throws<ArgumentNullException>("continuation", () => new AsyncSubject<int>().OnCompleted(null!));
    }

    [Fact]
    public void Async_WorksThroughOperators()
    {
        var s = new AsyncSubject<int>();
        var o = new RecordingObserver<int>();
        s.Select(x => x * 10).Subscribe(o);
        s.OnNext(4);
        s.OnCompleted();
        Assert.Equal([40], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Async_SubscribersRacingCompletion_EachGetTheValueExactlyOnce()
    {
        for (var round = 0; round < 20; round++)
        {
            var s = new AsyncSubject<int>();
            s.OnNext(round);
            var observers = new RecordingObserver<int>[400];
            using var go = new ManualResetEventSlim();
            var subscribers = Enumerable.Range(0, 4).Select(t => new Thread(() =>
            {
                go.WaitWithin();
                for (var i = t; i < observers.Length; i += 4)
                {
                    observers[i] = new RecordingObserver<int>();
                    s.Subscribe(observers[i]);
                }
            })).ToArray();
            var completer = new Thread(() =>
            {
                go.WaitWithin();
                s.OnCompleted();
            });
            foreach (var t in subscribers)
            {
                t.Start();
            }

            completer.Start();
            go.Set();
            foreach (var t in subscribers.Append(completer))
            {
                Assert.True(t.Join(TimeSpan.FromSeconds(10)));
            }

            foreach (var o in observers)
            {
                Assert.Equal([round], o.Values);
                Assert.True(o.Completed);
                o.AssertGrammar();
            }
        }
    }
}
