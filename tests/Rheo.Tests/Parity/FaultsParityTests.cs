using System.Runtime.CompilerServices;
using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Testing;
using Rheo.Threading.Tasks;

namespace Rheo.Tests.Parity;

/// <summary>
/// A task that faults after its subscription was disposed is left unobserved by <c>FromAsync</c>, <c>StartAsync</c>,
/// <c>ToObservable(Task)</c> and <c>Defer</c>/<c>DeferAsync</c> over a task (every overload), so
/// <see cref="TaskScheduler.UnobservedTaskException"/> reports it, as in Rx.NET; <c>TaskObservationOptions</c> with
/// <c>IgnoreExceptionsAfterUnsubscribe</c> (or <c>ignoreExceptionsAfterUnsubscribe: true</c>) observes and drops it.
/// </summary>
[Collection(UnobservedTaskExceptionCollection.Name)]
public class TaskFaultAfterUnsubscribeParityTests
{
    public static TheoryData<string> DefaultForms() =>
    [
        "FromAsync(Task<T>)", "FromAsync(ct => Task<T>)", "FromAsync(Task)", "FromAsync(ct => Task)",
        "FromAsync(ValueTask<T>)", "FromAsync(ct => ValueTask<T>)", "FromAsync(ValueTask)", "FromAsync(ct => ValueTask)",
        "FromAsync(Task<T>, scheduler)", "FromAsync(ct => Task<T>, scheduler)", "FromAsync(Task, scheduler)", "FromAsync(ct => Task, scheduler)",
        "StartAsync(Task<T>)", "StartAsync(ct => Task<T>)", "StartAsync(Task)", "StartAsync(ct => Task)",
        "StartAsync(Task<T>, scheduler)", "StartAsync(ct => Task<T>, scheduler)", "StartAsync(Task, scheduler)", "StartAsync(ct => Task, scheduler)",
        "ToObservable(Task<T>)", "ToObservable(Task)", "ToObservable(Task<T>, scheduler)", "ToObservable(Task, scheduler)",
        "ToObservable(ValueTask<T>)", "ToObservable(ValueTask)",
        "Defer(async)", "DeferAsync(ct => async)",
        "options false: FromAsync", "options false: StartAsync", "options false: ToObservable",
    ];

    public static TheoryData<string> IgnoringForms() =>
    [
        "FromAsync(Task<T>)", "FromAsync(ct => Task<T>)", "FromAsync(Task)", "FromAsync(ct => Task)",
        "StartAsync(Task<T>)", "StartAsync(ct => Task<T>)", "StartAsync(Task)", "StartAsync(ct => Task)",
        "ToObservable(Task<T>)", "ToObservable(Task)", "Defer(async)", "DeferAsync(ct => async)",
    ];

    [Theory]
    [MemberData(nameof(DefaultForms))]
    public void FaultAfterDispose_IsReportedAsUnobserved(string form)
    {
        var probe = new UnobservedProbe();
        try
        {
            SubscribeDisposeAndFault(form, ignore: null, probe.Marker);
            Bounded.Until(() =>
            {
                GC.Collect();
                GC.WaitForPendingFinalizers();
                return probe.Count > 0;
            });
        }
        finally
        {
            probe.Dispose();
        }
    }

    [Theory]
    [MemberData(nameof(IgnoringForms))]
    public void FaultAfterDispose_WithIgnoreExceptionsAfterUnsubscribe_IsObservedAndDropped(string form)
    {
        var probe = new UnobservedProbe();
        try
        {
            SubscribeDisposeAndFault(form, ignore: true, probe.Marker);
            for (var round = 0; round < 3; round++)
            {
                GC.Collect();
                GC.WaitForPendingFinalizers();
            }

            Assert.Equal(0, probe.Count);
        }
        finally
        {
            probe.Dispose();
        }
    }

    /// <summary>Ten times: subscribes, disposes, then faults the task with the marker; nothing keeps the tasks alive.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void SubscribeDisposeAndFault(string form, bool? ignore, string marker)
    {
        for (var i = 0; i < 10; i++)
        {
            var tcs = new TaskCompletionSource<int>();
            Create(form, tcs, ignore).Dispose();
            tcs.SetException(new InvalidOperationException(marker));
        }
    }

