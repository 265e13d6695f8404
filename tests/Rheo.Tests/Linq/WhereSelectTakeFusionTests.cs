using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

/// <summary>
/// <c>Where(p).Select(f).Take(n)</c> runs as one stage; each case runs the fused chain and the same chain with the fusion
/// broken (<c>AsObservable</c> between <c>Select</c> and <c>Take</c>), into a foreign observer and into a further Rheo stage,
/// and pins the messages, their ticks and the subscription log (the Rx.NET behaviour of the separate operators).
/// </summary>
public class WhereSelectTakeFusionTests : ReactiveTest
{
    private static readonly Func<IObservable<int>, Func<int, bool>, Func<int, int>, int, IObservable<int>>[] Chains =
    [
        (s, p, f, n) => s.Where(p).Select(f).Take(n),
        (s, p, f, n) => s.Where(p).Select(f).AsObservable().Take(n),
        (s, p, f, n) => s.Where(p).Select(f).Take(n).AsObservable(),
        (s, p, f, n) => s.Where(p).Select(f).AsObservable().Take(n).AsObservable(),
        (s, p, f, n) => s.Where(p).Select(f).Take(int.MaxValue).Take(n),
    ];

    [Fact]
    public void Completes_and_unsubscribes_at_the_tick_of_the_last_passed_value()
    {
        foreach (var chain in Chains)
        {
            var scheduler = new TestScheduler();
            var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3), OnNext(240, 5), OnCompleted<int>(300));
            var results = scheduler.Start(() => chain(xs, x => x != 2, x => x * 10, 2));
            Assert.Equal([OnNext(210, 10), OnNext(230, 30), OnCompleted<int>(230)], results.Messages);
            Assert.Equal([Subscribe(200, 230)], xs.Subscriptions);
        }
    }

    [Fact]
    public void A_larger_count_relays_until_the_source_completes()
    {
        foreach (var chain in Chains)
        {
            var scheduler = new TestScheduler();
            var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(300));
            var results = scheduler.Start(() => chain(xs, x => true, x => x, int.MaxValue));
            Assert.Equal([OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(300)], results.Messages);
            Assert.Equal([Subscribe(200, 300)], xs.Subscriptions);
        }
    }

    [Fact]
    public void The_source_error_passes_through()
    {
        var error = new InvalidOperationException();
        foreach (var chain in Chains)
        {
            var scheduler = new TestScheduler();
            var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnError<int>(220, error));
            var results = scheduler.Start(() => chain(xs, x => true, x => x, 5));
            Assert.Equal([OnNext(210, 1), OnError<int>(220, error)], results.Messages);
            Assert.Equal([Subscribe(200, 220)], xs.Subscriptions);
        }
    }

    [Fact]
    public void A_throwing_predicate_or_selector_fails_and_unsubscribes_at_its_tick()
    {
        var error = new FormatException();
        foreach (var chain in Chains)
        {
            foreach (var throwInPredicate in new[] { true, false })
            {
                var scheduler = new TestScheduler();
                var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3), OnCompleted<int>(300));
                var results = scheduler.Start(() => chain(
                    xs,
                    x => !throwInPredicate || x != 2 ? true : throw error,
                    x => throwInPredicate || x != 2 ? x : throw error,
                    3));
                Assert.Equal([OnNext(210, 1), OnError<int>(220, error)], results.Messages);
                Assert.Equal([Subscribe(200, 220)], xs.Subscriptions);
            }
        }
    }

    [Fact]
    public void A_throwing_selector_on_the_last_value_fails_without_completing()
    {
        var error = new FormatException();
        foreach (var chain in Chains)
        {
            var scheduler = new TestScheduler();
            var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(300));
            var results = scheduler.Start(() => chain(xs, x => true, x => x == 2 ? throw error : x, 2));
            Assert.Equal([OnNext(210, 1), OnError<int>(220, error)], results.Messages);
            Assert.Equal([Subscribe(200, 220)], xs.Subscriptions);
        }
    }

    [Fact]
    public void Disposing_the_subscription_unsubscribes_at_that_tick()
    {
        foreach (var chain in Chains)
        {
            var scheduler = new TestScheduler();
            var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(260, 2), OnCompleted<int>(300));
            var results = scheduler.Start(() => chain(xs, x => true, x => x, 5), 100, 200, 250);
            Assert.Equal([OnNext(210, 1)], results.Messages);
            Assert.Equal([Subscribe(200, 250)], xs.Subscriptions);
        }
    }

    [Fact]
    public void A_throwing_observer_stops_the_source_and_gets_nothing_more()
    {
        foreach (var chain in Chains)
        {
            var subject = new Subject<int>();
            var seen = new List<int>();
            var ended = 0;
            var error = new FormatException();
            chain(subject, x => true, x => x, 3).Subscribe(
                x =>
                {
                    seen.Add(x);
                    if (x == 2)
                    {
                        throw error;
                    }
                },
                _ => ended++,
                () => ended++);
            subject.OnNext(1);
            Assert.Same(error, Assert.Throws<FormatException>(() => subject.OnNext(2)));
            Assert.False(subject.HasObservers);
            subject.OnNext(3);
            subject.OnCompleted();
            Assert.Equal([1, 2], seen);
            Assert.Equal(0, ended);
        }
    }

    [Fact]
    public void A_synchronous_foreign_source_stops_after_the_last_value()
    {
        foreach (var chain in Chains)
        {
            var produced = 0;
            var seen = new List<int>();
            var completed = 0;
            var source = Observable.Create<int>(o =>
            {
                for (var i = 0; i < 10; i++)
                {
                    produced++;
                    o.OnNext(i);
                }

                o.OnCompleted();
                return () => { };
            });
            chain(source, x => x % 2 == 0, x => x + 100, 2).Subscribe(seen.Add, () => completed++);
            Assert.Equal([100, 102], seen);
            Assert.Equal(1, completed);
        }
    }
}
