using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using R = Rheo.Dataflow;
using T = System.Threading.Tasks.Dataflow;
using RheoBench.Coverage;

namespace Rheo.Benchmarks.Dataflow;

/// <summary>
/// The dataflow microbenchmarks of the TPL Dataflow announcement, Rheo against TPL Dataflow in the same run:
/// post to an ActionBlock (with and without SingleProducerConstrained), SendAsync then ReceiveAsync on a
/// BufferBlock bounded to 1, and a bounded parallel TransformBlock into an ActionBlock. Per message.
/// </summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class DataflowBenchmarks
{
    private const int ActionMessages = 1_000_000;
    private const int SendReceiveMessages = 200_000;
    private const int PipelineMessages = 200_000;

    [Benchmark(Baseline = true, OperationsPerInvoke = ActionMessages), BenchmarkCategory("dataflow-action")]
    public void ActionTpl() => TplAction(spc: false);

    [Benchmark(OperationsPerInvoke = ActionMessages), BenchmarkCategory("dataflow-action")]
    [Covers(typeof(R.ActionBlock<>), nameof(R.ActionBlock<int>.Post))]
    public void ActionRheo() => RheoAction(spc: false);

    [Benchmark(Baseline = true, OperationsPerInvoke = ActionMessages), BenchmarkCategory("dataflow-action-spc")]
    public void ActionSpcTpl() => TplAction(spc: true);

    [Benchmark(OperationsPerInvoke = ActionMessages), BenchmarkCategory("dataflow-action-spc")]
    [Covers(typeof(R.ActionBlock<>), nameof(R.ActionBlock<int>.Post))]
    public void ActionSpcRheo() => RheoAction(spc: true);

    [Benchmark(Baseline = true, OperationsPerInvoke = SendReceiveMessages), BenchmarkCategory("dataflow-sendreceive")]
    public void SendReceiveTpl()
    {
        var block = new T.BufferBlock<int>(new T.DataflowBlockOptions { BoundedCapacity = 1 });
        for (int i = 0; i < SendReceiveMessages; i++)
        {
            T.DataflowBlock.SendAsync(block, i);
            T.DataflowBlock.ReceiveAsync(block);
        }
    }

    [Benchmark(OperationsPerInvoke = SendReceiveMessages), BenchmarkCategory("dataflow-sendreceive")]
    [Covers(typeof(R.DataflowBlock), nameof(R.DataflowBlock.SendAsync), nameof(R.DataflowBlock.ReceiveAsync))]
    public void SendReceiveRheo()
    {
        var block = new R.BufferBlock<int>(new R.DataflowBlockOptions { BoundedCapacity = 1 });
        for (int i = 0; i < SendReceiveMessages; i++)
        {
            R.DataflowBlock.SendAsync(block, i);
            R.DataflowBlock.ReceiveAsync(block);
        }
    }

    [Benchmark(Baseline = true, OperationsPerInvoke = PipelineMessages), BenchmarkCategory("dataflow-pipeline")]
    public void PipelineTpl()
    {
        var transform = new T.TransformBlock<int, int>(i => i + 1, new T.ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = Environment.ProcessorCount, BoundedCapacity = 1000 });
        var action = new T.ActionBlock<int>(_ => { }, new T.ExecutionDataflowBlockOptions { BoundedCapacity = 1000 });
        transform.LinkTo(action, new T.DataflowLinkOptions { PropagateCompletion = true });
        for (int i = 0; i < PipelineMessages; i++)
        {
            T.DataflowBlock.SendAsync(transform, i).GetAwaiter().GetResult();
        }

        transform.Complete();
        action.Completion.GetAwaiter().GetResult();
    }

    [Benchmark(OperationsPerInvoke = PipelineMessages), BenchmarkCategory("dataflow-pipeline")]
    [Covers(typeof(R.DataflowBlock), nameof(R.DataflowBlock.SendAsync))]
    [Covers(typeof(R.TransformBlock<,>), nameof(R.TransformBlock<int, int>.LinkTo), nameof(R.TransformBlock<int, int>.Complete))]
    public void PipelineRheo()
    {
        var transform = new R.TransformBlock<int, int>(i => i + 1, new R.ExecutionDataflowBlockOptions { MaxDegreeOfParallelism = Environment.ProcessorCount, BoundedCapacity = 1000 });
        var action = new R.ActionBlock<int>(_ => { }, new R.ExecutionDataflowBlockOptions { BoundedCapacity = 1000 });
        transform.LinkTo(action, new R.DataflowLinkOptions { PropagateCompletion = true });
        for (int i = 0; i < PipelineMessages; i++)
        {
            R.DataflowBlock.SendAsync(transform, i).GetAwaiter().GetResult();
        }

        transform.Complete();
        action.Completion.GetAwaiter().GetResult();
    }

    private static void TplAction(bool spc)
    {
        using var done = new ManualResetEventSlim();
        var block = new T.ActionBlock<int>(i => { if (i == ActionMessages) { done.Set(); } }, new T.ExecutionDataflowBlockOptions { SingleProducerConstrained = spc });
        for (int i = 1; i <= ActionMessages; i++)
        {
            block.Post(i);
        }

        done.Wait();
    }

    private static void RheoAction(bool spc)
    {
        using var done = new ManualResetEventSlim();
        var block = new R.ActionBlock<int>(i => { if (i == ActionMessages) { done.Set(); } }, new R.ExecutionDataflowBlockOptions { SingleProducerConstrained = spc });
        for (int i = 1; i <= ActionMessages; i++)
        {
            block.Post(i);
        }

        done.Wait();
    }
}
