using BenchmarkDotNet.Attributes;
using Rheo.Dataflow;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

/// <summary>
/// The dataflow blocks, N messages each: offered or posted, received with <c>TryReceive</c>/<c>TryReceiveAll</c>; then
/// a few more taken through the postponement protocol (a linked target postpones every offer, then reserves, releases
/// and consumes it), and the block completed or faulted.
/// </summary>
public class DataflowBlocksBenchmarks : ApiCoverageBenchmark
{
    private const int ProtocolMessages = 8;

    private static readonly InvalidOperationException Error = new();

    /// <summary>
    /// Takes <paramref name="count"/> messages from <paramref name="source"/> through reserve, release and consume. Each
    /// waits for the block's asynchronous offer, so this part runs a fixed number of messages and drops out of the
    /// per-element figures.
    /// </summary>
    private static long Protocol<T>(ISourceBlock<T> source, CoveragePostponingTarget<T> target, Action<int> produce, int count = ProtocolMessages)
    {
        long consumedCount = 0;
        long lastId = 0;
        for (var i = 0; i < count; i++)
        {
            produce(i);
            var header = target.WaitForOfferAfter(lastId);
            lastId = header.Id;
            if (source.ReserveMessage(header, target))
            {
                source.ReleaseReservation(header, target);
            }

            source.ConsumeMessage(header, target, out var consumed);
            consumedCount += consumed ? 1 : 0;
        }

        return consumedCount;
    }

    /// <summary>Receives <paramref name="count"/> items, waiting (30 s at most) for the block to produce them.</summary>
    private static long Receive<T>(IReceivableSourceBlock<T> source, int count)
    {
        long received = 0;
        var deadline = Environment.TickCount64 + (long)CoverageWait.Timeout.TotalMilliseconds;
        while (received < count)
        {
            if (source.TryReceive(null, out _))
            {
                received++;
                if (source.TryReceiveAll(out var rest))
                {
                    received += rest.Count;
                }

                continue;
            }

            CoverageWait.For(Environment.TickCount64 < deadline);
            Thread.Yield();
        }

        return received;
    }

    private static DataflowMessageHeader Header(long id) => new(id);

    [Benchmark]
    [Covers(typeof(BufferBlock<>), nameof(BufferBlock<int>.OfferMessage), nameof(BufferBlock<int>.TryReceive), nameof(BufferBlock<int>.TryReceiveAll), nameof(BufferBlock<int>.LinkTo), nameof(BufferBlock<int>.ReserveMessage), nameof(BufferBlock<int>.ReleaseReservation), nameof(BufferBlock<int>.ConsumeMessage), nameof(BufferBlock<int>.Complete), nameof(BufferBlock<int>.Fault))]
    [Covers(typeof(ISourceBlock<>), nameof(ISourceBlock<int>.LinkTo), nameof(ISourceBlock<int>.ReserveMessage), nameof(ISourceBlock<int>.ReleaseReservation), nameof(ISourceBlock<int>.ConsumeMessage))]
    [Covers(typeof(IReceivableSourceBlock<>), nameof(IReceivableSourceBlock<int>.TryReceive), nameof(IReceivableSourceBlock<int>.TryReceiveAll))]
    [Covers(typeof(ITargetBlock<>), nameof(ITargetBlock<int>.OfferMessage))]
    [Covers(typeof(IDataflowBlock), nameof(IDataflowBlock.Complete), nameof(IDataflowBlock.Fault))]
    public long Buffer()
    {
        var block = new BufferBlock<int>();
        ITargetBlock<int> asTarget = block;
        long received = 0;
        for (var i = 0; i < N; i++)
        {
            block.OfferMessage(Header((2 * i) + 1), i, null, false);
            asTarget.OfferMessage(Header((2 * i) + 2), i, null, false);
            received += block.TryReceive(null, out _) ? 1 : 0;
        }

        received += block.TryReceiveAll(out var all) ? all.Count : 0;
        var target = new CoveragePostponingTarget<int>();
        ISourceBlock<int> source = block;
        using (source.LinkTo(target, new DataflowLinkOptions()))
        {
            received += Protocol(block, target, i => block.OfferMessage(Header((2 * N) + 1 + i), i, null, false));
        }

        IDataflowBlock asBlock = block;
        asBlock.Complete();
        block.Complete();
        IDataflowBlock other = new BufferBlock<int>();
        other.Fault(Error);
        new BufferBlock<int>().Fault(Error);
        return received;
    }

