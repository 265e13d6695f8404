using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

/// <summary><c>GroupJoin</c> and <c>Join</c> on error, as in Rx.NET: the open windows fail first, then the sequence.</summary>
public class GroupJoinErrorTests : ReactiveTest
{
    [Fact]
    public void GroupJoin_RightError_FailsEveryOpenWindowThenTheSequence()
    {
        var scheduler = new TestScheduler();
        var error = new InvalidOperationException("right");
        var left = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2));
        var right = scheduler.CreateHotObservable(OnNext(215, 10), OnError<int>(250, error));
        var windows = new List<ITestableObserver<int>>();
        var results = scheduler.Start(() => left.GroupJoin(
            right,
            _ => Observable.Never<int>(),
            _ => Observable.Never<int>(),
            (l, w) =>
            {
                var observer = scheduler.CreateObserver<int>();
                windows.Add(observer);
                w.Subscribe(observer);
                return l;
            }));
        results.Messages.AssertEqual(OnNext(210, 1), OnNext(220, 2), OnError<int>(250, error));
        windows[0].Messages.AssertEqual(OnNext(215, 10), OnError<int>(250, error));
        windows[1].Messages.AssertEqual(OnNext(220, 10), OnError<int>(250, error));
        left.Subscriptions.AssertEqual(Subscribe(200, 250));
        right.Subscriptions.AssertEqual(Subscribe(200, 250));
    }

    [Fact]
    public void GroupJoin_WindowObserverDisposesTheJoinOnError_OtherWindowsStillFail_AndNothingThrows()
    {
        var left = new Subject<int>();
        var right = new Subject<int>();
        var windowErrors = new List<Exception>();
        var outer = new List<Exception>();
        IDisposable? subscription = null;
        subscription = left.GroupJoin(
            right,
            _ => Observable.Never<int>(),
            _ => Observable.Never<int>(),
            (l, w) =>
            {
                w.Subscribe(_ => { }, e =>
                {
                    windowErrors.Add(e);
                    subscription!.Dispose();
                });
                return l;
            }).Subscribe(_ => { }, outer.Add);
        left.OnNext(1);
        left.OnNext(2);
        var error = new InvalidOperationException("right");
        right.OnError(error);
        Assert.Equal([error, error], windowErrors);
        Assert.Empty(outer);
    }

    [Fact]
    public void Join_LeftError_FailsAtOnce_AndLetsGoOfBothSources()
    {
        var scheduler = new TestScheduler();
        var error = new InvalidOperationException("left");
        var left = scheduler.CreateHotObservable(OnNext(210, 1), OnError<int>(230, error));
        var right = scheduler.CreateHotObservable(OnNext(220, 10), OnCompleted<int>(300));
        var results = scheduler.Start(() => left.Join(right, _ => Observable.Never<int>(), _ => Observable.Never<int>(), (l, r) => l + r));
        results.Messages.AssertEqual(OnNext(220, 11), OnError<int>(230, error));
        left.Subscriptions.AssertEqual(Subscribe(200, 230));
        right.Subscriptions.AssertEqual(Subscribe(200, 230));
    }
}
