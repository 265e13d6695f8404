using Rheo;
using Rheo.Async;
using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Testing;

namespace RheoBench.Alloc;

/// <summary>
/// The allocation promises of Rheo.Async: with observers that complete synchronously, a value through a subject or an
/// operator allocates nothing.
/// </summary>
public static class AsyncPromises
{
    private const string Text = "a";

    /// <summary>Every promise of this area, new.</summary>
    public static IReadOnlyList<AllocPromise> All() =>
    [
        // Time operators on a scheduler that never advances: each value only moves a deadline or a window.
        Timed("Throttle: a value", "AsyncObservable.Throttle", (s, t) => s.Throttle(TimeSpan.FromTicks(10), t)),
        Timed("Sample: a value", "AsyncObservable.Sample", (s, t) => s.Sample(TimeSpan.FromTicks(10), t)),
        Timed("Timeout: a value", "AsyncObservable.Timeout", (s, t) => s.Timeout(TimeSpan.FromTicks(10), t)),
        Timed("ThrottleFirst, DebounceImmediate, Conflate: a value", "AsyncObservableEx.ThrottleFirst, AsyncObservableEx.DebounceImmediate, AsyncObservableEx.Conflate",
            (s, t) => s.ThrottleFirst(TimeSpan.FromTicks(10), t).DebounceImmediate(TimeSpan.FromTicks(10), t).Conflate(TimeSpan.FromTicks(10), t)),

        // The open buffer is a list that grows by doubling: its own storage only. A batch is one whole buffer
        // (the count closes it), so the doubling is counted in full.
        new InlinePromise("Buffer(time, count): a value into the open buffer, its growing storage only", "AsyncObservable.Buffer(timeSpan, count)", () =>
        {
            var subject = new SequentialSimpleAsyncSubject<int>();
            var buffers = 0L;
            Wait(subject.Buffer(TimeSpan.FromTicks(10), 100_000, new TestScheduler()).SubscribeAsync(_ => buffers++));
            return () => Send(subject, 100_000);
        }, promisedBytesPerOp: 12),

        new InlinePromise("GroupBy: a value into an open group", "AsyncObservable.GroupBy", () =>
        {
            var subject = new SequentialSimpleAsyncSubject<int>();
            var count = 0L;
            var observer = AsyncObserver.Create<int>(_ => count++);
            Wait(subject.GroupBy(x => x & 1).SubscribeAsync(AsyncObserver.Create<IAsyncGroupedObservable<int, int>>(g => g.SubscribeAsync(observer).AsTask())));
            return () => Send(subject, 100_000);
        }),

        // From AsyncObservable.Range: measured inside the observer, between two values well inside the sequence.
        Chain("WhereNotNull (class): a value", "AsyncObservableEx.WhereNotNull", s => s.Select(x => x % 2 == 0 ? Text : null).WhereNotNull()),
        Chain("WhereNotNull (struct): a value", "AsyncObservableEx.WhereNotNull", s => s.Select(x => x % 2 == 0 ? (int?)x : null).WhereNotNull()),
        Chain("Not, WhereTrue, AsSignal: a value", "AsyncObservableEx.Not, AsyncObservableEx.WhereTrue, AsyncObservableEx.AsSignal", s => s.Select(x => x % 2 == 0).Not().WhereTrue().AsSignal()),
        Chain("Pairwise: a value", "AsyncObservableEx.Pairwise", s => s.Pairwise()),
        Chain("Heartbeat, DetectStale: a value", "AsyncObservableEx.Heartbeat, AsyncObservableEx.DetectStale",
            s => s.Heartbeat(TimeSpan.FromTicks(10), ChainScheduler).DetectStale(TimeSpan.FromTicks(10), ChainScheduler)),
        Chain("CatchIgnore, CatchAndReturn, DoOnDispose, TakeUntilInclusive, ScanWithInitial: a value passing through",
            "AsyncObservableEx.CatchIgnore, AsyncObservableEx.CatchAndReturn, AsyncObservableEx.DoOnDispose, AsyncObservableEx.TakeUntilInclusive, AsyncObservableEx.ScanWithInitial",
            s => s.CatchIgnore().CatchAndReturn(-1).DoOnDispose(() => { }).TakeUntilInclusive(x => x < 0).ScanWithInitial(0L, (a, x) => a + x)),
        Chain("Where, Select and their ValueTask forms: a value", "AsyncObservable.Where, AsyncObservable.Select",
            s => s.Where(x => x >= 0).Select(x => x + 1).Select(x => new ValueTask<int>(x - 1)).Where((x, ct) => new ValueTask<bool>(true))),

        FanOut("SequentialSimpleAsyncSubject: a value to 4 synchronous observers", new SequentialSimpleAsyncSubject<int>()),
        FanOut("ConcurrentSimpleAsyncSubject: a value to 4 synchronous observers", new ConcurrentSimpleAsyncSubject<int>()),

        new InlinePromise("SequentialBehaviorAsyncSubject and a SequentialSimpleAsyncSubject sent to from inside its delivery (the queued path): a value",
            "SequentialBehaviorAsyncSubject<T>.OnNextAsync, SequentialSimpleAsyncSubject<T>.OnNextAsync", () =>
        {
            var behavior = new SequentialBehaviorAsyncSubject<int>(0);
            var simple = new SequentialSimpleAsyncSubject<int>();
            var sum = 0L;
            Wait(behavior.SubscribeAsync(x => sum += x));
            Wait(simple.SubscribeAsync(x => sum += x));

            // Every even value sends its successor from inside its delivery.
            Wait(simple.SubscribeAsync(x => x % 2 == 0 ? simple.OnNextAsync(x + 1) : default));
            return () =>
            {
                for (var i = 0; i < 100_000; i += 2)
                {
                    Expect(behavior.OnNextAsync(i).IsCompletedSuccessfully && simple.OnNextAsync(i).IsCompletedSuccessfully, "A value did not complete synchronously.");
                }
            };
        }, operations: 50_000),

        new InlinePromise("WithLimitedConcurrency(4): work that completes synchronously", "AsyncObservableEx.WithLimitedConcurrency", () =>
        {
            var subject = new SequentialSimpleAsyncSubject<Func<CancellationToken, ValueTask<int>>>();
            var received = 0L;
            Wait(subject.WithLimitedConcurrency(4).SubscribeAsync(_ => received++));
            Func<CancellationToken, ValueTask<int>> work = static _ => new ValueTask<int>(1);
            return () =>
            {
                for (var i = 0; i < 100_000; i++)
                {
                    Expect(subject.OnNextAsync(work).IsCompletedSuccessfully, "A value did not complete synchronously.");
                }
            };
        }),

        new InlinePromise("DropIfBusy(handler): a value to an observer that completes synchronously", "AsyncObservableEx.DropIfBusy(onDropped)", () =>
        {
            var subject = new SequentialSimpleAsyncSubject<int>();
            var received = 0L;
            Wait(subject.DropIfBusy(static (_, _) => default).SubscribeAsync(_ => received++));
            return () => Send(subject, 100_000);
        }),

        new InlinePromise("DropIfBusy: a value to an observer that completes synchronously", "AsyncObservableEx.DropIfBusy", () =>
        {
            var subject = new SequentialSimpleAsyncSubject<int>();
            var received = 0L;
            Wait(subject.DropIfBusy().SubscribeAsync(_ => received++));
            return () => Send(subject, 100_000);
        }),

        new InlinePromise("DropIfBusy: a value dropped while a delivery is pending", "AsyncObservableEx.DropIfBusy", () =>
        {
            var subject = new SequentialSimpleAsyncSubject<int>();
            var pending = new TaskCompletionSource();
            Wait(subject.DropIfBusy().SubscribeAsync(_ => new ValueTask(pending.Task)));
            Expect(subject.OnNextAsync(-1).IsCompletedSuccessfully, "The first value did not complete synchronously.");
            return () => Send(subject, 100_000);
        }),
    ];