    private static IDisposable Create(string form, TaskCompletionSource<int> tcs, bool? ignore)
    {
        var scheduler = ImmediateScheduler.Instance;
        TaskObservationOptions Options() => new(null, ignore ?? false);
        Task<int> Typed() => tcs.Task;
        Task Untyped() => tcs.Task;
        async Task<IObservable<int>> Factory()
        {
            await tcs.Task;
            return Observable.Return(1);
        }

        if (ignore is not null)
        {
            return form switch
            {
                "FromAsync(Task<T>)" => Observable.FromAsync(Typed, Options()).Subscribe(_ => { }, _ => { }),
                "FromAsync(ct => Task<T>)" => Observable.FromAsync(_ => Typed(), Options()).Subscribe(_ => { }, _ => { }),
                "FromAsync(Task)" => Observable.FromAsync(Untyped, Options()).Subscribe(_ => { }, _ => { }),
                "FromAsync(ct => Task)" => Observable.FromAsync(_ => Untyped(), Options()).Subscribe(_ => { }, _ => { }),
                "StartAsync(Task<T>)" => Observable.StartAsync(Typed, Options()).Subscribe(_ => { }, _ => { }),
                "StartAsync(ct => Task<T>)" => Observable.StartAsync(_ => Typed(), Options()).Subscribe(_ => { }, _ => { }),
                "StartAsync(Task)" => Observable.StartAsync(Untyped, Options()).Subscribe(_ => { }, _ => { }),
                "StartAsync(ct => Task)" => Observable.StartAsync(_ => Untyped(), Options()).Subscribe(_ => { }, _ => { }),
                "ToObservable(Task<T>)" => Typed().ToObservable(Options()).Subscribe(_ => { }, _ => { }),
                "ToObservable(Task)" => Untyped().ToObservable(Options()).Subscribe(_ => { }, _ => { }),
                "Defer(async)" => Observable.Defer(Factory, ignore.Value).Subscribe(_ => { }, _ => { }),
                "DeferAsync(ct => async)" => Observable.DeferAsync(_ => Factory(), ignore.Value).Subscribe(_ => { }, _ => { }),
                _ => throw new ArgumentOutOfRangeException(nameof(form), form, null),
            };
        }

        return form switch
        {
            "FromAsync(Task<T>)" => Observable.FromAsync(Typed).Subscribe(_ => { }, _ => { }),
            "FromAsync(ct => Task<T>)" => Observable.FromAsync(_ => Typed()).Subscribe(_ => { }, _ => { }),
            "FromAsync(Task)" => Observable.FromAsync(Untyped).Subscribe(_ => { }, _ => { }),
            "FromAsync(ct => Task)" => Observable.FromAsync(_ => Untyped()).Subscribe(_ => { }, _ => { }),
            "FromAsync(ValueTask<T>)" => Observable.FromAsync(() => new ValueTask<int>(Typed())).Subscribe(_ => { }, _ => { }),
            "FromAsync(ct => ValueTask<T>)" => Observable.FromAsync(_ => new ValueTask<int>(Typed())).Subscribe(_ => { }, _ => { }),
            "FromAsync(ValueTask)" => Observable.FromAsync(() => new ValueTask(Untyped())).Subscribe(_ => { }, _ => { }),
            "FromAsync(ct => ValueTask)" => Observable.FromAsync(_ => new ValueTask(Untyped())).Subscribe(_ => { }, _ => { }),
            "FromAsync(Task<T>, scheduler)" => Observable.FromAsync(Typed, scheduler).Subscribe(_ => { }, _ => { }),
            "FromAsync(ct => Task<T>, scheduler)" => Observable.FromAsync(_ => Typed(), scheduler).Subscribe(_ => { }, _ => { }),
            "FromAsync(Task, scheduler)" => Observable.FromAsync(Untyped, scheduler).Subscribe(_ => { }, _ => { }),
            "FromAsync(ct => Task, scheduler)" => Observable.FromAsync(_ => Untyped(), scheduler).Subscribe(_ => { }, _ => { }),
            "StartAsync(Task<T>)" => Observable.StartAsync(Typed).Subscribe(_ => { }, _ => { }),
            "StartAsync(ct => Task<T>)" => Observable.StartAsync(_ => Typed()).Subscribe(_ => { }, _ => { }),
            "StartAsync(Task)" => Observable.StartAsync(Untyped).Subscribe(_ => { }, _ => { }),
            "StartAsync(ct => Task)" => Observable.StartAsync(_ => Untyped()).Subscribe(_ => { }, _ => { }),
            "StartAsync(Task<T>, scheduler)" => Observable.StartAsync(Typed, scheduler).Subscribe(_ => { }, _ => { }),
            "StartAsync(ct => Task<T>, scheduler)" => Observable.StartAsync(_ => Typed(), scheduler).Subscribe(_ => { }, _ => { }),
            "StartAsync(Task, scheduler)" => Observable.StartAsync(Untyped, scheduler).Subscribe(_ => { }, _ => { }),
            "StartAsync(ct => Task, scheduler)" => Observable.StartAsync(_ => Untyped(), scheduler).Subscribe(_ => { }, _ => { }),
            "ToObservable(Task<T>)" => Typed().ToObservable().Subscribe(_ => { }, _ => { }),
            "ToObservable(Task)" => Untyped().ToObservable().Subscribe(_ => { }, _ => { }),
            "ToObservable(Task<T>, scheduler)" => Typed().ToObservable(scheduler).Subscribe(_ => { }, _ => { }),
            "ToObservable(Task, scheduler)" => Untyped().ToObservable(scheduler).Subscribe(_ => { }, _ => { }),
            "ToObservable(ValueTask<T>)" => new ValueTask<int>(Typed()).ToObservable().Subscribe(_ => { }, _ => { }),
            "ToObservable(ValueTask)" => new ValueTask(Untyped()).ToObservable().Subscribe(_ => { }, _ => { }),
            "Defer(async)" => Observable.Defer(Factory).Subscribe(_ => { }, _ => { }),
            "DeferAsync(ct => async)" => Observable.DeferAsync(_ => Factory()).Subscribe(_ => { }, _ => { }),
            "options false: FromAsync" => Observable.FromAsync(Typed, Options()).Subscribe(_ => { }, _ => { }),
            "options false: StartAsync" => Observable.StartAsync(Typed, Options()).Subscribe(_ => { }, _ => { }),
            "options false: ToObservable" => Typed().ToObservable(Options()).Subscribe(_ => { }, _ => { }),
            _ => throw new ArgumentOutOfRangeException(nameof(form), form, null),
        };
    }

