using Tpl = System.Threading.Tasks.Dataflow;

namespace Rheo.Dataflow.Tests;

/// <summary>
/// A block whose <see cref="TaskScheduler"/> throws from <c>QueueTask</c> completes faulted with the scheduler's
/// exception wrapped in a <see cref="TaskSchedulerException"/>, as TPL Dataflow does; the caller of <c>Post</c> sees
/// the message accepted and nothing thrown, and nothing waits forever.
/// </summary>
public class SchedulerFaultTests
{
    /// <summary>A scheduler that refuses every task.</summary>
    internal sealed class ThrowingScheduler : TaskScheduler
    {
        public readonly InvalidOperationException Error = new("The scheduler refuses the task.");

        protected override void QueueTask(Task task) => throw Error;

        protected override bool TryExecuteTaskInline(Task task, bool taskWasPreviouslyQueued) => false;

        protected override IEnumerable<Task>? GetScheduledTasks() => [];
    }

    public static TheoryData<string> Blocks() =>
    [
        "ActionBlock", "ActionBlock single producer", "ActionBlock bounded", "ActionBlock parallel", "TransformBlock",
        "TransformManyBlock", "BufferBlock", "BroadcastBlock", "WriteOnceBlock", "BatchBlock", "JoinBlock", "JoinBlock3",
        "BatchedJoinBlock", "BatchedJoinBlock3",
    ];

    /// <summary>Builds the block on <paramref name="scheduler"/>, links it where it has output, and posts what makes it start a task.</summary>
    private static (IDataflowBlock Block, bool Posted) Run(string name, TaskScheduler scheduler)
    {
        var execution = new ExecutionDataflowBlockOptions { TaskScheduler = scheduler };
        var plain = new DataflowBlockOptions { TaskScheduler = scheduler };
        var grouping = new GroupingDataflowBlockOptions { TaskScheduler = scheduler };
        switch (name)
        {
            case "ActionBlock":
                {
                    var block = new ActionBlock<int>(_ => { }, execution);
                    return (block, block.Post(1));
                }

            case "ActionBlock single producer":
                {
                    var block = new ActionBlock<int>(_ => { }, new ExecutionDataflowBlockOptions { TaskScheduler = scheduler, SingleProducerConstrained = true });
                    return (block, block.Post(1));
                }

            case "ActionBlock bounded":
                {
                    var block = new ActionBlock<int>(_ => { }, new ExecutionDataflowBlockOptions { TaskScheduler = scheduler, BoundedCapacity = 2 });
                    return (block, block.Post(1));
                }

            case "ActionBlock parallel":
                {
                    var block = new ActionBlock<int>(_ => { }, new ExecutionDataflowBlockOptions { TaskScheduler = scheduler, MaxDegreeOfParallelism = 4 });
                    return (block, block.Post(1));
                }

            case "TransformBlock":
                {
                    var block = new TransformBlock<int, int>(i => i, execution);
                    block.LinkTo(DataflowBlock.NullTarget<int>());
                    return (block, block.Post(1));
                }

            case "TransformManyBlock":
                {
                    var block = new TransformManyBlock<int, int>(i => new[] { i }, execution);
                    block.LinkTo(DataflowBlock.NullTarget<int>());
                    return (block, block.Post(1));
                }

            case "BufferBlock":
                {
                    var block = new BufferBlock<int>(plain);
                    block.LinkTo(DataflowBlock.NullTarget<int>());
                    return (block, block.Post(1));
                }

            case "BroadcastBlock":
                {
                    var block = new BroadcastBlock<int>(i => i, plain);
                    return (block, block.Post(1));
                }

            case "WriteOnceBlock":
                {
                    var block = new WriteOnceBlock<int>(i => i, plain);
                    return (block, block.Post(1));
                }

            case "BatchBlock":
                {
                    var block = new BatchBlock<int>(1, grouping);
                    block.LinkTo(DataflowBlock.NullTarget<int[]>());
                    return (block, block.Post(1));
                }

            case "JoinBlock":
                {
                    var block = new JoinBlock<int, int>(grouping);
                    block.LinkTo(DataflowBlock.NullTarget<Tuple<int, int>>());
                    return (block, block.Target1.Post(1) & block.Target2.Post(2));
                }

            case "JoinBlock3":
                {
                    var block = new JoinBlock<int, int, int>(grouping);
                    block.LinkTo(DataflowBlock.NullTarget<Tuple<int, int, int>>());
                    return (block, block.Target1.Post(1) & block.Target2.Post(2) & block.Target3.Post(3));
                }

            case "BatchedJoinBlock":
                {
                    var block = new BatchedJoinBlock<int, int>(1, grouping);
                    block.LinkTo(DataflowBlock.NullTarget<Tuple<IList<int>, IList<int>>>());
                    return (block, block.Target1.Post(1));
                }

            case "BatchedJoinBlock3":
                {
                    var block = new BatchedJoinBlock<int, int, int>(1, grouping);
                    block.LinkTo(DataflowBlock.NullTarget<Tuple<IList<int>, IList<int>, IList<int>>>());
                    return (block, block.Target2.Post(1));
                }

            default:
                throw new ArgumentOutOfRangeException(nameof(name), name, null);
        }
    }

