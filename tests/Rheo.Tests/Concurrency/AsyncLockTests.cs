using Rheo.Concurrency;

namespace Rheo.Tests.Concurrency;

public class AsyncLockTests
{
    [Fact]
    public void Wait_RunsAtOnceWhenFree()
    {
        Assert.Equal("action", Assert.Throws<ArgumentNullException>(() => new AsyncLock().Wait(null!)).ParamName);
        var gate = new AsyncLock();
        var runs = 0;
        gate.Wait(() => runs++);
        gate.Wait(() => runs++);
        Assert.Equal(2, runs);
    }

    [Fact]
    public void Wait_QueuesReentrantActionsInOrderBehindTheRunningOne()
    {
        var gate = new AsyncLock();
        var log = new List<string>();
        gate.Wait(() =>
        {
            log.Add("a begins");
            gate.Wait(() =>
            {
                log.Add("b");
                gate.Wait(() => log.Add("d"));
            });
            gate.Wait(() => log.Add("c"));
            log.Add("a ends");
        });
        Assert.Equal(["a begins", "a ends", "b", "c", "d"], log);
    }

    [Fact]
    public void Dispose_DropsQueuedActionsAndLaterCalls()
    {
        var gate = new AsyncLock();
        var log = new List<string>();
        gate.Wait(() =>
        {
            gate.Wait(() => log.Add("queued"));
            gate.Dispose();
            log.Add("running finishes");
        });
        gate.Wait(() => log.Add("after dispose"));
        Assert.Equal(["running finishes"], log);
    }

    [Fact]
    public void AThrowingAction_FaultsTheLock()
    {
        var gate = new AsyncLock();
        var failure = new InvalidOperationException("failed");
        var log = new List<string>();
        var thrown = Assert.Throws<InvalidOperationException>(() => gate.Wait(() =>
        {
            gate.Wait(() => log.Add("queued"));
            throw failure;
        }));
        Assert.Same(failure, thrown);
        gate.Wait(() => log.Add("later"));
        Assert.Empty(log);
    }

    [Fact]
    public void ActionsFromSeveralThreadsNeverOverlapAndAllRun()
    {
        const int PerThread = 20_000;
        var gate = new AsyncLock();
        var inside = 0;
        var overlaps = 0;
        long count = 0;
        var start = new Barrier(2);
        var tasks = Enumerable.Range(0, 2).Select(_ => Task.Run(() =>
        {
            start.SignalAndWaitWithin();
            for (var i = 0; i < PerThread; i++)
            {
                gate.Wait(() =>
                {
                    if (Interlocked.Increment(ref inside) != 1)
                    {
                        Interlocked.Increment(ref overlaps);
                    }

                    count++;
                    Interlocked.Decrement(ref inside);
                });
            }
        })).ToArray();
        Task.WhenAll(tasks).WaitWithin();
        gate.Wait(() => { });
        Assert.Equal(0, overlaps);
        Assert.Equal(2 * PerThread, Volatile.Read(ref count));
    }
}
