using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.LinqEx;

public class AsyncExTests
{
    private static readonly TimeSpan Wait = Bounded.Timeout;
    private static readonly InvalidOperationException Boom = new("boom");

    private static async Task<RecordingObserver<T>> Run<T>(IObservable<T> source)
    {
        var o = new RecordingObserver<T>();
        var done = new TaskCompletionSource();
        source.Subscribe(new CallbackObserver<T>(o, done));
        await done.Task.WaitAsync(Wait);
        return o;
    }

    [Fact]
    public async Task SelectAsync_Sequential_KeepsOrder_OneAtATime()
    {
        var running = 0;
        var maxRunning = 0;
        var o = await Run(Observable.Range(1, 50).SelectAsync(async (x, ct) =>
        {
            var now = Interlocked.Increment(ref running);
            InterlockedMax(ref maxRunning, now);
            await Task.Yield();
            Interlocked.Decrement(ref running);
            return x * 2;
        }));
        Assert.Equal(Enumerable.Range(1, 50).Select(x => x * 2), o.Values);
        Assert.Equal(1, maxRunning);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public async Task SelectAsync_Concurrent_RespectsMaximum_AllResults()
    {
        var running = 0;
        var maxRunning = 0;
        var o = await Run(Observable.Range(1, 200).SelectAsync(async (x, ct) =>
        {
            var now = Interlocked.Increment(ref running);
            InterlockedMax(ref maxRunning, now);
            await Task.Yield();
            Interlocked.Decrement(ref running);
            return x;
        }, AsyncConcurrency.Concurrent(4)));
        Assert.Equal(Enumerable.Range(1, 200), o.Values.Order());
        Assert.True(maxRunning <= 4);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public async Task SelectAsync_LatestOnly_CancelsPrevious()
    {
        var subject = new Subject<int>();
        var gates = new Dictionary<int, TaskCompletionSource<int>>();
        var cancelled = new TaskCompletionSource();
        for (var i = 1; i <= 2; i++)
        {
            gates[i] = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);
        }

        var o = new RecordingObserver<int>();
        var done = new TaskCompletionSource();
        subject.SelectAsync((x, ct) =>
        {
            ct.Register(() => { if (x == 1) { cancelled.TrySetResult(); } });
            return new ValueTask<int>(gates[x].Task);
        }, AsyncConcurrency.LatestOnly).Subscribe(new CallbackObserver<int>(o, done));
        subject.OnNext(1);
        subject.OnNext(2);
        await cancelled.Task.WaitAsync(Wait);
        gates[1].SetResult(10);
        subject.OnCompleted();
        Assert.False(done.Task.IsCompleted);
        gates[2].SetResult(20);
        await done.Task.WaitAsync(Wait);
        Assert.Equal([20], o.Values);
        o.AssertGrammar();
    }

    [Fact]
    public async Task SelectAsync_Errors()
    {
        var sync = await Run(Observable.Range(1, 5).SelectAsync<int, int>((x, _) => x == 3 ? throw Boom : new ValueTask<int>(x)));
        Assert.Equal([1, 2], sync.Values);
        Assert.Same(Boom, sync.Error);
        var faulted = await Run(Observable.Range(1, 5).SelectAsync(async (x, _) => { await Task.Yield(); return x == 2 ? throw Boom : x; }, AsyncConcurrency.Sequential));
        Assert.Equal([1], faulted.Values);
        Assert.Same(Boom, faulted.Error);
        var taskForm = await Run(Observable.Range(1, 3).SelectAsync(x => Task.FromResult(x + 1), AsyncConcurrency.Concurrent(2)));
        Assert.Equal([2, 3, 4], taskForm.Values.Order());
        var empty = await Run(Observable.Empty<int>().SelectAsync((x, _) => new ValueTask<int>(x)));
        Assert.True(empty.Completed);
    }

    [Fact]
    public async Task SelectAsync_Dispose_CancelsInFlight()
    {
        var subject = new Subject<int>();
        var cancelled = new TaskCompletionSource();
        var o = new RecordingObserver<int>();
        var d = subject.SelectAsync(async (x, ct) =>
        {
            ct.Register(() => cancelled.TrySetResult());
            await Task.Delay(Timeout.Infinite, ct);
            return x;
        }).Subscribe(o);
        subject.OnNext(1);
        d.Dispose();
        await cancelled.Task.WaitAsync(Wait);
        Assert.False(subject.HasObservers);
        Assert.Empty(o.Values);
        Assert.False(o.IsTerminated);
    }

    [Fact]
    public async Task SubscribeAsync_OneAtATime_InOrder_SourceNotBlocked()
    {
        var subject = new Subject<int>();
        var seen = new List<int>();
        var gate = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var completed = new TaskCompletionSource();
        var running = 0;
        var overlap = false;
        using var d = subject.SubscribeAsync(async (x, ct) =>
        {
            overlap |= Interlocked.Increment(ref running) > 1;
            if (x == 1)
            {
                await gate.Task;
            }

            seen.Add(x);
            Interlocked.Decrement(ref running);
        }, e => completed.TrySetException(e), () => completed.TrySetResult());
        for (var i = 1; i <= 100; i++)
        {
            subject.OnNext(i);
        }

        subject.OnCompleted();
        Assert.Empty(seen);
        gate.SetResult();
        await completed.Task.WaitAsync(Wait);
        Assert.Equal(Enumerable.Range(1, 100), seen);
        Assert.False(overlap);
    }

    [Fact]
    public async Task SubscribeAsync_HandlerFailure_EndsWithError()
    {
        var subject = new Subject<int>();
        var failed = new TaskCompletionSource<Exception>();
        subject.SubscribeAsync(async (x, _) => { await Task.Yield(); if (x == 2) { throw Boom; } }, e => failed.TrySetResult(e), () => { });
        subject.OnNext(1);
        subject.OnNext(2);
        subject.OnNext(3);
        Assert.Same(Boom, await failed.Task.WaitAsync(Wait));
        Assert.False(subject.HasObservers);

        var sourceError = new TaskCompletionSource<Exception>();
        Observable.Throw<int>(Boom).SubscribeAsync((_, _) => default, e => sourceError.TrySetResult(e), () => { });
        Assert.Same(Boom, await sourceError.Task.WaitAsync(Wait));
    }

    [Fact]
    public async Task SubscribeAsync_Stress_ManyThreads_ExactCount()
    {
        var subject = new Subject<int>();
        var synchronized = subject.Synchronize();
        var count = 0;
        var running = 0;
        var overlap = false;
        var completed = new TaskCompletionSource();
        using var d = synchronized.SubscribeAsync(async (x, _) =>
        {
            overlap |= Interlocked.Increment(ref running) > 1;
            if (x % 7 == 0)
            {
                await Task.Yield();
            }

            count++;
            Interlocked.Decrement(ref running);
        }, e => completed.TrySetException(e), () => completed.TrySetResult());
        var tasks = Enumerable.Range(0, 4).Select(t => Task.Run(() =>
        {
            for (var i = 0; i < 2500; i++)
            {
                subject.OnNext(i);
            }
        })).ToArray();
        await Task.WhenAll(tasks).WaitAsync(Wait);
        subject.OnCompleted();
        await completed.Task.WaitAsync(Wait);
        Assert.Equal(10_000, count);
        Assert.False(overlap);
    }

    [Fact]
    public async Task ToHotTask_FirstValue_Error_Empty_Cancel()
    {
        var subject = new Subject<int>();
        var task = subject.ToHotTask();
        Assert.True(subject.HasObservers);
        subject.OnNext(5);
        Assert.Equal(5, await task.WaitAsync(Wait));
        Assert.False(subject.HasObservers);
        await Assert.ThrowsAsync<InvalidOperationException>(() => Observable.Empty<int>().ToHotTask());
        Assert.Same(Boom, await Assert.ThrowsAsync<InvalidOperationException>(() => Observable.Throw<int>(Boom).ToHotTask()));
        using var cts = new CancellationTokenSource();
        var cancelled = subject.ToHotTask(cts.Token);
        cts.Cancel();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => cancelled.WaitAsync(Wait));
        Assert.False(subject.HasObservers);
    }

