using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;
using Rheo.Concurrency;
using Rheo.Testing;

namespace Rheo.Async.Tests.Linq;

/// <summary>
/// A source message that waited for a delivery goes before the timer: on a scheduler that starts work due now at once
/// (as an idle pool thread does), a timer that fell due during the delivery must not take the turn back from the
/// source the delivery's end woke.
/// </summary>
public sealed class TimedSinkFairnessTests
{
    [Fact]
    public async Task BufferByTimeShift_TheWaitingSourceGoesBeforeATimerDueAtOnce()
    {
        var clock = new TestScheduler();
        var scheduler = new DueNowAtOnce(clock);
        var subject = new SequentialSimpleAsyncSubject<int>();
        var observer = new VirtualTimeAsyncRecorder<IList<int>>(clock, busyTicks: 15);
        await using var handle = await subject.Buffer(TimeSpan.FromTicks(10), TimeSpan.FromTicks(10), scheduler).SubscribeAsync(observer);
        var accepted = new List<long>();
        clock.At(5, () => subject.OnNextAsync(1), accepted);
        clock.At(12, () => subject.OnNextAsync(2), accepted);
        clock.AdvanceToInline(100);

        // [1] keeps the observer busy from 10 to 25; 2 waits from 12 and enters the list still open at 25, before the
        // boundary at 20 takes effect (the timer, due since 20, runs right after); a timer that went first would close
        // that list empty at 25 and again at every later delivery's end, and 2 would never get in.
        Assert.Equal([5L, 25L], accepted);
        Assert.Equal("25:[2]", observer.Messages[1]);
        observer.AssertGrammar();
    }

    /// <summary>Virtual time, except that work due now runs at once on the calling thread.</summary>
    private sealed class DueNowAtOnce(TestScheduler clock) : IScheduler
    {
        public DateTimeOffset Now => clock.Now;

        public IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action) => action(this, state);

        public IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action) =>
            dueTime <= TimeSpan.Zero ? action(this, state) : clock.Schedule(state, dueTime, (_, s) => action(this, s));

        public IDisposable Schedule<TState>(TState state, DateTimeOffset dueTime, Func<IScheduler, TState, IDisposable> action) =>
            Schedule(state, dueTime - Now, action);
    }
}
