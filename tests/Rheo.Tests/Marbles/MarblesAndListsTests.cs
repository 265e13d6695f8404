using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Marbles;

/// <summary>Operators tested both ways: a marble diagram and an <c>OnNext(210, …)</c> list describe the same run.</summary>
public class MarblesAndListsTests : ReactiveTest
{
    private static void Both<T>(Func<TestScheduler, IObservable<T>> marbles, string expected, Func<TestScheduler, IObservable<T>> lists, params Recorded<Notification<T>>[] expectedList)
    {
        var m = new TestScheduler();
        m.ExpectObservable(marbles(m)).ToBe(expected);
        var l = new TestScheduler();
        l.Start(() => lists(l)).Messages.AssertEqual(expectedList);
    }

    private static ITestableObservable<char> Hot(TestScheduler s, params Recorded<Notification<char>>[] messages) => s.CreateHotObservable(messages);

    [Fact]
    public void Select() => Both(
        s => s.Hot("-a-^-b-c-|").Select(char.ToUpperInvariant), "--B-C-|",
        s => Hot(s, OnNext(180, 'a'), OnNext(220, 'b'), OnNext(240, 'c'), OnCompleted<char>(260)).Select(char.ToUpperInvariant),
        OnNext(220, 'B'), OnNext(240, 'C'), OnCompleted<char>(260));

    [Fact]
    public void Where() => Both(
        s => s.Hot("-a-b-c-|").Where(c => c != 'b'), "-a---c-|",
        s => Hot(s, OnNext(210, 'a'), OnNext(230, 'b'), OnNext(250, 'c'), OnCompleted<char>(270)).Where(c => c != 'b'),
        OnNext(210, 'a'), OnNext(250, 'c'), OnCompleted<char>(270));

    [Fact]
    public void Take() => Both(
        s => s.Hot("-a-b-c-|").Take(2), "-a-(b|)",
        s => Hot(s, OnNext(210, 'a'), OnNext(230, 'b'), OnNext(250, 'c'), OnCompleted<char>(270)).Take(2),
        OnNext(210, 'a'), OnNext(230, 'b'), OnCompleted<char>(230));

    [Fact]
    public void Skip() => Both(
        s => s.Hot("-a-b-c-|").Skip(2), "-----c-|",
        s => Hot(s, OnNext(210, 'a'), OnNext(230, 'b'), OnNext(250, 'c'), OnCompleted<char>(270)).Skip(2),
        OnNext(250, 'c'), OnCompleted<char>(270));

    [Fact]
    public void DistinctUntilChanged() => Both(
        s => s.Hot("-a-a-b-b-a|").DistinctUntilChanged(), "-a---b---a|",
        s => Hot(s, OnNext(210, 'a'), OnNext(230, 'a'), OnNext(250, 'b'), OnNext(270, 'b'), OnNext(290, 'a'), OnCompleted<char>(300)).DistinctUntilChanged(),
        OnNext(210, 'a'), OnNext(250, 'b'), OnNext(290, 'a'), OnCompleted<char>(300));

    [Fact]
    public void Merge() => Both(
        s => s.Hot("-a---c-|").Merge(s.Hot("---b---d|")), "-a-b-c-d|",
        s => Hot(s, OnNext(210, 'a'), OnNext(250, 'c'), OnCompleted<char>(270)).Merge(Hot(s, OnNext(230, 'b'), OnNext(270, 'd'), OnCompleted<char>(280))),
        OnNext(210, 'a'), OnNext(230, 'b'), OnNext(250, 'c'), OnNext(270, 'd'), OnCompleted<char>(280));

    [Fact]
    public void Concat() => Both(
        s => s.Cold("-a|").Concat(s.Cold("-b|")), "-a-b|",
        s => s.CreateColdObservable(OnNext(10, 'a'), OnCompleted<char>(20)).Concat(s.CreateColdObservable(OnNext(10, 'b'), OnCompleted<char>(20))),
        OnNext(210, 'a'), OnNext(230, 'b'), OnCompleted<char>(240));

    [Fact]
    public void TakeUntil() => Both(
        s => s.Hot("-a-b-c-|").TakeUntil(s.Hot("----x-|")), "-a-b|",
        s => Hot(s, OnNext(210, 'a'), OnNext(230, 'b'), OnNext(250, 'c'), OnCompleted<char>(270)).TakeUntil(Hot(s, OnNext(240, 'x'), OnCompleted<char>(260))),
        OnNext(210, 'a'), OnNext(230, 'b'), OnCompleted<char>(240));

    [Fact]
    public void Catch() => Both(
        s => s.Hot("-a-#").Catch(s.Cold("-b|")), "-a--b|",
        s => Hot(s, OnNext(210, 'a'), OnError<char>(230, new InvalidOperationException())).Catch(s.CreateColdObservable(OnNext(10, 'b'), OnCompleted<char>(20))),
        OnNext(210, 'a'), OnNext(240, 'b'), OnCompleted<char>(250));

    [Fact]
    public void Delay() => Both(
        s => s.Hot("-a-b-|").Delay(TimeSpan.FromTicks(20), s), "---a-b-|",
        s => Hot(s, OnNext(210, 'a'), OnNext(230, 'b'), OnCompleted<char>(250)).Delay(TimeSpan.FromTicks(20), s),
        OnNext(230, 'a'), OnNext(250, 'b'), OnCompleted<char>(270));

    [Fact]
    public void Throttle() => Both(
        s => s.Hot("-a-bc-----|").Throttle(TimeSpan.FromTicks(30), s), "-------c--|",
        s => Hot(s, OnNext(210, 'a'), OnNext(230, 'b'), OnNext(240, 'c'), OnCompleted<char>(300)).Throttle(TimeSpan.FromTicks(30), s),
        OnNext(270, 'c'), OnCompleted<char>(300));

    [Fact]
    public void Switch() => Both(
        s => s.Hot("-a---b-----|").Select(_ => s.Cold("-x-y-z|")).Switch(), "--x-y-x-y-z|",
        s => Hot(s, OnNext(210, 'a'), OnNext(250, 'b'), OnCompleted<char>(310)).Select(_ => s.CreateColdObservable(OnNext(10, 'x'), OnNext(30, 'y'), OnNext(50, 'z'), OnCompleted<char>(60))).Switch(),
        OnNext(220, 'x'), OnNext(240, 'y'), OnNext(260, 'x'), OnNext(280, 'y'), OnNext(300, 'z'), OnCompleted<char>(310));

    [Fact]
    public void ExhaustMap() => Both(
        s => s.Hot("-a---b-----|").ExhaustMap(_ => s.Cold("-x-y-z|")), "--x-y-z----|",
        s => Hot(s, OnNext(210, 'a'), OnNext(250, 'b'), OnCompleted<char>(310)).ExhaustMap(_ => s.CreateColdObservable(OnNext(10, 'x'), OnNext(30, 'y'), OnNext(50, 'z'), OnCompleted<char>(60))),
        OnNext(220, 'x'), OnNext(240, 'y'), OnNext(260, 'z'), OnCompleted<char>(310));
}
