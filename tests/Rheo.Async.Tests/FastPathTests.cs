using Rheo.Async.Linq;
using Rheo.Async.Subjects;

namespace Rheo.Async.Tests;

public sealed class FastPathTests
{
    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task SubjectFanOutToSynchronousObserversCompletesSynchronously(bool concurrent)
    {
        PublishingAsyncSubject<int> subject = concurrent ? new ConcurrentSimpleAsyncSubject<int>() : new SequentialSimpleAsyncSubject<int>();
        var sum = 0L;
        for (var i = 0; i < 4; i++)
        {
            await subject.SubscribeAsync(x => sum += x);
        }

        for (var i = 0; i < 1_000; i++)
        {
            var task = subject.OnNextAsync(i);
            Assert.True(task.IsCompletedSuccessfully);
        }

        Assert.Equal(4L * (1_000L * 999 / 2), sum);
    }
}
