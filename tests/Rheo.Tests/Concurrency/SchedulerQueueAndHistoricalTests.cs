using Rheo.Concurrency;
using Rheo.Disposables;

namespace Rheo.Tests.Concurrency;

public class SchedulerQueueAndHistoricalTests
{
    private static ScheduledItem<long> Item(long due, List<long>? ran = null)
        => new ScheduledItem<long, long>(ImmediateScheduler.Instance, due, (_, d) =>
        {
            ran?.Add(d);
            return Disposable.Empty;
        }, due);

    [Fact]
    public void Queue_DequeuesInDueOrder_FirstInFirstOutForEqualTimes()
    {
        var queue = new SchedulerQueue<long>();
        var a = Item(20);
        var b = Item(10);
        var c = Item(20);
        var d = Item(5);
        queue.Enqueue(a);
        queue.Enqueue(b);
        queue.Enqueue(c);
        queue.Enqueue(d);
        Assert.Equal(4, queue.Count);
        Assert.Same(d, queue.Peek());
        Assert.Same(d, queue.Dequeue());
        Assert.Same(b, queue.Dequeue());
        Assert.Same(a, queue.Dequeue());
        Assert.Same(c, queue.Dequeue());
        Assert.Equal(0, queue.Count);
    }

    [Fact]
    public void Queue_RemoveTakesAnItemFromAnywhere()
    {
        var queue = new SchedulerQueue<long>(0);
        var items = Enumerable.Range(0, 10).Select(i => Item(i)).ToList();
        items.ForEach(queue.Enqueue);
        Assert.True(queue.Remove(items[0]));
        Assert.True(queue.Remove(items[5]));
        Assert.False(queue.Remove(items[5]));
        Assert.False(queue.Remove(Item(3)));
        Assert.Equal(8, queue.Count);
        var order = new List<long>();
        while (queue.Count > 0)
        {
            order.Add(queue.Dequeue().DueTime);
        }

        Assert.Equal([1L, 2L, 3L, 4L, 6L, 7L, 8L, 9L], order);
    }

    [Fact]
    public void Queue_EmptyPeekAndDequeueThrow()
    {
        var queue = new SchedulerQueue<long>();
        Assert.Throws<InvalidOperationException>(() => queue.Peek());
        Assert.Throws<InvalidOperationException>(() => queue.Dequeue());
    }

    [Fact]
    public void Queue_ArgumentChecks()
    {
        Assert.Equal("capacity", Assert.Throws<ArgumentOutOfRangeException>(() => new SchedulerQueue<long>(-1)).ParamName);
        var queue = new SchedulerQueue<long>();
        Assert.Equal("scheduledItem", Assert.Throws<ArgumentNullException>(() => queue.Enqueue(null!)).ParamName);
        Assert.Equal("scheduledItem", Assert.Throws<ArgumentNullException>(() => queue.Remove(null!)).ParamName);
    }

    [Fact]
    public void ScheduledItem_EqualityOperatorsCompareIdentity()
    {
        var a = Item(1);
        var b = Item(1);
        var alias = a;
        Assert.True(a == alias);
        Assert.False(a != alias);
        Assert.False(a == b);
        Assert.True(a != b);
        Assert.False(a == null);
        Assert.True(a != null);
        ScheduledItem<long>? none = null;
        Assert.True(none == null);

        // Equal due times order equally but are still different items.
        Assert.Equal(0, a.CompareTo(b));
    }

    [Fact]
    public void Historical_DerivesFromHistoricalSchedulerBase()
    {
        Assert.Equal(typeof(HistoricalSchedulerBase), typeof(HistoricalScheduler).BaseType);
        Assert.Equal(typeof(VirtualTimeSchedulerBase<DateTimeOffset, TimeSpan>), typeof(HistoricalSchedulerBase).BaseType);
        Assert.True(typeof(HistoricalSchedulerBase).IsAbstract);
    }