    [Benchmark]
    [Covers(typeof(BroadcastBlock<>), nameof(BroadcastBlock<int>.OfferMessage), nameof(BroadcastBlock<int>.TryReceive), nameof(BroadcastBlock<int>.TryReceiveAll), nameof(BroadcastBlock<int>.LinkTo), nameof(BroadcastBlock<int>.ReserveMessage), nameof(BroadcastBlock<int>.ReleaseReservation), nameof(BroadcastBlock<int>.ConsumeMessage), nameof(BroadcastBlock<int>.Complete), nameof(BroadcastBlock<int>.Fault))]
    public long Broadcast()
    {
        var block = new BroadcastBlock<int>(null);
        long received = 0;
        for (var i = 0; i < N; i++)
        {
            block.OfferMessage(Header(i + 1), i, null, false);
            received += block.TryReceive(null, out _) ? 1 : 0;
        }

        received += block.TryReceiveAll(out var all) ? all.Count : 0;
        var target = new CoveragePostponingTarget<int>();
        using (block.LinkTo(target, new DataflowLinkOptions()))
        {
            received += Protocol(block, target, i => block.OfferMessage(Header(N + 1 + i), i, null, false));
        }

        block.Complete();
        new BroadcastBlock<int>(null).Fault(Error);
        return received;
    }

    [Benchmark]
    [Covers(typeof(WriteOnceBlock<>), nameof(WriteOnceBlock<int>.OfferMessage), nameof(WriteOnceBlock<int>.TryReceive), nameof(WriteOnceBlock<int>.TryReceiveAll), nameof(WriteOnceBlock<int>.LinkTo), nameof(WriteOnceBlock<int>.ReserveMessage), nameof(WriteOnceBlock<int>.ReleaseReservation), nameof(WriteOnceBlock<int>.ConsumeMessage), nameof(WriteOnceBlock<int>.Complete), nameof(WriteOnceBlock<int>.Fault))]
    public long WriteOnce()
    {
        long received = 0;
        for (var i = 0; i < N; i++)
        {
            var block = new WriteOnceBlock<int>(null);
            block.OfferMessage(Header(1), i, null, false);
            received += block.TryReceive(null, out _) ? 1 : 0;
            received += block.TryReceiveAll(out var all) ? all.Count : 0;
            block.Complete();
        }

        for (var i = 0; i < ProtocolMessages; i++)
        {
            var block = new WriteOnceBlock<int>(null);
            var target = new CoveragePostponingTarget<int>();
            using (block.LinkTo(target, new DataflowLinkOptions()))
            {
                received += Protocol(block, target, v => block.OfferMessage(Header(1), v, null, false), 1);
            }
        }

        new WriteOnceBlock<int>(null).Fault(Error);
        return received;
    }

    [Benchmark]
    [Covers(typeof(ActionBlock<>), nameof(ActionBlock<int>.Post), nameof(ActionBlock<int>.OfferMessage), nameof(ActionBlock<int>.Complete), nameof(ActionBlock<int>.Fault))]
    public void Action()
    {
        var block = new ActionBlock<int>(IntSink);
        for (var i = 0; i < N; i++)
        {
            block.Post(i);
            block.OfferMessage(Header(i + 1), i, null, false);
        }

        block.Complete();
        CoverageWait.For(block.Completion.Wait(CoverageWait.Timeout));
        new ActionBlock<int>(IntSink).Fault(Error);
    }

    [Benchmark]
    [Covers(typeof(TransformBlock<,>), nameof(TransformBlock<int, int>.OfferMessage), nameof(TransformBlock<int, int>.TryReceive), nameof(TransformBlock<int, int>.TryReceiveAll), nameof(TransformBlock<int, int>.LinkTo), nameof(TransformBlock<int, int>.ReserveMessage), nameof(TransformBlock<int, int>.ReleaseReservation), nameof(TransformBlock<int, int>.ConsumeMessage), nameof(TransformBlock<int, int>.Complete), nameof(TransformBlock<int, int>.Fault))]
    public long Transform()
    {
        var block = new TransformBlock<int, int>(static x => x + 1);
        for (var i = 0; i < N; i++)
        {
            block.OfferMessage(Header(i + 1), i, null, false);
        }

        var received = Receive(block, N - 1);
        received += block.TryReceive(null, out _) ? 1 : 0;
        received += block.TryReceiveAll(out var all) ? all.Count : 0;
        var target = new CoveragePostponingTarget<int>();
        using (block.LinkTo(target, new DataflowLinkOptions()))
        {
            received += Protocol(block, target, i => block.OfferMessage(Header(N + 1 + i), i, null, false));
        }

        block.Complete();
        new TransformBlock<int, int>(static x => x).Fault(Error);
        return received;
    }

