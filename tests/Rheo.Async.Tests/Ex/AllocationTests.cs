using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Testing;

namespace Rheo.Async.Tests.Ex;

/// <summary>With observers that complete synchronously, the extension operators allocate nothing per value.</summary>
public sealed class AllocationTests
{
    private const string Text = "a";

    public static TheoryData<string> Chains => ["WhereNotNull (class)", "WhereNotNull (struct)", "Not/WhereTrue/AsSignal", "Pairwise", "pass-through", "Heartbeat/DetectStale"];

    [AllocationTheory]
    [MemberData(nameof(Chains))]
    public async Task SynchronousPathAllocatesNothingPerValue(string chain)
    {
        // The first run warms up; a later run must allocate nothing. A second measured run is allowed because a
        // one-off runtime allocation (a method tiering up late on a loaded machine) can land in one of them; an
        // allocation per value would show in both.
        var measured = new List<long>();
        for (var run = 0; run < 3 && !measured.Contains(0); run++)
        {
            var observer = new CountingMeasuringObserver(20_000, 120_000);
            var source = AsyncObservable.Range(0, 300_000);
            IAsyncDisposable handle = chain switch
            {
                "WhereNotNull (class)" => await source.Select(x => x % 2 == 0 ? Text : null).WhereNotNull().SubscribeAsync(observer.For<string>()),
                "WhereNotNull (struct)" => await source.Select(x => x % 2 == 0 ? (int?)x : null).WhereNotNull().SubscribeAsync(observer.For<int>()),
                "Not/WhereTrue/AsSignal" => await source.Select(x => x % 2 == 0).Not().WhereTrue().AsSignal().SubscribeAsync(observer.For<Unit>()),
                "Pairwise" => await source.Pairwise().SubscribeAsync(observer.For<(int, int)>()),
                "Heartbeat/DetectStale" => await source.Heartbeat(TimeSpan.FromTicks(10), Scheduler).DetectStale(TimeSpan.FromTicks(10), Scheduler).SubscribeAsync(observer.For<Stale<Heartbeat<int>>>()),
                _ => await source.CatchIgnore().CatchAndReturn(-1).DoOnDispose(() => { }).TakeUntilInclusive(x => x < 0)
                    .ScanWithInitial(0L, (a, x) => a + x).SubscribeAsync(observer.For<long>()),
            };
            await using (handle)
            {
                var (bytes, sameThread) = await observer.Result.Task.WaitAsync(Bounded.Timeout);
                Assert.True(sameThread);
                if (run > 0)
                {
                    measured.Add(bytes);
                }
            }
        }

        Assert.True(measured.Contains(0), $"bytes allocated over 100,000 values in each measured run: {string.Join(", ", measured)}");
    }

    [AllocationFact]
    public async Task TimeOperators_ValuesThatRestartOrFallInAWindow_AllocateNothing()
    {
        // The scheduler never advances: each value only moves a deadline (the one work item stays pending).
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var passed = 0;
        await using var handle = await subject
            .ThrottleFirst(TimeSpan.FromTicks(10), scheduler)
            .DebounceImmediate(TimeSpan.FromTicks(10), scheduler)
            .Conflate(TimeSpan.FromTicks(10), scheduler)
            .SubscribeAsync(_ => passed++);
        for (var run = 0; run < 2; run++)
        {
            var before = GC.GetAllocatedBytesForCurrentThread();
            for (var i = 0; i < 100_000; i++)
            {
                Assert.True(subject.OnNextAsync(i).IsCompletedSuccessfully);
            }

            var bytes = GC.GetAllocatedBytesForCurrentThread() - before;
            if (run == 1)
            {
                Assert.Equal(0, bytes);
            }
        }

        Assert.Equal(1, passed);
    }

    private static TestScheduler Scheduler { get; } = new();

    private sealed class CountingMeasuringObserver(int from, int to)
    {
        private long _start;
        private int _thread;
        private int _count;

        public TaskCompletionSource<(long Bytes, bool SameThread)> Result { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

        public IAsyncObserver<T> For<T>() => new Typed<T>(this);

        private void Next()
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
        }

        private sealed class Typed<T>(CountingMeasuringObserver parent) : IAsyncObserver<T>
        {
            public ValueTask OnNextAsync(T value)
            {
                parent.Next();
                return default;
            }

            public ValueTask OnErrorAsync(Exception error)
            {
                parent.Result.TrySetException(error);
                return default;
            }

            public ValueTask OnCompletedAsync()
            {
                parent.Result.TrySetException(new InvalidOperationException("Completed before the measurement ended."));
                return default;
            }
        }
    }
}
