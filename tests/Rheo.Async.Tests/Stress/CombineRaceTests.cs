using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Stress;

/// <summary>
/// CombineLatest and Zip fed from two threads at once, over many rounds. As in Rx.NET, a result goes out in the
/// order its values arrived (so consecutive CombineLatest results differ by the one value that made the second),
/// Zip pairs go out in order, and a completion decided after a result never passes it (no result is lost).
/// Several rounds run side by side, so the threads are preempted at arbitrary points.
/// </summary>
public sealed class CombineRaceTests
{
    private const int Lanes = 8;

    [Fact]
    public async Task CombineLatestSendsEveryResultInTheOrderOfItsValues()
    {
        const int rounds = 24;
        const int count = 3000;
        var failures = await RunLanesAsync(rounds, async round =>
        {
            var a = new ControlledAsyncSource<int>();
            var b = new ControlledAsyncSource<int>();
            // A consumer that is sometimes busy, so both producers meet at the gate.
            var observer = new AsyncRecordingObserver<(int A, int B)>(v => (v.A + v.B) % 3 == 0 ? YieldAsync() : default);
            await using var handle = await a.CombineLatest(b, (x, y) => (x, y)).SubscribeAsync(observer).Within();
            await Task.WhenAll(ProduceAsync(a.Observer!, count, complete: true), ProduceAsync(b.Observer!, count, complete: true)).Within();
            await observer.Terminated.Within();
            return DescribeCombineLatest(observer, count);
        });

        Assert.True(failures.Count == 0, $"{failures.Count} of {rounds * Lanes} rounds failed: {string.Join("; ", failures.Take(5))}");
    }

    [Fact]
    public async Task ZipSendsEveryPairInOrderBeforeTheCompletion()
    {
        const int rounds = 400;
        const int count = 3;
        var failures = await RunLanesAsync(rounds, async round =>
        {
            var a = new ControlledAsyncSource<int>();
            var b = new ControlledAsyncSource<int>();
            var observer = new AsyncRecordingObserver<(int A, int B)>();
            await using var handle = await a.Zip(b, (x, y) => (x, y)).SubscribeAsync(observer).Within();

            // The first source completes right after its last value; the second never does, so the completion
            // always comes from the first source, racing the second source's last pair.
            await Task.WhenAll(ProduceAsync(a.Observer!, count, complete: true), ProduceAsync(b.Observer!, count, complete: false)).Within();
            await observer.Terminated.Within();
            return DescribeZip(observer, count);
        });

        Assert.True(failures.Count == 0, $"{failures.Count} of {rounds * Lanes} rounds failed: {string.Join("; ", failures.Take(5))}");
    }

    [Fact]
    public async Task ZipWithABusyConsumerSendsEveryPairInOrderBeforeTheCompletion()
    {
        const int rounds = 60;
        const int count = 200;
        var failures = await RunLanesAsync(rounds, async round =>
        {
            var a = new ControlledAsyncSource<int>();
            var b = new ControlledAsyncSource<int>();
            var observer = new AsyncRecordingObserver<(int A, int B)>(v => v.A % 5 == 0 ? YieldAsync() : default);
            await using var handle = await a.Zip(b, (x, y) =>
            {
                // A selector with a little work in it: it gives the other producer time to arrive meanwhile.
                if ((x & 7) == 0)
                {
                    Thread.Yield();
                }

                return (x, y);
            }).SubscribeAsync(observer).Within();

            await Task.WhenAll(ProduceAsync(a.Observer!, count, complete: true), ProduceAsync(b.Observer!, count, complete: false)).Within();
            await observer.Terminated.Within();
            return DescribeZip(observer, count);
        });

        Assert.True(failures.Count == 0, $"{failures.Count} of {rounds * Lanes} rounds failed: {string.Join("; ", failures.Take(5))}");
    }

    /// <summary>
    /// Runs up to <paramref name="rounds"/> rounds on each of <see cref="Lanes"/> lanes at once (fewer on a loaded
    /// machine: see <see cref="StressRounds"/>); returns the failures.
    /// </summary>
    private static async Task<List<string>> RunLanesAsync(int rounds, Func<int, Task<string?>> round)
    {
        var failures = new List<string>();
        var started = StressRounds.Start();
        var lanes = Enumerable.Range(0, Lanes).Select(lane => Task.Run(async () =>
        {
            for (var i = 0; StressRounds.Next(i, rounds, started); i++)
            {
                if (await round(i).ConfigureAwait(false) is { } failure)
                {
                    lock (failures)
                    {
                        failures.Add($"lane {lane} round {i}: {failure}");
                    }
                }
            }
        }));
        await Task.WhenAll(lanes).Within();
        return failures;
    }

    /// <summary>
    /// Sends 1..<paramref name="count"/> from a thread of its own (more threads than cores, so they are preempted
    /// anywhere), waiting for each call, then completes if asked.
    /// </summary>
    private static Task ProduceAsync(IAsyncObserver<int> observer, int count, bool complete)
    {
        var done = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var thread = new Thread(() =>
        {
            try
            {
                for (var i = 1; i <= count; i++)
                {
                    Wait(observer.OnNextAsync(i));
                }

                if (complete)
                {
                    Wait(observer.OnCompletedAsync());
                }

                done.SetResult();
            }
            catch (Exception ex)
            {
                done.SetException(ex);
            }
        })
        {
            IsBackground = true,
        };
        thread.Start();
        return done.Task;
    }

    private static void Wait(ValueTask task)
    {
        if (task.IsCompletedSuccessfully)
        {
            task.GetAwaiter().GetResult();
        }
        else
        {
            task.AsTask().WaitWithin();
        }
    }

    private static async ValueTask YieldAsync() => await Task.Yield();

    /// <summary>Null when the CombineLatest results are right: each one moves one source by one value, ending at the last values.</summary>
    private static string? DescribeCombineLatest(AsyncRecordingObserver<(int A, int B)> observer, int count)
    {
        if (observer.Violations.Count > 0)
        {
            return string.Join(", ", observer.Violations);
        }

        var values = observer.Values;
        if (!observer.Completed || values.Length == 0)
        {
            return $"completed: {observer.Completed}, {values.Length} results";
        }

        for (var i = 1; i < values.Length; i++)
        {
            var (previous, current) = (values[i - 1], values[i]);
            var step = (current.A - previous.A, current.B - previous.B);
            if (step != (1, 0) && step != (0, 1))
            {
                return $"result {i} is {current} after {previous}";
            }
        }

        return values[^1] == (count, count) ? null : $"the last result is {values[^1]}";
    }

    /// <summary>Null when the Zip results are exactly (1, 1)..(count, count) followed by the completion.</summary>
    private static string? DescribeZip(AsyncRecordingObserver<(int A, int B)> observer, int count)
    {
        if (observer.Violations.Count > 0)
        {
            return string.Join(", ", observer.Violations);
        }

        var values = observer.Values;
        if (!observer.Completed)
        {
            return "not completed";
        }

        if (values.Length != count)
        {
            return $"{values.Length} pairs of {count} before the completion";
        }

        for (var i = 0; i < values.Length; i++)
        {
            if (values[i] != (i + 1, i + 1))
            {
                return $"pair {i} is {values[i]}";
            }
        }

        return null;
    }
}
