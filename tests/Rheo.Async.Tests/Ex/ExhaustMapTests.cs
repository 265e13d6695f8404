using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;
using Rheo.Testing;

namespace Rheo.Async.Tests.Ex;

/// <summary>
/// <c>AsyncObservableEx.ExhaustMap</c>/<c>Exhaust</c>: new inner sequences (or asynchronous selectors) are ignored while
/// one is active. The virtual-time tests are marble tests: the marble observables are bridged inline to asynchronous
/// ones (every call completes synchronously on the scheduler's thread), so the diagrams are the same as those of
/// <c>Rheo.Linq.ObservableEx.ExhaustMap</c>'s tests.
/// </summary>
public sealed class ExhaustMapTests : ReactiveTest
{
    private static readonly InvalidOperationException Boom = new("boom");

    [Fact]
    public void Values_arriving_while_an_inner_sequence_is_active_are_dropped_marbles()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-a--b--c-d----|");
        var inner = scheduler.Cold("-x-y|");
        var selected = new List<char>();
        scheduler.ExpectObservable(outer.ToAsyncInline().ExhaustMap(x =>
        {
            selected.Add(x);
            return inner.ToAsyncInline();
        }).ToSyncInline()).ToBe("--x-y---x-y---|");
        scheduler.ExpectSubscriptions(outer.Subscriptions).ToBe("^-------------!");
        scheduler.ExpectSubscriptions(inner.Subscriptions).ToBe("-^---!", "-------^---!");
        Assert.Equal(['a', 'c'], selected);
    }

    [Fact]
    public void Values_arriving_while_an_inner_sequence_is_active_are_dropped_lists()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.CreateHotObservable(OnNext(210, 'a'), OnNext(240, 'b'), OnNext(270, 'c'), OnNext(290, 'd'), OnCompleted<char>(340));
        var inner = scheduler.CreateColdObservable(OnNext(10, 'x'), OnNext(30, 'y'), OnCompleted<char>(40));
        var results = scheduler.Start(() => outer.ToAsyncInline().ExhaustMap(_ => inner.ToAsyncInline()).ToSyncInline());
        results.Messages.AssertEqual(OnNext(220, 'x'), OnNext(240, 'y'), OnNext(280, 'x'), OnNext(300, 'y'), OnCompleted<char>(340));
        outer.Subscriptions.AssertEqual(Subscribe(200, 340));
        inner.Subscriptions.AssertEqual(Subscribe(210, 250), Subscribe(270, 310));
    }

    [Fact]
    public void The_source_completing_while_an_inner_is_active_completes_with_the_inner()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-a-|");
        var inner = scheduler.Cold("--x--y|");
        scheduler.ExpectObservable(outer.ToAsyncInline().ExhaustMap(_ => inner.ToAsyncInline()).ToSyncInline()).ToBe("---x--y|");
        scheduler.ExpectSubscriptions(outer.Subscriptions).ToBe("^--!");
        scheduler.ExpectSubscriptions(inner.Subscriptions).ToBe("-^-----!");
    }

    [Fact]
    public void An_inner_error_ends_the_sequence_and_lets_the_source_go()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-a--b---|");
        var inner = scheduler.Cold("-x#");
        scheduler.ExpectObservable(outer.ToAsyncInline().ExhaustMap(_ => inner.ToAsyncInline()).ToSyncInline()).ToBe("--x#");
        scheduler.ExpectSubscriptions(outer.Subscriptions).ToBe("^--!");
        scheduler.ExpectSubscriptions(inner.Subscriptions).ToBe("-^-!");
    }

    [Fact]
    public void A_source_error_ends_the_sequence_and_lets_the_inner_go()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-a-#");
        var inner = scheduler.Cold("-x---y|");
        scheduler.ExpectObservable(outer.ToAsyncInline().ExhaustMap(_ => inner.ToAsyncInline()).ToSyncInline()).ToBe("--x#");
        scheduler.ExpectSubscriptions(inner.Subscriptions).ToBe("-^-!");
    }

    [Fact]
    public void Disposing_lets_the_source_and_the_active_inner_go()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-a-----|");
        var inner = scheduler.Cold("-x-y-z|");
        scheduler.ExpectObservable(outer.ToAsyncInline().ExhaustMap(_ => inner.ToAsyncInline()).ToSyncInline(), "^---!").ToBe("--x-");
        scheduler.ExpectSubscriptions(outer.Subscriptions).ToBe("^---!");
        scheduler.ExpectSubscriptions(inner.Subscriptions).ToBe("-^--!");
    }

    [Fact]
    public void A_throwing_or_null_returning_selector_becomes_OnError()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-a-b-|");
        scheduler.ExpectObservable(outer.ToAsyncInline().ExhaustMap(new Func<char, IAsyncObservable<char>>(_ => throw Boom)).ToSyncInline()).ToBe("-#", null, Boom);
        scheduler.ExpectSubscriptions(outer.Subscriptions).ToBe("^!");

        var nulls = new TestScheduler();
        var source = nulls.Hot("-a-b-|");
        var results = nulls.Start(() => source.ToAsyncInline().ExhaustMap(_ => (IAsyncObservable<int>)null!).ToSyncInline());
        Assert.IsType<InvalidOperationException>(Assert.Single(results.Messages).Value.Exception);
        source.Subscriptions.AssertEqual(Subscribe(200, 210));
    }

    [Fact]
    public void The_index_counts_the_values_the_selector_is_called_with()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-a-b-c-d-e|");
        var inner = scheduler.Cold("---|");
        var indexes = new List<(char, int)>();
        scheduler.ExpectObservable(outer.ToAsyncInline().ExhaustMap((x, i) =>
        {
            indexes.Add((x, i));
            return inner.ToAsyncInline();
        }).ToSyncInline()).ToBe("------------|");
        Assert.Equal([('a', 0), ('c', 1), ('e', 2)], indexes);
    }

    [Fact]
    public void The_result_selector_combines_each_value_with_its_inner_values_and_a_throw_ends_both()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-a--b--c----|");
        var inner = scheduler.Cold("-x-y|");
        scheduler.ExpectObservable(outer.ToAsyncInline().ExhaustMap(_ => inner.ToAsyncInline(), (x, y) => $"{x}{y}").ToSyncInline())
            .ToBe("--1-2---3-4-|", new Dictionary<char, string> { ['1'] = "ax", ['2'] = "ay", ['3'] = "cx", ['4'] = "cy" });

        var failing = new TestScheduler();
        var source = failing.Hot("-a---|");
        var values = failing.Cold("-x-y|");
        failing.ExpectObservable(source.ToAsyncInline().ExhaustMap(_ => values.ToAsyncInline(), (x, y) => y == 'y' ? throw Boom : y).ToSyncInline()).ToBe("--x-#", null, Boom);
        failing.ExpectSubscriptions(source.Subscriptions).ToBe("^---!");
        failing.ExpectSubscriptions(values.Subscriptions).ToBe("-^--!");
    }

    [Fact]
    public void Exhaust_mirrors_the_first_inner_until_it_completes_and_never_subscribes_the_ones_arriving_meanwhile()
    {
        var scheduler = new TestScheduler();
        var first = scheduler.Cold("a-b|");
        var second = scheduler.Cold("c-d|");
        var third = scheduler.Cold("e-f|");
        var outer = scheduler.Hot("-1-2---3|", new Dictionary<char, IAsyncObservable<char>>
        {
            ['1'] = first.ToAsyncInline(),
            ['2'] = second.ToAsyncInline(),
            ['3'] = third.ToAsyncInline(),
        });
        scheduler.ExpectObservable(outer.ToAsyncInline().Exhaust().ToSyncInline()).ToBe("-a-b---e-f|");
        scheduler.ExpectSubscriptions(first.Subscriptions).ToBe("-^--!");
        scheduler.ExpectSubscriptions(second.Subscriptions).ToBe();
        scheduler.ExpectSubscriptions(third.Subscriptions).ToBe("-------^--!");
    }

    [Fact]
    public void Exhaust_fails_on_a_null_inner_sequence()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-1-|", new Dictionary<char, IAsyncObservable<int>> { ['1'] = null! });
        var results = scheduler.Start(() => outer.ToAsyncInline().Exhaust().ToSyncInline());
        Assert.IsType<InvalidOperationException>(Assert.Single(results.Messages).Value.Exception);
    }

    [Fact]
    public void Asynchronous_selector_drops_values_while_it_runs_and_completes_after_the_last_result()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-a-b--c---|");
        var selected = new List<char>();
        scheduler.ExpectObservable(outer.ToAsyncInline().ExhaustMap(x =>
        {
            selected.Add(x);
            return scheduler.ValueAfter(30, x);
        }).ToSyncInline()).ToBe("----a----c|");
        Assert.Equal(['a', 'c'], selected);

        var late = new TestScheduler();
        var source = late.Hot("-a|");
        late.ExpectObservable(source.ToAsyncInline().ExhaustMap(x => late.ValueAfter(30, x)).ToSyncInline()).ToBe("----(a|)");
        late.ExpectSubscriptions(source.Subscriptions).ToBe("^-!");
    }

    [Fact]
    public void Every_asynchronous_selector_form_sends_the_results_of_the_accepted_values()
    {
        // Values at 210, 230 (dropped: the first selector runs until 240), 250 and 270 (dropped), completion at 300.
        Recorded<Notification<int>>[] source = [OnNext(210, 1), OnNext(230, 2), OnNext(250, 3), OnNext(270, 4), OnCompleted<int>(300)];
        var indexes = new List<int>();
        var tokens = new List<CancellationToken>();

        IList<Recorded<Notification<int>>> Run(Func<TestScheduler, IAsyncObservable<int>, IAsyncObservable<int>> query)
        {
            var scheduler = new TestScheduler();
            var outer = scheduler.CreateHotObservable(source);
            return scheduler.Start(() => query(scheduler, outer.ToAsyncInline()).ToSyncInline()).Messages;
        }

        Recorded<Notification<int>>[] expected = [OnNext(240, 10), OnNext(280, 30), OnCompleted<int>(300)];
        Run((s, o) => o.ExhaustMap(x => s.ValueAfter(30, x * 10))).AssertEqual(expected);
        Run((s, o) => o.ExhaustMap((int x, int i) =>
        {
            indexes.Add(i);
            return s.ValueAfter(30, x * 10);
        })).AssertEqual(expected);
        Run((s, o) => o.ExhaustMap((int x, CancellationToken ct) =>
        {
            tokens.Add(ct);
            return s.ValueAfter(30, x * 10);
        })).AssertEqual(expected);
        Run((s, o) => o.ExhaustMap((x, i, ct) =>
        {
            indexes.Add(i);
            tokens.Add(ct);
            return s.ValueAfter(30, x * 10);
        })).AssertEqual(expected);
        Run((s, o) => o.ExhaustMap(x => s.ValueAfter(30, x), (x, r) => x + r * 9)).AssertEqual(expected);
        Run((s, o) => o.ExhaustMap((int x, CancellationToken ct) => s.ValueAfter(30, x), (x, r) => x + r * 9)).AssertEqual(expected);
        Assert.Equal([0, 1, 0, 1], indexes);
        Assert.Equal(4, tokens.Count);
        Assert.All(tokens, t => Assert.True(t.CanBeCanceled));
    }

    [Fact]
    public void A_faulted_or_cancelled_selector_task_ends_the_sequence_and_the_token_is_cancelled_on_disposal_and_on_error()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-a-b-|");
        scheduler.ExpectObservable(outer.ToAsyncInline().ExhaustMap(_ => scheduler.FaultAfter<char>(20, Boom)).ToSyncInline()).ToBe("---#", null, Boom);
        scheduler.ExpectSubscriptions(outer.Subscriptions).ToBe("^--!");

        var cancelled = new TestScheduler();
        var results = cancelled.Start(() => cancelled.CreateHotObservable(OnNext(210, 1)).ToAsyncInline()
            .ExhaustMap(_ => new ValueTask<int>(Task.FromCanceled<int>(new CancellationToken(true)))).ToSyncInline());
        Assert.IsAssignableFrom<OperationCanceledException>(Assert.Single(results.Messages).Value.Exception);

        // Disposal cancels the running selector's token, and that cancellation is no error.
        var disposing = new TestScheduler();
        var source = disposing.Hot("-a-b-----|");
        var tokens = new List<CancellationToken>();
        disposing.ExpectObservable(source.ToAsyncInline().ExhaustMap((x, ct) =>
        {
            tokens.Add(ct);
            return new ValueTask<char>(Task.Delay(Timeout.Infinite, ct).ContinueWith(_ => x, ct, TaskContinuationOptions.ExecuteSynchronously, TaskScheduler.Default));
        }).ToSyncInline(), "^---!").ToBe("----");
        Assert.True(Assert.Single(tokens).IsCancellationRequested);

        // An error of the source cancels it too.
        var failing = new TestScheduler();
        var failingSource = failing.Hot("-a-#");
        var failingTokens = new List<CancellationToken>();
        failing.ExpectObservable(failingSource.ToAsyncInline().ExhaustMap((char x, CancellationToken ct) =>
        {
            failingTokens.Add(ct);
            return new ValueTask<char>(new TaskCompletionSource<char>().Task);
        }, (x, r) => r).ToSyncInline()).ToBe("---#");
        Assert.True(Assert.Single(failingTokens).IsCancellationRequested);
    }

    [Fact]
    public void A_throwing_selector_or_result_selector_becomes_OnError()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-a-b-|");
        scheduler.ExpectObservable(outer.ToAsyncInline().ExhaustMap(new Func<char, CancellationToken, ValueTask<char>>((_, _) => throw Boom)).ToSyncInline()).ToBe("-#", null, Boom);
        scheduler.ExpectSubscriptions(outer.Subscriptions).ToBe("^!");

        var results = new TestScheduler();
        var source = results.Hot("-a-b-|");
        results.ExpectObservable(source.ToAsyncInline().ExhaustMap(x => results.ValueAfter(10, x), (char x, char r) => r == 'b' ? throw Boom : r).ToSyncInline()).ToBe("--a-#", null, Boom);
        results.ExpectSubscriptions(source.Subscriptions).ToBe("^---!");
    }

    [Fact]
    public void Exhaust_over_tasks_awaits_the_first_and_drops_the_tasks_arriving_meanwhile()
    {
        var scheduler = new TestScheduler();
        var first = scheduler.ValueAt(250, 'a').AsTask();
        var dropped = new TaskCompletionSource<char>().Task;
        var third = scheduler.ValueAt(280, 'c').AsTask();
        var outer = scheduler.Hot("-1-2--3---|", new Dictionary<char, Task<char>> { ['1'] = first, ['2'] = dropped, ['3'] = third });
        scheduler.ExpectObservable(outer.ToAsyncInline().Exhaust().ToSyncInline()).ToBe("-----a--c-|");

        var ready = new TestScheduler();
        var readyTasks = ready.Hot("-1-2-3|", new Dictionary<char, Task<char>> { ['1'] = ready.ValueAt(240, 'a').AsTask(), ['2'] = Task.FromResult('b'), ['3'] = Task.FromResult('c') });
        ready.ExpectObservable(readyTasks.ToAsyncInline().Exhaust().ToSyncInline()).ToBe("----ac|");

        var nulls = new TestScheduler();
        var results = nulls.Start(() => nulls.CreateHotObservable(OnNext(210, (Task<int>)null!)).ToAsyncInline().Exhaust().ToSyncInline());
        Assert.IsType<InvalidOperationException>(Assert.Single(results.Messages).Value.Exception);
    }

    [Fact]
    public async Task An_inner_value_waits_for_the_observer_while_dropped_values_complete_at_once()
    {
        var outer = new ControlledAsyncSource<int>();
        var inner = new ControlledAsyncSource<int>();
        var release = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var observer = new AsyncRecordingObserver<int>(_ => new ValueTask(release.Task));
        var calls = 0;
        await using var handle = await outer.ExhaustMap(_ =>
        {
            calls++;
            return inner;
        }).SubscribeAsync(observer).Within();
        await outer.Observer!.OnNextAsync(1).Within();
        var delivery = inner.Observer!.OnNextAsync(10);
        Assert.False(delivery.IsCompleted);
        var dropped = outer.Observer.OnNextAsync(2);
        Assert.True(dropped.IsCompletedSuccessfully);
        Assert.Equal(1, calls);
        release.SetResult();
        await delivery.Within();
        await inner.Observer.OnCompletedAsync().Within();
        await outer.Observer.OnCompletedAsync().Within();
        await observer.Terminated.Within();
        Assert.Equal([10], observer.Values);
        Assert.True(observer.Completed);
        Assert.Equal(1, inner.Disposals);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task A_selector_that_finishes_at_once_sends_its_result_on_the_source_call_which_waits_for_the_observer()
    {
        var outer = new ControlledAsyncSource<int>();
        var release = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var observer = new AsyncRecordingObserver<int>(_ => new ValueTask(release.Task));
        await using var handle = await outer.ExhaustMap(x => new ValueTask<int>(x * 2)).SubscribeAsync(observer).Within();
        var call = outer.Observer!.OnNextAsync(4);
        Assert.False(call.IsCompleted);
        Assert.Equal([8], observer.Values);
        release.SetResult();
        await call.Within();
        await outer.Observer.OnNextAsync(5).Within();
        await outer.Observer.OnCompletedAsync().Within();
        await observer.Terminated.Within();
        Assert.Equal([8, 10], observer.Values);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task A_pending_selector_lets_the_source_go_on_and_its_result_is_sent_when_it_finishes()
    {
        var outer = new ControlledAsyncSource<int>();
        var pending = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);
        var observer = new AsyncRecordingObserver<int>();
        var calls = new List<int>();
        await using var handle = await outer.ExhaustMap(x =>
        {
            calls.Add(x);
            return calls.Count == 1 ? new ValueTask<int>(pending.Task) : new ValueTask<int>(x);
        }).SubscribeAsync(observer).Within();
        Assert.True(outer.Observer!.OnNextAsync(1).IsCompletedSuccessfully);
        Assert.True(outer.Observer.OnNextAsync(2).IsCompletedSuccessfully);
        await outer.Observer.OnCompletedAsync().Within();
        Assert.Equal(0, observer.TerminalCount);
        pending.SetResult(100);
        await observer.Terminated.Within();
        Assert.Equal([100], observer.Values);
        Assert.Equal([1], calls);
        Assert.True(observer.Completed);
        observer.AssertGrammar();
    }

    [Fact]
    public async Task An_observer_that_throws_on_an_inner_value_stops_the_whole_subscription()
    {
        var outer = new ControlledAsyncSource<int>();
        var inner = new ControlledAsyncSource<int>();
        var observer = new AsyncRecordingObserver<int>(_ => throw Boom);
        await using var handle = await outer.ExhaustMap(_ => inner).SubscribeAsync(observer).Within();
        await outer.Observer!.OnNextAsync(1).Within();
        await Assert.ThrowsAsync<InvalidOperationException>(async () => await inner.Observer!.OnNextAsync(1));
        Bounded.Until(() => outer.Disposals == 1 && inner.Disposals == 1);
        await inner.Observer!.OnCompletedAsync().Within();
        await outer.Observer.OnCompletedAsync().Within();
        Assert.Equal(0, observer.TerminalCount);
    }

    [Fact]
    public async Task Real_sources_run_through()
    {
        var values = await AsyncObservable.Range(0, 3).ExhaustMap(x => AsyncObservable.Range(x * 10, 2)).RecordAsync().Within();
        Assert.True(values.Completed);
        Assert.Equal(0, values.Values[0]);
        var tasks = await AsyncObservable.Range(0, 5).ExhaustMap(x => new ValueTask<int>(x)).RecordAsync().Within();
        Assert.Equal([0, 1, 2, 3, 4], tasks.Values);
        Assert.Same(Boom, (await AsyncObservable.Throw<int>(Boom).ExhaustMap(x => AsyncObservable.Return(x)).RecordAsync().Within()).Error);
        Assert.True((await AsyncObservable.Empty<IAsyncObservable<int>>().Exhaust().RecordAsync().Within()).Completed);
    }

    [Fact]
    public void Arguments_are_checked()
    {
        IAsyncObservable<int> source = null!;
        var some = AsyncObservable.Return(1);
        Assert.Throws<ArgumentNullException>("source", () => source.ExhaustMap(x => AsyncObservable.Return(x)));
        Assert.Throws<ArgumentNullException>("selector", () => some.ExhaustMap((Func<int, IAsyncObservable<int>>)null!));
        Assert.Throws<ArgumentNullException>("selector", () => some.ExhaustMap((Func<int, int, IAsyncObservable<int>>)null!));
        Assert.Throws<ArgumentNullException>("collectionSelector", () => some.ExhaustMap((Func<int, IAsyncObservable<int>>)null!, (x, y) => x));
        Assert.Throws<ArgumentNullException>("resultSelector", () => some.ExhaustMap(x => some, (Func<int, int, int>)null!));
        Assert.Throws<ArgumentNullException>("selector", () => some.ExhaustMap((Func<int, ValueTask<int>>)null!));
        Assert.Throws<ArgumentNullException>("selector", () => some.ExhaustMap((Func<int, int, ValueTask<int>>)null!));
        Assert.Throws<ArgumentNullException>("selector", () => some.ExhaustMap((Func<int, CancellationToken, ValueTask<int>>)null!));
        Assert.Throws<ArgumentNullException>("selector", () => some.ExhaustMap((Func<int, int, CancellationToken, ValueTask<int>>)null!));
        Assert.Throws<ArgumentNullException>("taskSelector", () => some.ExhaustMap((Func<int, ValueTask<int>>)null!, (x, r) => r));
        Assert.Throws<ArgumentNullException>("taskSelector", () => some.ExhaustMap((Func<int, CancellationToken, ValueTask<int>>)null!, (x, r) => r));
        Assert.Throws<ArgumentNullException>("resultSelector", () => some.ExhaustMap((int x, CancellationToken _) => new ValueTask<int>(x), (Func<int, int, int>)null!));
        Assert.Throws<ArgumentNullException>("sources", () => ((IAsyncObservable<IAsyncObservable<int>>)null!).Exhaust());
        Assert.Throws<ArgumentNullException>("sources", () => ((IAsyncObservable<Task<int>>)null!).Exhaust());
    }
}