    [Theory]
    [MemberData(nameof(Blocks))]
    public async Task A_throwing_scheduler_faults_the_block(string name)
    {
        var scheduler = new ThrowingScheduler();
        var (block, posted) = Run(name, scheduler);
        Assert.True(posted);
        var fault = await DataflowTestSupport.FaultOf(block.Completion);
        var error = Assert.IsType<TaskSchedulerException>(Assert.Single(fault.InnerExceptions));
        Assert.Same(scheduler.Error, error.InnerException);
    }

    [Fact]
    public async Task A_throwing_scheduler_faults_a_completed_batch_block_with_a_final_batch()
    {
        var scheduler = new ThrowingScheduler();
        var block = new BatchBlock<int>(2, new GroupingDataflowBlockOptions { TaskScheduler = scheduler });
        block.LinkTo(DataflowBlock.NullTarget<int[]>());
        Assert.True(block.Post(1));
        block.Complete();
        var error = Assert.IsType<TaskSchedulerException>(Assert.Single((await DataflowTestSupport.FaultOf(block.Completion)).InnerExceptions));
        Assert.Same(scheduler.Error, error.InnerException);
    }

    /// <summary>The expectation above, checked on TPL Dataflow itself.</summary>
    [Fact]
    public async Task Tpl_dataflow_faults_the_same_way()
    {
        var scheduler = new ThrowingScheduler();
        var blocks = new List<(Tpl.IDataflowBlock Block, bool Posted)>();
        var action = new Tpl.ActionBlock<int>(_ => { }, new Tpl.ExecutionDataflowBlockOptions { TaskScheduler = scheduler });
        blocks.Add((action, action.Post(1)));
        var buffer = new Tpl.BufferBlock<int>(new Tpl.DataflowBlockOptions { TaskScheduler = scheduler });
        Tpl.DataflowBlock.LinkTo(buffer, Tpl.DataflowBlock.NullTarget<int>());
        blocks.Add((buffer, Tpl.DataflowBlock.Post(buffer, 1)));
        var broadcast = new Tpl.BroadcastBlock<int>(i => i, new Tpl.DataflowBlockOptions { TaskScheduler = scheduler });
        blocks.Add((broadcast, Tpl.DataflowBlock.Post(broadcast, 1)));
        var writeOnce = new Tpl.WriteOnceBlock<int>(i => i, new Tpl.DataflowBlockOptions { TaskScheduler = scheduler });
        blocks.Add((writeOnce, Tpl.DataflowBlock.Post(writeOnce, 1)));
        var batch = new Tpl.BatchBlock<int>(1, new Tpl.GroupingDataflowBlockOptions { TaskScheduler = scheduler });
        Tpl.DataflowBlock.LinkTo(batch, Tpl.DataflowBlock.NullTarget<int[]>());
        blocks.Add((batch, Tpl.DataflowBlock.Post(batch, 1)));
        var join = new Tpl.JoinBlock<int, int>(new Tpl.GroupingDataflowBlockOptions { TaskScheduler = scheduler });
        Tpl.DataflowBlock.LinkTo(join, Tpl.DataflowBlock.NullTarget<Tuple<int, int>>());
        blocks.Add((join, Tpl.DataflowBlock.Post(join.Target1, 1) & Tpl.DataflowBlock.Post(join.Target2, 2)));
        foreach (var (block, posted) in blocks)
        {
            Assert.True(posted);
            var error = Assert.IsType<TaskSchedulerException>(Assert.Single((await DataflowTestSupport.FaultOf(block.Completion)).InnerExceptions));
            Assert.Same(scheduler.Error, error.InnerException);
        }
    }

    /// <summary>A linked target whose <c>OfferMessage</c> throws faults the source with that exception (TPL Dataflow faults the source).</summary>
    public static TheoryData<string> Sources() => ["BufferBlock", "BroadcastBlock", "WriteOnceBlock", "TransformBlock", "BatchBlock", "JoinBlock"];