    /// <summary>Counts the unobserved task exceptions that carry this probe's marker (and marks them observed).</summary>
    private sealed class UnobservedProbe : IDisposable
    {
        private int _count;

        public UnobservedProbe() => TaskScheduler.UnobservedTaskException += OnUnobserved;

        public string Marker { get; } = "rheo-unobserved-" + Guid.NewGuid();

        public int Count => Volatile.Read(ref _count);

        public void Dispose() => TaskScheduler.UnobservedTaskException -= OnUnobserved;

        private void OnUnobserved(object? sender, UnobservedTaskExceptionEventArgs e)
        {
            if (e.Exception.Flatten().InnerExceptions.Any(x => x.Message == Marker))
            {
                Interlocked.Increment(ref _count);
                e.SetObserved();
            }
        }
    }
}

/// <summary>The tests that force garbage collections to watch <see cref="TaskScheduler.UnobservedTaskException"/> run one at a time.</summary>
[CollectionDefinition(Name, DisableParallelization = true)]
public sealed class UnobservedTaskExceptionCollection
{
    public const string Name = "UnobservedTaskException";
}

/// <summary>
/// <c>ForEachAsync</c> when disposing the subscription throws: the task faults with that exception (the sequence's own
/// outcome is dropped), as in Rx.NET; cancellation cancels the task first and the disposal's exception reaches the
/// canceller.
/// </summary>
public class ForEachAsyncDisposeThrowsParityTests
{
    private static readonly InvalidOperationException DisposeError = new("dispose");

