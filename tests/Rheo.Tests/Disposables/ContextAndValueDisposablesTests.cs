using Rheo.Disposables;
using Rheo.Disposables.Fluent;

// In the parent namespace: a Rheo.Tests.Disposables namespace would hide Rheo.Disposables from other tests.
namespace Rheo.Tests;

public class ContextAndValueDisposablesTests
{
    [Fact]
    public void ContextDisposable_PostsTheDisposalOnce()
    {
        var context = new RecordingContext();
        var disposed = 0;
        Assert.Equal("context", Assert.Throws<ArgumentNullException>(() => new ContextDisposable(null!, Disposable.Empty)).ParamName);
        Assert.Equal("disposable", Assert.Throws<ArgumentNullException>(() => new ContextDisposable(context, null!)).ParamName);

        var d = new ContextDisposable(context, Disposable.Create(() => disposed++));
        Assert.Same(context, d.Context);
        Assert.False(d.IsDisposed);
        d.Dispose();
        Assert.True(d.IsDisposed);
        Assert.Equal(0, disposed);
        Assert.Equal(1, context.Started);
        d.Dispose();
        context.RunAll();
        Assert.Equal(1, disposed);
        Assert.Equal(1, context.Completed);
        Assert.Equal(1, context.Posts);
    }

    [Fact]
    public void SingleAssignmentDisposableValue_SetsOnceAndDisposes()
    {
        var value = default(SingleAssignmentDisposableValue);
        Assert.Null(value.Disposable);
        Assert.False(value.IsDisposed);
        var inner = new BooleanDisposable();
        value.Disposable = inner;
        Assert.Same(inner, value.Disposable);
        Assert.Equal("The disposable has already been assigned.", Assert.Throws<InvalidOperationException>(() => value.Disposable = Disposable.Empty).Message);
        value.Dispose();
        Assert.True(inner.IsDisposed);
        Assert.True(value.IsDisposed);
        Assert.Same(Disposable.Empty, value.Disposable);
    }

    [Fact]
    public void SingleAssignmentDisposableValue_DisposedFirst_DisposesWhatIsSetLater()
    {
        var value = default(SingleAssignmentDisposableValue);
        value.Dispose();
        var late = new BooleanDisposable();
        value.Disposable = late;
        Assert.True(late.IsDisposed);
        Assert.True(value.IsDisposed);
    }

    [Fact]
    public void SingleAssignmentDisposableValue_ValuesAreNeverEqual()
    {
        var a = default(SingleAssignmentDisposableValue);
        var b = a;
#pragma warning disable CS1718 // comparison made to the same variable: that is the point
        Assert.False(a == a);
        Assert.True(a != a);
#pragma warning restore CS1718
        Assert.False(a == b);
        Assert.False(a.Equals(b));
        Assert.False(a.Equals((object)a));
        Assert.Equal(0, a.GetHashCode());
    }

    [Fact]
    public void DisposeWith_AddsToTheCompositeAndReturnsTheItem()
    {
        var composite = new CompositeDisposable();
        var item = new BooleanDisposable();
        Assert.Same(item, item.DisposeWith(composite));
        Assert.Contains(item, composite);
        composite.Dispose();
        Assert.True(item.IsDisposed);

        var late = new BooleanDisposable().DisposeWith(composite);
        Assert.True(late.IsDisposed);
    }

    [Fact]
    public void DisposeWith_ChecksArgumentsByName()
    {
        Assert.Equal("compositeDisposable", Assert.Throws<ArgumentNullException>(() => new BooleanDisposable().DisposeWith(null!)).ParamName);
        Assert.Equal("item", Assert.Throws<ArgumentNullException>(() => ((IDisposable)null!).DisposeWith(new CompositeDisposable())).ParamName);
    }

    private sealed class RecordingContext : SynchronizationContext
    {
        private readonly Queue<(SendOrPostCallback Callback, object? State)> _posts = new();

        public int Started { get; private set; }

        public int Completed { get; private set; }

        public int Posts { get; private set; }

        public override void OperationStarted() => Started++;

        public override void OperationCompleted() => Completed++;

        public override void Post(SendOrPostCallback d, object? state)
        {
            Posts++;
            _posts.Enqueue((d, state));
        }

        public void RunAll()
        {
            while (_posts.TryDequeue(out var post))
            {
                post.Callback(post.State);
            }
        }
    }
}