    [Benchmark]
    [Covers(typeof(TransformManyBlock<,>), nameof(TransformManyBlock<int, int>.OfferMessage), nameof(TransformManyBlock<int, int>.TryReceive), nameof(TransformManyBlock<int, int>.TryReceiveAll), nameof(TransformManyBlock<int, int>.LinkTo), nameof(TransformManyBlock<int, int>.ReserveMessage), nameof(TransformManyBlock<int, int>.ReleaseReservation), nameof(TransformManyBlock<int, int>.ConsumeMessage), nameof(TransformManyBlock<int, int>.Complete), nameof(TransformManyBlock<int, int>.Fault))]
    public long TransformMany()
    {
        var one = new int[1];
        var block = new TransformManyBlock<int, int>(x => one);
        for (var i = 0; i < N; i++)
        {
            block.OfferMessage(Header(i + 1), i, null, false);
        }

        var received = Receive(block, N - 1);
        received += block.TryReceive(null, out _) ? 1 : 0;
        received += block.TryReceiveAll(out var all) ? all.Count : 0;
        var target = new CoveragePostponingTarget<int>();
        using (block.LinkTo(target, new DataflowLinkOptions()))
        {
            received += Protocol(block, target, i => block.OfferMessage(Header(N + 1 + i), i, null, false));
        }

        block.Complete();
        new TransformManyBlock<int, int>(x => one).Fault(Error);
        return received;
    }

    [Benchmark]
    [Covers(typeof(BatchBlock<>), nameof(BatchBlock<int>.OfferMessage), nameof(BatchBlock<int>.TriggerBatch), nameof(BatchBlock<int>.TryReceive), nameof(BatchBlock<int>.TryReceiveAll), nameof(BatchBlock<int>.LinkTo), nameof(BatchBlock<int>.ReserveMessage), nameof(BatchBlock<int>.ReleaseReservation), nameof(BatchBlock<int>.ConsumeMessage), nameof(BatchBlock<int>.Complete), nameof(BatchBlock<int>.Fault))]
    public long Batch()
    {
        var block = new BatchBlock<int>(2);
        for (var i = 0; i < N; i++)
        {
            block.OfferMessage(Header(i + 1), i, null, false);
        }

        block.OfferMessage(Header(N + 1), N, null, false);
        block.TriggerBatch();
        var received = Receive(block, (N / 2) - 1);
        received += block.TryReceive(null, out _) ? 1 : 0;
        received += block.TryReceiveAll(out var all) ? all.Count : 0;
        var target = new CoveragePostponingTarget<int[]>();
        using (block.LinkTo(target, new DataflowLinkOptions()))
        {
            received += Protocol(block, target, i =>
            {
                block.OfferMessage(Header(N + 2 + i), i, null, false);
                block.TriggerBatch();
            });
        }

        block.Complete();
        new BatchBlock<int>(2).Fault(Error);
        return received;
    }