    [Fact]
    public void Completion_DisposeThrows_TaskFaultsWithTheDisposeError()
    {
        var source = new ThrowingDisposeSource();
        var task = source.ForEachAsync(_ => { });
        source.Observer!.OnNext(1);
        source.Observer.OnCompleted();
        Assert.True(task.IsFaulted);
        Assert.Same(DisposeError, task.Exception!.InnerException);
    }

    [Fact]
    public void Error_DisposeThrows_TaskFaultsWithTheDisposeError()
    {
        var source = new ThrowingDisposeSource();
        var task = source.ForEachAsync(_ => { });
        source.Observer!.OnError(new FormatException());
        Assert.True(task.IsFaulted);
        Assert.Same(DisposeError, task.Exception!.InnerException);
    }

    [Fact]
    public void ThrowingAction_DisposeThrows_TaskFaultsWithTheDisposeError()
    {
        var source = new ThrowingDisposeSource();
        var task = source.ForEachAsync(_ => throw new FormatException());
        source.Observer!.OnNext(1);
        Assert.True(task.IsFaulted);
        Assert.Same(DisposeError, task.Exception!.InnerException);
    }

    [Fact]
    public void Cancellation_DisposeThrows_TaskIsCanceled_AndTheCancellerSeesTheDisposeError()
    {
        var source = new ThrowingDisposeSource();
        using var cts = new CancellationTokenSource();
        var task = source.ForEachAsync(_ => { }, cts.Token);
        var thrown = Assert.Throws<AggregateException>(cts.Cancel);
        Assert.Same(DisposeError, thrown.InnerException);
        Assert.True(task.IsCanceled);
    }

    [Fact]
    public void Completion_DisposeDoesNotThrow_TaskCompletes()
    {
        var source = new Subject<int>();
        var seen = new List<int>();
        var task = source.ForEachAsync(seen.Add);
        source.OnNext(1);
        source.OnCompleted();
        Assert.True(task.IsCompletedSuccessfully);
        Assert.Equal([1], seen);
    }

    /// <summary>A foreign source whose subscription throws when disposed.</summary>
    private sealed class ThrowingDisposeSource : IObservable<int>
    {
        public IObserver<int>? Observer { get; private set; }

        public IDisposable Subscribe(IObserver<int> observer)
        {
            Observer = observer;
            return Disposable.Create(() => throw DisposeError);
        }
    }
}

/// <summary>
/// <c>Join</c>/<c>GroupJoin</c> walk a snapshot of the live values: an observer that tears the join down while a
/// value is being handed out ends it quietly (no "Collection was modified"), as Rx.NET (whose maps are not cleared on
/// disposal) does.
/// </summary>
public class JoinSnapshotParityTests : ReactiveTest
{
    [Fact]
    public void GroupJoin_WindowObserverDisposesTheJoinOnARightValue_NothingThrows_AndNothingMoreIsDelivered()
    {
        var left = new Subject<int>();
        var right = new Subject<int>();
        var subscriptions = new List<IDisposable>();
        var seen = new List<(int Left, int Right)>();
        IDisposable? outer = null;
        outer = left.GroupJoin(
            right,
            _ => Observable.Never<int>(),
            _ => Observable.Never<int>(),
            (l, window) =>
            {
                subscriptions.Add(window.Subscribe(r =>
                {
                    seen.Add((l, r));
                    foreach (var s in subscriptions.ToArray())
                    {
                        s.Dispose();
                    }

                    outer!.Dispose();
                }));
                return l;
            }).Subscribe(_ => { });
        left.OnNext(1);
        left.OnNext(2);
        left.OnNext(3);
        right.OnNext(10);
        Assert.Equal([(1, 10)], seen);
        Assert.False(left.HasObservers);
        Assert.False(right.HasObservers);
    }

