using Rheo.Internal;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.Subjects;

public class ReplaySubjectTests
{
    [Fact]
    public void ReplayAll_ReplaysEverythingThenLive()
    {
        var s = new ReplaySubject<int>();
        for (var i = 0; i < 10; i++)
        {
            s.OnNext(i);
        }

        var o = new RecordingObserver<int>();
        s.Subscribe(o);
        s.OnNext(10);
        s.OnCompleted();
        Assert.Equal(Enumerable.Range(0, 11), o.Values);
        Assert.True(o.Completed);
        var late = new RecordingObserver<int>();
        s.Subscribe(late);
        Assert.Equal(Enumerable.Range(0, 11), late.Values);
        Assert.True(late.Completed);
        late.AssertGrammar();
    }

    [Theory]
    [InlineData(0)]
    [InlineData(1)]
    [InlineData(3)]
    [InlineData(5)]
    [InlineData(9)]
    public void ReplayCount_KeepsTheLastN(int size)
    {
        var s = new ReplaySubject<int>(size);
        for (var i = 0; i < 20; i++)
        {
            s.OnNext(i);
            var o = new RecordingObserver<int>();
            s.Subscribe(o).Dispose();
            Assert.Equal(Enumerable.Range(0, i + 1).TakeLast(size), o.Values);
        }
    }

    [Fact]
    public void Replay_ErrorAfterBuffer()
    {
        var s = new ReplaySubject<int>(2);
        var error = new InvalidOperationException();
        s.OnNext(1);
        s.OnNext(2);
        s.OnNext(3);
        s.OnError(error);
        s.OnNext(4);
        var o = new RecordingObserver<int>();
        s.Subscribe(o);
        Assert.Equal([2, 3], o.Values);
        Assert.Same(error, o.Error);
        o.AssertGrammar();
    }

    [Fact]
    public void Replay_TakeStopsReplayMidBufferAndDetaches()
    {
        var s = new ReplaySubject<int>();
        for (var i = 0; i < 5; i++)
        {
            s.OnNext(i);
        }

        var o = new RecordingObserver<int>();
        s.Take(2).Subscribe(o);
        Assert.Equal([0, 1], o.Values);
        Assert.True(o.Completed);
        Assert.False(s.HasObservers);

        var sub = new SubjectTestSubscriber<int>();
        ((IProducer<int>)s).Run(sub);
        Assert.Equal("subscribe", sub.Log[0]);
        Assert.Equal(6, sub.Log.Count);
    }

    [Fact]
    public void Replay_DisposeSemantics()
    {
        var s = new ReplaySubject<int>(3);
        s.OnNext(1);
        s.Dispose();
        Assert.True(s.IsDisposed);
        Assert.False(s.HasObservers);
        Assert.Throws<ObjectDisposedException>(() => s.OnNext(1));
        Assert.Throws<ObjectDisposedException>(() => s.OnCompleted());
        Assert.Throws<ObjectDisposedException>(() => s.OnError(new InvalidOperationException()));
        Assert.Throws<ObjectDisposedException>(() => s.Subscribe(_ => { }));
        Assert.Throws<ArgumentOutOfRangeException>("bufferSize", () => new ReplaySubject<int>(-1));
        Assert.Throws<ArgumentNullException>("observer", () => new ReplaySubject<int>().Subscribe((IObserver<int>)null!));
    }
}