    [Fact]
    public void Historical_DefaultClockIsMinValue_AndComparerIsChecked()
    {
        Assert.Equal(DateTimeOffset.MinValue, new HistoricalScheduler().Clock);
        var start = new DateTimeOffset(2001, 2, 3, 4, 5, 6, TimeSpan.Zero);
        Assert.Equal(start, new HistoricalScheduler(start).Now);
        Assert.Equal("comparer", Assert.Throws<ArgumentNullException>(() => new HistoricalScheduler(start, null!)).ParamName);
    }

    [Fact]
    public void Historical_RunsInTimeOrder_SkipsCanceled_AndAdvances()
    {
        var start = new DateTimeOffset(2020, 1, 1, 0, 0, 0, TimeSpan.Zero);
        var scheduler = new HistoricalScheduler(start);
        var ran = new List<(string, DateTimeOffset)>();
        scheduler.Schedule(TimeSpan.FromMinutes(3), () => ran.Add(("c", scheduler.Now)));
        scheduler.Schedule(TimeSpan.FromMinutes(1), () => ran.Add(("a", scheduler.Now)));
        var canceled = scheduler.Schedule(TimeSpan.FromMinutes(2), () => ran.Add(("x", scheduler.Now)));
        scheduler.Schedule(start.AddMinutes(2), () => ran.Add(("b", scheduler.Now)));
        canceled.Dispose();
        scheduler.AdvanceBy(TimeSpan.FromMinutes(2));
        Assert.Equal([("a", start.AddMinutes(1)), ("b", start.AddMinutes(2))], ran);
        scheduler.Start();
        Assert.Equal(("c", start.AddMinutes(3)), ran[^1]);
        Assert.Equal(3, ran.Count);
    }

    [Fact]
    public void Historical_ACustomComparerOrdersTheWork()
    {
        // A reversed order: later times run first and the clock never goes "forward" past them.
        var start = new DateTimeOffset(2020, 1, 1, 0, 0, 0, TimeSpan.Zero);
        var scheduler = new HistoricalScheduler(start, Comparer<DateTimeOffset>.Create((x, y) => y.CompareTo(x)));
        var ran = new List<DateTimeOffset>();
        scheduler.ScheduleAbsolute(start.AddDays(-1), () => ran.Add(scheduler.Now));
        scheduler.ScheduleAbsolute(start.AddDays(-2), () => ran.Add(scheduler.Now));
        scheduler.Start();
        Assert.Equal([start.AddDays(-1), start.AddDays(-2)], ran);
    }

    [Fact]
    public void HistoricalBase_SubclassSuppliesTheQueue()
    {
        var scheduler = new SingleSlotHistorical();
        var ran = new List<DateTimeOffset>();
        scheduler.ScheduleAbsolute(DateTimeOffset.UnixEpoch, () => ran.Add(scheduler.Now));
        scheduler.AdvanceBy(TimeSpan.FromDays(1));
        Assert.Equal([DateTimeOffset.UnixEpoch], ran);
        Assert.Equal(DateTimeOffset.UnixEpoch.AddHours(23), scheduler.Clock);
    }

    /// <summary>The smallest subclass: one pending item at a time.</summary>
    private sealed class SingleSlotHistorical : HistoricalSchedulerBase
    {
        private ScheduledItem<DateTimeOffset>? _item;

        public SingleSlotHistorical()
            : base(DateTimeOffset.UnixEpoch.AddHours(-1))
        {
        }

        public override IDisposable ScheduleAbsolute<TState>(TState state, DateTimeOffset dueTime, Func<IScheduler, TState, IDisposable> action)
        {
            _item = new ScheduledItem<DateTimeOffset, TState>(this, state, (s, st) =>
            {
                _item = null;
                return action(s, st);
            }, dueTime, Comparer);
            return _item;
        }

        protected override IScheduledItem<DateTimeOffset>? GetNext() => _item is { IsCanceled: false } item ? item : null;
    }
}