    [Fact]
    public void GroupJoin_WindowObserverDisposesTheJoinWhileRightValuesAreReplayed_NothingThrows()
    {
        var left = new Subject<int>();
        var right = new Subject<int>();
        var seen = new List<int>();
        IDisposable? outer = null;
        IDisposable? windowSubscription = null;
        outer = left.GroupJoin(
            right,
            _ => Observable.Never<int>(),
            _ => Observable.Never<int>(),
            (l, window) =>
            {
                windowSubscription = window.Subscribe(r =>
                {
                    seen.Add(r);
                    windowSubscription!.Dispose();
                    outer!.Dispose();
                });
                return l;
            }).Subscribe(_ => { });
        right.OnNext(10);
        right.OnNext(20);
        right.OnNext(30);
        left.OnNext(1);
        Assert.Equal([10], seen);
        Assert.False(left.HasObservers);
        Assert.False(right.HasObservers);
    }

    [Fact]
    public void Join_ObserverDisposesTheJoinOnAPair_NothingThrows_AndNothingMoreIsDelivered()
    {
        var left = new Subject<int>();
        var right = new Subject<int>();
        var seen = new List<int>();
        IDisposable? subscription = null;
        subscription = left.Join(right, _ => Observable.Never<int>(), _ => Observable.Never<int>(), (l, r) => l + r)
            .Subscribe(x =>
            {
                seen.Add(x);
                subscription!.Dispose();
            });
        left.OnNext(1);
        left.OnNext(2);
        left.OnNext(3);
        right.OnNext(10);
        Assert.Equal([11], seen);
        Assert.False(left.HasObservers);
        Assert.False(right.HasObservers);
    }

    [Fact]
    public void Join_ValuesKeepTheirOrderOnTestScheduler()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(300));
        var ys = scheduler.CreateHotObservable(OnNext(230, 10), OnNext(240, 20), OnCompleted<int>(310));
        var results = scheduler.Start(() => xs.Join(ys, _ => Observable.Never<int>(), _ => Observable.Never<int>(), (l, r) => l + r));
        results.Messages.AssertEqual(OnNext(230, 11), OnNext(230, 12), OnNext(240, 21), OnNext(240, 22), OnCompleted<int>(310));
    }
}

/// <summary>
/// The blocking enumerator of <c>GetEnumerator</c>/<c>ToEnumerable</c> throws <see cref="ObjectDisposedException"/>
/// from <c>MoveNext</c> once disposed, also a call blocked at the time, as Rx.NET's; <c>Latest</c>, <c>Next</c> and
/// <c>MostRecent</c> return false.
/// </summary>
public class BlockingEnumeratorDisposeParityTests
{
    [Fact]
    public void GetEnumerator_MoveNextAfterDispose_Throws()
    {
        var source = new Subject<int>();
        var e = source.GetEnumerator();
        source.OnNext(1);
        e.Dispose();
        Assert.Throws<ObjectDisposedException>(() => e.MoveNext());
        Assert.Throws<ObjectDisposedException>(() => e.MoveNext());
        Assert.False(source.HasObservers);
    }

    [Fact]
    public void ToEnumerable_MoveNextAfterDispose_Throws()
    {
        var e = Observable.Range(1, 3).ToEnumerable().GetEnumerator();
        Assert.True(e.MoveNext());
        e.Dispose();
        Assert.Throws<ObjectDisposedException>(() => e.MoveNext());
    }

    [Fact]
    public void ToEnumerable_AfterTheEnd_MoveNextReturnsFalseUntilDisposed()
    {
        var e = Observable.Return(1).ToEnumerable().GetEnumerator();
        Assert.True(e.MoveNext());
        Assert.False(e.MoveNext());
        Assert.False(e.MoveNext());
        e.Dispose();
        Assert.Throws<ObjectDisposedException>(() => e.MoveNext());
    }

    [Fact]
    public async Task GetEnumerator_DisposeWhileMoveNextWaits_MoveNextThrows()
    {
        var source = new Subject<int>();
        var e = source.GetEnumerator();
        var pull = Task.Run(() => e.MoveNext());
        e.Dispose();
        await Assert.ThrowsAsync<ObjectDisposedException>(() => pull.Within());
    }

