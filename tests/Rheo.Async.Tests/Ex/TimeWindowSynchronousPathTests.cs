using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Testing;

namespace Rheo.Async.Tests.Ex;

/// <summary>Values that only move a deadline or fall in a window complete synchronously.</summary>
public sealed class TimeWindowSynchronousPathTests
{
    [Fact]
    public async Task TimeOperators_ValuesThatRestartOrFallInAWindow_CompleteSynchronously_AndOnlyTheFirstPasses()
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
        for (var i = 0; i < 1_000; i++)
        {
            Assert.True(subject.OnNextAsync(i).IsCompletedSuccessfully);
        }

        Assert.Equal(1, passed);
    }
}