    [Fact]
    public async Task ToHotValueTask_FirstValue_Error_Empty()
    {
        var subject = new Subject<int>();
        var task = subject.ToHotValueTask();
        subject.OnNext(7);
        subject.OnNext(8);
        Assert.Equal(7, await task);
        Assert.Equal(3, await Observable.Range(3, 5).ToHotValueTask());
        await Assert.ThrowsAsync<InvalidOperationException>(async () => await Observable.Empty<int>().ToHotValueTask());
        var pending = new Subject<string>();
        var later = pending.ToHotValueTask();
        var t = Task.Run(() => pending.OnError(Boom));
        Assert.Same(Boom, await Assert.ThrowsAsync<InvalidOperationException>(async () => await later));
        await t.WaitAsync(Wait);
    }

    [Fact]
    public async Task SelectAsync_Concurrent_Stress_ManyThreads_ExactCount()
    {
        var subject = new Subject<int>();
        var o = new RecordingObserver<int>();
        var done = new TaskCompletionSource();
        using var d = subject.Synchronize().SelectAsync(async (x, _) =>
        {
            if (x % 3 == 0)
            {
                await Task.Yield();
            }

            return x;
        }, AsyncConcurrency.Concurrent(4)).Subscribe(new CallbackObserver<int>(o, done));
        var producers = Enumerable.Range(0, 4).Select(t => Task.Run(() =>
        {
            for (var i = 0; i < 2500; i++)
            {
                subject.OnNext((t * 2500) + i);
            }
        })).ToArray();
        await Task.WhenAll(producers).WaitAsync(Wait);
        subject.OnCompleted();
        await done.Task.WaitAsync(Wait);
        Assert.Equal(Enumerable.Range(0, 10_000), o.Values.Order());
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void ArgumentChecks()
    {
        IObservable<int> nil = null!;
        var src = Observable.Return(1);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.SelectAsync((x, _) => new ValueTask<int>(x))).ParamName);
        Assert.Equal("selector", Assert.Throws<ArgumentNullException>(() => src.SelectAsync((Func<int, CancellationToken, ValueTask<int>>)null!)).ParamName);
        Assert.Equal("maxConcurrency", Assert.Throws<ArgumentOutOfRangeException>(() => AsyncConcurrency.Concurrent(0)).ParamName);
        Assert.Equal("onNext", Assert.Throws<ArgumentNullException>(() => src.SubscribeAsync(null!)).ParamName);
        Assert.Equal("onError", Assert.Throws<ArgumentNullException>(() => src.SubscribeAsync((_, _) => default, null!, () => { })).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => { _ = nil.ToHotTask(); }).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => { _ = nil.ToHotValueTask(); }).ParamName);
        Assert.Equal(1, AsyncConcurrency.Sequential.MaxConcurrency);
        Assert.Equal("Concurrent(3)", AsyncConcurrency.Concurrent(3).ToString());
    }

    private static void InterlockedMax(ref int target, int value)
    {
        int current;
        while ((current = Volatile.Read(ref target)) < value && Interlocked.CompareExchange(ref target, value, current) != current)
        {
        }
    }
}