    [Fact]
    public void LatestNextMostRecent_MoveNextAfterDispose_ReturnsFalse()
    {
        var source = new Subject<int>();
        var latest = source.Latest().GetEnumerator();
        var next = source.Next().GetEnumerator();
        var mostRecent = source.MostRecent(0).GetEnumerator();
        latest.Dispose();
        next.Dispose();
        mostRecent.Dispose();
        Assert.False(latest.MoveNext());
        Assert.False(next.MoveNext());
        Assert.False(mostRecent.MoveNext());
    }
}

/// <summary>
/// The awaiter of <c>Scheduler.Yield</c>/<c>Sleep</c> can be awaited once: a second <c>OnCompleted</c> throws
/// <see cref="InvalidOperationException"/>, also after the first await finished, as Rx.NET's
/// <c>SchedulerOperationAwaiter</c>; <c>GetResult</c> throws only for a canceled token.
/// </summary>
public class SchedulerOperationAwaiterParityTests
{
    [Fact]
    public void Yield_SecondOnCompletedBeforeTheFirstRan_Throws()
    {
        var scheduler = new TestScheduler();
        var awaiter = scheduler.Yield().GetAwaiter();
        awaiter.OnCompleted(() => { });
        Assert.Throws<InvalidOperationException>(() => awaiter.OnCompleted(() => { }));
    }

    [Fact]
    public void Sleep_SecondOnCompletedAfterTheFirstRan_Throws()
    {
        var scheduler = new TestScheduler();
        var awaiter = scheduler.Sleep(TimeSpan.FromTicks(10)).GetAwaiter();
        var resumed = new List<long>();
        awaiter.OnCompleted(() => resumed.Add(scheduler.Clock));
        scheduler.Start();
        Assert.Equal([10L], resumed);
        Assert.Throws<InvalidOperationException>(() => awaiter.UnsafeOnCompleted(() => resumed.Add(scheduler.Clock)));
        scheduler.Start();
        Assert.Equal([10L], resumed);
    }

    [Fact]
    public void GetResult_BeforeCompletion_DoesNotThrow_UnlessCanceled()
    {
        var scheduler = new TestScheduler();
        var awaiter = scheduler.Yield().GetAwaiter();
        Assert.False(awaiter.IsCompleted);
        Assert.Null(Record.Exception(() => End(awaiter)));
        using var cts = new CancellationTokenSource();
        cts.Cancel();
        var canceled = scheduler.Yield(cts.Token).GetAwaiter();
        Assert.True(canceled.IsCompleted);
        Assert.Throws<OperationCanceledException>(() => End(canceled));
    }

    /// <summary>Ends an await by hand, as the compiler-generated code does once the continuation runs.</summary>
    private static void End(SchedulerOperationAwaiter awaiter) => awaiter.GetResult();

    [Fact]
    public void EachGetAwaiter_IsAFreshAwait()
    {
        var scheduler = new TestScheduler();
        var operation = scheduler.Yield();
        var count = 0;
        operation.GetAwaiter().OnCompleted(() => count++);
        operation.GetAwaiter().OnCompleted(() => count++);
        scheduler.Start();
        Assert.Equal(2, count);
    }
}

