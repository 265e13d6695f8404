using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Testing;
using Rheo.Tests.Support;
using static Rheo.Tests.Linq.FromEventTests;

namespace Rheo.Tests.Linq;

/// <summary>FromEvent/FromEventPattern with a scheduler: the shared handler is added and removed by work items on it.</summary>
public class FromEventSchedulerTests
{
    [Fact]
    public void AddAndRemove_RunOnTheScheduler()
    {
        var scheduler = new TestScheduler();
        var source = new EventSource();
        var events = Observable.FromEvent(h => source.Plain += h, h => source.Plain -= h, scheduler);
        var observer = new RecordingObserver<Unit>();
        var subscription = events.Subscribe(observer);
        Assert.Equal(0, source.PlainHandlers);
        source.RaisePlain();
        scheduler.AdvanceBy(1);
        Assert.Equal(1, source.PlainHandlers);
        source.RaisePlain();
        subscription.Dispose();
        Assert.Equal(1, source.PlainHandlers);
        source.RaisePlain();
        scheduler.AdvanceBy(1);
        Assert.Equal(0, source.PlainHandlers);
        Assert.Single(observer.Values);
        Assert.False(observer.IsTerminated);
    }

    [Fact]
    public void LeavingBeforeTheAddRuns_NeverAttaches_AndANewSubscriberAttachesAgain()
    {
        var scheduler = new TestScheduler();
        var source = new EventSource();
        var events = Observable.FromEvent<int>(h => source.Value += h, h => source.Value -= h, scheduler);
        events.Subscribe(new RecordingObserver<int>()).Dispose();
        scheduler.Start();
        Assert.Equal(0, source.ValueHandlers);

        var a = new RecordingObserver<int>();
        var b = new RecordingObserver<int>();
        using var da = events.Subscribe(a);
        using var db = events.Subscribe(b);
        scheduler.Start();
        Assert.Equal(1, source.ValueHandlers);
        source.RaiseValue(7);
        Assert.Equal([7], a.Values);
        Assert.Equal([7], b.Values);
    }

    [Fact]
    public void ThrowingAddHandler_OnTheScheduler_FailsTheSubscribers()
    {
        var scheduler = new TestScheduler();
        var ex = new FormatException();
        var observer = new RecordingObserver<Unit>();
        Observable.FromEvent(_ => throw ex, _ => { }, scheduler).Subscribe(observer);
        Assert.False(observer.IsTerminated);
        scheduler.Start();
        Assert.Same(ex, observer.Error);
    }

    [Fact]
    public void EveryOverload_DeliversItsEvents()
    {
        var scheduler = new TestScheduler();
        var source = new EventSource();
        var args = new MyArgs(1);
        var counts = new int[14];

        IDisposable Count<T>(IObservable<T> events, int index) => events.Subscribe(_ => counts[index]++);

        var subscriptions = new List<IDisposable>
        {
            Count(Observable.FromEvent(h => source.Plain += h, h => source.Plain -= h, scheduler), 0),
            Count(Observable.FromEvent<int>(h => source.Value += h, h => source.Value -= h, scheduler), 1),
            Count(Observable.FromEvent<IntHandler, int>(h => x => h(x), h => source.Int += h, h => source.Int -= h, scheduler), 2),
            Count(Observable.FromEvent<IntHandler, int>(h => source.Int += h, h => source.Int -= h, scheduler), 3),
            Count(Observable.FromEventPattern(h => source.Classic += h, h => source.Classic -= h, scheduler), 4),
            Count(Observable.FromEventPattern<MyArgs>(h => source.Generic += h, h => source.Generic -= h, scheduler), 5),
            Count(Observable.FromEventPattern<MyHandler, MyArgs>(h => h.Invoke, h => source.Custom += h, h => source.Custom -= h, scheduler), 6),
            Count(Observable.FromEventPattern<MyHandler, MyArgs>(h => source.Custom += h, h => source.Custom -= h, scheduler), 7),
            Count(Observable.FromEventPattern<TypedHandler, EventSource, MyArgs>(h => source.Typed += h, h => source.Typed -= h, scheduler), 8),
            Count(Observable.FromEventPattern(source, nameof(EventSource.Generic), scheduler), 9),
            Count(Observable.FromEventPattern<MyArgs>(source, nameof(EventSource.Generic), scheduler), 10),
            Count(Observable.FromEventPattern<object, MyArgs>(source, nameof(EventSource.Generic), scheduler), 11),
        };

        source.RaisePlain();
        source.RaiseValue(1);
        source.RaiseInt(1);
        source.RaiseAll(args);
        Assert.All(counts, c => Assert.Equal(0, c));

        scheduler.Start();
        source.RaisePlain();
        source.RaiseValue(1);
        source.RaiseInt(1);
        source.RaiseAll(args);
        Assert.Equal([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0], counts);

        subscriptions.ForEach(s => s.Dispose());
        scheduler.Start();
        Assert.Equal(0, source.PlainHandlers + source.ValueHandlers + source.IntHandlers + source.AllHandlers);
    }

