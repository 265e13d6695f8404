namespace Rheo.Dataflow.Tests.Stress;

/// <summary>Counts delegates running at once and keeps the highest count seen.</summary>
internal sealed class ConcurrencyGauge
{
    private int _running;
    private int _peak;

    public int Peak => Volatile.Read(ref _peak);

    public int Running => Volatile.Read(ref _running);

    /// <summary>Marks a delegate as started; returns how many run now, this one included.</summary>
    public int Enter()
    {
        int now = Interlocked.Increment(ref _running);
        int peak;
        while (now > (peak = Volatile.Read(ref _peak)) && Interlocked.CompareExchange(ref _peak, now, peak) != peak)
        {
        }

        return now;
    }

    public void Exit() => Interlocked.Decrement(ref _running);
}

/// <summary>
/// A thread that reads a block's counts while producers and consumers run and records the highest value read and
/// any read above the allowed limit.
/// </summary>
internal sealed class ConcurrentReader : IDisposable
{
    private readonly Func<int> _read;
    private readonly int _limit;
    private readonly Thread _thread;
    private volatile bool _stop;

    public ConcurrentReader(Func<int> read, int limit)
    {
        _read = read;
        _limit = limit;
        _thread = new Thread(Run) { IsBackground = true, Name = "concurrent count reader" };
        _thread.Start();
    }

    public int Peak { get; private set; }

    public int Reads { get; private set; }

    public int Violations { get; private set; }

    private void Run()
    {
        while (!_stop)
        {
            int value = _read();
            Reads++;
            if (value > Peak)
            {
                Peak = value;
            }

            if (value > _limit || value < 0)
            {
                Violations++;
            }

            Thread.Yield();
        }
    }

    /// <summary>Stops the thread, waits for it and asserts no read was above the limit.</summary>
    public void StopAndAssert()
    {
        _stop = true;
        _thread.JoinWithin();
        Assert.True(Violations == 0, $"{Violations} of {Reads} concurrent reads were outside 0..{_limit} (peak {Peak})");
    }

    public void Dispose()
    {
        _stop = true;
        _thread.Join(Bounded.Timeout);
    }
}

internal static class Stress
{
    /// <summary>Runs <paramref name="producers"/> producers at once (each on a pool thread, started together) and waits for all of them.</summary>
    public static Task Producers(int producers, Func<int, Task> produce)
    {
        var start = new ManualResetEventSlim();
        var tasks = new Task[producers];
        for (int p = 0; p < producers; p++)
        {
            int id = p;
            tasks[p] = Task.Run(async () =>
            {
                start.WaitWithin();
                await produce(id).ConfigureAwait(false);
            });
        }

        start.Set();
        return Task.WhenAll(tasks).Within();
    }

    /// <summary>
    /// Posts until the target accepts (a bounded target declines while full): spins briefly between tries, then yields
    /// the thread back to the pool. The producers run on pool threads, and so do the tasks of the blocks that make room:
    /// a producer that kept its thread while waiting for room could starve those tasks on a loaded machine.
    /// </summary>
    public static async Task PostUntilAcceptedAsync<T>(ITargetBlock<T> target, T item)
    {
        var spin = new SpinWait();
        while (!target.Post(item))
        {
            Assert.False(target.Completion.IsCompleted, "the target completed while a producer was posting");
            if (spin.NextSpinWillYield)
            {
                spin.Reset();
                await Task.Yield();
            }
            else
            {
                spin.SpinOnce(sleep1Threshold: -1);
            }
        }
    }

    /// <summary>Encodes producer and sequence number in one int.</summary>
    public static int Item(int producer, int sequence) => (producer << 20) | sequence;

    public static int ProducerOf(int item) => item >> 20;

    public static int SequenceOf(int item) => item & 0xFFFFF;

    /// <summary>Asserts every (producer, sequence) item appears exactly once in <paramref name="seen"/>.</summary>
    public static void AssertExactlyOnce(IEnumerable<int> seen, int producers, int perProducer)
    {
        var counts = new int[producers * perProducer];
        foreach (int item in seen)
        {
            int p = ProducerOf(item), s = SequenceOf(item);
            Assert.InRange(p, 0, producers - 1);
            Assert.InRange(s, 0, perProducer - 1);
            counts[p * perProducer + s]++;
        }

        for (int i = 0; i < counts.Length; i++)
        {
            Assert.True(counts[i] == 1, $"item {i / perProducer}:{i % perProducer} seen {counts[i]} times");
        }
    }

    /// <summary>Asserts each producer's items appear in the order the producer sent them.</summary>
    public static void AssertOrderedPerProducer(IEnumerable<int> seen, int producers)
    {
        var last = Enumerable.Repeat(-1, producers).ToArray();
        foreach (int item in seen)
        {
            int p = ProducerOf(item), s = SequenceOf(item);
            Assert.True(s > last[p], $"producer {p}: item {s} came after item {last[p]}");
            last[p] = s;
        }
    }
}