/// <summary>
/// Inline bridges between the marble observables of a <see cref="TestScheduler"/> and asynchronous ones, for virtual-time
/// tests: every call is expected to complete synchronously (a pending one fails the test instead of leaving virtual time).
/// </summary>
internal static class InlineAsyncBridge
{
    /// <summary>An asynchronous view of <paramref name="source"/>: subscribes at once, and each message is an awaited call that must complete at once.</summary>
    public static IAsyncObservable<T> ToAsyncInline<T>(this IObservable<T> source) => new SyncToAsync<T>(source);

    /// <summary>A synchronous view of <paramref name="source"/>: subscribing and disposing must complete at once.</summary>
    public static IObservable<T> ToSyncInline<T>(this IAsyncObservable<T> source) => new AsyncToSync<T>(source);

    /// <summary>A task that completes with <paramref name="value"/> <paramref name="ticks"/> later on the scheduler (its continuations run there, inline).</summary>
    public static ValueTask<T> ValueAfter<T>(this TestScheduler scheduler, long ticks, T value)
    {
        var completion = new TaskCompletionSource<T>();
        scheduler.ScheduleRelative(value, ticks, (_, v) =>
        {
            Inline(() => completion.SetResult(v));
            return Rheo.Disposables.Disposable.Empty;
        });
        return new ValueTask<T>(completion.Task);
    }