/// <summary>
/// <c>SequenceEqual</c> keeps both sources until its answer: a source that completes first is let go at the tick of
/// the answer (or of the error), with the other, as in Rx.NET (also for sources that are not Rheo operators).
/// </summary>
public class SequenceEqualReleaseParityTests : ReactiveTest
{
    [Fact]
    public void Equal_TheFirstToCompleteIsKeptUntilTheAnswer()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(
            OnNext(110, 1), OnNext(190, 2), OnNext(240, 3), OnNext(290, 4), OnNext(310, 5), OnNext(340, 6), OnNext(450, 7), OnCompleted<int>(510));
        var ys = scheduler.CreateHotObservable(
            OnNext(90, 1), OnNext(270, 3), OnNext(280, 4), OnNext(300, 5), OnNext(330, 6), OnNext(340, 7), OnCompleted<int>(720));
        var results = scheduler.Start(() => xs.SequenceEqual(ys));
        results.Messages.AssertEqual(OnNext(720, true), OnCompleted<bool>(720));
        xs.Subscriptions.AssertEqual(Subscribe(200, 720));
        ys.Subscriptions.AssertEqual(Subscribe(200, 720));
    }

    [Fact]
    public void Equal_Symmetric()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(300));
        var ys = scheduler.CreateHotObservable(OnNext(220, 1), OnCompleted<int>(400));
        var results = scheduler.Start(() => ys.SequenceEqual(xs));
        results.Messages.AssertEqual(OnNext(400, true), OnCompleted<bool>(400));
        xs.Subscriptions.AssertEqual(Subscribe(200, 400));
        ys.Subscriptions.AssertEqual(Subscribe(200, 400));
    }

    [Fact]
    public void CompletedSideShorter_AnswersFalseWhenTheOtherSendsMore_BothLetGoThen()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(250, 1), OnCompleted<int>(300));
        var ys = scheduler.CreateHotObservable(OnNext(290, 1), OnNext(310, 2), OnCompleted<int>(350));
        var results = scheduler.Start(() => xs.SequenceEqual(ys));
        results.Messages.AssertEqual(OnNext(310, false), OnCompleted<bool>(310));
        xs.Subscriptions.AssertEqual(Subscribe(200, 310));
        ys.Subscriptions.AssertEqual(Subscribe(200, 310));
    }

    [Fact]
    public void Mismatch_BothLetGoAtTheMismatch()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(310, 0), OnCompleted<int>(510));
        var ys = scheduler.CreateHotObservable(OnNext(220, 1), OnNext(300, 5), OnCompleted<int>(720));
        var results = scheduler.Start(() => xs.SequenceEqual(ys));
        results.Messages.AssertEqual(OnNext(310, false), OnCompleted<bool>(310));
        xs.Subscriptions.AssertEqual(Subscribe(200, 310));
        ys.Subscriptions.AssertEqual(Subscribe(200, 310));
    }

    [Fact]
    public void ErrorAfterTheOtherCompleted_BothLetGoAtTheError()
    {
        var scheduler = new TestScheduler();
        var error = new FormatException();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(250));
        var ys = scheduler.CreateHotObservable(OnNext(220, 1), OnError<int>(300, error));
        var results = scheduler.Start(() => xs.SequenceEqual(ys));
        results.Messages.AssertEqual(OnError<bool>(300, error));
        xs.Subscriptions.AssertEqual(Subscribe(200, 300));
        ys.Subscriptions.AssertEqual(Subscribe(200, 300));
    }

    [Fact]
    public void ComparerThrows_BothLetGoAtTheError()
    {
        var scheduler = new TestScheduler();
        var error = new FormatException();
        var xs = scheduler.CreateHotObservable(OnNext(240, 3), OnCompleted<int>(330));
        var ys = scheduler.CreateHotObservable(OnNext(270, 3), OnCompleted<int>(420));
        var results = scheduler.Start(() => xs.SequenceEqual(ys, new ThrowingComparer(error)));
        results.Messages.AssertEqual(OnError<bool>(270, error));
        xs.Subscriptions.AssertEqual(Subscribe(200, 270));
        ys.Subscriptions.AssertEqual(Subscribe(200, 270));
    }

    [Fact]
    public void Enumerable_Equal_LetsGoAtCompletion()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(300));
        var results = scheduler.Start(() => xs.SequenceEqual([1, 2]));
        results.Messages.AssertEqual(OnNext(300, true), OnCompleted<bool>(300));
        xs.Subscriptions.AssertEqual(Subscribe(200, 300));
    }

    [Fact]
    public void Enumerable_Mismatch_LetsGoAtTheMismatch()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 3), OnCompleted<int>(300));
        var results = scheduler.Start(() => xs.SequenceEqual([1, 2]));
        results.Messages.AssertEqual(OnNext(220, false), OnCompleted<bool>(220));
        xs.Subscriptions.AssertEqual(Subscribe(200, 220));
    }

    [Fact]
    public void Enumerable_Error_LetsGoAtTheError()
    {
        var scheduler = new TestScheduler();
        var error = new FormatException();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnError<int>(250, error));
        var results = scheduler.Start(() => xs.SequenceEqual([1, 2]));
        results.Messages.AssertEqual(OnError<bool>(250, error));
        xs.Subscriptions.AssertEqual(Subscribe(200, 250));
    }

    private sealed class ThrowingComparer(Exception error) : IEqualityComparer<int>
    {
        public bool Equals(int x, int y) => throw error;

        public int GetHashCode(int obj) => obj;
    }
}

