using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

public class ToEventTests : ReactiveTest
{
    [Fact]
    public void ToEvent_HandlersSubscribeAndUnsubscribe()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(10, 1), OnNext(20, 2), OnNext(30, 3));
        var evt = xs.ToEvent();
        var seen = new List<int>();
        Action<int> handler = seen.Add;
        evt.OnNext += handler;
        scheduler.AdvanceTo(25);
        evt.OnNext -= handler;
        scheduler.Start();
        Assert.Equal([1, 2], seen);
        xs.Subscriptions.AssertEqual(Subscribe(0, 25));
    }

    [Fact]
    public void ToEvent_ErrorIsRethrown()
    {
        var evt = Observable.Throw<int>(new FormatException()).ToEvent();
        Assert.Throws<FormatException>(() => evt.OnNext += _ => { });
    }

    [Fact]
    public void ToEventPattern_RaisesSenderAndArgs()
    {
        var sender = new object();
        var args = new EventArgs();
        var evt = Observable.Return(new EventPattern<EventArgs>(sender, args)).ToEventPattern();
        object? seenSender = null;
        EventArgs? seenArgs = null;
        evt.OnNext += (s, e) =>
        {
            seenSender = s;
            seenArgs = e;
        };
        Assert.Same(sender, seenSender);
        Assert.Same(args, seenArgs);
    }

    [Fact]
    public void ToEvent_Arguments()
    {
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).ToEvent());
    }
}
