using System.Runtime.CompilerServices;

namespace Rheo.Dataflow.Tests;

/// <summary>Regression tests for failings reported against TPL Dataflow that Rheo.Dataflow must not share.</summary>
public class KnownFailingsTests
{
    /// <summary>A bounded buffer fanned out to several bounded, parallel transforms lost messages (dotnet/runtime #31513).</summary>
    [Fact]
    public async Task Fan_out_to_several_bounded_targets_loses_nothing()
    {
        const int total = 100_000;
        var seen = new int[total];
        var buffer = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 10 });
        var sink = new ActionBlock<int>(i => Interlocked.Increment(ref seen[i]));
        var transforms = Enumerable.Range(0, 4).Select(_ => new TransformBlock<int, int>(
            v => v,
            new ExecutionDataflowBlockOptions { BoundedCapacity = 2, MaxDegreeOfParallelism = 2 })).ToArray();
        foreach (var t in transforms)
        {
            buffer.LinkTo(t, new DataflowLinkOptions { PropagateCompletion = true });
            t.LinkTo(sink);
        }

        for (int i = 0; i < total; i++)
        {
            Assert.True(await buffer.SendAsync(i).Within());
        }

        buffer.Complete();
        await Task.WhenAll(transforms.Select(t => t.Completion)).Within();
        sink.Complete();
        await sink.Completion.Within();
        Assert.All(seen, c => Assert.Equal(1, c));
    }

    /// <summary>
    /// OutputAvailableAsync with a long-lived token left a registration on the token per call (dotnet/runtime #99564).
    /// Once a call completes, neither the token nor the source may keep anything of it alive. The block runs on a
    /// scheduler the test drives, and no wait uses a timer, so when the collection runs no other thread can hold a
    /// finished wait on its stack: every one of them must be gone, whatever the machine is doing.
    /// </summary>
    [Fact]
    public void OutputAvailableAsync_in_a_loop_leaves_nothing_behind()
    {
        using var cts = new CancellationTokenSource();
        var scheduler = new ManualDataflowScheduler();
        var block = new BufferBlock<int>(new DataflowBlockOptions { TaskScheduler = scheduler });
        var references = new List<WeakReference>();
        for (int i = 0; i < 500; i++)
        {
            references.Add(WaitOnce(block, scheduler, cts.Token, i));
        }

        Assert.Equal(0, scheduler.Pending);
        GC.Collect();
        GC.WaitForPendingFinalizers();
        GC.Collect();
        int alive = references.Count(r => r.IsAlive);
        Assert.True(alive == 0, $"{alive} of {references.Count} waits are still reachable");
        Assert.Equal(0, LinkCount(block));
        GC.KeepAlive(cts);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static WeakReference WaitOnce(BufferBlock<int> block, ManualDataflowScheduler scheduler, CancellationToken token, int value)
    {
        var waiting = block.OutputAvailableAsync(token);
        var reference = new WeakReference(waiting);
        Assert.False(waiting.IsCompleted);
        block.Post(value);
        scheduler.RunAll();
        Assert.True(waiting.IsCompletedSuccessfully && waiting.Result);
        Assert.True(block.TryReceive(out int received));
        Assert.Equal(value, received);
        scheduler.RunAll();
        return reference;
    }

    /// <summary>
    /// A BatchBlock must not keep a core busy while it waits (dotnet/runtime #38629): once nothing can change,
    /// it schedules no more work, whether greedy with a partial batch or non-greedy short of distinct sources.
    /// </summary>
    [Fact]
    public void Idle_BatchBlock_schedules_no_work()
    {
        var scheduler = new ManualDataflowScheduler();
        var options = new DataflowBlockOptions { TaskScheduler = scheduler };
        var greedy = new BatchBlock<int>(20, new GroupingDataflowBlockOptions { TaskScheduler = scheduler, BoundedCapacity = 20 });
        var nonGreedy = new BatchBlock<int>(3, new GroupingDataflowBlockOptions { TaskScheduler = scheduler, Greedy = false });
        var sources = new[] { new BufferBlock<int>(options), new BufferBlock<int>(options) };
        foreach (var source in sources)
        {
            source.LinkTo(nonGreedy);
            source.LinkTo(greedy);
            for (int i = 0; i < 5; i++)
            {
                source.Post(i);
            }
        }

        int ran = scheduler.RunAll(limit: 1_000);
        Assert.True(ran > 0);
        Assert.Equal(0, scheduler.Pending);
        Assert.Equal(0, greedy.OutputCount);
        Assert.Equal(0, nonGreedy.OutputCount);
        int scheduled = scheduler.Scheduled;
        Assert.Equal(0, scheduler.RunAll());
        Assert.Equal(scheduled, scheduler.Scheduled);
    }

    private static int LinkCount(BufferBlock<int> block)
    {
        var field = typeof(BufferBlock<int>).GetField("_source", System.Reflection.BindingFlags.NonPublic | System.Reflection.BindingFlags.Instance)!;
        return ((Internal.SourceCore<int>)field.GetValue(block)!).LinkCount;
    }
}
