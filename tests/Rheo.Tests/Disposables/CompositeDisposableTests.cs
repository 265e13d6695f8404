using Rheo.Disposables;

// In the parent namespace: a Rheo.Tests.Disposables namespace would hide Rheo.Disposables from other tests.
namespace Rheo.Tests;

public class CompositeDisposableTests
{
    [Fact]
    public void Dispose_DisposesEveryItemOnce()
    {
        var a = new BooleanDisposable();
        var b = new BooleanDisposable();
        var count = 0;
        var c = new CompositeDisposable(a, b, Disposable.Create(() => count++));
        Assert.Equal(3, c.Count);
        c.Dispose();
        c.Dispose();
        Assert.True(a.IsDisposed);
        Assert.True(b.IsDisposed);
        Assert.Equal(1, count);
        Assert.True(c.IsDisposed);
        Assert.Empty(c);
    }

    [Fact]
    public void AddAfterDispose_DisposesAtOnce()
    {
        var c = new CompositeDisposable();
        c.Dispose();
        var a = new BooleanDisposable();
        c.Add(a);
        Assert.True(a.IsDisposed);
        Assert.DoesNotContain(a, c);
        Assert.False(c.Remove(a));
    }

    [Fact]
    public void Remove_DisposesItemAndReportsWhetherFound()
    {
        var a = new BooleanDisposable();
        var b = new BooleanDisposable();
        var c = new CompositeDisposable { a, b };
        Assert.Contains(a, c);
        Assert.True(c.Remove(a));
        Assert.True(a.IsDisposed);
        Assert.False(c.Remove(a));
        Assert.DoesNotContain(a, c);
        Assert.Single(c);
        Assert.Equal([b], c.ToArray());
        Assert.False(b.IsDisposed);
    }

    [Fact]
    public void Clear_DisposesItemsButKeepsGroupUsable()
    {
        var a = new BooleanDisposable();
        var c = new CompositeDisposable(new List<IDisposable> { a });
        c.Clear();
        Assert.True(a.IsDisposed);
        Assert.Empty(c);
        Assert.False(c.IsDisposed);
        var b = new BooleanDisposable();
        c.Add(b);
        Assert.False(b.IsDisposed);
        Assert.Single(c);
    }

    [Fact]
    public void ManyAddsAndRemoves_KeepOrderAndCount()
    {
        var c = new CompositeDisposable(2);
        var items = Enumerable.Range(0, 100).Select(_ => new BooleanDisposable()).ToArray();
        foreach (var item in items)
        {
            c.Add(item);
        }

        for (var i = 0; i < items.Length; i += 2)
        {
            Assert.True(c.Remove(items[i]));
        }

        for (var i = 0; i < 50; i++)
        {
            c.Add(new BooleanDisposable());
        }

        Assert.Equal(100, c.Count);
        var copy = new IDisposable[102];
        c.CopyTo(copy, 2);
        Assert.Same(items[1], copy[2]);
        Assert.Same(items[3], copy[3]);
        c.Dispose();
        Assert.All(items, item => Assert.True(item.IsDisposed));
    }

    [Fact]
    public void SteadyStateAddRemove_KeepsTheCount()
    {
        var c = new CompositeDisposable(8);
        var a = new BooleanDisposable();
        var items = Enumerable.Range(0, 6).Select(_ => new NoOp()).ToArray();
        foreach (var item in items)
        {
            c.Add(item);
        }

        for (var i = 0; i < 100; i++)
        {
            c.Add(items[i % 6]);
            c.Remove(items[i % 6]);
        }

        for (var i = 0; i < 1000; i++)
        {
            c.Add(items[i % 6]);
            c.Remove(items[i % 6]);
        }

        Assert.Equal(6, c.Count);
    }

    [Fact]
    public void Arguments_AreChecked()
    {
        Assert.Throws<ArgumentOutOfRangeException>("capacity", () => new CompositeDisposable(-1));
        Assert.Throws<ArgumentNullException>("disposables", () => new CompositeDisposable((IDisposable[])null!));
        Assert.Throws<ArgumentNullException>("disposables", () => new CompositeDisposable((IEnumerable<IDisposable>)null!));
        Assert.Throws<ArgumentException>("disposables", () => new CompositeDisposable(new BooleanDisposable(), null!));
        var c = new CompositeDisposable();
        Assert.Throws<ArgumentNullException>("item", () => c.Add(null!));
        Assert.Throws<ArgumentNullException>("item", () => c.Remove(null!));
        Assert.Throws<ArgumentNullException>("item", () => c.Contains(null!));
        Assert.Throws<ArgumentNullException>("array", () => c.CopyTo(null!, 0));
        Assert.Throws<ArgumentOutOfRangeException>("arrayIndex", () => c.CopyTo([], -1));
        Assert.False(c.IsReadOnly);
    }

    [Fact]
    public void ConcurrentAddRemoveAndDispose_DisposesEverythingExactlyOnce()
    {
        var c = new CompositeDisposable();
        var disposed = 0;
        const int PerThread = 2000;
        var threads = Enumerable.Range(0, 4).Select(t => new Thread(() =>
        {
            for (var i = 0; i < PerThread; i++)
            {
                var d = Disposable.Create(() => Interlocked.Increment(ref disposed));
                c.Add(d);
                if (i % 2 == 0)
                {
                    c.Remove(d);
                }
            }
        })).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }

        foreach (var t in threads)
        {
            Assert.True(t.Join(TimeSpan.FromSeconds(10)));
        }

        Assert.Equal(4 * PerThread / 2, c.Count);
        c.Dispose();
        Assert.Equal(4 * PerThread, disposed);
    }

    private sealed class NoOp : IDisposable
    {
        public void Dispose()
        {
        }
    }
}
