using Rheo.Threading.Tasks;
using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Testing;
using Rheo.Tests.Support;

namespace Rheo.Tests.LinqEx;

/// <summary>Rx.NET's experimental ObservableEx operators: Create from an iterator, Expand, ForkJoin, Let, ManySelect, and the tuple forms.</summary>
public class ExperimentalExTests : ReactiveTest
{
    [Fact]
    public void Create_Iterator_SubscribesYieldedObservablesInTurn_ObserverSendsValues()
    {
        var scheduler = new TestScheduler();
        var first = scheduler.CreateColdObservable(OnNext<object>(10, "ignored"), OnCompleted<object>(20));
        var second = scheduler.CreateColdObservable(OnCompleted<object>(5));
        IEnumerable<IObservable<object>> Iterate(IObserver<int> observer)
        {
            observer.OnNext(1);
            yield return first;
            observer.OnNext(2);
            yield return second;
            observer.OnNext(3);
        }

        var res = scheduler.Start(() => ObservableEx.Create<int>(Iterate));
        res.Messages.AssertEqual(OnNext(200, 1), OnNext(220, 2), OnNext(225, 3), OnCompleted<int>(225));
        first.Subscriptions.AssertEqual(Subscribe(200, 220));
        second.Subscriptions.AssertEqual(Subscribe(220, 225));
    }

    [Fact]
    public void Create_Iterator_ErrorOfAYieldedObservableOrOfTheIterator_Fails_AndDisposalStops()
    {
        var ex = new FormatException();
        var scheduler = new TestScheduler();
        var failing = scheduler.CreateColdObservable(OnError<object>(10, ex));
        var res = scheduler.Start(() => ObservableEx.Create<int>(_ => [failing, Observable.Never<object>()]));
        res.Messages.AssertEqual(OnError<int>(210, ex));

        IEnumerable<IObservable<object>> Throwing()
        {
            yield return Observable.Empty<object>();
            throw ex;
        }

        var observer = new RecordingObserver<Unit>();
        ObservableEx.Create(Throwing).Subscribe(observer);
        Assert.Same(ex, observer.Error);

        var s2 = new TestScheduler();
        var never = s2.CreateColdObservable<object>();
        s2.Start(() => ObservableEx.Create<int>(_ => [never]), 300);
        never.Subscriptions.AssertEqual(Subscribe(200, 300));

        Assert.Throws<ArgumentNullException>("iteratorMethod", () => ObservableEx.Create<int>(null!));
        Assert.Throws<ArgumentNullException>("iteratorMethod", () => ObservableEx.Create(null!));
    }

    [Fact]
    public void Create_IteratorWithoutObserver_SendsNoValues_CompletesAtTheEnd()
    {
        var scheduler = new TestScheduler();
        var first = scheduler.CreateColdObservable(OnNext<object>(10, 1), OnCompleted<object>(20));
        var res = scheduler.Start(() => ObservableEx.Create(() => [first, first]));
        res.Messages.AssertEqual(OnCompleted<Unit>(240));
        first.Subscriptions.AssertEqual(Subscribe(200, 220), Subscribe(220, 240));
    }

