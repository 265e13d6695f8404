using BenchmarkDotNet.Attributes;
using Rheo.Dataflow;
using Rheo.Dataflow.Diagnostics;
using RheoBench.Coverage;

namespace Rheo.Benchmarks.Diagnostics;

/// <summary>The dataflow policies: messages through each, per message.</summary>
[MemoryDiagnoser]
public class DataflowPoliciesBenchmarks
{
    private const int Messages = 10_000;

    /// <summary>An action block under a skip policy, every tenth message failing.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Covers(typeof(DataflowPolicies), nameof(DataflowPolicies.CreateAction))]
    [Covers(typeof(MessageFaultPolicy<>), nameof(MessageFaultPolicy<int>.Skip), nameof(MessageFaultPolicy<int>.Retry), nameof(MessageFaultPolicy<int>.RouteTo))]
    public void ActionWithSkipPolicy()
    {
        var block = DataflowPolicies.CreateAction<int>(x =>
        {
            if (x % 10 == 0)
            {
                throw new InvalidOperationException();
            }
        }, MessageFaultPolicy<int>.Skip());
        for (var i = 0; i < Messages; i++)
        {
            block.Post(i);
        }

        block.Complete();
        block.Completion.Wait();
        _ = MessageFaultPolicy<int>.Retry(1);
        _ = MessageFaultPolicy<int>.RouteTo(DataflowBlock.NullTarget<FailedMessage<int>>());
    }

    /// <summary>A transform under a policy and the ordered transform, into a null target.</summary>
    [Benchmark(OperationsPerInvoke = 2 * Messages)]
    [Covers(typeof(DataflowPolicies), nameof(DataflowPolicies.CreateTransform), nameof(DataflowPolicies.CreateOrderedTransform))]
    public void Transforms()
    {
        var policy = DataflowPolicies.CreateTransform<int, int>(x => x + 1, MessageFaultPolicy<int>.Skip());
        var ordered = DataflowPolicies.CreateOrderedTransform<int, int>(x => x + 1);
        policy.LinkTo(DataflowBlock.NullTarget<int>());
        ordered.LinkTo(DataflowBlock.NullTarget<int>());
        for (var i = 0; i < Messages; i++)
        {
            policy.Post(i);
            ordered.Post(i);
        }

        policy.Complete();
        ordered.Complete();
        Task.WaitAll(policy.Completion, ordered.Completion);
    }

    /// <summary>A bounded broadcast to two targets, and two sources AND-completing one target.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Covers(typeof(DataflowPolicies), nameof(DataflowPolicies.CreateBoundedBroadcast), nameof(DataflowPolicies.LinkAllTo))]
    [Covers(typeof(DataflowTelemetry), nameof(DataflowTelemetry.Observe))]
    public void BroadcastAndAllCompletion()
    {
        var broadcast = DataflowPolicies.CreateBoundedBroadcast<int>(new DataflowBlockOptions { BoundedCapacity = 16 });
        var a = new BufferBlock<int>();
        var b = new BufferBlock<int>();
        var sink = new ActionBlock<int>(static _ => { });
        using var observed = DataflowTelemetry.Observe(sink, "bench");
        broadcast.LinkTo(a, new DataflowLinkOptions { PropagateCompletion = true });
        broadcast.LinkTo(b, new DataflowLinkOptions { PropagateCompletion = true });
        new ISourceBlock<int>[] { a, b }.LinkAllTo(sink, new DataflowLinkOptions { PropagateCompletion = true });
        for (var i = 0; i < Messages; i++)
        {
            broadcast.SendAsync(i).Wait();
        }

        broadcast.Complete();
        sink.Completion.Wait();
    }
}
