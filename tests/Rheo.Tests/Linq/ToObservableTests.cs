using System.Collections;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class ToObservableTests
{
    [Fact]
    public void ToObservable_EmitsAndDisposesEnumeratorOnCompletion()
    {
        var source = new TrackingEnumerable<int>([1, 2, 3]);
        var o = new RecordingObserver<int>();
        source.ToObservable().Subscribe(o);
        Assert.Equal([1, 2, 3], o.Values);
        Assert.True(o.Completed);
        Assert.Equal(1, source.Disposed);
        o.AssertGrammar();
    }

    [Fact]
    public void ToObservable_DisposesEnumeratorOnError()
    {
        var error = new InvalidOperationException();
        var source = new TrackingEnumerable<int>([1, 2, 3]) { ThrowAt = 2, Error = error };
        var o = new RecordingObserver<int>();
        source.ToObservable().Subscribe(o);
        Assert.Equal([1, 2], o.Values);
        Assert.Same(error, o.Error);
        Assert.Equal(1, source.Disposed);
        o.AssertGrammar();
    }

    [Fact]
    public void ToObservable_DisposesEnumeratorOnDispose_AndStopsTheLoop()
    {
        var source = new TrackingEnumerable<int>(Enumerable.Range(0, 1000).ToArray());
        var o = new RecordingObserver<int>();
        source.ToObservable().Take(2).Subscribe(o);
        Assert.Equal([0, 1], o.Values);
        Assert.True(o.Completed);
        Assert.Equal(2, source.MoveNexts);
        Assert.Equal(1, source.Disposed);
    }

    [Fact]
    public void ToObservable_InfiniteSequence_StopsMidLoop()
    {
        static IEnumerable<int> Forever()
        {
            for (var i = 0; ; i++)
            {
                yield return i;
            }
        }

        var o = new RecordingObserver<int>();
        Forever().ToObservable().Skip(3).Take(2).Subscribe(o);
        Assert.Equal([3, 4], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void ToObservable_Array_WalksByIndexAndStops()
    {
        var o = new RecordingObserver<string>();
        new[] { "a", "b", "c" }.ToObservable().Subscribe(o);
        Assert.Equal(["a", "b", "c"], o.Values);
        Assert.True(o.Completed);

        var o2 = new RecordingObserver<int>();
        new[] { 1, 2, 3 }.ToObservable().Take(1).Subscribe(o2);
        Assert.Equal([1], o2.Values);
        Assert.True(o2.Completed);
        o2.AssertGrammar();
    }

    [Fact]
    public void ToObservable_ThrowingGetEnumerator_BecomesOnError()
    {
        var error = new InvalidOperationException();
        var o = new RecordingObserver<int>();
        new ThrowingEnumerable(error).ToObservable().Subscribe(o);
        Assert.Same(error, o.Error);
        Assert.Throws<ArgumentNullException>("source", () => ((IEnumerable<int>)null!).ToObservable());
    }

    private sealed class ThrowingEnumerable(Exception error) : IEnumerable<int>
    {
        public IEnumerator<int> GetEnumerator() => throw error;

        IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
    }

    private sealed class TrackingEnumerable<T>(T[] items) : IEnumerable<T>
    {
        public int Disposed;
        public int MoveNexts;
        public int ThrowAt = -1;
        public Exception? Error;

        public IEnumerator<T> GetEnumerator() => new Enumerator(this);

        IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

        private sealed class Enumerator(TrackingEnumerable<T> owner) : IEnumerator<T>
        {
            private int _index = -1;

            public T Current => owner._items[_index];

            object? IEnumerator.Current => Current;

            public bool MoveNext()
            {
                owner.MoveNexts++;
                _index++;
                if (_index == owner.ThrowAt)
                {
                    throw owner.Error!;
                }

                return _index < owner._items.Length;
            }

            public void Reset() => throw new NotSupportedException();

            public void Dispose() => owner.Disposed++;
        }

        private readonly T[] _items = items;
    }
}