    private static TestScheduler ChainScheduler { get; } = new();

    private static InlinePromise Timed<T>(string name, string api, Func<IAsyncObservable<int>, TestScheduler, IAsyncObservable<T>> build) =>
        new(name, api, () =>
        {
            var subject = new SequentialSimpleAsyncSubject<int>();
            var count = 0L;
            Wait(build(subject, new TestScheduler()).SubscribeAsync(_ => count++));
            return () => Send(subject, 100_000);
        });

    private static InlinePromise FanOut(string name, PublishingAsyncSubject<int> subject) =>
        new(name, subject.GetType().Name.Split('`')[0] + "<T>.OnNextAsync", () =>
        {
            var sum = 0L;
            for (var i = 0; i < 4; i++)
            {
                Wait(subject.SubscribeAsync(x => sum += x));
            }

            return () => Send(subject, 100_000);
        });

    private static RangeChainPromise<T> Chain<T>(string name, string api, Func<IAsyncObservable<int>, IAsyncObservable<T>> build) => new(name, api, build);

    /// <summary>Sends 0 to <paramref name="count"/> - 1, each of which must complete synchronously.</summary>
    private static void Send(IAsyncObserver<int> subject, int count)
    {
        for (var i = 0; i < count; i++)
        {
            if (!subject.OnNextAsync(i).IsCompletedSuccessfully)
            {
                throw new InvalidOperationException($"OnNextAsync({i}) did not complete synchronously.");
            }
        }
    }