    [Fact]
    public void StaticEventOverloads_AddAndRemoveOnTheScheduler()
    {
        var scheduler = new TestScheduler();
        var values = new List<object?>();
        var subscriptions = new[]
        {
            Observable.FromEventPattern(typeof(StaticEvents), nameof(StaticEvents.Happened), scheduler).Subscribe(p => values.Add(p.EventArgs)),
            Observable.FromEventPattern<MyArgs>(typeof(StaticEvents), nameof(StaticEvents.Happened), scheduler).Subscribe(p => values.Add(p.EventArgs)),
            Observable.FromEventPattern<object, MyArgs>(typeof(StaticEvents), nameof(StaticEvents.Happened), scheduler).Subscribe(p => values.Add(p.EventArgs)),
        };
        Assert.Equal(0, StaticEvents.Handlers);
        scheduler.Start();
        Assert.Equal(3, StaticEvents.Handlers);
        var args = new MyArgs(2);
        StaticEvents.Raise(args);
        Assert.Equal([args, args, args], values);
        foreach (var subscription in subscriptions)
        {
            subscription.Dispose();
        }

        Assert.Equal(3, StaticEvents.Handlers);
        scheduler.Start();
        Assert.Equal(0, StaticEvents.Handlers);
    }

    [Fact]
    public void ArgumentChecks_NameEachParameter()
    {
        var s = new TestScheduler();
        var source = new EventSource();
        Assert.Throws<ArgumentNullException>("addHandler", () => Observable.FromEvent(null!, _ => { }, s));
        Assert.Throws<ArgumentNullException>("removeHandler", () => Observable.FromEvent(_ => { }, null!, s));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.FromEvent(_ => { }, _ => { }, (IScheduler)null!));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.FromEvent<int>(_ => { }, _ => { }, null!));
        Assert.Throws<ArgumentNullException>("conversion", () => Observable.FromEvent<IntHandler, int>(null!, _ => { }, _ => { }, s));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.FromEvent<IntHandler, int>(h => x => h(x), _ => { }, _ => { }, null!));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.FromEvent<IntHandler, int>(_ => { }, _ => { }, null!));
        Assert.Throws<InvalidOperationException>(() => Observable.FromEvent<MyHandler, int>(_ => { }, _ => { }, s));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.FromEventPattern(_ => { }, _ => { }, null!));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.FromEventPattern<MyArgs>(_ => { }, _ => { }, null!));
        Assert.Throws<ArgumentNullException>("conversion", () => Observable.FromEventPattern<MyHandler, MyArgs>(null!, _ => { }, _ => { }, s));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.FromEventPattern<MyHandler, MyArgs>(_ => { }, _ => { }, null!));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.FromEventPattern<TypedHandler, EventSource, MyArgs>(_ => { }, _ => { }, null!));
        Assert.Throws<ArgumentNullException>("target", () => Observable.FromEventPattern((object)null!, "x", s));
        Assert.Throws<ArgumentNullException>("eventName", () => Observable.FromEventPattern<MyArgs>(source, null!, s));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.FromEventPattern<object, MyArgs>(source, "Generic", null!));
        Assert.Throws<ArgumentNullException>("type", () => Observable.FromEventPattern((Type)null!, "x", s));
        Assert.Throws<ArgumentNullException>("eventName", () => Observable.FromEventPattern<MyArgs>(typeof(StaticEvents), null!, s));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.FromEventPattern<object, MyArgs>(typeof(StaticEvents), "Happened", null!));
        Assert.Throws<InvalidOperationException>(() => Observable.FromEventPattern(source, "Missing", s));
    }

    /// <summary>A static event of its own, so that no other test class raises it.</summary>
    public static class StaticEvents
    {
        private static EventHandler<MyArgs>? s_happened;

        public static event EventHandler<MyArgs>? Happened
        {
            add { s_happened += value; Handlers++; }
            remove { s_happened -= value; Handlers--; }
        }

        public static int Handlers { get; private set; }

        public static void Raise(MyArgs e) => s_happened?.Invoke(null, e);
    }
}
