using Rheo.Async.Linq;
using Rheo.Async.Subjects;

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
            var (bytes, sameThread) = await observer.Result.Task.WaitAsync(Bounded.Timeout);
            Assert.True(sameThread);
            if (run == 1)
            {
                Assert.Equal(0, bytes);
            }
        }
    }

    [AllocationTheory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task SubjectFanOutToSynchronousObserversAllocatesNothing(bool concurrent)
    {
        PublishingAsyncSubject<int> subject = concurrent ? new ConcurrentSimpleAsyncSubject<int>() : new SequentialSimpleAsyncSubject<int>();
        var sum = 0L;
        for (var i = 0; i < 4; i++)
        {
            await subject.SubscribeAsync(x => sum += x);
        }

        for (var run = 0; run < 2; run++)
        {
            var before = GC.GetAllocatedBytesForCurrentThread();
            for (var i = 0; i < 100_000; i++)
            {
                var task = subject.OnNextAsync(i);
                Assert.True(task.IsCompletedSuccessfully);
            }

            var bytes = GC.GetAllocatedBytesForCurrentThread() - before;
            if (run == 1)
            {
                Assert.Equal(0, bytes);
            }
        }

        Assert.Equal(4L * 2 * (100_000L * 99_999 / 2), sum);
    }
}
