using BenchmarkDotNet.Attributes;
using Rheo.Dataflow;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

/// <summary>
/// The ValueTask forms of SendAsync, ReceiveAsync and OutputAvailableAsync on a BufferBlock bounded to 1: the
/// synchronous paths (a send the block accepts at once, output already waiting) and the waiting paths (a receive or
/// availability probe that waits for the next Post, a send that waits for room), per message.
/// </summary>
public class DataflowValueTaskBenchmarks
{
    private const int Messages = 10_000;

    private BufferBlock<int> _block = null!;

    [IterationSetup]
    public void Setup() => _block = new BufferBlock<int>(new DataflowBlockOptions { BoundedCapacity = 1 });

    [Benchmark(OperationsPerInvoke = Messages)]
    [Covers(typeof(DataflowBlock), nameof(DataflowBlock.SendValueAsync), nameof(DataflowBlock.ReceiveValueAsync))]
    public async Task<long> SendThenReceiveSynchronously()
    {
        long sum = 0;
        for (int i = 0; i < Messages; i++)
        {
            await _block.SendValueAsync(i);
            sum += await _block.ReceiveValueAsync();
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = Messages)]
    [Covers(typeof(DataflowBlock), nameof(DataflowBlock.OutputAvailableValueAsync))]
    public async Task<long> OutputAvailableThenTryReceive()
    {
        long sum = 0;
        for (int i = 0; i < Messages; i++)
        {
            _block.Post(i);
            if (await _block.OutputAvailableValueAsync() && _block.TryReceive(out int value))
            {
                sum += value;
            }
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = Messages)]
    [Covers(typeof(DataflowBlock), nameof(DataflowBlock.ReceiveValueAsync), nameof(DataflowBlock.OutputAvailableValueAsync))]
    public async Task<long> WaitingReceive()
    {
        long sum = 0;
        for (int i = 0; i < Messages; i++)
        {
            var available = _block.OutputAvailableValueAsync();
            var receive = _block.ReceiveValueAsync();
            _block.Post(i);
            await available;
            sum += await receive;
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = Messages)]
    [Covers(typeof(DataflowBlock), nameof(DataflowBlock.SendValueAsync))]
    public async Task<long> WaitingSend()
    {
        long sum = 0;
        _block.Post(-1);
        for (int i = 0; i < Messages; i++)
        {
            var send = _block.SendValueAsync(i);
            sum += await _block.ReceiveValueAsync();
            await send;
        }

        return sum + await _block.ReceiveValueAsync();
    }
}
