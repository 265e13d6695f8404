using BenchmarkDotNet.Attributes;
using Rheo.Dataflow;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

// Inside the namespace, so that Rheo's Subscribe extensions win over System.Reactive's (also referenced here).
using Rheo;

/// <summary>The <see cref="DataflowBlock"/> helpers: N messages sent, received, linked, chosen or bridged.</summary>
public class DataflowExtensionsBenchmarks : ApiCoverageBenchmark
{
    [Benchmark]
    [Covers(typeof(DataflowBlock), nameof(DataflowBlock.Post), nameof(DataflowBlock.TryReceive), nameof(DataflowBlock.Receive))]
    public long PostReceive()
    {
        var block = new BufferBlock<int>();
        long sum = 0;
        for (var i = 0; i < N; i++)
        {
            block.Post(i);
            block.Post(i);
            sum += block.Receive();
            sum += block.TryReceive(out var item) ? item : 0;
        }

        return sum;
    }

    [Benchmark]
    [Covers(typeof(DataflowBlock), nameof(DataflowBlock.SendAsync), nameof(DataflowBlock.ReceiveAsync), nameof(DataflowBlock.OutputAvailableAsync))]
    public async Task<long> SendReceiveAsync()
    {
        var block = new BufferBlock<int>();
        long sum = 0;
        for (var i = 0; i < N; i++)
        {
            await block.SendAsync(i);
            sum += await block.OutputAvailableAsync() ? 1 : 0;
            sum += await block.ReceiveAsync();
        }

        return sum;
    }

    [Benchmark]
    [Covers(typeof(DataflowBlock), nameof(DataflowBlock.ReceiveAllAsync))]
    public async Task<long> ReceiveAll()
    {
        var block = new BufferBlock<int>();
        for (var i = 0; i < N; i++)
        {
            block.Post(i);
        }

        block.Complete();
        long sum = 0;
        await foreach (var x in block.ReceiveAllAsync())
        {
            sum += x;
        }

        return sum;
    }

    [Benchmark]
    [Covers(typeof(DataflowBlock), nameof(DataflowBlock.LinkTo), nameof(DataflowBlock.NullTarget), nameof(DataflowBlock.Encapsulate))]
    public void LinkEncapsulate()
    {
        var head = new BufferBlock<int>();
        var tail = new TransformBlock<int, int>(static x => x);
        head.LinkTo(tail, new DataflowLinkOptions { PropagateCompletion = true }, static _ => true);
        var propagator = DataflowBlock.Encapsulate(head, tail);
        var done = new ActionBlock<int>(IntSink);
        propagator.LinkTo(DataflowBlock.NullTarget<int>(), static x => x < 0);
        propagator.LinkTo(done, new DataflowLinkOptions { PropagateCompletion = true });
        for (var i = 0; i < N; i++)
        {
            propagator.Post(i);
        }

        propagator.Complete();
        CoverageWait.For(done.Completion.Wait(CoverageWait.Timeout));
    }

    [Benchmark]
    [Covers(typeof(DataflowBlock), nameof(DataflowBlock.Choose))]
    public async Task<int> Choose()
    {
        var a = new BufferBlock<int>();
        var b = new BufferBlock<int>();
        var c = new BufferBlock<int>();
        var chosen = 0;
        for (var i = 0; i < N / 2; i++)
        {
            a.Post(i);
            chosen += await DataflowBlock.Choose(a, IntSink, b, IntSink);
            c.Post(i);
            chosen += await DataflowBlock.Choose(a, IntSink, b, IntSink, c, IntSink);
        }

        return chosen;
    }

    [Benchmark]
    [Covers(typeof(DataflowBlock), nameof(DataflowBlock.AsObservable), nameof(DataflowBlock.AsObserver))]
    public void ObservableBridges()
    {
        var source = new BufferBlock<int>();
        var sink = new ActionBlock<int>(IntSink);
        var observer = sink.AsObserver();
        using var done = new ManualResetEventSlim();
        var subscription = source.AsObservable().Subscribe(observer.OnNext, observer.OnError, () =>
        {
            observer.OnCompleted();
            done.Set();
        });
        for (var i = 0; i < N; i++)
        {
            source.Post(i);
        }

        source.Complete();
        CoverageWait.For(done.Wait(CoverageWait.Timeout));
        CoverageWait.For(sink.Completion.Wait(CoverageWait.Timeout));
        subscription.Dispose();
    }
}
