using Rheo.Disposables;

// In the parent namespace: a Rheo.Tests.Disposables namespace would hide Rheo.Disposables from other tests.
namespace Rheo.Tests;

public class DisposablesTests
{
    [Fact]
    public void Serial_DisposesPreviousAndLaterValues()
    {
        var s = new SerialDisposable();
        var a = new BooleanDisposable();
        var b = new BooleanDisposable();
        s.Disposable = a;
        Assert.Same(a, s.Disposable);
        s.Disposable = b;
        Assert.True(a.IsDisposed);
        Assert.False(b.IsDisposed);
        s.Dispose();
        Assert.True(b.IsDisposed);
        Assert.True(s.IsDisposed);
        var c = new BooleanDisposable();
        s.Disposable = c;
        Assert.True(c.IsDisposed);
        Assert.Null(s.Disposable);
        s.Dispose();
    }

    [Fact]
    public void MultipleAssignment_DoesNotDisposePrevious()
    {
        var m = new MultipleAssignmentDisposable();
        var a = new BooleanDisposable();
        var b = new BooleanDisposable();
        m.Disposable = a;
        m.Disposable = b;
        Assert.False(a.IsDisposed);
        Assert.Same(b, m.Disposable);
        m.Dispose();
        Assert.True(b.IsDisposed);
        Assert.False(a.IsDisposed);
        var c = new BooleanDisposable();
        m.Disposable = c;
        Assert.True(c.IsDisposed);
        Assert.True(m.IsDisposed);
    }

    [Fact]
    public void RefCount_UnderlyingGoesWhenPrimaryAndDependentsAreDisposed()
    {
        var u = new BooleanDisposable();
        var r = new RefCountDisposable(u);
        var d1 = r.GetDisposable();
        var d2 = r.GetDisposable();
        r.Dispose();
        Assert.False(u.IsDisposed);
        Assert.False(r.IsDisposed);
        d1.Dispose();
        d1.Dispose();
        Assert.False(u.IsDisposed);
        d2.Dispose();
        Assert.True(u.IsDisposed);
        Assert.True(r.IsDisposed);
        Assert.Same(Disposable.Empty, r.GetDisposable());
    }

    [Fact]
    public void RefCount_PrimaryAloneDisposesUnderlying()
    {
        var count = 0;
        var r = new RefCountDisposable(Disposable.Create(() => count++));
        r.GetDisposable().Dispose();
        Assert.Equal(0, count);
        r.Dispose();
        r.Dispose();
        Assert.Equal(1, count);
    }

    [Fact]
    public void RefCount_ThrowWhenDisposed()
    {
        var r = new RefCountDisposable(new BooleanDisposable(), throwWhenDisposed: true);
        var d = r.GetDisposable();
        r.Dispose();
        d.Dispose();
        Assert.True(r.IsDisposed);
        Assert.Throws<ObjectDisposedException>(() => r.GetDisposable());
        Assert.Throws<ArgumentNullException>("disposable", () => new RefCountDisposable(null!));
    }

    [Fact]
    public void RefCount_ConcurrentDependents_DisposeUnderlyingOnce()
    {
        var count = 0;
        var r = new RefCountDisposable(Disposable.Create(() => Interlocked.Increment(ref count)));
        var handles = Enumerable.Range(0, 4000).Select(_ => r.GetDisposable()).ToArray();
        r.Dispose();
        Parallel.ForEach(handles, h => h.Dispose());
        Assert.Equal(1, count);
    }

    [Fact]
    public void Cancellation_CancelsTokenOnce()
    {
        var c = new CancellationDisposable();
        var token = c.Token;
        var canceled = 0;
        token.Register(() => canceled++);
        Assert.False(c.IsDisposed);
        c.Dispose();
        c.Dispose();
        Assert.True(token.IsCancellationRequested);
        Assert.True(c.IsDisposed);
        Assert.Equal(1, canceled);

        using var cts = new CancellationTokenSource();
        var d = new CancellationDisposable(cts);
        Assert.Equal(cts.Token, d.Token);
        d.Dispose();
        Assert.True(cts.IsCancellationRequested);
        Assert.Throws<ArgumentNullException>("cts", () => new CancellationDisposable(null!));
    }

    [Fact]
    public void StableComposite_DisposesAllOnce()
    {
        var count = 0;
        var a = StableCompositeDisposable.Create(Disposable.Create(() => count++), Disposable.Create(() => count++));
        a.Dispose();
        a.Dispose();
        Assert.True(a.IsDisposed);
        Assert.Equal(2, count);

        var many = StableCompositeDisposable.Create(new List<IDisposable> { Disposable.Create(() => count++), Disposable.Create(() => count++), Disposable.Create(() => count++) });
        Assert.False(many.IsDisposed);
        many.Dispose();
        many.Dispose();
        Assert.Equal(5, count);
        Assert.Throws<ArgumentNullException>("disposable2", () => StableCompositeDisposable.Create(Disposable.Empty, null!));
        Assert.Throws<ArgumentException>("disposables", () => StableCompositeDisposable.Create(Disposable.Empty, Disposable.Empty, null!));
    }

    [Fact]
    public void Serial_ConcurrentAssignmentsAndDispose_DisposeEveryValueExactlyOnce()
    {
        var s = new SerialDisposable();
        var created = 0;
        var disposed = 0;
        using var go = new ManualResetEventSlim();
        var threads = Enumerable.Range(0, 4).Select(t => new Thread(() =>
        {
            go.WaitWithin();
            for (var i = 0; i < 2000; i++)
            {
                Interlocked.Increment(ref created);
                s.Disposable = Disposable.Create(() => Interlocked.Increment(ref disposed));
                if (t == 0 && i == 1000)
                {
                    s.Dispose();
                }
            }
        })).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }

        go.Set();
        foreach (var t in threads)
        {
            Assert.True(t.Join(TimeSpan.FromSeconds(10)));
        }

        Assert.Equal(created, disposed);
    }
}
