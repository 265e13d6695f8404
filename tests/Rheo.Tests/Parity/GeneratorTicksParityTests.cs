using System.Collections;
using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Parity;

/// <summary>
/// Sources that produce on a scheduler, tick for tick as Rx.NET on a <c>TestScheduler</c>: each value is a work item
/// (201, 202, ...); completion takes a step of its own unless the source knows the last value when it sends it (a
/// counted <c>Repeat</c>), and <c>ToObservable</c> starts enumerating at the subscription's tick.
/// </summary>
public class GeneratorTicksParityTests : ReactiveTest
{
    [Fact]
    public void RepeatCount_CompletesOnTheTickOfItsLastValue()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Repeat(42, 3, scheduler));
        res.Messages.AssertEqual(OnNext(201, 42), OnNext(202, 42), OnNext(203, 42), OnCompleted<int>(203));
    }

    [Fact]
    public void RepeatCount_One_ValueAndCompletionAt201()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Repeat(42, 1, scheduler));
        res.Messages.AssertEqual(OnNext(201, 42), OnCompleted<int>(201));
    }

    [Fact]
    public void RepeatCount_Zero_CompletesAt201()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Repeat(42, 0, scheduler));
        res.Messages.AssertEqual(OnCompleted<int>(201));
    }

    [Fact]
    public void RepeatCount_Disposed_StopsAtTheDisposalTick()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Repeat(42, 10, scheduler), 204);
        res.Messages.AssertEqual(OnNext(201, 42), OnNext(202, 42), OnNext(203, 42));
    }

    [Fact]
    public void ToObservable_EnumeratesFromTheSubscriptionTick_ValuesFrom201_CompletionAStepLater()
    {
        var scheduler = new TestScheduler();
        var e = new LoggingEnumerable<int>(scheduler, [3, 1, 2, 4]);
        var res = scheduler.Start(() => e.ToObservable(scheduler));
        res.Messages.AssertEqual(OnNext(201, 3), OnNext(202, 1), OnNext(203, 2), OnNext(204, 4), OnCompleted<int>(205));
        e.Subscriptions.AssertEqual(Subscribe(200, 205));
    }

    [Fact]
    public void ToObservable_Disposed_ReleasesTheEnumeratorAtTheDisposalTick()
    {
        var scheduler = new TestScheduler();
        var e = new LoggingEnumerable<int>(scheduler, [3, 1, 2, 4]);
        var res = scheduler.Start(() => e.ToObservable(scheduler), 203);
        res.Messages.AssertEqual(OnNext(201, 3), OnNext(202, 1));
        e.Subscriptions.AssertEqual(Subscribe(200, 203));
    }

    [Fact]
    public void ToObservable_EnumerationFails_ErrorAtTheStepOfTheFailingMoveNext()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var e = new LoggingEnumerable<int>(scheduler, Failing(ex));
        var res = scheduler.Start(() => e.ToObservable(scheduler));
        res.Messages.AssertEqual(OnNext(201, 1), OnNext(202, 2), OnError<int>(203, ex));
        e.Subscriptions.AssertEqual(Subscribe(200, 203));
    }

    [Fact]
    public void ToObservable_GetEnumeratorThrows_ErrorAtTheSubscriptionTick()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var res = scheduler.Start(() => new ThrowingEnumerable<int>(ex).ToObservable(scheduler));
        res.Messages.AssertEqual(OnError<int>(200, ex));
    }

    [Fact]
    public void StartWith_ScheduledValues_FromTick201_ThenTheSourceAfterTheirCompletionStep()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(150, 1), OnNext(220, 4), OnCompleted<int>(250));
        var res = scheduler.Start(() => xs.StartWith(scheduler, 1, 2, 3));
        res.Messages.AssertEqual(OnNext(201, 1), OnNext(202, 2), OnNext(203, 3), OnNext(220, 4), OnCompleted<int>(250));
        xs.Subscriptions.AssertEqual(Subscribe(204, 250));
    }

    // Checked against Rx.NET and unchanged: pinned here so the family's ticks stay in one place.
    [Fact]
    public void ReturnEmptyThrow_AllAt201()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        scheduler.Start(() => Observable.Return(42, scheduler)).Messages.AssertEqual(OnNext(201, 42), OnCompleted<int>(201));
        scheduler = new TestScheduler();
        scheduler.Start(() => Observable.Empty<int>(scheduler)).Messages.AssertEqual(OnCompleted<int>(201));
        scheduler = new TestScheduler();
        scheduler.Start(() => Observable.Throw<int>(ex, scheduler)).Messages.AssertEqual(OnError<int>(201, ex));
    }

    [Fact]
    public void RangeGenerateRepeatForever_ValuePerTick_CompletionAStepLater()
    {
        var scheduler = new TestScheduler();
        scheduler.Start(() => Observable.Range(0, 0, scheduler)).Messages.AssertEqual(OnCompleted<int>(201));
        scheduler = new TestScheduler();
        scheduler.Start(() => Observable.Range(0, 2, scheduler)).Messages.AssertEqual(OnNext(201, 0), OnNext(202, 1), OnCompleted<int>(203));
        scheduler = new TestScheduler();
        scheduler.Start(() => Observable.Generate(0, x => x <= 2, x => x + 1, x => x, scheduler))
            .Messages.AssertEqual(OnNext(201, 0), OnNext(202, 1), OnNext(203, 2), OnCompleted<int>(204));
        scheduler = new TestScheduler();
        scheduler.Start(() => Observable.Repeat(42, scheduler), 204).Messages.AssertEqual(OnNext(201, 42), OnNext(202, 42), OnNext(203, 42));
    }

    [Fact]
    public void TimerAndInterval_ValueAtTheDueTick()
    {
        var scheduler = new TestScheduler();
        scheduler.Start(() => Observable.Timer(TimeSpan.FromTicks(100), scheduler))
            .Messages.AssertEqual(OnNext(300, 0L), OnCompleted<long>(300));
        scheduler = new TestScheduler();
        scheduler.Start(() => Observable.Interval(TimeSpan.FromTicks(300), scheduler))
            .Messages.AssertEqual(OnNext(500, 0L), OnNext(800, 1L));
    }

    private static IEnumerable<int> Failing(Exception ex)
    {
        yield return 1;
        yield return 2;
        throw ex;
    }

    /// <summary>An enumerable that logs when each enumerator is created and disposed, on the scheduler's clock.</summary>
    private sealed class LoggingEnumerable<T>(TestScheduler scheduler, IEnumerable<T> inner) : IEnumerable<T>
    {
        public List<Subscription> Subscriptions { get; } = [];

        public long Clock => scheduler.Clock;

        public IEnumerator<T> GetEnumerator()
        {
            Subscriptions.Add(new Subscription(scheduler.Clock));
            return new Enumerator(this, Subscriptions.Count - 1, inner.GetEnumerator());
        }

        IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

        private sealed class Enumerator(LoggingEnumerable<T> owner, int index, IEnumerator<T> inner) : IEnumerator<T>
        {
            public T Current => inner.Current;

            object? IEnumerator.Current => Current;

            public bool MoveNext() => inner.MoveNext();

            public void Reset() => inner.Reset();

            public void Dispose()
            {
                inner.Dispose();
                owner.Subscriptions[index] = new Subscription(owner.Subscriptions[index].Subscribe, owner.Clock);
            }
        }
    }

    private sealed class ThrowingEnumerable<T>(Exception ex) : IEnumerable<T>
    {
        public IEnumerator<T> GetEnumerator() => throw ex;

        IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
    }
}