    [Theory]
    [MemberData(nameof(Sources))]
    public async Task A_throwing_linked_target_faults_the_source(string name)
    {
        var error = new FormatException();
        IDataflowBlock block;
        switch (name)
        {
            case "BufferBlock":
                var buffer = new BufferBlock<int>();
                buffer.LinkTo(new ThrowingTarget<int>(error));
                Assert.True(buffer.Post(1));
                block = buffer;
                break;
            case "BroadcastBlock":
                var broadcast = new BroadcastBlock<int>(null);
                broadcast.LinkTo(new ThrowingTarget<int>(error));
                Assert.True(broadcast.Post(1));
                block = broadcast;
                break;
            case "WriteOnceBlock":
                var writeOnce = new WriteOnceBlock<int>(null);
                writeOnce.LinkTo(new ThrowingTarget<int>(error));
                Assert.True(writeOnce.Post(1));
                block = writeOnce;
                break;
            case "TransformBlock":
                var transform = new TransformBlock<int, int>(i => i);
                transform.LinkTo(new ThrowingTarget<int>(error));
                Assert.True(transform.Post(1));
                block = transform;
                break;
            case "BatchBlock":
                var batch = new BatchBlock<int>(1);
                batch.LinkTo(new ThrowingTarget<int[]>(error));
                Assert.True(batch.Post(1));
                block = batch;
                break;
            default:
                var join = new JoinBlock<int, int>();
                join.LinkTo(new ThrowingTarget<Tuple<int, int>>(error));
                Assert.True(join.Target1.Post(1) & join.Target2.Post(2));
                block = join;
                break;
        }

        Assert.Same(error, Assert.Single((await DataflowTestSupport.FaultOf(block.Completion)).InnerExceptions));
    }

    [Fact]
    public async Task A_throwing_linked_target_faults_a_write_once_block_and_names_the_value()
    {
        var error = new FormatException();
        var rheo = new WriteOnceBlock<int>(null);
        rheo.LinkTo(new ThrowingTarget<int>(error));
        rheo.Post(42);
        Assert.Same(error, Assert.Single((await DataflowTestSupport.FaultOf(rheo.Completion)).InnerExceptions));

        var tplError = new FormatException();
        var tpl = new Tpl.WriteOnceBlock<int>(null);
        Tpl.DataflowBlock.LinkTo(tpl, new TplThrowingTarget<int>(tplError));
        Tpl.DataflowBlock.Post(tpl, 42);
        Assert.Same(tplError, Assert.Single((await DataflowTestSupport.FaultOf(tpl.Completion)).InnerExceptions));
        Assert.Equal(tplError.Data["DataflowMessageValue"], error.Data["DataflowMessageValue"]);
        Assert.Equal("42", error.Data["DataflowMessageValue"]);
    }

    public static TheoryData<string> JoinTargets() => ["JoinBlock", "JoinBlock3", "BatchedJoinBlock", "BatchedJoinBlock3"];

    [Theory]
    [MemberData(nameof(JoinTargets))]
    public void A_join_target_has_no_completion(string name)
    {
        ITargetBlock<int> target = name switch
        {
            "JoinBlock" => new JoinBlock<int, int>().Target1,
            "JoinBlock3" => new JoinBlock<int, int, int>().Target3,
            "BatchedJoinBlock" => new BatchedJoinBlock<int, int>(2).Target2,
            _ => new BatchedJoinBlock<int, int, int>(2).Target1,
        };
        var error = Assert.Throws<NotSupportedException>(() => { _ = target.Completion; });
        var tplError = Assert.Throws<NotSupportedException>(() => { _ = new Tpl.JoinBlock<int, int>().Target1.Completion; });
        Assert.Equal(tplError.Message, error.Message);
        Assert.Throws<NotSupportedException>(() => { _ = new Tpl.BatchedJoinBlock<int, int>(2).Target1.Completion; });
    }

    private sealed class ThrowingTarget<T>(Exception error) : ITargetBlock<T>
    {
        public Task Completion { get; } = new TaskCompletionSource().Task;

        public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept) => throw error;

        public void Complete()
        {
        }

        public void Fault(Exception exception)
        {
        }
    }

    private sealed class TplThrowingTarget<T>(Exception error) : Tpl.ITargetBlock<T>
    {
        public Task Completion { get; } = new TaskCompletionSource().Task;

        public Tpl.DataflowMessageStatus OfferMessage(Tpl.DataflowMessageHeader messageHeader, T messageValue, Tpl.ISourceBlock<T>? source, bool consumeToAccept) => throw error;

        public void Complete()
        {
        }

        public void Fault(Exception exception)
        {
        }
    }
}
