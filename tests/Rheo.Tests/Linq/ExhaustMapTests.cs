using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

/// <summary>ExhaustMap and Exhaust (RxJS's exhaustMap and exhaustAll): ignore new inner sequences while one is active.</summary>
public class ExhaustMapTests : ReactiveTest
{
    [Fact]
    public void Values_arriving_while_an_inner_sequence_is_active_are_ignored_marbles()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-a--b--c-d----|");
        var inner = scheduler.Cold("-x-y|");
        scheduler.ExpectObservable(outer.ExhaustMap(_ => inner)).ToBe("--x-y---x-y---|");
        scheduler.ExpectSubscriptions(outer.Subscriptions).ToBe("^-------------!");
        scheduler.ExpectSubscriptions(inner.Subscriptions).ToBe("-^---!", "-------^---!");
    }

    [Fact]
    public void Values_arriving_while_an_inner_sequence_is_active_are_ignored_lists()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.CreateHotObservable(OnNext(210, 'a'), OnNext(240, 'b'), OnNext(270, 'c'), OnNext(290, 'd'), OnCompleted<char>(340));
        var inner = scheduler.CreateColdObservable(OnNext(10, 'x'), OnNext(30, 'y'), OnCompleted<char>(40));
        var results = scheduler.Start(() => outer.ExhaustMap(_ => inner));
        results.Messages.AssertEqual(OnNext(220, 'x'), OnNext(240, 'y'), OnNext(280, 'x'), OnNext(300, 'y'), OnCompleted<char>(340));
        outer.Subscriptions.AssertEqual(Subscribe(200, 340));
        inner.Subscriptions.AssertEqual(Subscribe(210, 250), Subscribe(270, 310));
    }

    [Fact]
    public void The_outer_completing_while_an_inner_is_active_completes_with_the_inner()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-a-|");
        var inner = scheduler.Cold("--x--y|");
        scheduler.ExpectObservable(outer.ExhaustMap(_ => inner)).ToBe("---x--y|");
        scheduler.ExpectSubscriptions(outer.Subscriptions).ToBe("^--!");
    }

    [Fact]
    public void An_inner_error_ends_the_sequence_and_disposes_the_outer()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-a--b---|");
        var inner = scheduler.Cold("-x#");
        scheduler.ExpectObservable(outer.ExhaustMap(_ => inner)).ToBe("--x#");
        scheduler.ExpectSubscriptions(outer.Subscriptions).ToBe("^--!");
    }

    [Fact]
    public void An_outer_error_ends_the_sequence_and_disposes_the_inner()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-a-#");
        var inner = scheduler.Cold("-x---y|");
        scheduler.ExpectObservable(outer.ExhaustMap(_ => inner)).ToBe("--x#");
        scheduler.ExpectSubscriptions(inner.Subscriptions).ToBe("-^-!");
    }

    [Fact]
    public void Disposing_disposes_the_outer_and_the_active_inner()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-a-----|");
        var inner = scheduler.Cold("-x-y-z|");
        scheduler.ExpectObservable(outer.ExhaustMap(_ => inner), "^---!").ToBe("--x-");
        scheduler.ExpectSubscriptions(outer.Subscriptions).ToBe("^---!");
        scheduler.ExpectSubscriptions(inner.Subscriptions).ToBe("-^--!");
    }

    [Fact]
    public void A_throwing_or_null_returning_selector_becomes_OnError()
    {
        var boom = new InvalidOperationException("boom");
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-a-b-|");
        scheduler.ExpectObservable(outer.ExhaustMap(new Func<char, IObservable<char>>(_ => throw boom))).ToBe("-#", null, boom);
        scheduler.ExpectSubscriptions(outer.Subscriptions).ToBe("^!");

        var nulls = new TestScheduler();
        var failure = nulls.Start(() => nulls.CreateHotObservable(OnNext(210, 1)).ExhaustMap(_ => (IObservable<int>)null!));
        Assert.IsType<InvalidOperationException>(Assert.Single(failure.Messages).Value.Exception);
    }

    [Fact]
    public void The_index_counts_the_values_the_selector_is_called_with()
    {
        var scheduler = new TestScheduler();
        var outer = scheduler.Hot("-a-b-c-d-e|");
        var inner = scheduler.Cold("---|");
        var indexes = new List<(char, int)>();
        scheduler.ExpectObservable(outer.ExhaustMap((x, i) =>
        {
            indexes.Add((x, i));
            return inner;
        })).ToBe("------------|");
        Assert.Equal([('a', 0), ('c', 1), ('e', 2)], indexes);
    }

    [Fact]
    public void Exhaust_mirrors_the_first_inner_until_it_completes_and_ignores_the_ones_arriving_meanwhile()
    {
        var scheduler = new TestScheduler();
        var first = scheduler.Cold("a-b|");
        var second = scheduler.Cold("c-d|");
        var third = scheduler.Cold("e-f|");
        var outer = scheduler.Hot("-1-2---3|", new Dictionary<char, IObservable<char>> { ['1'] = first, ['2'] = second, ['3'] = third });
        scheduler.ExpectObservable(outer.Exhaust()).ToBe("-a-b---e-f|");
        scheduler.ExpectSubscriptions(second.Subscriptions).ToBe();
        scheduler.ExpectSubscriptions(third.Subscriptions).ToBe("-------^--!");
    }

    [Fact]
    public void Task_selector_ignores_values_while_the_task_runs()
    {
        var outer = new Subject<int>();
        var tasks = new List<TaskCompletionSource<string>>();
        var results = new List<string>();
        var completed = false;
        using var subscription = outer.ExhaustMap(x =>
        {
            var tcs = new TaskCompletionSource<string>(TaskCreationOptions.RunContinuationsAsynchronously);
            tasks.Add(tcs);
            return tcs.Task;
        }).Subscribe(r => { lock (results) { results.Add(r); } }, () => Volatile.Write(ref completed, true));
        outer.OnNext(1);
        outer.OnNext(2);
        Assert.Single(tasks);
        tasks[0].SetResult("one");
        Bounded.Until(() => { lock (results) { return results.Count == 1; } });
        // The task's completion reaches ExhaustMap just after its value: a value is accepted once it has.
        Bounded.Until(() =>
        {
            outer.OnNext(3);
            return tasks.Count == 2;
        });
        outer.OnCompleted();
        Assert.False(Volatile.Read(ref completed));
        tasks[1].SetResult("three");
        Bounded.Until(() => Volatile.Read(ref completed));
        Assert.Equal(["one", "three"], results);
    }

    [Fact]
    public void Index_task_selector_counts_the_started_tasks()
    {
        var outer = new Subject<int>();
        var indexes = new List<int>();
        var gate = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);
        using var subscription = outer.ExhaustMap((x, i) =>
        {
            indexes.Add(i);
            return i == 0 ? gate.Task : Task.FromResult(x);
        }).Subscribe(_ => { });
        outer.OnNext(10);
        outer.OnNext(11);
        gate.SetResult(10);
        Bounded.Until(() =>
        {
            outer.OnNext(12);
            return indexes.Count == 2;
        });
        Assert.Equal([0, 1], indexes);
    }

    [Fact]
    public void Cancelable_task_selector_cancels_the_running_task_on_disposal()
    {
        var outer = new Subject<int>();
        var tokens = new List<CancellationToken>();
        var subscription = outer.ExhaustMap((x, ct) =>
        {
            tokens.Add(ct);
            return Task.Delay(Timeout.Infinite, ct).ContinueWith(_ => x, TaskScheduler.Default);
        }).Subscribe(_ => { });
        outer.OnNext(1);
        outer.OnNext(2);
        Assert.Single(tokens);
        Assert.False(tokens[0].IsCancellationRequested);
        subscription.Dispose();
        Assert.True(tokens[0].IsCancellationRequested);

        var indexed = new List<int>();
        var other = new Subject<int>();
        using var second = other.ExhaustMap((x, i, ct) =>
        {
            indexed.Add(i);
            return Task.FromResult(x);
        }).Subscribe(_ => { });
        other.OnNext(5);
        Bounded.Until(() =>
        {
            other.OnNext(6);
            return indexed.Count == 2;
        });
        Assert.Equal([0, 1], indexed);
    }

    [Fact]
    public void Exhaust_over_tasks_ignores_tasks_arriving_while_one_runs()
    {
        var outer = new Subject<Task<int>>();
        var first = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);
        var results = new List<int>();
        var completed = false;
        using var subscription = outer.Exhaust().Subscribe(r => { lock (results) { results.Add(r); } }, () => Volatile.Write(ref completed, true));
        outer.OnNext(first.Task);
        outer.OnNext(Task.FromResult(2));
        first.SetResult(1);
        Bounded.Until(() => { lock (results) { return results.Count == 1; } });
        Bounded.Until(() =>
        {
            outer.OnNext(Task.FromResult(3));
            lock (results)
            {
                return results.Count == 2;
            }
        });
        outer.OnCompleted();
        Bounded.Until(() => Volatile.Read(ref completed));
        Assert.Equal([1, 3], results);
    }

    [Fact]
    public void Arguments_are_checked()
    {
        IObservable<int> source = null!;
        Assert.Throws<ArgumentNullException>("source", () => source.ExhaustMap(x => Observable.Return(x)));
        Assert.Throws<ArgumentNullException>("selector", () => Observable.Return(1).ExhaustMap((Func<int, IObservable<int>>)null!));
        Assert.Throws<ArgumentNullException>("sources", () => ((IObservable<IObservable<int>>)null!).Exhaust());
        Assert.Throws<ArgumentNullException>("sources", () => ((IObservable<Task<int>>)null!).Exhaust());
    }
}
