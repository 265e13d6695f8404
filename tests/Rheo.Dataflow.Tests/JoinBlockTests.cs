namespace Rheo.Dataflow.Tests;

public class JoinBlockTests
{
    [Fact]
    public async Task Greedy_join_pairs_in_arrival_order()
    {
        var join = new JoinBlock<int, string>();
        join.Target1.Post(1);
        join.Target1.Post(2);
        Assert.Equal(0, join.OutputCount);
        join.Target2.Post("a");
        join.Target2.Post("b");
        Assert.Equal(Tuple.Create(1, "a"), await join.ReceiveAsync().Within());
        Assert.Equal(Tuple.Create(2, "b"), await join.ReceiveAsync().Within());
    }

    [Fact]
    public async Task Three_way_greedy_join()
    {
        var join = new JoinBlock<int, string, double>();
        join.Target3.Post(1.5);
        join.Target2.Post("x");
        join.Target1.Post(7);
        Assert.Equal(Tuple.Create(7, "x", 1.5), await join.ReceiveAsync().Within());
        join.Complete();
        await join.Completion.Within();
        Assert.False(join.Target3.Post(2.5));
    }

    [Fact]
    public async Task Completes_when_a_completed_target_can_never_supply_again()
    {
        var join = new JoinBlock<int, int>();
        join.Target1.Post(1);
        join.Target2.Complete();
        await join.Completion.Within();
        Assert.Equal(0, join.OutputCount);
    }

    [Fact]
    public async Task MaxNumberOfGroups_completes_after_that_many_tuples()
    {
        var join = new JoinBlock<int, int>(new GroupingDataflowBlockOptions { MaxNumberOfGroups = 1 });
        join.Target1.Post(1);
        join.Target2.Post(2);
        Assert.False(join.Target1.Post(3));
        Assert.Equal(Tuple.Create(1, 2), await join.ReceiveAsync().Within());
        await join.Completion.Within();
    }

    [Fact]
    public async Task A_faulted_target_faults_the_block()
    {
        var join = new JoinBlock<int, int>();
        var error = new Exception();
        join.Target2.Fault(error);
        Assert.Same(error, Assert.Single((await DataflowTestSupport.FaultOf(join.Completion)).InnerExceptions));
    }

    [Fact]
    public async Task Bounded_greedy_join_counts_output_tuples()
    {
        var join = new JoinBlock<int, int>(new GroupingDataflowBlockOptions { BoundedCapacity = 1 });
        Assert.True(join.Target1.Post(1));
        Assert.True(join.Target2.Post(2));
        Assert.False(join.Target1.Post(3));
        var send = join.Target1.SendAsync(3);
        Assert.False(send.IsCompleted);
        Assert.Equal(Tuple.Create(1, 2), await join.ReceiveAsync().Within());
        Assert.True(await send.Within());
    }

    [Fact]
    public void Non_greedy_reserves_one_per_target_then_consumes()
    {
        var scheduler = new ManualDataflowScheduler();
        var join = new JoinBlock<int, string>(new GroupingDataflowBlockOptions { Greedy = false, TaskScheduler = scheduler });
        var ints = new RecordingDataflowSource<int>();
        var strings = new RecordingDataflowSource<string>();
        ints.Add(1, 10);
        strings.Add(5, "s");
        Assert.Equal(DataflowMessageStatus.Declined, join.Target1.OfferMessage(new DataflowMessageHeader(1), 1, null, false));
        Assert.Equal(DataflowMessageStatus.Postponed, ints.Offer(join.Target1, 1));
        scheduler.RunAll();
        Assert.Empty(ints.Snapshot());
        Assert.Equal(DataflowMessageStatus.Postponed, strings.Offer(join.Target2, 5));
        scheduler.RunAll();
        Assert.Equal(new[] { "reserve 1", "consume 1" }, ints.Snapshot());
        Assert.Equal(new[] { "reserve 5", "consume 5" }, strings.Snapshot());
        Assert.True(join.TryReceive(out var tuple));
        Assert.Equal(Tuple.Create(10, "s"), tuple);
    }

