using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

/// <summary>
/// When <c>CombineLatest</c> and <c>Zip</c> complete, and when they let go of a finished source, in every form
/// (two sources, generated arities, list, enumerable), at Rx.NET's virtual ticks.
/// </summary>
public class CombiningCompletionTests : ReactiveTest
{
    private static readonly Func<IObservable<int>, IObservable<int>, IObservable<int>>[] CombineLatestForms =
    [
        (a, b) => a.CombineLatest(b, (x, y) => x + y),
        (a, b) => Observable.CombineLatest(new[] { a, b }).Select(l => l[0] + l[1]),
        (a, b) => new[] { a, b }.AsEnumerable().CombineLatest(l => l[0] + l[1]),
        (a, b) => a.CombineLatest(b, Observable.Return(0), (x, y, z) => x + y + z),
    ];

    private static readonly Func<IObservable<int>, IObservable<int>, IObservable<int>>[] ZipForms =
    [
        (a, b) => a.Zip(b, (x, y) => x + y),
        (a, b) => Observable.Zip(new[] { a, b }).Select(l => l[0] + l[1]),
        (a, b) => new[] { a, b }.AsEnumerable().Zip(l => l[0] + l[1]),
    ];

    public static TheoryData<int> CombineLatestFormIndexes => [0, 1, 2, 3];

    public static TheoryData<int> ZipFormIndexes => [0, 1, 2];

    [Theory]
    [MemberData(nameof(CombineLatestFormIndexes))]
    public void CombineLatest_NeverAndEmpty_NeverCompletes(int form)
    {
        var scheduler = new TestScheduler();
        var a = scheduler.CreateHotObservable<int>();
        var b = scheduler.CreateHotObservable(OnCompleted<int>(250));
        var results = scheduler.Start(() => CombineLatestForms[form](a, b));
        results.Messages.AssertEqual();
        a.Subscriptions.AssertEqual(Subscribe(200, 1000));
        b.Subscriptions.AssertEqual(Subscribe(200, 250));
    }

    [Theory]
    [MemberData(nameof(CombineLatestFormIndexes))]
    public void CombineLatest_EmptySource_CompletesAtTheNextValueOfTheOther(int form)
    {
        var scheduler = new TestScheduler();
        var a = scheduler.CreateHotObservable(OnNext(500, 1), OnCompleted<int>(800));
        var b = scheduler.CreateHotObservable(OnCompleted<int>(250));
        var results = scheduler.Start(() => CombineLatestForms[form](a, b));
        results.Messages.AssertEqual(OnCompleted<int>(500));
        a.Subscriptions.AssertEqual(Subscribe(200, 500));
        b.Subscriptions.AssertEqual(Subscribe(200, 250));
    }

    [Theory]
    [MemberData(nameof(CombineLatestFormIndexes))]
    public void CombineLatest_AllEmpty_CompletesWithTheLast(int form)
    {
        var scheduler = new TestScheduler();
        var a = scheduler.CreateHotObservable(OnCompleted<int>(210));
        var b = scheduler.CreateHotObservable(OnCompleted<int>(220));
        var results = scheduler.Start(() => CombineLatestForms[form](a, b));
        results.Messages.AssertEqual(OnCompleted<int>(220));
        a.Subscriptions.AssertEqual(Subscribe(200, 210));
        b.Subscriptions.AssertEqual(Subscribe(200, 220));
    }

