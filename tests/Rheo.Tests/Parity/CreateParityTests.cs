using System.Collections;
using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.Parity;

/// <summary>
/// <c>Create</c> (and <see cref="ObservableBase{T}"/>) as Rx.NET: where an exception leaving the subscribe function
/// goes, and the order of the work done while it runs (the function runs on the current-thread trampoline, so the
/// loops of <c>Range</c>, <c>Repeat</c>, <c>Generate</c> and <c>ToObservable</c> subscribed in it run after it returns).
/// </summary>
public sealed class CreateParityTests
{
    private static IObservable<int> FailingCreate(Exception error) => Observable.Create<int>(o =>
    {
        o.OnError(error);
        return Disposable.Empty;
    });

    // --- An error with no handler is rethrown to the subscriber (Rx.NET's default onError throws) ---

    [Fact]
    public void Subscribe_WithoutHandlers_RethrowsTheErrorSentByTheFunction()
    {
        var error = new InvalidOperationException("boom");
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => FailingCreate(error).Subscribe()));
    }

    [Fact]
    public void Subscribe_WithOnNextOnly_RethrowsTheErrorSentByTheFunction()
    {
        var error = new InvalidOperationException("boom");
        var values = new List<int>();
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => FailingCreate(error).Subscribe(values.Add)));
        Assert.Empty(values);
    }

    [Fact]
    public void Subscribe_WithOnNextAndOnCompleted_RethrowsTheErrorSentByTheFunction()
    {
        var error = new InvalidOperationException("boom");
        var completed = false;
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => FailingCreate(error).Subscribe(_ => { }, () => completed = true)));
        Assert.False(completed);
    }

    [Fact]
    public void Subscribe_WithTokenAndNoErrorHandler_RethrowsTheErrorSentByTheFunction()
    {
        var error = new InvalidOperationException("boom");
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => FailingCreate(error).Subscribe(CancellationToken.None)));
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => FailingCreate(error).Subscribe(_ => { }, CancellationToken.None)));
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => FailingCreate(error).Subscribe(_ => { }, () => { }, CancellationToken.None)));
    }

    [Fact]
    public void Subscribe_ObserverWhoseOnErrorThrows_ItsExceptionReachesTheSubscriber()
    {
        var error = new InvalidOperationException("boom");
        var thrown = new ArithmeticException("observer");
        var observer = Observer.Create<int>(_ => { }, e => throw thrown, () => { });
        Assert.Same(thrown, Assert.Throws<ArithmeticException>(() => FailingCreate(error).Subscribe(observer)));
    }

    [Fact]
    public void Subscribe_ThroughOperators_RethrowsTheErrorSentByTheFunction()
    {
        var error = new InvalidOperationException("boom");
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => FailingCreate(error).Select(x => x + 1).Where(_ => true).Subscribe()));
    }

    [Fact]
    public void Subscribe_WithErrorHandler_GetsTheErrorOnce()
    {
        var error = new InvalidOperationException("boom");
        var o = new RecordingObserver<int>();
        FailingCreate(error).Subscribe(o);
        Assert.Same(error, o.Error);
        o.AssertGrammar();
    }

    [Fact]
    public void ObservableBase_WithoutErrorHandler_RethrowsTheErrorSentBySubscribeCore()
    {
        var error = new InvalidOperationException("boom");
        var source = new AnonymousObservable<int>(o =>
        {
            o.OnError(error);
            return Disposable.Empty;
        });
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => source.Subscribe()));
    }

    // --- An exception leaving the function: OnError while active, rethrown after the observer stopped ---

    [Fact]
    public void FunctionThrows_WhileActive_BecomesOnError()
    {
        var error = new InvalidOperationException("boom");
        var o = new RecordingObserver<int>();
        Observable.Create(new Func<IObserver<int>, IDisposable>(x =>
        {
            x.OnNext(1);
            throw error;
        })).Subscribe(o);
        Assert.Equal([1], o.Values);
        Assert.Same(error, o.Error);
        o.AssertGrammar();
    }

    [Fact]
    public void FunctionThrows_AfterCompletion_IsRethrownToTheSubscriber()
    {
        var error = new InvalidOperationException("late");
        var o = new RecordingObserver<int>();
        var source = Observable.Create(new Func<IObserver<int>, IDisposable>(x =>
        {
            x.OnCompleted();
            throw error;
        }));
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => source.Subscribe(o)));
        Assert.True(o.Completed);
        Assert.Null(o.Error);
        o.AssertGrammar();
    }

    [Fact]
    public void FunctionThrows_AfterTheDownstreamDisposed_IsDropped()
    {
        // Take(1) disposes its upstream after the first value: the subscription is gone, nobody listens.
        var error = new InvalidOperationException("late");
        var o = new RecordingObserver<int>();
        Observable.Create(new Func<IObserver<int>, IDisposable>(x =>
        {
            x.OnNext(1);
            throw error;
        })).Take(1).Subscribe(o);
        Assert.Equal([1], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void ObserverThrows_TheExceptionReachesTheCallerOfOnNext_AndTheObserverIsDetached()
    {
        var error = new InvalidOperationException("observer");
        Exception? caught = null;
        var received = new List<int>();
        var resourceDisposed = false;
        Observable.Create<int>(o =>
        {
            try
            {
                o.OnNext(1);
            }
            catch (Exception e)
            {
                caught = e;
            }

            o.OnNext(2);
            o.OnCompleted();
            return Disposable.Create(() => resourceDisposed = true);
        }).Subscribe(x =>
        {
            received.Add(x);
            throw error;
        });
        Assert.Same(error, caught);
        Assert.Equal([1], received);
        Assert.True(resourceDisposed);
    }

    [Fact]
    public void ObserverThrows_NotCaughtByTheFunction_IsRethrownToTheSubscriber()
    {
        var error = new InvalidOperationException("observer");
        var source = Observable.Create<int>(o =>
        {
            o.OnNext(1);
            return Disposable.Empty;
        });
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => source.Subscribe(_ => throw error, _ => Assert.Fail("no OnError"))));
    }

    [Fact]
    public void InnerObserverThrows_DuringTheOuterFunction_ReachesTheOuterObserverAsOnError()
    {
        var error = new InvalidOperationException("inner observer");
        var inner = Observable.Create<int>(o =>
        {
            o.OnNext(1);
            o.OnCompleted();
            return Disposable.Empty;
        });
        var outer = Observable.Create<int>(o =>
        {
            inner.Subscribe(_ => throw error);
            o.OnNext(2);
            return Disposable.Empty;
        });
        var rec = new RecordingObserver<int>();
        outer.Subscribe(rec);
        Assert.Empty(rec.Values);
        Assert.Same(error, rec.Error);
        rec.AssertGrammar();
    }

    // --- Loop sources subscribed during the function run after it returns ---

    public static TheoryData<string> LoopSources => new() { "Range", "RangeSelect", "Repeat", "Generate", "ToObservableArray", "ToObservableList" };

    private static IObservable<int> LoopSource(string name) => name switch
    {
        "Range" => Observable.Range(1, 3),
        "RangeSelect" => Observable.Range(0, 3).Select(x => x + 1),
        "Repeat" => Observable.Repeat(7, 3),
        "Generate" => Observable.Generate(1, x => x <= 3, x => x + 1, x => x),
        "ToObservableArray" => new[] { 1, 2, 3 }.ToObservable(),
        _ => new List<int> { 1, 2, 3 }.ToObservable(),
    };

    [Theory]
    [MemberData(nameof(LoopSources))]
    public void LoopSource_SubscribedInTheFunction_RunsAfterTheFunctionReturns_BeforeSubscribeReturns(string name)
    {
        var log = new List<string>();
        Observable.Create<int>(o =>
        {
            LoopSource(name).Subscribe(x => log.Add($"value {x}"), () => log.Add("completed"));
            log.Add("function returns");
            return Disposable.Empty;
        }).Subscribe();
        log.Add("subscribe returned");
        var values = name == "Repeat" ? new[] { 7, 7, 7 } : [1, 2, 3];
        Assert.Equal(["function returns", .. values.Select(x => $"value {x}"), "completed", "subscribe returned"], log);
    }

    [Theory]
    [MemberData(nameof(LoopSources))]
    public void LoopSource_AtTheTopLevel_RunsDuringSubscribe(string name)
    {
        var log = new List<string>();
        LoopSource(name).Subscribe(x => log.Add("value"), () => log.Add("completed"));
        log.Add("subscribe returned");
        Assert.Equal(["value", "value", "value", "completed", "subscribe returned"], log);
    }

    [Fact]
    public void ConstantTimeSources_SubscribedInTheFunction_DeliverAtOnce()
    {
        // Return, Empty and Throw run on the immediate scheduler in Rx.NET (SchedulerDefaults.ConstantTimeOperations).
        var log = new List<string>();
        Observable.Create<int>(o =>
        {
            Observable.Return(1).Subscribe(x => log.Add($"return {x}"));
            Observable.Empty<int>().Subscribe(_ => { }, () => log.Add("empty completed"));
            Observable.Throw<int>(new InvalidOperationException("thrown")).Subscribe(_ => { }, e => log.Add(e.Message));
            log.Add("function returns");
            return Disposable.Empty;
        }).Subscribe();
        Assert.Equal(["return 1", "empty completed", "thrown", "function returns"], log);
    }

    [Fact]
    public void CacheFilledBeforeTheOutputConnects_TheOutputSeesEveryChange()
    {
        // The shape of a cache-backed operator: feed the cache, then connect the output. In Rx.NET the feed's values
        // arrive after the function returns, so the connected output sees all of them.
        var source = Observable.Create<int>(o =>
        {
            var subject = new Subject<int>();
            var feed = new List<int> { 1, 2, 3 }.ToObservable().Subscribe(subject.OnNext, subject.OnCompleted);
            var output = subject.Subscribe(o);
            return new CompositeDisposable(feed, output);
        });
        var rec = new RecordingObserver<int>();
        source.Subscribe(rec);
        Assert.Equal([1, 2, 3], rec.Values);
        Assert.True(rec.Completed);
        rec.AssertGrammar();
    }

    [Fact]
    public void LoopSource_DisposedBeforeItsLoopRuns_SendsNothing_AndDisposesTheEnumerator()
    {
        var enumerable = new LoggingEnumerable([1, 2, 3]);
        var values = new List<int>();
        Observable.Create<int>(o =>
        {
            enumerable.ToObservable().Subscribe(values.Add).Dispose();
            Observable.Range(0, 3).Subscribe(values.Add).Dispose();
            return Disposable.Empty;
        }).Subscribe();
        Assert.Empty(values);
        Assert.Equal(["GetEnumerator", "Dispose"], enumerable.Log);
    }

    [Fact]
    public void ToObservable_TakesTheEnumeratorAtSubscription_AndLoopsLater()
    {
        var enumerable = new LoggingEnumerable([1, 2]);
        Observable.Create<int>(o =>
        {
            enumerable.ToObservable().Subscribe(x => enumerable.Log.Add($"value {x}"));
            enumerable.Log.Add("function returns");
            return Disposable.Empty;
        }).Subscribe();
        Assert.Equal(["GetEnumerator", "function returns", "MoveNext", "value 1", "MoveNext", "value 2", "MoveNext", "Dispose"], enumerable.Log);
    }

    [Fact]
    public void ToObservable_GetEnumeratorThrows_OnErrorAtSubscription()
    {
        var error = new InvalidOperationException("no enumerator");
        var log = new List<string>();
        Observable.Create<int>(o =>
        {
            new ThrowingEnumerable(error).ToObservable().Subscribe(_ => { }, e => log.Add(e.Message));
            log.Add("function returns");
            return Disposable.Empty;
        }).Subscribe();
        Assert.Equal(["no enumerator", "function returns"], log);
    }

    [Fact]
    public void CurrentThreadSchedule_InTheFunction_RunsAfterItReturns()
    {
        var log = new List<string>();
        var requiredInside = true;
        Observable.Create<int>(o =>
        {
            requiredInside = CurrentThreadScheduler.IsScheduleRequired;
            Scheduler.CurrentThread.Schedule(() => log.Add("scheduled"));
            log.Add("function returns");
            return Disposable.Empty;
        }).Subscribe();
        Assert.False(requiredInside);
        Assert.True(CurrentThreadScheduler.IsScheduleRequired);
        Assert.Equal(["function returns", "scheduled"], log);
    }

    [Fact]
    public void NestedCreate_LoopsWaitForTheOutermostFunction()
    {
        var log = new List<string>();
        var inner = Observable.Create<int>(o =>
        {
            Observable.Range(1, 2).Subscribe(o);
            log.Add("inner function returns");
            return Disposable.Empty;
        });
        Observable.Create<int>(o =>
        {
            inner.Subscribe(x => log.Add($"value {x}"));
            log.Add("outer function returns");
            return Disposable.Empty;
        }).Subscribe();
        Assert.Equal(["inner function returns", "outer function returns", "value 1", "value 2"], log);
    }

    [Fact]
    public void ValueEmittedByTheFunction_InnerLoopOfSelectMany_RunsAfterTheFunctionReturns()
    {
        var log = new List<string>();
        Observable.Create<int>(o =>
        {
            o.OnNext(10);
            log.Add("function returns");
            o.OnCompleted();
            return Disposable.Empty;
        }).SelectMany(x => Observable.Range(x, 2)).Subscribe(x => log.Add($"value {x}"), () => log.Add("completed"));
        Assert.Equal(["function returns", "value 10", "value 11", "completed"], log);
    }

    [Fact]
    public void ObservableBase_LoopSubscribedInSubscribeCore_RunsAfterItReturns()
    {
        var log = new List<string>();
        var source = new AnonymousObservable<int>(o =>
        {
            var d = Observable.Range(1, 2).Subscribe(o);
            log.Add("SubscribeCore returns");
            return d;
        });
        source.Subscribe(x => log.Add($"value {x}"), () => log.Add("completed"));
        Assert.Equal(["SubscribeCore returns", "value 1", "value 2", "completed"], log);
    }

    [Fact]
    public void AsyncCreate_LoopSubscribedBeforeTheFirstAwait_RunsAfterTheSynchronousPart()
    {
        var log = new List<string>();
        Observable.Create<int>((IObserver<int> o) =>
        {
            Observable.Range(1, 2).Subscribe(o.OnNext);
            log.Add("synchronous part returns");
            o.OnCompleted();
            return Task.CompletedTask;
        }).Subscribe(x => log.Add($"value {x}"));
        Assert.Equal(["synchronous part returns"], log);
    }

    [Fact]
    public void ObserverThrowsInADeferredLoop_TheExceptionReachesTheSubscriber()
    {
        var error = new InvalidOperationException("observer");
        var source = Observable.Create<int>(o =>
        {
            Observable.Range(1, 3).Subscribe(_ => throw error);
            return Disposable.Empty;
        });
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => source.Subscribe()));
        Assert.True(CurrentThreadScheduler.IsScheduleRequired);

        // The trampoline is clean afterwards: the next subscription runs as usual.
        var values = new List<int>();
        Observable.Create<int>(o =>
        {
            Observable.Range(1, 2).Subscribe(values.Add);
            return Disposable.Empty;
        }).Subscribe();
        Assert.Equal([1, 2], values);
    }

    // --- Rheo's deliberate differences (docs/migrating.md) ---

    [Fact]
    public void BlockingOperatorInTheFunction_DoesNotWaitForTheTrampoline()
    {
        // Rx.NET queues the loop behind the caller and waits forever; Rheo runs it for the blocking operator.
        List<int>? list = null;
        List<int>? pulled = null;
        var first = 0;
        Observable.Create<int>(o =>
        {
            list = [.. Observable.Range(1, 3).ToList().Wait()];
            pulled = [.. Observable.Range(1, 2).ToEnumerable()];
            first = Observable.Create<int>(x =>
            {
                Observable.Range(5, 2).Subscribe(x);
                return Disposable.Empty;
            }).First();
            return Disposable.Empty;
        }).Subscribe();
        Assert.Equal([1, 2, 3], list);
        Assert.Equal([1, 2], pulled);
        Assert.Equal(5, first);
    }

    [Fact]
    public void TwoDeferredLoops_RunOneAfterTheOther()
    {
        // Rx.NET steps each loop once per trampoline turn (so Merge interleaves them: 1, 10, 2, 11); Rheo runs a
        // deferred loop in one go, in the order the loops were subscribed.
        var values = new List<int>();
        Observable.Create<int>(o =>
        {
            Observable.Range(1, 2).Merge(Observable.Range(10, 2)).Subscribe(values.Add);
            values.Add(0);
            return Disposable.Empty;
        }).Subscribe();
        Assert.Equal([0, 1, 2, 10, 11], values);
    }

    private sealed class LoggingEnumerable(int[] values) : IEnumerable<int>
    {
        public List<string> Log { get; } = [];

        public IEnumerator<int> GetEnumerator()
        {
            Log.Add("GetEnumerator");
            return new Enumerator(this, values);
        }

        IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

        private sealed class Enumerator(LoggingEnumerable owner, int[] values) : IEnumerator<int>
        {
            private int _index = -1;

            public int Current => values[_index];

            object IEnumerator.Current => Current;

            public bool MoveNext()
            {
                owner.Log.Add("MoveNext");
                return ++_index < values.Length;
            }

            public void Reset() => throw new NotSupportedException();

            public void Dispose() => owner.Log.Add("Dispose");
        }
    }

    private sealed class ThrowingEnumerable(Exception error) : IEnumerable<int>
    {
        public IEnumerator<int> GetEnumerator() => throw error;

        IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
    }
}
