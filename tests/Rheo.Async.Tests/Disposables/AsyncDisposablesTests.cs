using Rheo.Async.Disposables;

namespace Rheo.Async.Tests.Disposables;

public sealed class AsyncDisposablesTests
{
    private sealed class Counter : IAsyncDisposable
    {
        public int Count { get; private set; }

        public ValueTask DisposeAsync()
        {
            Count++;
            return default;
        }
    }

    [Fact]
    public async Task CreateRunsOnce()
    {
        var count = 0;
        var d = AsyncDisposable.Create(() =>
        {
            count++;
            return default;
        });
        await d.DisposeAsync();
        await d.DisposeAsync();
        Assert.Equal(1, count);
        await AsyncDisposable.Nop.DisposeAsync();
        Assert.Throws<ArgumentNullException>("dispose", () => AsyncDisposable.Create(null!));
    }

    [Fact]
    public async Task SingleAssignment()
    {
        var d = new SingleAssignmentAsyncDisposable();
        var a = new Counter();
        await d.AssignAsync(a);
        await Assert.ThrowsAsync<InvalidOperationException>(async () => await d.AssignAsync(new Counter()));
        await d.DisposeAsync();
        await d.DisposeAsync();
        Assert.Equal(1, a.Count);
        Assert.True(d.IsDisposed);

        var late = new SingleAssignmentAsyncDisposable();
        await late.DisposeAsync();
        var b = new Counter();
        await late.AssignAsync(b);
        Assert.Equal(1, b.Count);
    }

    [Fact]
    public async Task Serial()
    {
        var d = new SerialAsyncDisposable();
        var a = new Counter();
        var b = new Counter();
        await d.AssignAsync(a);
        await d.AssignAsync(b);
        Assert.Equal(1, a.Count);
        Assert.Equal(0, b.Count);
        await d.DisposeAsync();
        Assert.Equal(1, b.Count);
        var c = new Counter();
        await d.AssignAsync(c);
        Assert.Equal(1, c.Count);
        Assert.True(d.IsDisposed);
    }

    [Fact]
    public async Task Composite()
    {
        var a = new Counter();
        var b = new Counter();
        var d = new CompositeAsyncDisposable(a);
        await d.AddAsync(b);
        Assert.Equal(2, d.Count);
        Assert.True(await d.RemoveAsync(b));
        Assert.False(await d.RemoveAsync(b));
        Assert.Equal(1, b.Count);
        await d.DisposeAsync();
        await d.DisposeAsync();
        Assert.Equal(1, a.Count);
        var c = new Counter();
        await d.AddAsync(c);
        Assert.Equal(1, c.Count);
        Assert.True(d.IsDisposed);
    }

    [Fact]
    public async Task CompositeAggregatesErrorsAndDisposesAll()
    {
        var a = new Counter();
        var d = new CompositeAsyncDisposable(AsyncDisposable.Create(() => throw new FormatException()), a);
        var ex = await Assert.ThrowsAsync<AggregateException>(async () => await d.DisposeAsync());
        Assert.IsType<FormatException>(Assert.Single(ex.InnerExceptions));
        Assert.Equal(1, a.Count);
    }

    [Fact]
    public async Task RefCount()
    {
        var a = new Counter();
        var d = new RefCountAsyncDisposable(a);
        var dep1 = d.GetDisposable();
        var dep2 = d.GetDisposable();
        await d.DisposeAsync();
        Assert.Equal(0, a.Count);
        await dep1.DisposeAsync();
        await dep1.DisposeAsync();
        Assert.Equal(0, a.Count);
        await dep2.DisposeAsync();
        Assert.Equal(1, a.Count);
        Assert.True(d.IsDisposed);
        Assert.Same(AsyncDisposable.Nop, d.GetDisposable());
    }
}