    [Fact]
    public void Expand_SubscribesEachSelectedSequence_OnePerSchedulerStep()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(300));
        var res = scheduler.Start(() => xs.Expand(
            x => x < 4 ? scheduler.CreateColdObservable(OnNext(10, x * 2), OnCompleted<int>(20)) : Observable.Empty<int>(),
            scheduler));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(221, 2), OnNext(232, 4), OnCompleted<int>(300));
        xs.Subscriptions.AssertEqual(Subscribe(201, 300));
    }

    [Fact]
    public void Expand_DefaultScheduler_ExpandsSynchronousSourcesDeeply()
    {
        var values = new List<int>();
        var completed = false;
        Observable.Return(0).Expand(x => x < 10_000 ? Observable.Return(x + 1) : Observable.Empty<int>()).Subscribe(values.Add, () => completed = true);
        Assert.True(completed);
        Assert.Equal(Enumerable.Range(0, 10_001), values);
    }

    [Fact]
    public void Expand_ThrowingSelectorOrSequenceError_Fails_AndDisposesEverything()
    {
        var ex = new FormatException();
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(300));
        var inner = scheduler.CreateColdObservable<int>();
        var res = scheduler.Start(() => xs.Expand(x => x == 1 ? inner : throw ex, scheduler));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(220, 2), OnError<int>(220, ex));
        xs.Subscriptions.AssertEqual(Subscribe(201, 220));
        inner.Subscriptions.AssertEqual(Subscribe(211, 220));

        var s2 = new TestScheduler();
        var ys = s2.CreateHotObservable(OnNext(210, 1), OnError<int>(250, ex));
        s2.Start(() => ys.Expand(_ => Observable.Never<int>(), s2)).Messages.AssertEqual(OnNext(210, 1), OnError<int>(250, ex));

        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Expand(x => Observable.Return(x)));
        Assert.Throws<ArgumentNullException>("selector", () => Observable.Return(1).Expand(null!));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.Return(1).Expand(x => Observable.Return(x), null!));
    }

    [Fact]
    public void ForkJoin_EmitsTheLastValues_WhenAllComplete()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(230));
        var ys = scheduler.CreateHotObservable(OnNext(215, 5), OnCompleted<int>(250));
        var res = scheduler.Start(() => ObservableEx.ForkJoin(xs, ys));
        res.Messages.AssertEqual(OnNext<int[]>(250, a => a.SequenceEqual([2, 5])), OnCompleted<int[]>(250));

        var s2 = new TestScheduler();
        var a = s2.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(230));
        var b = s2.CreateHotObservable(OnNext(240, "x"), OnCompleted<string>(260));
        s2.Start(() => a.ForkJoin(b, (n, s) => s + n)).Messages.AssertEqual(OnNext(260, "x1"), OnCompleted<string>(260));
    }

    [Fact]
    public void ForkJoin_Array_ASourceWithoutValue_CompletesAtOnce_WithoutAValue()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(300));
        var empty = scheduler.CreateHotObservable(OnCompleted<int>(220));
        var res = scheduler.Start(() => new[] { xs, empty }.ForkJoin());
        res.Messages.AssertEqual(OnCompleted<int[]>(220));
        xs.Subscriptions.AssertEqual(Subscribe(200, 220));

        var s2 = new TestScheduler();
        s2.Start(() => ObservableEx.ForkJoin<int>()).Messages.AssertEqual(OnCompleted<int[]>(200));
    }

    [Fact]
    public void ForkJoin_Pair_WaitsForBoth_EvenWhenOneIsEmpty()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnCompleted<int>(210));
        var ys = scheduler.CreateHotObservable(OnNext(220, 1), OnCompleted<int>(300));
        var res = scheduler.Start(() => xs.ForkJoin(ys, (a, b) => a + b));
        res.Messages.AssertEqual(OnCompleted<int>(300));
        ys.Subscriptions.AssertEqual(Subscribe(200, 300));
    }

    [Fact]
    public void ForkJoin_Errors_FailAtOnce_AndDisposeTheOthers()
    {
        var ex = new FormatException();
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(300));
        var failing = scheduler.CreateHotObservable(OnError<int>(220, ex));
        scheduler.Start(() => ObservableEx.ForkJoin(xs, failing)).Messages.AssertEqual(OnError<int[]>(220, ex));
        xs.Subscriptions.AssertEqual(Subscribe(200, 220));

        var s2 = new TestScheduler();
        var ys = s2.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(300));
        var bad = s2.CreateHotObservable(OnError<int>(220, ex));
        s2.Start(() => ys.ForkJoin(bad, (a, b) => a + b)).Messages.AssertEqual(OnError<int>(220, ex));
        ys.Subscriptions.AssertEqual(Subscribe(200, 220));

        var s3 = new TestScheduler();
        var one = s3.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(220));
        s3.Start(() => one.ForkJoin<int, int, int>(one, (_, _) => throw ex)).Messages.AssertEqual(OnError<int>(220, ex));

        Assert.Throws<ArgumentNullException>("sources", () => ObservableEx.ForkJoin((IObservable<int>[])null!));
        Assert.Throws<ArgumentNullException>("sources", () => ((IEnumerable<IObservable<int>>)null!).ForkJoin());
        Assert.Throws<ArgumentNullException>("first", () => ((IObservable<int>)null!).ForkJoin(one, (a, b) => a));
        Assert.Throws<ArgumentNullException>("second", () => one.ForkJoin((IObservable<int>)null!, (a, b) => a));
        Assert.Throws<ArgumentNullException>("resultSelector", () => one.ForkJoin(one, (Func<int, int, int>)null!));
    }

    [Fact]
    public void ForkJoin_Disposal_DisposesEverySource()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1));
        var ys = scheduler.CreateHotObservable(OnNext(210, 2));
        Assert.Empty(scheduler.Start(() => ObservableEx.ForkJoin(xs, ys)).Messages);
        xs.Subscriptions.AssertEqual(Subscribe(200, 1000));
        ys.Subscriptions.AssertEqual(Subscribe(200, 1000));
    }

    [Fact]
    public void Let_CallsTheSelectorOnce_Eagerly()
    {
        var source = Observable.Range(1, 3);
        var calls = 0;
        var result = source.Let(xs =>
        {
            calls++;
            Assert.Same(source, xs);
            return xs.Select(x => x * 10);
        });
        Assert.Equal(1, calls);
        Assert.Equal([10, 20, 30], result.ToEnumerable());
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Let(xs => xs));
        Assert.Throws<ArgumentNullException>("selector", () => source.Let<int, int>(null!));
    }

    [Fact]
    public async Task ManySelect_EachValueSeesItsSuffix()
    {
        var sums = await Observable.Range(1, 3).ManySelect(suffix => suffix.Sum(), Scheduler.Immediate).Merge().ToList().ToTask().Within();
        Assert.Equal([3, 5, 6], sums.Order());

        var lists = await Observable.Range(1, 3).ManySelect(suffix => suffix.ToList()).Merge().ToList().ToTask().Within();
        Assert.Equal(["1,2,3", "2,3", "3"], lists.Select(l => string.Join(",", l)).Order());
    }

    [Fact]
    public void ManySelect_ErrorReachesTheResultAndEverySuffix()
    {
        var ex = new FormatException();
        var source = Observable.Range(1, 2).Concat(Observable.Throw<int>(ex));
        var suffixErrors = new List<Exception>();
        var observer = new RecordingObserver<IObservable<int>>();
        source.ManySelect(suffix => suffix, Scheduler.Immediate).Subscribe(observer);
        Assert.Same(ex, observer.Error);
        Assert.Equal(2, observer.Values.Count);
        foreach (var suffix in observer.Values)
        {
            suffix.Subscribe(_ => { }, suffixErrors.Add);
        }

        Assert.Equal([ex, ex], suffixErrors);
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).ManySelect(s => s));
        Assert.Throws<ArgumentNullException>("selector", () => Observable.Return(1).ManySelect<int, int>(null!));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.Return(1).ManySelect(s => s, null!));
    }

    [Fact]
    public void TupleForms_AreOnObservableEx_WithNamedElements()
    {
        var zipped = ObservableEx.Zip(Observable.Range(1, 2), Observable.Range(10, 2), Observable.Range(100, 2)).ToEnumerable().ToList();
        Assert.Equal([111, 114], zipped.Select(t => t.First + t.Second + t.Third));

        var latest = ObservableEx.CombineLatest(Observable.Return(1), Observable.Return("a")).ToEnumerable().Single();
        Assert.Equal((1, "a"), (latest.First, latest.Second));

        var sampled = Observable.Range(1, 2).WithLatestFrom(Observable.Return('x')).ToEnumerable().ToList();
        Assert.Equal([(1, 'x'), (2, 'x')], sampled.Select(t => (t.First, t.Second)));

        var paired = Observable.Range(1, 3).Zip(new[] { "a", "b" }).ToEnumerable().ToList();
        Assert.Equal([(1, "a"), (2, "b")], paired.Select(t => (t.First, t.Second)));

        Assert.Throws<ArgumentNullException>("first", () => ObservableEx.WithLatestFrom((IObservable<int>)null!, Observable.Return(1)));
        Assert.Throws<ArgumentNullException>("second", () => ObservableEx.Zip(Observable.Return(1), (IEnumerable<int>)null!));
        Assert.Throws<ArgumentNullException>("third", () => ObservableEx.Zip(Observable.Return(1), Observable.Return(1), (IObservable<int>)null!));
    }
}