    [Fact]
    public void Non_greedy_releases_what_it_reserved_when_another_target_cannot_reserve()
    {
        var scheduler = new ManualDataflowScheduler();
        var join = new JoinBlock<int, int>(new GroupingDataflowBlockOptions { Greedy = false, TaskScheduler = scheduler });
        var a = new RecordingDataflowSource<int>();
        var b = new RecordingDataflowSource<int>();
        a.Add(1, 1);
        b.Add(1, 2);
        a.Offer(join.Target1, 1);
        b.Offer(join.Target2, 1);
        b.ConsumeMessage(new DataflowMessageHeader(1), DataflowBlock.NullTarget<int>(), out _); // taken elsewhere meanwhile
        scheduler.RunAll();
        Assert.Equal(new[] { "reserve 1", "release 1" }, a.Snapshot());
        Assert.True(a.Has(1));
        Assert.Equal(0, join.OutputCount);
        Assert.Equal(0, scheduler.Pending);
    }

    [Fact]
    public async Task Competing_non_greedy_joins_lose_and_duplicate_nothing()
    {
        const int n = 2_000;
        var left = new BufferBlock<int>();
        var right = new BufferBlock<int>();
        var joins = Enumerable.Range(0, 2).Select(_ => new JoinBlock<int, int>(new GroupingDataflowBlockOptions { Greedy = false })).ToArray();
        var seen = new int[2 * n];
        int tuples = 0;
        var done = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var sink = new ActionBlock<Tuple<int, int>>(t =>
        {
            seen[t.Item1]++;
            seen[t.Item2]++;
            if (++tuples == n)
            {
                done.SetResult();
            }
        });
        foreach (var join in joins)
        {
            left.LinkTo(join.Target1);
            right.LinkTo(join.Target2);
            join.LinkTo(sink);
        }

        for (int i = 0; i < n; i++)
        {
            left.Post(i);
            right.Post(n + i);
        }

        await done.Task.Within();
        Assert.All(seen, c => Assert.Equal(1, c));
        Assert.Equal(0, left.Count);
        Assert.Equal(0, right.Count);
    }

    [Fact]
    public async Task Cancellation_completes_as_canceled_and_releases_postponed()
    {
        var cts = new CancellationTokenSource();
        var join = new JoinBlock<int, int>(new GroupingDataflowBlockOptions { Greedy = false, CancellationToken = cts.Token });
        var a = new RecordingDataflowSource<int>();
        a.Add(1, 1);
        a.Offer(join.Target1, 1);
        cts.Cancel();
        await DataflowTestSupport.Canceled(join.Completion);
        Assert.Equal(new[] { "reserve 1", "release 1" }, a.Snapshot());
    }

    [Fact]
    public async Task Non_greedy_join_takes_postponed_SendAsync_messages()
    {
        var join = new JoinBlock<int, string>(new GroupingDataflowBlockOptions { Greedy = false });
        var first = join.Target1.SendAsync(1);
        Assert.False(first.IsCompleted);
        var second = join.Target2.SendAsync("one");
        Assert.True(await first.Within());
        Assert.True(await second.Within());
        Assert.Equal(Tuple.Create(1, "one"), await join.ReceiveAsync().Within());

        var pending = join.Target1.SendAsync(2);
        join.Complete();
        Assert.False(await pending.Within()); // released when the join completed
        await join.Completion.Within();
    }

    [Fact]
    public void Arguments_and_name()
    {
        Assert.Equal("dataflowBlockOptions", Assert.Throws<ArgumentNullException>(() => new JoinBlock<int, int>(null!)).ParamName);
        var join = new JoinBlock<int, int>();
        Assert.Equal($"JoinBlock`2 Id={join.Completion.Id}", join.ToString());
        var join3 = new JoinBlock<int, int, int>();
        Assert.Equal($"JoinBlock`3 Id={join3.Completion.Id}", join3.ToString());
    }
}
