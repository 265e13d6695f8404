using Tpl = System.Threading.Tasks.Dataflow;

namespace Rheo.Dataflow.Tests;

/// <summary>
/// A source's offering loop hands runs of messages to a linked execution block under one lock: what the target
/// holds after each step, what the other links get, and the order, are those of TPL Dataflow's one-at-a-time offers.
/// </summary>
public class LinkedRunTests
{
    private const int Messages = 100;

    [Fact]
    public void A_run_fills_a_bounded_target_to_its_bound_and_the_rest_stays_in_the_source_as_in_tpl_dataflow()
    {
        string tpl = TplBoundedRun();
        string rheo = RheoBoundedRun();
        Assert.Equal("after one offering: target 10, source 90; processed 100 in order", tpl);
        Assert.Equal(tpl, rheo);
    }

    [Fact]
    public void What_a_full_first_link_does_not_take_goes_to_the_next_link_as_in_tpl_dataflow()
    {
        string tpl = TplTwoLinks();
        string rheo = RheoTwoLinks();
        Assert.Equal("source 0; processed 10 and 90, each in order", tpl);
        Assert.Equal(tpl, rheo);
    }

    [Fact]
    public async Task A_transform_pipeline_with_bounds_keeps_order_and_never_exceeds_the_bound_of_its_target()
    {
        const int Count = 20_000;
        const int Bound = 16;
        ActionBlock<int>? action = null;
        int next = 0;
        int outOfOrder = 0;
        int maxInput = 0;
        var transform = new TransformBlock<int, int>(x => x, new ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = 2, BoundedCapacity = Bound });
        action = new ActionBlock<int>(
            x =>
            {
                if (x != next)
                {
                    outOfOrder++;
                }

                next = x + 1;
                maxInput = Math.Max(maxInput, action!.InputCount);
            },
            new ExecutionDataflowBlockOptions { BoundedCapacity = Bound });
        transform.LinkTo(action, new DataflowLinkOptions { PropagateCompletion = true });
        for (int i = 0; i < Count; i++)
        {
            Assert.True(await transform.SendAsync(i).Within());
            Assert.InRange(action.InputCount, 0, Bound);
        }

        transform.Complete();
        await action.Completion.Within();
        Assert.Equal(Count, next);
        Assert.Equal(0, outOfOrder);
        Assert.InRange(maxInput, 0, Bound);
    }

    private static string RheoBoundedRun()
    {
        var scheduler = new ManualDataflowScheduler();
        var seen = new List<int>();
        var buffer = new BufferBlock<int>(new DataflowBlockOptions { TaskScheduler = scheduler });
        var target = new ActionBlock<int>(seen.Add, new ExecutionDataflowBlockOptions { TaskScheduler = scheduler, BoundedCapacity = 10 });
        for (int i = 0; i < Messages; i++)
        {
            Assert.True(buffer.Post(i));
        }

        buffer.LinkTo(target);
        Assert.True(scheduler.RunOne());
        string first = $"after one offering: target {target.InputCount}, source {buffer.Count}";
        scheduler.RunAll();
        return $"{first}; processed {seen.Count} {(seen.SequenceEqual(Enumerable.Range(0, Messages)) ? "in order" : "out of order")}";
    }

    private static string TplBoundedRun()
    {
        var scheduler = new ManualDataflowScheduler();
        var seen = new List<int>();
        var buffer = new Tpl.BufferBlock<int>(new Tpl.DataflowBlockOptions { TaskScheduler = scheduler });
        var target = new Tpl.ActionBlock<int>(seen.Add, new Tpl.ExecutionDataflowBlockOptions { TaskScheduler = scheduler, BoundedCapacity = 10 });
        for (int i = 0; i < Messages; i++)
        {
            Assert.True(Tpl.DataflowBlock.Post(buffer, i));
        }

        Tpl.DataflowBlock.LinkTo(buffer, target);
        Assert.True(scheduler.RunOne());
        string first = $"after one offering: target {target.InputCount}, source {buffer.Count}";
        scheduler.RunAll();
        return $"{first}; processed {seen.Count} {(seen.SequenceEqual(Enumerable.Range(0, Messages)) ? "in order" : "out of order")}";
    }

    private static string RheoTwoLinks()
    {
        var scheduler = new ManualDataflowScheduler();
        var first = new List<int>();
        var second = new List<int>();
        var buffer = new BufferBlock<int>(new DataflowBlockOptions { TaskScheduler = scheduler });
        var bounded = new ActionBlock<int>(first.Add, new ExecutionDataflowBlockOptions { TaskScheduler = scheduler, BoundedCapacity = 10 });
        var unbounded = new ActionBlock<int>(second.Add, new ExecutionDataflowBlockOptions { TaskScheduler = scheduler });
        for (int i = 0; i < Messages; i++)
        {
            Assert.True(buffer.Post(i));
        }

        buffer.LinkTo(bounded);
        buffer.LinkTo(unbounded);
        scheduler.RunAll();
        return $"source {buffer.Count}; processed {first.Count} and {second.Count}, {(IsAscending(first) && IsAscending(second) ? "each in order" : "out of order")}";
    }

    private static string TplTwoLinks()
    {
        var scheduler = new ManualDataflowScheduler();
        var first = new List<int>();
        var second = new List<int>();
        var buffer = new Tpl.BufferBlock<int>(new Tpl.DataflowBlockOptions { TaskScheduler = scheduler });
        var bounded = new Tpl.ActionBlock<int>(first.Add, new Tpl.ExecutionDataflowBlockOptions { TaskScheduler = scheduler, BoundedCapacity = 10 });
        var unbounded = new Tpl.ActionBlock<int>(second.Add, new Tpl.ExecutionDataflowBlockOptions { TaskScheduler = scheduler });
        for (int i = 0; i < Messages; i++)
        {
            Assert.True(Tpl.DataflowBlock.Post(buffer, i));
        }

        Tpl.DataflowBlock.LinkTo(buffer, bounded);
        Tpl.DataflowBlock.LinkTo(buffer, unbounded);
        scheduler.RunAll();
        return $"source {buffer.Count}; processed {first.Count} and {second.Count}, {(IsAscending(first) && IsAscending(second) ? "each in order" : "out of order")}";
    }

    private static bool IsAscending(List<int> values)
    {
        for (int i = 1; i < values.Count; i++)
        {
            if (values[i] <= values[i - 1])
            {
                return false;
            }
        }

        return true;
    }
}