    [Benchmark]
    [Covers(typeof(JoinBlock<,>), nameof(JoinBlock<int, int>.TryReceive), nameof(JoinBlock<int, int>.TryReceiveAll), nameof(JoinBlock<int, int>.LinkTo), nameof(JoinBlock<int, int>.ReserveMessage), nameof(JoinBlock<int, int>.ReleaseReservation), nameof(JoinBlock<int, int>.ConsumeMessage), nameof(JoinBlock<int, int>.Complete), nameof(JoinBlock<int, int>.Fault))]
    [Covers(typeof(JoinBlock<,,>), nameof(JoinBlock<int, int, int>.TryReceive), nameof(JoinBlock<int, int, int>.TryReceiveAll), nameof(JoinBlock<int, int, int>.LinkTo), nameof(JoinBlock<int, int, int>.ReserveMessage), nameof(JoinBlock<int, int, int>.ReleaseReservation), nameof(JoinBlock<int, int, int>.ConsumeMessage), nameof(JoinBlock<int, int, int>.Complete), nameof(JoinBlock<int, int, int>.Fault))]
    public long Join()
    {
        var two = new JoinBlock<int, int>();
        var three = new JoinBlock<int, int, int>();
        for (var i = 0; i < N / 2; i++)
        {
            two.Target1.Post(i);
            two.Target2.Post(i);
            three.Target1.Post(i);
            three.Target2.Post(i);
            three.Target3.Post(i);
        }

        var received = Receive(two, (N / 2) - 1) + Receive(three, (N / 2) - 1);
        received += two.TryReceive(null, out _) ? 1 : 0;
        received += two.TryReceiveAll(out var all2) ? all2.Count : 0;
        received += three.TryReceive(null, out _) ? 1 : 0;
        received += three.TryReceiveAll(out var all3) ? all3.Count : 0;
        var target2 = new CoveragePostponingTarget<Tuple<int, int>>();
        var target3 = new CoveragePostponingTarget<Tuple<int, int, int>>();
        using (two.LinkTo(target2, new DataflowLinkOptions()))
        using (three.LinkTo(target3, new DataflowLinkOptions()))
        {
            received += Protocol(two, target2, i =>
            {
                two.Target1.Post(i);
                two.Target2.Post(i);
            });
            received += Protocol(three, target3, i =>
            {
                three.Target1.Post(i);
                three.Target2.Post(i);
                three.Target3.Post(i);
            });
        }

        two.Complete();
        three.Complete();
        new JoinBlock<int, int>().Fault(Error);
        new JoinBlock<int, int, int>().Fault(Error);
        return received;
    }

    [Benchmark]
    [Covers(typeof(BatchedJoinBlock<,>), nameof(BatchedJoinBlock<int, int>.TryReceive), nameof(BatchedJoinBlock<int, int>.TryReceiveAll), nameof(BatchedJoinBlock<int, int>.LinkTo), nameof(BatchedJoinBlock<int, int>.ReserveMessage), nameof(BatchedJoinBlock<int, int>.ReleaseReservation), nameof(BatchedJoinBlock<int, int>.ConsumeMessage), nameof(BatchedJoinBlock<int, int>.Complete), nameof(BatchedJoinBlock<int, int>.Fault))]
    [Covers(typeof(BatchedJoinBlock<,,>), nameof(BatchedJoinBlock<int, int, int>.TryReceive), nameof(BatchedJoinBlock<int, int, int>.TryReceiveAll), nameof(BatchedJoinBlock<int, int, int>.LinkTo), nameof(BatchedJoinBlock<int, int, int>.ReserveMessage), nameof(BatchedJoinBlock<int, int, int>.ReleaseReservation), nameof(BatchedJoinBlock<int, int, int>.ConsumeMessage), nameof(BatchedJoinBlock<int, int, int>.Complete), nameof(BatchedJoinBlock<int, int, int>.Fault))]
    public long BatchedJoin()
    {
        var two = new BatchedJoinBlock<int, int>(2);
        var three = new BatchedJoinBlock<int, int, int>(3);
        for (var i = 0; i < N / 2; i++)
        {
            two.Target1.Post(i);
            two.Target2.Post(i);
            three.Target1.Post(i);
            three.Target2.Post(i);
            three.Target3.Post(i);
        }

        var received = Receive(two, (N / 2) - 1) + Receive(three, (N / 2) - 1);
        received += two.TryReceive(null, out _) ? 1 : 0;
        received += two.TryReceiveAll(out var all2) ? all2.Count : 0;
        received += three.TryReceive(null, out _) ? 1 : 0;
        received += three.TryReceiveAll(out var all3) ? all3.Count : 0;
        var target2 = new CoveragePostponingTarget<Tuple<IList<int>, IList<int>>>();
        var target3 = new CoveragePostponingTarget<Tuple<IList<int>, IList<int>, IList<int>>>();
        using (two.LinkTo(target2, new DataflowLinkOptions()))
        using (three.LinkTo(target3, new DataflowLinkOptions()))
        {
            received += Protocol(two, target2, i =>
            {
                two.Target1.Post(i);
                two.Target2.Post(i);
            });
            received += Protocol(three, target3, i =>
            {
                three.Target1.Post(i);
                three.Target2.Post(i);
                three.Target3.Post(i);
            });
        }

        two.Complete();
        three.Complete();
        new BatchedJoinBlock<int, int>(2).Fault(Error);
        new BatchedJoinBlock<int, int, int>(3).Fault(Error);
        return received;
    }
}
