using Rheo.Async.Linq;

namespace Rheo.Async.Tests;

public sealed class FastPathAllocationTests
{
    private sealed class MeasuringObserver(int from, int to) : AsyncObserverBase<int>
    {
        private long _start;
        private int _thread;

        public TaskCompletionSource<(long Bytes, bool SameThread)> Result { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

        protected override ValueTask OnNextAsyncCore(int value)
        {
            if (value == from)
            {
                _thread = Environment.CurrentManagedThreadId;
                _start = GC.GetAllocatedBytesForCurrentThread();
            }
            else if (value == to)
            {
                var bytes = GC.GetAllocatedBytesForCurrentThread() - _start;
                Result.TrySetResult((bytes, _thread == Environment.CurrentManagedThreadId));
            }

            return default;
        }

        protected override ValueTask OnErrorAsyncCore(Exception error)
        {
            Result.TrySetException(error);
            return default;
        }

        protected override ValueTask OnCompletedAsyncCore() => default;
    }

    [Fact]
    public async Task SynchronousChainAllocatesNothingPerElement()
    {
        // Warm-up run: JIT and tiering happen here.
        for (var run = 0; run < 2; run++)
        {
            var observer = new MeasuringObserver(50_000, 250_000);
            await using var handle = await AsyncObservable.Range(0, 300_000)
                .Where(x => x >= 0)
                .Select(x => x + 1)
                .Select(x => new ValueTask<int>(x - 1))
                .Where((x, ct) => new ValueTask<bool>(true))
                .SubscribeAsync(observer);
            var (bytes, sameThread) = await observer.Result.Task.WaitAsync(TimeSpan.FromSeconds(10));
            Assert.True(sameThread);
            if (run == 1)
            {
                Assert.Equal(0, bytes);
            }
        }
    }
}
