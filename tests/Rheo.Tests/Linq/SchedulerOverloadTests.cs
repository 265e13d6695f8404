using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

public class SchedulerOverloadTests : ReactiveTest
{
    [Fact]
    public void StartWith_Scheduler_Params_EmitsOnePerStep_ThenSubscribesSource()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(150, 0), OnNext(202, -1), OnNext(220, 3), OnNext(250, 4), OnCompleted<int>(300));
        var res = scheduler.Start(() => xs.StartWith(scheduler, 1, 2));
        res.Messages.AssertEqual(OnNext(201, 1), OnNext(202, 2), OnNext(220, 3), OnNext(250, 4), OnCompleted<int>(300));
        xs.Subscriptions.AssertEqual(Subscribe(203, 300));
    }

    [Fact]
    public void StartWith_Scheduler_Enumerable_EnumeratedPerSubscription_AndThrowingEnumeration()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateColdObservable(OnNext(10, 9), OnCompleted<int>(20));
        var calls = 0;
        IEnumerable<int> Values()
        {
            calls++;
            yield return 7;
            yield return 8;
        }

        var res = scheduler.Start(() => xs.StartWith(scheduler, Values()));
        res.Messages.AssertEqual(OnNext(201, 7), OnNext(202, 8), OnNext(213, 9), OnCompleted<int>(223));
        Assert.Equal(1, calls);

        var ex = new FormatException();
        IEnumerable<int> Failing()
        {
            yield return 1;
            throw ex;
        }

        var failing = new TestScheduler();
        var ys = failing.CreateHotObservable<int>();
        var res2 = failing.Start(() => ys.StartWith(failing, Failing()));
        res2.Messages.AssertEqual(OnNext(201, 1), OnError<int>(202, ex));
        Assert.Empty(ys.Subscriptions);
    }

    [Fact]
    public void StartWith_Scheduler_Empty_And_Dispose()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(300));
        var res = scheduler.Start(() => xs.StartWith(scheduler, Array.Empty<int>()));
        res.Messages.AssertEqual(OnNext(210, 1), OnCompleted<int>(300));
        xs.Subscriptions.AssertEqual(Subscribe(201, 300));

        var s2 = new TestScheduler();
        var ys = s2.CreateHotObservable<int>();
        var res2 = s2.Start(() => ys.StartWith(s2, 1, 2, 3), 202);
        res2.Messages.AssertEqual(OnNext(201, 1));
        Assert.Empty(ys.Subscriptions);
    }

    [Fact]
    public void Prepend_Scheduler_EmitsThenSubscribesInSameStep()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(150, 0), OnNext(220, 3), OnError<int>(300, new FormatException()));
        var res = scheduler.Start(() => xs.Prepend(1, scheduler));
        Assert.Equal(3, res.Messages.Count);
        Assert.Equal(OnNext(201, 1), res.Messages[0]);
        Assert.Equal(OnNext(220, 3), res.Messages[1]);
        Assert.Equal(300, res.Messages[2].Time);
        Assert.IsType<FormatException>(res.Messages[2].Value.Exception);
        xs.Subscriptions.AssertEqual(Subscribe(201, 300));
    }

    [Fact]
    public void Prepend_Scheduler_DisposedBeforeStep_EmitsNothing()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(220, 3));
        var res = scheduler.Start(() => xs.Prepend(1, scheduler), 201);
        Assert.Empty(res.Messages);
        Assert.Empty(xs.Subscriptions);
    }

    [Fact]
    public void Append_Scheduler_EmitsValueAndCompletionFromOneStepAfterCompletion()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(220, 3), OnCompleted<int>(300));
        var res = scheduler.Start(() => xs.Append(9, scheduler));
        res.Messages.AssertEqual(OnNext(220, 3), OnNext(301, 9), OnCompleted<int>(301));
        xs.Subscriptions.AssertEqual(Subscribe(200, 300));
    }

    [Fact]
    public void Append_Scheduler_ErrorPassesAtOnce_DisposeCancelsPendingStep()
    {
        var scheduler = new TestScheduler();
        var ex = new FormatException();
        var xs = scheduler.CreateHotObservable(OnNext(220, 3), OnError<int>(300, ex));
        var res = scheduler.Start(() => xs.Append(9, scheduler));
        res.Messages.AssertEqual(OnNext(220, 3), OnError<int>(300, ex));

        var s2 = new TestScheduler();
        var ys = s2.CreateHotObservable(OnNext(220, 3), OnCompleted<int>(300));
        var res2 = s2.Start(() => ys.Append(9, s2), 301);
        res2.Messages.AssertEqual(OnNext(220, 3));
    }

    [Fact]
    public void TakeLast_Scheduler_DrainsOneValuePerStep_CompletionIsAStep()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3), OnNext(240, 4), OnCompleted<int>(300));
        var res = scheduler.Start(() => xs.TakeLast(3, scheduler));
        res.Messages.AssertEqual(OnNext(301, 2), OnNext(302, 3), OnNext(303, 4), OnCompleted<int>(304));
        xs.Subscriptions.AssertEqual(Subscribe(200, 300));
    }

    [Fact]
    public void TakeLast_Scheduler_Zero_Empty_Error()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(300));
        scheduler.Start(() => xs.TakeLast(0, scheduler)).Messages.AssertEqual(OnCompleted<int>(301));

        var s2 = new TestScheduler();
        var ys = s2.CreateHotObservable(OnCompleted<int>(250));
        s2.Start(() => ys.TakeLast(2, s2)).Messages.AssertEqual(OnCompleted<int>(251));

        var s3 = new TestScheduler();
        var ex = new FormatException();
        var zs = s3.CreateHotObservable(OnNext(210, 1), OnError<int>(250, ex));
        s3.Start(() => zs.TakeLast(2, s3)).Messages.AssertEqual(OnError<int>(250, ex));
    }

    [Fact]
    public void TakeLast_Scheduler_DisposeStopsTheDrain()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3), OnCompleted<int>(300));
        var res = scheduler.Start(() => xs.TakeLast(3, scheduler), 302);
        res.Messages.AssertEqual(OnNext(301, 1));
        scheduler.Start();
        res.Messages.AssertEqual(OnNext(301, 1));
    }

    [Fact]
    public void TakeLast_Scheduler_LongRunning_DrainsInOneLoop()
    {
        var done = new ManualResetEventSlim();
        var values = new List<int>();
        var threads = new HashSet<int>();
        Observable.Range(0, 10).TakeLast(3, NewThreadScheduler.Default).Subscribe(
            v =>
            {
                threads.Add(Environment.CurrentManagedThreadId);
                values.Add(v);
            },
            () =>
            {
                threads.Add(Environment.CurrentManagedThreadId);
                done.Set();
            });
        Assert.True(done.Wait(Bounded.Timeout));
        Assert.Equal([7, 8, 9], values);
        Assert.Single(threads);
        Assert.DoesNotContain(Environment.CurrentManagedThreadId, threads);
    }

    [Fact]
    public void Merge_FirstSecond_Scheduler_SubscribesEachFromItsOwnStep()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(201, 1), OnNext(210, 2), OnCompleted<int>(300));
        var ys = scheduler.CreateHotObservable(OnNext(202, 10), OnNext(215, 20), OnCompleted<int>(250));
        var res = scheduler.Start(() => xs.Merge(ys, scheduler));
        res.Messages.AssertEqual(OnNext(210, 2), OnNext(215, 20), OnCompleted<int>(300));
        xs.Subscriptions.AssertEqual(Subscribe(201, 300));
        ys.Subscriptions.AssertEqual(Subscribe(202, 250));
    }

    [Fact]
    public void Merge_SchedulerParams_And_Enumerable()
    {
        var scheduler = new TestScheduler();
        var a = scheduler.CreateColdObservable(OnNext(10, 1), OnCompleted<int>(20));
        var b = scheduler.CreateColdObservable(OnNext(5, 2), OnCompleted<int>(30));
        var c = scheduler.CreateColdObservable(OnNext(1, 3), OnCompleted<int>(2));
        var res = scheduler.Start(() => Observable.Merge(scheduler, a, b, c));
        res.Messages.AssertEqual(OnNext(204, 3), OnNext(207, 2), OnNext(211, 1), OnCompleted<int>(232));
        a.Subscriptions.AssertEqual(Subscribe(201, 221));
        b.Subscriptions.AssertEqual(Subscribe(202, 232));
        c.Subscriptions.AssertEqual(Subscribe(203, 205));

        var s2 = new TestScheduler();
        var d = s2.CreateColdObservable(OnNext(10, 1), OnCompleted<int>(20));
        var e = s2.CreateColdObservable(OnNext(10, 2), OnCompleted<int>(20));
        var res2 = s2.Start(() => new[] { d, e }.AsEnumerable().Merge(s2));
        res2.Messages.AssertEqual(OnNext(211, 1), OnNext(212, 2), OnCompleted<int>(222));
    }

    [Fact]
    public void Merge_Enumerable_MaxConcurrent_Scheduler_WaitsForATurn()
    {
        var scheduler = new TestScheduler();
        var a = scheduler.CreateColdObservable(OnNext(10, 1), OnCompleted<int>(20));
        var b = scheduler.CreateColdObservable(OnNext(10, 2), OnCompleted<int>(20));
        var c = scheduler.CreateColdObservable(OnNext(10, 3), OnCompleted<int>(20));
        var res = scheduler.Start(() => new[] { a, b, c }.AsEnumerable().Merge(1, scheduler));
        res.Messages.AssertEqual(OnNext(211, 1), OnNext(231, 2), OnNext(251, 3), OnCompleted<int>(261));
        a.Subscriptions.AssertEqual(Subscribe(201, 221));
        b.Subscriptions.AssertEqual(Subscribe(221, 241));
        c.Subscriptions.AssertEqual(Subscribe(241, 261));
    }

    [Fact]
    public void Merge_Scheduler_ErrorAndDispose()
    {
        var scheduler = new TestScheduler();
        var ex = new FormatException();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnError<int>(220, ex));
        var ys = scheduler.CreateHotObservable(OnNext(215, 2), OnNext(230, 3));
        var res = scheduler.Start(() => xs.Merge(ys, scheduler));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(215, 2), OnError<int>(220, ex));
        ys.Subscriptions.AssertEqual(Subscribe(202, 220));

        var s2 = new TestScheduler();
        var zs = s2.CreateHotObservable(OnNext(210, 1));
        var res2 = s2.Start(() => Observable.Merge(s2, zs, zs), 202);
        Assert.Empty(res2.Messages);
        zs.Subscriptions.AssertEqual(Subscribe(201, 202));
    }

    [Fact]
    public void ArgumentValidation()
    {
        IObservable<int> nil = null!;
        var s = Observable.Return(1);
        IScheduler sch = ImmediateScheduler.Instance;
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.StartWith(sch, 1)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => s.StartWith((IScheduler)null!, 1)).ParamName);
        Assert.Equal("values", Assert.Throws<ArgumentNullException>(() => s.StartWith(sch, (int[])null!)).ParamName);
        Assert.Equal("values", Assert.Throws<ArgumentNullException>(() => s.StartWith(sch, (IEnumerable<int>)null!)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => s.Prepend(1, null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.Prepend(1, sch)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => s.Append(1, null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.Append(1, sch)).ParamName);
        Assert.Equal("count", Assert.Throws<ArgumentOutOfRangeException>(() => s.TakeLast(-1, sch)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => s.TakeLast(1, null!)).ParamName);
        Assert.Equal("second", Assert.Throws<ArgumentNullException>(() => s.Merge(nil, sch)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => s.Merge(s, null!)).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => Observable.Merge(sch, (IObservable<int>[])null!)).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => ((IEnumerable<IObservable<int>>)null!).Merge(sch)).ParamName);
        Assert.Equal("maxConcurrent", Assert.Throws<ArgumentOutOfRangeException>(() => new[] { s }.AsEnumerable().Merge(0, sch)).ParamName);
    }
}
