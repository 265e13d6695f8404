using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Parity;

/// <summary>
/// Operators whose argument makes them a no-op (<c>Skip(0)</c>, <c>SkipLast(0)</c>, <c>Skip(TimeSpan.Zero)</c>) still
/// let a foreign source go when it terminates, as the operator does in Rx.NET: the subscription log ends at the
/// terminal message's tick, not at the final disposal.
/// </summary>
public class ShortcutDisposalParityTests : ReactiveTest
{
    public static TheoryData<string> Shortcuts => ["Skip(0)", "SkipLast(0)", "Skip(TimeSpan.Zero)"];

    [Theory]
    [MemberData(nameof(Shortcuts))]
    public void ForeignSourceCompleting_IsLetGoAtItsCompletion(string shortcut)
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(150, 1), OnNext(210, 2), OnNext(220, 3), OnCompleted<int>(250));
        var res = scheduler.Start(() => Apply(shortcut, xs, scheduler));
        res.Messages.AssertEqual(OnNext(210, 2), OnNext(220, 3), OnCompleted<int>(250));
        xs.Subscriptions.AssertEqual(Subscribe(200, 250));
    }

    [Theory]
    [MemberData(nameof(Shortcuts))]
    public void ForeignSourceFailing_IsLetGoAtItsError(string shortcut)
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var xs = scheduler.CreateColdObservable(OnNext(10, 1), OnError<int>(50, ex));
        var res = scheduler.Start(() => Apply(shortcut, xs, scheduler));
        res.Messages.AssertEqual(OnNext(210, 1), OnError<int>(250, ex));
        xs.Subscriptions.AssertEqual(Subscribe(200, 250));
    }

    [Theory]
    [MemberData(nameof(Shortcuts))]
    public void RheoSource_IsReturnedItself(string shortcut)
    {
        var source = Observable.Range(0, 3);
        Assert.Same(source, Apply(shortcut, source, new TestScheduler()));
    }

    private static IObservable<int> Apply(string shortcut, IObservable<int> source, TestScheduler scheduler) => shortcut switch
    {
        "Skip(0)" => source.Skip(0),
        "SkipLast(0)" => source.SkipLast(0),
        _ => source.Skip(TimeSpan.Zero, scheduler),
    };
}
