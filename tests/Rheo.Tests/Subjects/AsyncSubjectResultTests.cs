using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.Subjects;

/// <summary>AsyncSubject's terminal messages, blocking GetResult and the awaiter's continuation.</summary>
public class AsyncSubjectResultTests
{
    private sealed class PostingContext : SynchronizationContext
    {
        public List<(SendOrPostCallback Callback, object? State)> Posted { get; } = [];

        public override void Post(SendOrPostCallback d, object? state) => Posted.Add((d, state));
    }

    [Fact]
    public void OnError_ReachesEveryObserver_LaterMessagesAreIgnored()
    {
        var subject = new AsyncSubject<int>();
        var a = new RecordingObserver<int>();
        var b = new RecordingObserver<int>();
        subject.Subscribe(a);
        subject.Subscribe(b);
        subject.OnNext(1);
        var error = new InvalidOperationException();
        subject.OnError(error);
        subject.OnNext(2);
        subject.OnCompleted();
        subject.OnError(new FormatException());
        foreach (var o in new[] { a, b })
        {
            Assert.Empty(o.Values);
            Assert.Same(error, o.Error);
            o.AssertGrammar();
        }

        var late = new RecordingObserver<int>();
        subject.Subscribe(late);
        Assert.Same(error, late.Error);
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => subject.GetResult()));
    }

    [Fact]
    public async Task GetResult_BlocksUntilTheLastValueAndCompletion()
    {
        var subject = new AsyncSubject<int>();
        var result = Task.Run(() => subject.GetResult());
        Bounded.Until(() => subject.HasObservers);
        subject.OnNext(1);
        subject.OnNext(2);
        Assert.False(result.IsCompleted);
        subject.OnCompleted();
        Assert.Equal(2, await result.Within());
    }

    [Fact]
    public async Task GetResult_BlocksUntilAnError_ThenRethrowsIt()
    {
        var subject = new AsyncSubject<int>();
        var result = Task.Run(() => subject.GetResult());
        Bounded.Until(() => subject.HasObservers);
        var error = new FormatException("late");
        subject.OnError(error);
        Assert.Same(error, await Assert.ThrowsAsync<FormatException>(() => result.Within()));
    }

    [Fact]
    public void GetResult_WithoutValue_AndAfterDispose()
    {
        var subject = new AsyncSubject<int>();
        subject.OnCompleted();
        Assert.Throws<InvalidOperationException>(() => subject.GetResult());
        subject.Dispose();
        Assert.Throws<ObjectDisposedException>(() => subject.GetResult());
        Assert.Throws<ObjectDisposedException>(() => subject.Subscribe(new RecordingObserver<int>()));

        var fresh = new AsyncSubject<int>();
        fresh.Dispose();
        Assert.Throws<ObjectDisposedException>(() => fresh.GetResult());
        Assert.Throws<ObjectDisposedException>(() => fresh.OnError(new InvalidOperationException()));
    }

    [Fact]
    public void Continuation_IsPostedToTheCapturedContext_OnErrorAsOnCompletion()
    {
        var subject = new AsyncSubject<int>();
        var context = new PostingContext();
        var ran = 0;
        var previous = SynchronizationContext.Current;
        SynchronizationContext.SetSynchronizationContext(context);
        try
        {
            subject.GetAwaiter().OnCompleted(() => ran++);
        }
        finally
        {
            SynchronizationContext.SetSynchronizationContext(previous);
        }

        subject.OnError(new InvalidOperationException());
        Assert.Equal(0, ran);
        var (callback, state) = Assert.Single(context.Posted);
        callback(state);
        Assert.Equal(1, ran);
    }

    [Fact]
    public void Continuation_WithoutContext_RunsOnTheTerminatingCall()
    {
        var subject = new AsyncSubject<string>();
        var previous = SynchronizationContext.Current;
        SynchronizationContext.SetSynchronizationContext(null);
        var ran = new List<string>();
        try
        {
            subject.OnCompleted(() => ran.Add("continued"));
        }
        finally
        {
            SynchronizationContext.SetSynchronizationContext(previous);
        }

        subject.OnError(new InvalidOperationException());
        Assert.Equal(["continued"], ran);
    }
}
