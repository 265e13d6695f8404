using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Ex;

/// <summary>
/// <c>ExhaustMap</c>'s steady state allocates nothing with an observer that completes synchronously: values dropped
/// while an inner sequence or a selector is active, values of the active inner sequence, and values whose selector
/// finishes at once.
/// </summary>
public sealed class ExhaustMapAllocationTests
{
    private const int Count = 100_000;

    public static TheoryData<string> Paths => ["dropped while an inner is active", "dropped while a selector runs", "inner values", "ready selector", "ready tasks"];

    [AllocationTheory]
    [MemberData(nameof(Paths))]
    public async Task SteadyStateAllocatesNothingPerValue(string path)
    {
        var outer = new ControlledAsyncSource<int>();
        var inner = new ControlledAsyncSource<int>();
        var tasks = new ControlledAsyncSource<Task<int>>();
        var ready = Task.FromResult(1);
        var pending = new TaskCompletionSource<int>();
        var observer = new Counting();
        IAsyncDisposable handle = path switch
        {
            "dropped while an inner is active" or "inner values" => await outer.ExhaustMap(_ => inner).SubscribeAsync(observer),
            "dropped while a selector runs" => await outer.ExhaustMap((_, _) => new ValueTask<int>(pending.Task)).SubscribeAsync(observer),
            "ready selector" => await outer.ExhaustMap((x, i, _) => new ValueTask<int>(x + i)).SubscribeAsync(observer),
            _ => await tasks.Exhaust().SubscribeAsync(observer),
        };
        await using (handle)
        {
            Action<int> step = path switch
            {
                "dropped while an inner is active" or "dropped while a selector runs" => i => Done(outer.Observer!.OnNextAsync(i)),
                "inner values" => i => Done(inner.Observer!.OnNextAsync(i)),
                "ready selector" => i => Done(outer.Observer!.OnNextAsync(i)),
                _ => _ => Done(tasks.Observer!.OnNextAsync(ready)),
            };
            if (path is "dropped while an inner is active" or "inner values" or "dropped while a selector runs")
            {
                Done(outer.Observer!.OnNextAsync(-1));
            }

            // The first run warms up; a later run must allocate nothing (a one-off runtime allocation may land in one
            // measured run, an allocation per value would show in both).
            var measured = new List<long>();
            var runs = 0;
            for (var run = 0; run < 3 && !measured.Contains(0); run++)
            {
                runs++;
                var before = GC.GetAllocatedBytesForCurrentThread();
                for (var i = 0; i < Count; i++)
                {
                    step(i);
                }

                if (run > 0)
                {
                    measured.Add(GC.GetAllocatedBytesForCurrentThread() - before);
                }
            }

            Assert.True(measured.Contains(0), $"bytes allocated over {Count:N0} values in each measured run: {string.Join(", ", measured)}");
            var expected = path switch
            {
                "inner values" or "ready selector" or "ready tasks" => (long)runs * Count,
                _ => 0L,
            };
            Assert.Equal(expected, observer.Count);
        }
    }

    private static void Done(ValueTask task)
    {
        Assert.True(task.IsCompletedSuccessfully);
        task.GetAwaiter().GetResult();
    }

    private sealed class Counting : IAsyncObserver<int>
    {
        public long Count;

        public ValueTask OnNextAsync(int value)
        {
            Count++;
            return default;
        }

        public ValueTask OnErrorAsync(Exception error) => throw error;

        public ValueTask OnCompletedAsync() => default;
    }
}
