using Rheo.Async.Linq;

namespace Rheo.Async.Tests.Ex;

/// <summary>With observers that complete synchronously, the extension operators allocate nothing per value.</summary>
public sealed class AllocationTests
{
    private const string Text = "a";

    public static TheoryData<string> Chains => ["WhereNotNull (class)", "WhereNotNull (struct)", "Not/WhereTrue/AsSignal", "Pairwise", "pass-through"];

    [Theory]
    [MemberData(nameof(Chains))]
    public async Task SynchronousPathAllocatesNothingPerValue(string chain)
    {
        for (var run = 0; run < 2; run++)
        {
            var observer = new CountingMeasuringObserver(20_000, 120_000);
            var source = AsyncObservable.Range(0, 300_000);
            IAsyncDisposable handle = chain switch
            {
                "WhereNotNull (class)" => await source.Select(x => x % 2 == 0 ? Text : null).WhereNotNull().SubscribeAsync(observer.For<string>()),
                "WhereNotNull (struct)" => await source.Select(x => x % 2 == 0 ? (int?)x : null).WhereNotNull().SubscribeAsync(observer.For<int>()),
                "Not/WhereTrue/AsSignal" => await source.Select(x => x % 2 == 0).Not().WhereTrue().AsSignal().SubscribeAsync(observer.For<Unit>()),
                "Pairwise" => await source.Pairwise().SubscribeAsync(observer.For<(int, int)>()),
                _ => await source.CatchIgnore().CatchAndReturn(-1).DoOnDispose(() => { }).TakeUntilInclusive(x => x < 0)
                    .ScanWithInitial(0L, (a, x) => a + x).SubscribeAsync(observer.For<long>()),
            };
            await using (handle)
            {
                var (bytes, sameThread) = await observer.Result.Task.WaitAsync(TimeSpan.FromSeconds(10));
                Assert.True(sameThread);
                if (run == 1)
                {
                    Assert.Equal(0, bytes);
                }
            }
        }
    }

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
