using Rheo.Subjects;

namespace Rheo.Tests;

public class EventPatternTypesTests
{
    private static readonly Exception Failure = new InvalidOperationException("failed");

    [Fact]
    public void EventPattern_Deconstructs()
    {
        var args = new EventArgs();
        var (sender, e) = new EventPattern<string, EventArgs>("s", args);
        Assert.Equal("s", sender);
        Assert.Same(args, e);

        var (objectSender, value) = new EventPattern<int>(this, 5);
        Assert.Same(this, objectSender);
        Assert.Equal(5, value);
    }

    [Fact]
    public void EventPattern_IsACovariantIEventPattern()
    {
        var args = new UnhandledExceptionEventArgs(Failure, false);
        IEventPattern<object, EventArgs> pattern = new EventPattern<string, UnhandledExceptionEventArgs>("s", args);
        Assert.Equal("s", pattern.Sender);
        Assert.Same(args, pattern.EventArgs);
    }

    [Fact]
    public void TimeIntervalAndTimestamped_Deconstruct()
    {
        var (value, interval) = new TimeInterval<int>(3, TimeSpan.FromTicks(7));
        Assert.Equal((3, TimeSpan.FromTicks(7)), (value, interval));

        var at = new DateTimeOffset(2026, 1, 2, 3, 4, 5, TimeSpan.Zero);
        var (stamped, timestamp) = new Timestamped<string>("x", at);
        Assert.Equal(("x", at), (stamped, timestamp));
    }

    [Fact]
    public void EventPatternSourceBase_ChecksArgumentsByName()
    {
        var subject = new Subject<EventPattern<object, int>>();
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => new IntEventSource(null!, (h, p) => h(p.Sender, p.EventArgs))).ParamName);
        Assert.Equal("invokeHandler", Assert.Throws<ArgumentNullException>(() => new IntEventSource(subject, null!)).ParamName);
        var source = new IntEventSource(subject);
        Assert.Equal("handler", Assert.Throws<ArgumentNullException>(() => source.AddRaw(null!, (_, _) => { })).ParamName);
        Assert.Equal("invoke", Assert.Throws<ArgumentNullException>(() => source.AddRaw(new EventHandler<int>((_, _) => { }), null!)).ParamName);
        Assert.Equal("handler", Assert.Throws<ArgumentNullException>(() => source.RemoveRaw(null!)).ParamName);
    }

    [Fact]
    public void EventPatternSourceBase_EachHandlerIsOneSubscription()
    {
        var subject = new Subject<EventPattern<object, int>>();
        var source = new IntEventSource(subject);
        var seen = new List<string>();
        EventHandler<int> first = (sender, e) => seen.Add($"first {sender} {e}");
        EventHandler<int> second = (sender, e) => seen.Add($"second {sender} {e}");

        source.Changed += first;
        source.Changed += second;
        subject.OnNext(new EventPattern<object, int>("s", 1));
        source.Changed -= first;
        subject.OnNext(new EventPattern<object, int>("s", 2));
        source.Changed -= second;
        Assert.False(subject.HasObservers);
        subject.OnNext(new EventPattern<object, int>("s", 3));
        source.Changed -= second;

        Assert.Equal(["first s 1", "second s 1", "second s 2"], seen);
    }

    [Fact]
    public void EventPatternSourceBase_RemovingAHandlerAddedTwice_DisposesOneSubscription()
    {
        var subject = new Subject<EventPattern<object, int>>();
        var source = new IntEventSource(subject);
        var calls = 0;
        EventHandler<int> handler = (_, _) => calls++;
        source.Changed += handler;
        source.Changed += handler;
        subject.OnNext(new EventPattern<object, int>(null, 1));
        source.Changed -= handler;
        subject.OnNext(new EventPattern<object, int>(null, 2));
        Assert.Equal(3, calls);
        source.Changed -= handler;
        Assert.False(subject.HasObservers);
    }

    [Fact]
    public void EventPatternSourceBase_CompletionRemovesTheHandler()
    {
        var subject = new Subject<EventPattern<object, int>>();
        var source = new IntEventSource(subject);
        var calls = 0;
        EventHandler<int> handler = (_, _) => calls++;
        source.Changed += handler;
        subject.OnCompleted();
        Assert.Equal(0, source.Registered(handler));
        source.Changed -= handler;

        var completed = new IntEventSource(Rheo.Linq.Observable.Empty<EventPattern<object, int>>());
        completed.Changed += handler;
        Assert.Equal(0, completed.Registered(handler));
        Assert.Equal(0, calls);
    }

    [Fact]
    public void EventPatternSourceBase_AnErrorIsRethrownAndRemovesTheHandler()
    {
        var subject = new Subject<EventPattern<object, int>>();
        var source = new IntEventSource(subject);
        EventHandler<int> handler = (_, _) => { };
        source.Changed += handler;
        Assert.Same(Failure, Assert.Throws<InvalidOperationException>(() => subject.OnError(Failure)));
        Assert.Equal(0, source.Registered(handler));
    }

    [Fact]
    public void EventPatternSourceBase_UsesTheInvokeHandler()
    {
        var subject = new Subject<EventPattern<object, int>>();
        var raised = new List<int>();
        var source = new IntEventSource(subject, (invoke, pattern) => invoke(pattern.Sender, pattern.EventArgs * 10));
        source.Changed += (_, e) => raised.Add(e);
        subject.OnNext(new EventPattern<object, int>(null, 4));
        Assert.Equal([40], raised);
    }

    private sealed class IntEventSource(IObservable<EventPattern<object, int>> source, Action<Action<object?, int>, EventPattern<object, int>> invokeHandler)
        : EventPatternSourceBase<object, int>(source, invokeHandler)
    {
        public IntEventSource(IObservable<EventPattern<object, int>> source)
            : this(source, (invoke, pattern) => invoke(pattern.Sender, pattern.EventArgs))
        {
        }

        public event EventHandler<int> Changed
        {
            add => Add(value, (sender, e) => value(sender, e));
            remove => Remove(value);
        }

        public void AddRaw(Delegate handler, Action<object?, int> invoke) => Add(handler, invoke);

        public void RemoveRaw(Delegate handler) => Remove(handler);

        public int Registered(Delegate handler) => SubscriptionCount(handler);
    }
}