/// <summary>
/// <c>ToEvent</c>/<c>ToEventPattern</c> after the source ends: a completed source detaches the handler, adding a handler
/// to an ended source subscribes and ends at once, removing a handler that is no longer attached does nothing, and a
/// source's error is rethrown to whoever raised it (to the caller of <c>+=</c> for a source that fails during the
/// subscription), as in Rx.NET.
/// </summary>
public class ToEventTerminationParityTests
{
    [Fact]
    public void Completed_HandlersDetach_AndAddRemoveAfterwardsDoNothing()
    {
        var source = new Subject<int>();
        var evt = source.ToEvent();
        var seen = new List<int>();
        Action<int> handler = seen.Add;
        evt.OnNext += handler;
        source.OnNext(1);
        source.OnCompleted();
        Assert.False(source.HasObservers);
        evt.OnNext -= handler;
        evt.OnNext += handler;
        evt.OnNext -= handler;
        evt.OnNext -= handler;
        Assert.Equal([1], seen);
    }

    [Fact]
    public void Failed_ErrorIsRethrownToTheRaiser_AndAddRethrowsItAfterwards()
    {
        var source = new Subject<int>();
        var evt = source.ToEvent();
        var error = new FormatException();
        Action<int> handler = _ => { };
        evt.OnNext += handler;
        Assert.Same(error, Assert.Throws<FormatException>(() => source.OnError(error)));
        Assert.False(source.HasObservers);
        evt.OnNext -= handler;
        Assert.Same(error, Assert.Throws<FormatException>(() => evt.OnNext += handler));
        evt.OnNext -= handler;
    }

    [Fact]
    public void EmptySource_AddAndRemove_DoNothing()
    {
        var evt = Observable.Empty<int>().ToEvent();
        var seen = new List<int>();
        Action<int> handler = seen.Add;
        evt.OnNext += handler;
        evt.OnNext -= handler;
        Assert.Empty(seen);
    }

    [Fact]
    public void EventPattern_CompletedThenFailed_AddRemove()
    {
        var source = new Subject<EventPattern<EventArgs>>();
        var evt = source.ToEventPattern();
        var count = 0;
        EventHandler<EventArgs> handler = (_, _) => count++;
        evt.OnNext += handler;
        source.OnNext(new EventPattern<EventArgs>(null, EventArgs.Empty));
        source.OnCompleted();
        evt.OnNext -= handler;
        evt.OnNext += handler;
        evt.OnNext -= handler;
        Assert.Equal(1, count);

        var failing = Observable.Throw<EventPattern<EventArgs>>(new FormatException()).ToEventPattern();
        Assert.Throws<FormatException>(() => failing.OnNext += handler);
        failing.OnNext -= handler;
    }

    [Fact]
    public void TwoHandlers_OneRemoved_TheOtherStaysAttachedUntilCompletion()
    {
        var source = new Subject<int>();
        var evt = source.ToEvent();
        var a = new List<int>();
        var b = new List<int>();
        Action<int> ha = a.Add;
        Action<int> hb = b.Add;
        evt.OnNext += ha;
        evt.OnNext += hb;
        source.OnNext(1);
        evt.OnNext -= ha;
        source.OnNext(2);
        source.OnCompleted();
        evt.OnNext -= hb;
        Assert.Equal([1], a);
        Assert.Equal([1, 2], b);
    }
}