    /// <summary>A task that completes with <paramref name="value"/> at the absolute time <paramref name="tick"/> on the scheduler.</summary>
    public static ValueTask<T> ValueAt<T>(this TestScheduler scheduler, long tick, T value)
    {
        var completion = new TaskCompletionSource<T>();
        scheduler.ScheduleAbsolute(value, tick, (_, v) =>
        {
            Inline(() => completion.SetResult(v));
            return Rheo.Disposables.Disposable.Empty;
        });
        return new ValueTask<T>(completion.Task);
    }

    /// <summary>A task that faults with <paramref name="error"/> <paramref name="ticks"/> later on the scheduler.</summary>
    public static ValueTask<T> FaultAfter<T>(this TestScheduler scheduler, long ticks, Exception error)
    {
        var completion = new TaskCompletionSource<T>();
        scheduler.ScheduleRelative(error, ticks, (_, e) =>
        {
            Inline(() => completion.SetException(e));
            return Rheo.Disposables.Disposable.Empty;
        });
        return new ValueTask<T>(completion.Task);
    }

    /// <summary>
    /// Completes a task with no synchronization context, so that the operator's continuations run inline, on virtual
    /// time (under the test framework's context they would be queued to the thread pool).
    /// </summary>
    private static void Inline(Action complete)
    {
        var context = SynchronizationContext.Current;
        SynchronizationContext.SetSynchronizationContext(null);
        try
        {
            complete();
        }
        finally
        {
            SynchronizationContext.SetSynchronizationContext(context);
        }
    }