    private static void Wait(ValueTask<IAsyncDisposable> subscribing) => AllocPromise.Wait(subscribing);

    private static void Expect(bool condition, string what) => AllocPromise.Expect(condition, what);

    /// <summary>
    /// A chain on <see cref="AsyncObservable.Range"/>: each batch subscribes anew and its observer measures the bytes
    /// allocated on the thread of the values from one value to another, well inside the sequence (the subscription's
    /// own allocations fall outside); both must be on the same thread.
    /// </summary>
    private sealed class RangeChainPromise<T>(string name, string api, Func<IAsyncObservable<int>, IAsyncObservable<T>> build) : AllocPromise
    {
        private const int From = 20_000;

        public override string Name => name;

        public override string Api => api;

        public override long Batch()
        {
            var observer = new MeasuringObserver<T>(From, From + Operations);

            // Filters that pass every other value need twice as many.
            var handle = Wait(build(AsyncObservable.Range(0, (2 * (From + Operations)) + 1_000)).SubscribeAsync(observer));
            try
            {
                var (bytes, sameThread) = observer.Result.Task.WaitAsync(TimeSpan.FromSeconds(30)).GetAwaiter().GetResult();
                Expect(sameThread, "The measured values arrived on different threads.");
                return bytes;
            }
            finally
            {
                Wait(handle.DisposeAsync());
            }
        }
    }

    private sealed class MeasuringObserver<T>(int from, int to) : IAsyncObserver<T>
    {
        private long _start;
        private int _thread;
        private int _count;

        public TaskCompletionSource<(long Bytes, bool SameThread)> Result { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

        public ValueTask OnNextAsync(T value)
        {
            var count = ++_count;
            if (count == from)
            {
                _thread = Environment.CurrentManagedThreadId;
                _start = GC.GetAllocatedBytesForCurrentThread();
            }
            else if (count == to)
            {
                var bytes = GC.GetAllocatedBytesForCurrentThread() - _start;
                Result.TrySetResult((bytes, _thread == Environment.CurrentManagedThreadId));
            }

            return default;
        }

        public ValueTask OnErrorAsync(Exception error)
        {
            Result.TrySetException(error);
            return default;
        }

        public ValueTask OnCompletedAsync()
        {
            Result.TrySetException(new InvalidOperationException($"Completed after {_count} values, before the measurement ended."));
            return default;
        }
    }
}