    [Theory]
    [MemberData(nameof(CombineLatestFormIndexes))]
    public void CombineLatest_SourceCompletedAfterAValue_GoesOnUntilAllComplete(int form)
    {
        var scheduler = new TestScheduler();
        var a = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(250));
        var b = scheduler.CreateHotObservable(OnNext(300, 2), OnNext(400, 3), OnCompleted<int>(500));
        var results = scheduler.Start(() => CombineLatestForms[form](a, b));
        results.Messages.AssertEqual(OnNext(300, 3), OnNext(400, 4), OnCompleted<int>(500));
        a.Subscriptions.AssertEqual(Subscribe(200, 250));
        b.Subscriptions.AssertEqual(Subscribe(200, 500));
    }

    [Fact]
    public void CombineLatest_ThreeSources_CompletesAtAValueOnlyOnceAllOthersCompleted()
    {
        var scheduler = new TestScheduler();
        var a = scheduler.CreateHotObservable(OnNext(300, 1), OnNext(500, 2), OnCompleted<int>(800));
        var b = scheduler.CreateHotObservable(OnCompleted<int>(400));
        var c = scheduler.CreateHotObservable(OnCompleted<int>(250));
        var results = scheduler.Start(() => a.CombineLatest(b, c, (x, y, z) => x + y + z));
        results.Messages.AssertEqual(OnCompleted<int>(500));
        a.Subscriptions.AssertEqual(Subscribe(200, 500));
        b.Subscriptions.AssertEqual(Subscribe(200, 400));
        c.Subscriptions.AssertEqual(Subscribe(200, 250));
    }

    [Fact]
    public void CombineLatest_SixteenSources_EmptyOneCompletesAtTheValueAfterAllOthersCompleted()
    {
        var scheduler = new TestScheduler();
        var a = scheduler.CreateHotObservable(OnNext(300, 1), OnNext(500, 2));
        var e = scheduler.CreateHotObservable(OnCompleted<int>(250));
        var r = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(400));
        var results = scheduler.Start(() => a.CombineLatest(r, r, r, r, r, r, r, r, r, r, r, r, r, r, e, (x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16) => x1 + x16));
        results.Messages.AssertEqual(OnCompleted<int>(500));
        a.Subscriptions.AssertEqual(Subscribe(200, 500));
        e.Subscriptions.AssertEqual(Subscribe(200, 250));
    }

    [Theory]
    [MemberData(nameof(ZipFormIndexes))]
    public void Zip_NeverAndEmpty_NeverCompletes(int form)
    {
        var scheduler = new TestScheduler();
        var a = scheduler.CreateHotObservable<int>();
        var b = scheduler.CreateHotObservable(OnCompleted<int>(250));
        var results = scheduler.Start(() => ZipForms[form](a, b));
        results.Messages.AssertEqual();
        a.Subscriptions.AssertEqual(Subscribe(200, 1000));
        b.Subscriptions.AssertEqual(Subscribe(200, 250));
    }

    [Theory]
    [MemberData(nameof(ZipFormIndexes))]
    public void Zip_AllEmpty_CompletesWithTheLast(int form)
    {
        var scheduler = new TestScheduler();
        var a = scheduler.CreateHotObservable(OnCompleted<int>(210));
        var b = scheduler.CreateHotObservable(OnCompleted<int>(220));
        var results = scheduler.Start(() => ZipForms[form](a, b));
        results.Messages.AssertEqual(OnCompleted<int>(220));
        a.Subscriptions.AssertEqual(Subscribe(200, 210));
        b.Subscriptions.AssertEqual(Subscribe(200, 220));
    }

    [Theory]
    [MemberData(nameof(ZipFormIndexes))]
    public void Zip_DrainedSource_IsNoticedAtTheNextValueOfTheOther(int form)
    {
        var scheduler = new TestScheduler();
        var a = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(230));
        var b = scheduler.CreateHotObservable(OnNext(300, 10), OnNext(400, 20), OnNext(500, 30), OnCompleted<int>(600));
        var results = scheduler.Start(() => ZipForms[form](a, b));
        results.Messages.AssertEqual(OnNext(300, 11), OnNext(400, 22), OnCompleted<int>(500));
        a.Subscriptions.AssertEqual(Subscribe(200, 230));
        b.Subscriptions.AssertEqual(Subscribe(200, 500));
    }

    [Theory]
    [MemberData(nameof(ZipFormIndexes))]
    public void Zip_DrainedSource_IsNoticedWhenTheOtherCompletes(int form)
    {
        var scheduler = new TestScheduler();
        var a = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(230));
        var b = scheduler.CreateHotObservable(OnNext(300, 10), OnCompleted<int>(600));
        var results = scheduler.Start(() => ZipForms[form](a, b));
        results.Messages.AssertEqual(OnNext(300, 11), OnCompleted<int>(600));
        a.Subscriptions.AssertEqual(Subscribe(200, 230));
        b.Subscriptions.AssertEqual(Subscribe(200, 600));
    }

    [Fact]
    public void Zip_ThreeSources_CompletesAtAnUnpairedValueOnlyOnceAllOthersCompleted()
    {
        var scheduler = new TestScheduler();
        var a = scheduler.CreateHotObservable(OnNext(300, 1), OnNext(500, 2), OnNext(700, 3));
        var b = scheduler.CreateHotObservable(OnNext(400, 10), OnCompleted<int>(600));
        var c = scheduler.CreateHotObservable(OnNext(210, 100), OnCompleted<int>(220));
        var results = scheduler.Start(() => a.Zip(b, c, (x, y, z) => x + y + z));
        results.Messages.AssertEqual(OnNext(400, 111), OnCompleted<int>(700));
        a.Subscriptions.AssertEqual(Subscribe(200, 700));
        b.Subscriptions.AssertEqual(Subscribe(200, 600));
        c.Subscriptions.AssertEqual(Subscribe(200, 220));
    }
}