    private static void Done(ValueTask task)
    {
        if (!task.IsCompleted)
        {
            throw new InvalidOperationException("A call that should complete at once in virtual time is pending.");
        }

        task.GetAwaiter().GetResult();
    }

    private sealed class SyncToAsync<T>(IObservable<T> source) : IAsyncObservable<T>
    {
        public ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<T> observer) =>
            new(new Handle(source.Subscribe(new Forward(observer))));

        private sealed class Forward(IAsyncObserver<T> observer) : IObserver<T>
        {
            public void OnNext(T value) => Done(observer.OnNextAsync(value));

            public void OnError(Exception error) => Done(observer.OnErrorAsync(error));

            public void OnCompleted() => Done(observer.OnCompletedAsync());
        }

        private sealed class Handle(IDisposable subscription) : IAsyncDisposable
        {
            public ValueTask DisposeAsync()
            {
                subscription.Dispose();
                return default;
            }
        }
    }

    private sealed class AsyncToSync<T>(IAsyncObservable<T> source) : IObservable<T>
    {
        public IDisposable Subscribe(IObserver<T> observer)
        {
            var subscribe = source.SubscribeAsync(new Forward(observer));
            if (!subscribe.IsCompleted)
            {
                throw new InvalidOperationException("A subscription that should complete at once in virtual time is pending.");
            }

            return new Handle(subscribe.Result);
        }

        private sealed class Forward(IObserver<T> observer) : IAsyncObserver<T>
        {
            public ValueTask OnNextAsync(T value)
            {
                observer.OnNext(value);
                return default;
            }

            public ValueTask OnErrorAsync(Exception error)
            {
                observer.OnError(error);
                return default;
            }

            public ValueTask OnCompletedAsync()
            {
                observer.OnCompleted();
                return default;
            }
        }

        private sealed class Handle(IAsyncDisposable handle) : IDisposable
        {
            public void Dispose() => Done(handle.DisposeAsync());
        }
    }
}
