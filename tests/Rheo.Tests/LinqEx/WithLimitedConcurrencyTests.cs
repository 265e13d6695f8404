using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.LinqEx;

public class WithLimitedConcurrencyTests
{
    private static readonly TimeSpan Wait = Bounded.Timeout;

    [Fact]
    public async Task RunsAtMostMax_AllResults()
    {
        var running = 0;
        var overLimit = false;
        var factories = Enumerable.Range(1, 100).Select(i => (Func<Task<int>>)(async () =>
        {
            overLimit |= Interlocked.Increment(ref running) > 3;
            await Task.Yield();
            Interlocked.Decrement(ref running);
            return i;
        }));
        var o = new RecordingObserver<int>();
        var done = new TaskCompletionSource();
        factories.WithLimitedConcurrency(3).Subscribe(new CallbackObserver<int>(o, done));
        await done.Task.WaitAsync(Wait);
        Assert.Equal(Enumerable.Range(1, 100), o.Values.Order());
        Assert.False(overLimit);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void SynchronousTasks_EmptyAndErrors()
    {
        var sync = Enumerable.Range(1, 5000).Select(i => (Func<Task<int>>)(() => Task.FromResult(i)));
        var o = new RecordingObserver<int>();
        sync.WithLimitedConcurrency(2).Subscribe(o);
        Assert.Equal(Enumerable.Range(1, 5000), o.Values);
        Assert.True(o.Completed);

        var empty = new RecordingObserver<int>();
        Array.Empty<Func<Task<int>>>().WithLimitedConcurrency(2).Subscribe(empty);
        Assert.True(empty.Completed);

        var boom = new InvalidOperationException();
        var failing = new Func<Task<int>>[] { () => Task.FromResult(1), () => Task.FromException<int>(boom), () => Task.FromResult(3) };
        var f = new RecordingObserver<int>();
        failing.WithLimitedConcurrency(1).Subscribe(f);
        Assert.Equal([1], f.Values);
        Assert.Same(boom, f.Error);

        var throwing = new Func<Task<int>>[] { () => throw boom };
        var t = new RecordingObserver<int>();
        throwing.WithLimitedConcurrency(1).Subscribe(t);
        Assert.Same(boom, t.Error);
    }

    [Fact]
    public async Task Dispose_CancelsRunningTasks()
    {
        var cancelled = new TaskCompletionSource();
        var factories = new Func<CancellationToken, Task<int>>[]
        {
            async ct => { ct.Register(() => cancelled.TrySetResult()); await Task.Delay(Timeout.Infinite, ct); return 1; },
        };
        var o = new RecordingObserver<int>();
        var d = factories.WithLimitedConcurrency(1).Subscribe(o);
        d.Dispose();
        await cancelled.Task.WaitAsync(Wait);
        Assert.Empty(o.Values);
        Assert.False(o.IsTerminated);
    }

    [Fact]
    public void ArgumentChecks()
    {
        Assert.Equal("taskFactories", Assert.Throws<ArgumentNullException>(() => ((IEnumerable<Func<Task<int>>>)null!).WithLimitedConcurrency(1)).ParamName);
        Assert.Equal("maxConcurrency", Assert.Throws<ArgumentOutOfRangeException>(() => Array.Empty<Func<Task<int>>>().WithLimitedConcurrency(0)).ParamName);
    }
}
