namespace Rheo.Dataflow.Tests;

/// <summary>
/// A greedy, bounded JoinBlock keeps each target's messages in the order their sources offered them, also when the
/// next message arrives while a postponed one is being consumed (as a producer's next SendAsync does when the
/// consume completes its previous one).
/// </summary>
public class JoinBlockOrderTests
{
    [Fact]
    public void An_offer_arriving_while_a_postponed_message_is_consumed_waits_behind_it()
    {
        var scheduler = new ManualDataflowScheduler();
        var join = new JoinBlock<int, int>(new GroupingDataflowBlockOptions { Greedy = true, BoundedCapacity = 1, TaskScheduler = scheduler });

        // A group waits in the output, so the block is full and the next offer to Target1 is postponed.
        Assert.True(join.Target1.Post(0));
        Assert.True(join.Target2.Post(0));
        scheduler.RunAll();
        Assert.Equal(1, join.OutputCount);

        var first = new ScriptedDataflowSource<int>();
        var second = new ScriptedDataflowSource<int>();
        first.Add(1, 1);
        second.Add(2, 2);
        Assert.Equal(DataflowMessageStatus.Postponed, first.Offer(join.Target1, 1));

        // Consuming 1 makes its producer offer 2 at once, before 1 is in the target's queue.
        var secondOffer = (DataflowMessageStatus?)null;
        first.DuringConsume = () => secondOffer = second.Offer(join.Target1, 2);
        Assert.True(join.TryReceive(out var group));
        Assert.Equal(Tuple.Create(0, 0), group);
        scheduler.RunAll();
        Assert.Equal(DataflowMessageStatus.Postponed, secondOffer);

        var received = new List<Tuple<int, int>>();
        for (int i = 1; i <= 2; i++)
        {
            Assert.True(join.Target2.Post(i));
            scheduler.RunAll();
            Assert.True(join.TryReceive(out group));
            received.Add(group);
            scheduler.RunAll();
        }

        Assert.Equal([Tuple.Create(1, 1), Tuple.Create(2, 2)], received);
    }
}
