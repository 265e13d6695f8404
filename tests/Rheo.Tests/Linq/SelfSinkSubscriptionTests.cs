using Rheo;
using Rheo.Linq;
using Rheo.Subjects;

namespace Rheo.Tests.Linq;

/// <summary>
/// <c>Sum</c>, <c>Min</c>/<c>Max</c>, <c>Aggregate</c> with a seed and <c>SelectMany</c> over enumerables serve their
/// first subscription from the operator instance itself: every subscription, first or later, overlapping or
/// after the end, must still be a subscription of its own.
/// </summary>
public class SelfSinkSubscriptionTests
{
    private static (List<T> Values, Func<bool> Completed, IDisposable Subscription) Record<T>(IObservable<T> source)
    {
        var values = new List<T>();
        var completed = false;
        var subscription = source.Subscribe(values.Add, e => throw e, () => completed = true);
        return (values, () => completed, subscription);
    }

    [Fact]
    public void Sum_OverlappingSubscriptions_EachHasItsOwnTotal()
    {
        var subject = new Subject<int>();
        var sum = subject.Sum();
        var first = Record(sum);
        subject.OnNext(1);
        var second = Record(sum);
        subject.OnNext(2);
        subject.OnCompleted();
        Assert.Equal([3], first.Values);
        Assert.Equal([2], second.Values);
        Assert.True(first.Completed() && second.Completed());
    }

    [Fact]
    public void Sum_Resubscribed_AfterTheEnd_StartsFromZero()
    {
        var sum = Observable.Range(1, 4).Sum();
        Assert.Equal(10, sum.Wait());
        Assert.Equal(10, sum.Wait());
        var mapped = Observable.Range(1, 4).Sum().Select(x => x * 2);
        Assert.Equal(20, mapped.Wait());
        Assert.Equal(20, mapped.Wait());
    }

    [Fact]
    public void Max_OverlappingSubscriptions_EachHasItsOwnExtreme()
    {
        var subject = new Subject<int>();
        var max = subject.Max().Select(x => x * 10);
        var first = Record(max);
        subject.OnNext(5);
        var second = Record(max);
        subject.OnNext(3);
        subject.OnCompleted();
        Assert.Equal([50], first.Values);
        Assert.Equal([30], second.Values);
    }

    [Fact]
    public void Min_FirstSubscriptionDisposed_SecondStillRuns()
    {
        var subject = new Subject<int>();
        var min = subject.Min();
        var first = Record(min);
        subject.OnNext(1);
        first.Subscription.Dispose();
        var second = Record(min);
        subject.OnNext(7);
        subject.OnCompleted();
        Assert.Empty(first.Values);
        Assert.False(first.Completed());
        Assert.Equal([7], second.Values);
        Assert.True(second.Completed());
    }

    [Fact]
    public void AggregateWithSeed_EachSubscriptionStartsFromTheSeed()
    {
        var subject = new Subject<string>();
        var joined = subject.Aggregate("<", (acc, x) => acc + x);
        var first = Record(joined);
        subject.OnNext("a");
        var second = Record(joined);
        subject.OnNext("b");
        subject.OnCompleted();
        Assert.Equal(["<ab"], first.Values);
        Assert.Equal(["<b"], second.Values);
        Assert.Equal("<xy", Observable.Range(0, 2).Select(i => i == 0 ? "x" : "y").Aggregate("<", (acc, x) => acc + x).Wait());
    }

    [Fact]
    public void AggregateWithResultSelector_Resubscribed_GivesTheSameResult()
    {
        var aggregate = Observable.Range(1, 3).Aggregate(0, (acc, x) => acc + x, acc => acc * 100);
        Assert.Equal(600, aggregate.Wait());
        Assert.Equal(600, aggregate.Wait());
    }

    [Fact]
    public void SelectManyEnumerable_OverlappingSubscriptions_HaveTheirOwnSourceIndex()
    {
        var subject = new Subject<int>();
        var many = subject.SelectMany((x, i) => new[] { (x * 10) + i });
        var first = Record(many);
        subject.OnNext(1);
        var second = Record(many);
        subject.OnNext(2);
        subject.OnCompleted();
        Assert.Equal([10, 21], first.Values);
        Assert.Equal([20], second.Values);
        Assert.True(first.Completed() && second.Completed());
    }

    [Fact]
    public void Sum_ConcurrentSubscriptions_AllGetTheTotal()
    {
        var sum = Observable.Range(1, 1000).Sum();
        var results = new int[8];
        Parallel.For(0, results.Length, i => results[i] = sum.Wait());
        Assert.All(results, r => Assert.Equal(500500, r));
    }
    [Fact]
    public void Concat_OverlappingSubscriptions_EachRunsTheWholeList()
    {
        var subject = new Subject<int>();
        var concat = subject.Concat(Observable.Return(9));
        var first = Record(concat);
        subject.OnNext(1);
        var second = Record(concat);
        subject.OnNext(2);
        subject.OnCompleted();
        Assert.Equal([1, 2, 9], first.Values);
        Assert.Equal([2, 9], second.Values);
        Assert.True(first.Completed() && second.Completed());
    }

    [Fact]
    public void Concat_Resubscribed_AfterTheEndOrADispose_RunsAgainFromTheStart()
    {
        var subject = new Subject<int>();
        var concat = Observable.Concat(Observable.Return(1), subject, Observable.Return(3));
        var first = Record(concat);
        first.Subscription.Dispose();
        subject.OnNext(2);
        Assert.Equal([1], first.Values);
        Assert.False(first.Completed());
        var second = Record(concat);
        subject.OnNext(2);
        subject.OnCompleted();
        Assert.Equal([1, 2, 3], second.Values);
        Assert.True(second.Completed());
        var enumerableForm = new[] { Observable.Return(1), Observable.Return(2) }.Select(x => x).Concat();
        Assert.Equal([1, 2], enumerableForm.ToList().Wait());
        Assert.Equal([1, 2], enumerableForm.ToList().Wait());
    }

    [Fact]
    public void Concat_ResubscribedFromItsOwnCompletion_GetsAFreshSubscription()
    {
        var concat = Observable.Return(1).Concat(Observable.Return(2));
        var log = new List<string>();
        var again = false;
        concat.Subscribe(x => log.Add("a" + x), e => throw e, () =>
        {
            log.Add("a|");
            if (!again)
            {
                again = true;
                concat.Subscribe(x => log.Add("b" + x), e => throw e, () => log.Add("b|"));
            }
        });
        Assert.Equal(["a1", "a2", "a|", "b1", "b2", "b|"], log);
    }

    [Fact]
    public void Concat_ConcurrentSubscriptions_AllGetEveryValue()
    {
        var concat = Observable.Range(1, 500).Concat(Observable.Range(501, 500)).Sum();
        var results = new int[8];
        Parallel.For(0, results.Length, i => results[i] = concat.Wait());
        Assert.All(results, r => Assert.Equal(500500, r));
    }
}
