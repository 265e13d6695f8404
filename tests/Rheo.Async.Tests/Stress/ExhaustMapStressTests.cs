using System.Collections.Concurrent;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Stress;

/// <summary>
/// <c>ExhaustMap</c> with the source on one thread and the inner sequences (or selector tasks) completing on another,
/// over many rounds run side by side: the selector never runs while an inner sequence is active, the values are
/// exactly those of the accepted inner sequences (each run whole and in order), every inner subscription is let go
/// once, the sequence completes once, and the observer's grammar holds.
/// </summary>
public sealed class ExhaustMapStressTests
{
    private const int Lanes = 4;
    private const int Rounds = 30;
    private const int OuterValues = 3000;
    private const int PerInner = 3;

    [Fact]
    public async Task InnersCompletingOnAnotherThreadWhileTheSourceRuns_NeverOverlap_AndCountsAreExact()
    {
        var failures = await RunLanesAsync(async () =>
        {
            var outer = new ControlledAsyncSource<int>();
            var inner = new QueueingSource();
            var accepted = 0;
            var overlaps = 0;
            var active = 0;
            // A consumer that is sometimes busy, so inner values also take the gate's slow path.
            var observer = new AsyncRecordingObserver<int>(v => v == 1 && (Volatile.Read(ref accepted) & 3) == 0 ? YieldAsync() : default);
            var handle = await outer.ExhaustMap(_ =>
            {
                if (Interlocked.Exchange(ref active, 1) != 0)
                {
                    Interlocked.Increment(ref overlaps);
                }

                Interlocked.Increment(ref accepted);
                return inner;
            }).SubscribeAsync(observer).Within();

            var producer = Task.Run(async () =>
            {
                for (var i = 0; i < OuterValues; i++)
                {
                    await outer.Observer!.OnNextAsync(i);
                }

                await outer.Observer!.OnCompletedAsync();
            });
            var completer = Task.Run(async () =>
            {
                while (!observer.Terminated.IsCompleted)
                {
                    if (!inner.Pending.TryDequeue(out var o))
                    {
                        await Task.Yield();
                        continue;
                    }

                    for (var k = 0; k < PerInner; k++)
                    {
                        await o.OnNextAsync(k);
                    }

                    Volatile.Write(ref active, 0);
                    await o.OnCompletedAsync();
                }
            });
            await Task.WhenAll(producer, completer).Within();
            await observer.Terminated.Within();
            await handle.DisposeAsync().Within();

            var values = observer.Values;
            var problems = new List<string>();
            problems.AddRange(observer.Violations);
            if (!observer.Completed || observer.TerminalCount != 1)
            {
                problems.Add($"terminal: completed {observer.Completed}, {observer.TerminalCount} terminal messages, error {observer.Error?.Message}");
            }

            if (overlaps != 0)
            {
                problems.Add($"{overlaps} selector calls while an inner sequence was active");
            }

            if (values.Length != accepted * PerInner)
            {
                problems.Add($"{values.Length} values for {accepted} accepted inner sequences");
            }

            for (var k = 0; k < values.Length; k++)
            {
                if (values[k] != k % PerInner)
                {
                    problems.Add($"value {values[k]} at {k}");
                    break;
                }
            }

            if (inner.Disposals != accepted || outer.Disposals != 1)
            {
                problems.Add($"{inner.Disposals} inner disposals for {accepted} inner sequences, {outer.Disposals} source disposals");
            }

            return problems.Count == 0 ? null : string.Join(", ", problems);
        });

        Assert.True(failures.Count == 0, $"{failures.Count} of {Rounds * Lanes} rounds failed: {string.Join("; ", failures.Take(5))}");
    }

    [Fact]
    public async Task SelectorTasksCompletingOnAnotherThreadWhileTheSourceRuns_AreAcceptedOneAtATime_AndEveryResultArrives()
    {
        var failures = await RunLanesAsync(async () =>
        {
            var outer = new ControlledAsyncSource<int>();
            var pending = new ConcurrentQueue<(TaskCompletionSource<int> Task, int Value)>();
            var accepted = new List<int>();
            var early = 0;
            var observer = new AsyncRecordingObserver<int>();
            var handle = await outer.ExhaustMap((x, i, _) =>
            {
                // The previous accepted value's result has been delivered before the selector runs again.
                if (observer.Count != accepted.Count)
                {
                    Interlocked.Increment(ref early);
                }

                accepted.Add(x);
                if (i % 5 == 4)
                {
                    return new ValueTask<int>(x);
                }

                var task = new TaskCompletionSource<int>(i % 2 == 0 ? TaskCreationOptions.RunContinuationsAsynchronously : TaskCreationOptions.None);
                pending.Enqueue((task, x));
                return new ValueTask<int>(task.Task);
            }).SubscribeAsync(observer).Within();

            var producer = Task.Run(async () =>
            {
                for (var i = 0; i < OuterValues; i++)
                {
                    await outer.Observer!.OnNextAsync(i);
                }

                await outer.Observer!.OnCompletedAsync();
            });
            var completer = Task.Run(async () =>
            {
                while (!observer.Terminated.IsCompleted)
                {
                    if (pending.TryDequeue(out var work))
                    {
                        work.Task.SetResult(work.Value);
                    }
                    else
                    {
                        await Task.Yield();
                    }
                }
            });
            await Task.WhenAll(producer, completer).Within();
            await observer.Terminated.Within();
            await handle.DisposeAsync().Within();

            var problems = new List<string>();
            problems.AddRange(observer.Violations);
            if (!observer.Completed || observer.TerminalCount != 1)
            {
                problems.Add($"terminal: completed {observer.Completed}, {observer.TerminalCount} terminal messages, error {observer.Error?.Message}");
            }

            if (early != 0)
            {
                problems.Add($"{early} selector calls before the previous result was delivered");
            }

            if (!observer.Values.SequenceEqual(accepted))
            {
                problems.Add($"{observer.Values.Length} results for {accepted.Count} accepted values");
            }

            return problems.Count == 0 ? null : string.Join(", ", problems);
        });

        Assert.True(failures.Count == 0, $"{failures.Count} of {Rounds * Lanes} rounds failed: {string.Join("; ", failures.Take(5))}");
    }

    private static async ValueTask YieldAsync() => await Task.Yield();

    private static async Task<List<string>> RunLanesAsync(Func<Task<string?>> round)
    {
        var failures = new ConcurrentQueue<string>();
        await Task.WhenAll(Enumerable.Range(0, Lanes).Select(_ => Task.Run(async () =>
        {
            for (var r = 0; r < Rounds; r++)
            {
                if (await round() is { } failure)
                {
                    failures.Enqueue(failure);
                }
            }
        }))).Within();
        return [.. failures];
    }

    /// <summary>An inner sequence whose observers the other thread drives; it counts disposals of its handles.</summary>
    private sealed class QueueingSource : IAsyncObservable<int>
    {
        private int _disposals;

        public ConcurrentQueue<IAsyncObserver<int>> Pending { get; } = new();

        public int Disposals => Volatile.Read(ref _disposals);

        public ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<int> observer)
        {
            Pending.Enqueue(observer);
            return new ValueTask<IAsyncDisposable>(new Handle(this));
        }

        private sealed class Handle(QueueingSource source) : IAsyncDisposable
        {
            private int _disposed;

            public ValueTask DisposeAsync()
            {
                if (Interlocked.Exchange(ref _disposed, 1) == 0)
                {
                    Interlocked.Increment(ref source._disposals);
                }

                return default;
            }
        }
    }
}
