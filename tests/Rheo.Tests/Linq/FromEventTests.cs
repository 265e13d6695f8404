using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class FromEventTests
{
    [Fact]
    public void FromEvent_Action_EmitsUnitAndDetachesOnDispose()
    {
        var source = new EventSource();
        var o = new RecordingObserver<Unit>();
        var d = Observable.FromEvent(h => source.Plain += h, h => source.Plain -= h).Subscribe(o);
        Assert.Equal(1, source.PlainHandlers);
        source.RaisePlain();
        source.RaisePlain();
        d.Dispose();
        Assert.Equal(0, source.PlainHandlers);
        source.RaisePlain();
        Assert.Equal(2, o.Values.Count);
        Assert.False(o.IsTerminated);
    }

    [Fact]
    public void FromEvent_SharesOneHandlerBetweenSubscribers()
    {
        var source = new EventSource();
        var events = Observable.FromEvent<int>(h => source.Value += h, h => source.Value -= h);
        var a = new RecordingObserver<int>();
        var b = new RecordingObserver<int>();
        var da = events.Subscribe(a);
        source.RaiseValue(1);
        var db = events.Subscribe(b);
        Assert.Equal(1, source.ValueHandlers);
        source.RaiseValue(2);
        da.Dispose();
        Assert.Equal(1, source.ValueHandlers);
        source.RaiseValue(3);
        db.Dispose();
        Assert.Equal(0, source.ValueHandlers);
        using (events.Subscribe(_ => { }))
        {
            Assert.Equal(1, source.ValueHandlers);
        }

        Assert.Equal(0, source.ValueHandlers);
        Assert.Equal([1, 2], a.Values);
        Assert.Equal([2, 3], b.Values);
    }

    [Fact]
    public void FromEvent_TakeDetachesTheHandler()
    {
        var source = new EventSource();
        var o = new RecordingObserver<int>();
        Observable.FromEvent<int>(h => source.Value += h, h => source.Value -= h).Where(x => x > 0).Take(2).Subscribe(o);
        source.RaiseValue(0);
        source.RaiseValue(1);
        source.RaiseValue(2);
        Assert.Equal(0, source.ValueHandlers);
        Assert.Equal([1, 2], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void FromEvent_ConversionAndReflectionOverloads()
    {
        var source = new EventSource();
        var viaConversion = new RecordingObserver<int>();
        var viaReflection = new RecordingObserver<int>();
        using (Observable.FromEvent<IntHandler, int>(h => x => h(x), h => source.Int += h, h => source.Int -= h).Subscribe(viaConversion))
        using (Observable.FromEvent<IntHandler, int>(h => source.Int += h, h => source.Int -= h).Subscribe(viaReflection))
        {
            source.RaiseInt(5);
        }

        source.RaiseInt(6);
        Assert.Equal([5], viaConversion.Values);
        Assert.Equal([5], viaReflection.Values);
        Assert.Equal(0, source.IntHandlers);
        Assert.Throws<InvalidOperationException>(() => Observable.FromEvent<EventHandler, int>(_ => { }, _ => { }));
    }

    [Fact]
    public void FromEvent_ThrowingAddHandler_BecomesOnError()
    {
        var error = new InvalidOperationException();
        var o = new RecordingObserver<int>();
        Observable.FromEvent<int>(_ => throw error, _ => { }).Subscribe(o);
        Assert.Same(error, o.Error);
        o.AssertGrammar();
    }

    [Fact]
    public void FromEventPattern_DelegateOverloads()
    {
        var source = new EventSource();
        var args = new MyArgs(1);

        var classic = new RecordingObserver<EventPattern<object>>();
        var generic = new RecordingObserver<EventPattern<MyArgs>>();
        var converted = new RecordingObserver<EventPattern<MyArgs>>();
        var reflected = new RecordingObserver<EventPattern<MyArgs>>();
        var typed = new RecordingObserver<EventPattern<EventSource, MyArgs>>();
        using (Observable.FromEventPattern(h => source.Classic += h, h => source.Classic -= h).Subscribe(classic))
        using (Observable.FromEventPattern<MyArgs>(h => source.Generic += h, h => source.Generic -= h).Subscribe(generic))
        using (Observable.FromEventPattern<MyHandler, MyArgs>(h => h.Invoke, h => source.Custom += h, h => source.Custom -= h).Subscribe(converted))
        using (Observable.FromEventPattern<MyHandler, MyArgs>(h => source.Custom += h, h => source.Custom -= h).Subscribe(reflected))
        using (Observable.FromEventPattern<TypedHandler, EventSource, MyArgs>(h => source.Typed += h, h => source.Typed -= h).Subscribe(typed))
        {
            source.RaiseAll(args);
        }

        source.RaiseAll(args);
        Assert.Same(source, Assert.Single(classic.Values).Sender);
        Assert.Same(EventArgs.Empty, classic.Values[0].EventArgs);
        Assert.Equal(new EventPattern<MyArgs>(source, args), Assert.Single(generic.Values));
        Assert.Same(args, Assert.Single(converted.Values).EventArgs);
        Assert.Same(args, Assert.Single(reflected.Values).EventArgs);
        Assert.Same(source, Assert.Single(typed.Values).Sender);
        Assert.Equal(0, source.AllHandlers);
    }

    [Fact]
    public void FromEventPattern_ByName_InstanceAndStatic()
    {
        var source = new EventSource();
        var args = new MyArgs(2);
        var untyped = new RecordingObserver<EventPattern<object>>();
        var generic = new RecordingObserver<EventPattern<MyArgs>>();
        var typed = new RecordingObserver<EventPattern<EventSource, MyArgs>>();
        var statics = new RecordingObserver<EventPattern<MyArgs>>();
        var staticUntyped = new RecordingObserver<EventPattern<object>>();
        var staticTyped = new RecordingObserver<EventPattern<object, MyArgs>>();
        using (Observable.FromEventPattern(source, nameof(EventSource.Generic)).Subscribe(untyped))
        using (Observable.FromEventPattern<MyArgs>(source, nameof(EventSource.Custom)).Subscribe(generic))
        using (Observable.FromEventPattern<EventSource, MyArgs>(source, nameof(EventSource.Typed)).Subscribe(typed))
        using (Observable.FromEventPattern<MyArgs>(typeof(EventSource), nameof(EventSource.Static)).Subscribe(statics))
        using (Observable.FromEventPattern(typeof(EventSource), nameof(EventSource.Static)).Subscribe(staticUntyped))
        using (Observable.FromEventPattern<object, MyArgs>(typeof(EventSource), nameof(EventSource.Static)).Subscribe(staticTyped))
        {
            source.RaiseAll(args);
            EventSource.RaiseStatic(args);
        }

        source.RaiseAll(args);
        EventSource.RaiseStatic(args);
        Assert.Same(args, Assert.Single(untyped.Values).EventArgs);
        Assert.Same(args, Assert.Single(generic.Values).EventArgs);
        Assert.Same(source, Assert.Single(typed.Values).Sender);
        Assert.Null(Assert.Single(statics.Values).Sender);
        Assert.Single(staticUntyped.Values);
        Assert.Single(staticTyped.Values);
        Assert.Equal(0, source.AllHandlers);
        Assert.Equal(0, EventSource.StaticHandlers);
    }

    [Fact]
    public void FromEventPattern_ByName_BadNamesAndShapesThrow()
    {
        var source = new EventSource();
        Assert.Throws<InvalidOperationException>(() => Observable.FromEventPattern(source, "Missing"));
        Assert.Throws<InvalidOperationException>(() => Observable.FromEventPattern(source, nameof(EventSource.Static)));
        Assert.Throws<InvalidOperationException>(() => Observable.FromEventPattern(typeof(EventSource), nameof(EventSource.Generic)));
        Assert.Throws<InvalidOperationException>(() => Observable.FromEventPattern<MyArgs>(source, nameof(EventSource.Int)));
        Assert.Throws<ArgumentNullException>("target", () => Observable.FromEventPattern((object)null!, "x"));
        Assert.Throws<ArgumentNullException>("eventName", () => Observable.FromEventPattern(source, null!));
        Assert.Throws<ArgumentNullException>("type", () => Observable.FromEventPattern((Type)null!, "x"));
        Assert.Throws<ArgumentNullException>("eventName", () => Observable.FromEventPattern(typeof(EventSource), null!));
    }

    [Fact]
    public void NullArguments_Throw()
    {
        Assert.Throws<ArgumentNullException>("addHandler", () => Observable.FromEvent(null!, _ => { }));
        Assert.Throws<ArgumentNullException>("removeHandler", () => Observable.FromEvent(_ => { }, null!));
        Assert.Throws<ArgumentNullException>("addHandler", () => Observable.FromEvent<int>(null!, _ => { }));
        Assert.Throws<ArgumentNullException>("conversion", () => Observable.FromEvent<IntHandler, int>(null!, _ => { }, _ => { }));
        Assert.Throws<ArgumentNullException>("removeHandler", () => Observable.FromEvent<IntHandler, int>(_ => { }, null!));
        Assert.Throws<ArgumentNullException>("addHandler", () => Observable.FromEventPattern(null!, _ => { }));
        Assert.Throws<ArgumentNullException>("removeHandler", () => Observable.FromEventPattern<MyArgs>(_ => { }, null!));
        Assert.Throws<ArgumentNullException>("conversion", () => Observable.FromEventPattern<MyHandler, MyArgs>(null!, _ => { }, _ => { }));
        Assert.Throws<ArgumentNullException>("addHandler", () => Observable.FromEventPattern<MyHandler, MyArgs>(null!, _ => { }));
        Assert.Throws<ArgumentNullException>("addHandler", () => Observable.FromEventPattern<TypedHandler, EventSource, MyArgs>(null!, _ => { }));
    }

    [Fact]
    public void ConcurrentSubscribersWhileRaising_LeaveNoHandlerAttached()
    {
        var source = new EventSource();
        var events = Observable.FromEvent<int>(h => source.Value += h, h => source.Value -= h);
        var steady = new RecordingObserver<int>();
        var steadySubscription = events.Subscribe(steady);
        using var stop = new ManualResetEventSlim();
        var raiser = new Thread(() =>
        {
            var i = 0;
            while (!stop.IsSet)
            {
                source.RaiseValue(i++);
            }
        });
        raiser.Start();
        var threads = Enumerable.Range(0, 3).Select(_ => new Thread(() =>
        {
            for (var i = 0; i < 2000; i++)
            {
                events.Subscribe(_ => { }).Dispose();
            }
        })).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }

        foreach (var t in threads)
        {
            Assert.True(t.Join(Bounded.Timeout));
        }

        stop.Set();
        Assert.True(raiser.Join(Bounded.Timeout));
        Assert.Equal(1, source.ValueHandlers);
        steadySubscription.Dispose();
        Assert.Equal(0, source.ValueHandlers);
        steady.AssertGrammar();
        for (var i = 0; i < steady.Values.Count; i++)
        {
            Assert.Equal(i, steady.Values[i]);
        }
    }

    public delegate void IntHandler(int value);

    public delegate void MyHandler(object sender, MyArgs e);

    public delegate void TypedHandler(EventSource sender, MyArgs e);

    public sealed class MyArgs(int value) : EventArgs
    {
        public int Value { get; } = value;
    }

    public sealed class EventSource
    {
        private static EventHandler<MyArgs>? s_static;
        private Action? _plain;
        private Action<int>? _value;
        private IntHandler? _int;
        private EventHandler? _classic;
        private EventHandler<MyArgs>? _generic;
        private MyHandler? _custom;
        private TypedHandler? _typed;

        public static event EventHandler<MyArgs>? Static
        {
            add { s_static += value; StaticHandlers++; }
            remove { s_static -= value; StaticHandlers--; }
        }

        public event Action? Plain
        {
            add { _plain += value; PlainHandlers++; }
            remove { _plain -= value; PlainHandlers--; }
        }

        public event Action<int>? Value
        {
            add { _value += value; ValueHandlers++; }
            remove { _value -= value; ValueHandlers--; }
        }

        public event IntHandler? Int
        {
            add { _int += value; IntHandlers++; }
            remove { _int -= value; IntHandlers--; }
        }

        public event EventHandler? Classic
        {
            add { _classic += value; AllHandlers++; }
            remove { _classic -= value; AllHandlers--; }
        }

        public event EventHandler<MyArgs>? Generic
        {
            add { _generic += value; AllHandlers++; }
            remove { _generic -= value; AllHandlers--; }
        }

        public event MyHandler? Custom
        {
            add { _custom += value; AllHandlers++; }
            remove { _custom -= value; AllHandlers--; }
        }

        public event TypedHandler? Typed
        {
            add { _typed += value; AllHandlers++; }
            remove { _typed -= value; AllHandlers--; }
        }

        public static int StaticHandlers { get; private set; }

        public int PlainHandlers { get; private set; }

        public int ValueHandlers { get; private set; }

        public int IntHandlers { get; private set; }

        public int AllHandlers { get; private set; }

        public static void RaiseStatic(MyArgs e) => s_static?.Invoke(null, e);

        public void RaisePlain() => _plain?.Invoke();

        public void RaiseValue(int x) => Volatile.Read(ref _value)?.Invoke(x);

        public void RaiseInt(int x) => _int?.Invoke(x);

        public void RaiseAll(MyArgs e)
        {
            _classic?.Invoke(this, EventArgs.Empty);
            _generic?.Invoke(this, e);
            _custom?.Invoke(this, e);
            _typed?.Invoke(this, e);
        }
    }
}
