using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Testing;

namespace Rheo.Async.Tests.Linq;

/// <summary>With a synchronous observer, a value through a time operator completes synchronously.</summary>
public sealed class TimeSynchronousPathTests
{
    public static TheoryData<string> Operators => ["Throttle", "Sample", "Timeout", "GroupBy", "BufferTimeOrCount"];

    [Theory]
    [MemberData(nameof(Operators))]
    public async Task ValuesWithASynchronousObserverCompleteSynchronously(string name)
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var count = 0L;
        var observer = AsyncObserver.Create<int>(_ => count++);
        IAsyncDisposable handle = name switch
        {
            "Throttle" => await subject.Throttle(TimeSpan.FromTicks(10), scheduler).SubscribeAsync(observer),
            "Sample" => await subject.Sample(TimeSpan.FromTicks(10), scheduler).SubscribeAsync(observer),
            "Timeout" => await subject.Timeout(TimeSpan.FromTicks(10), scheduler).SubscribeAsync(observer),
            "BufferTimeOrCount" => await subject.Buffer(TimeSpan.FromTicks(10), 1_000_000, scheduler).Select(l => l.Count).SubscribeAsync(observer),
            _ => await subject.GroupBy(x => x & 1).SubscribeAsync(AsyncObserver.Create<IAsyncGroupedObservable<int, int>>(g => g.SubscribeAsync(observer).AsTask())),
        };

        for (var i = 0; i < 1_000; i++)
        {
            var task = subject.OnNextAsync(i);
            Assert.True(task.IsCompletedSuccessfully);
            await task;
        }

        await handle.DisposeAsync();

        // The groups' subscriptions keep GroupBy's source alive after the outer handle is disposed.
        Assert.Equal(name == "GroupBy", subject.HasObservers);
    }
}
