using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.LinqEx;

public class PartitionTests
{
    [Fact]
    public void Partition_SplitsOverOneSubscription()
    {
        var subscriptions = 0;
        var subject = new Subject<int>();
        var source = Observable.Defer(() => { subscriptions++; return subject; });
        var (even, odd) = source.Partition(x => x % 2 == 0);
        var e = new RecordingObserver<int>();
        var o = new RecordingObserver<int>();
        var de = even.Subscribe(e);
        var dOdd = odd.Subscribe(o);
        for (var i = 0; i < 6; i++)
        {
            subject.OnNext(i);
        }

        Assert.Equal(1, subscriptions);
        Assert.Equal([0, 2, 4], e.Values);
        Assert.Equal([1, 3, 5], o.Values);
        de.Dispose();
        Assert.True(subject.HasObservers);
        dOdd.Dispose();
        Assert.False(subject.HasObservers);
        odd.Subscribe(o);
        Assert.Equal(2, subscriptions);
        subject.OnCompleted();
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Partition_TerminationAndThrowingPredicate_ReachBothSides()
    {
        var subject = new Subject<int>();
        var boom = new InvalidOperationException();
        var (a, b) = subject.Partition(x => x == 3 ? throw boom : x > 1);
        var ra = new RecordingObserver<int>();
        var rb = new RecordingObserver<int>();
        a.Subscribe(ra);
        b.Subscribe(rb);
        subject.OnNext(1);
        subject.OnNext(2);
        subject.OnNext(3);
        Assert.Equal([2], ra.Values);
        Assert.Equal([1], rb.Values);
        Assert.Same(boom, ra.Error);
        Assert.Same(boom, rb.Error);
        Assert.False(subject.HasObservers);
        Assert.Equal("predicate", Assert.Throws<ArgumentNullException>(() => subject.Partition(null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<int>)null!).Partition(_ => true)).ParamName);
    }

    [Fact]
    public async Task Partition_Stress_SubscribersComeAndGoWhileValuesFlow()
    {
        var subject = new Subject<int>();
        var (even, odd) = subject.Synchronize().Partition(x => x % 2 == 0);
        var keep = new RecordingObserver<int>();
        using var kept = even.Subscribe(keep);
        var stop = 0;
        var churn = Task.Run(() =>
        {
            while (Volatile.Read(ref stop) == 0)
            {
                odd.Subscribe(_ => { }).Dispose();
            }
        });
        var producers = Enumerable.Range(0, 3).Select(_ => Task.Run(() =>
        {
            for (var i = 0; i < 10_000; i++)
            {
                subject.OnNext(i);
            }
        })).ToArray();
        await Task.WhenAll(producers).WaitAsync(Bounded.Timeout);
        Volatile.Write(ref stop, 1);
        await churn.WaitAsync(Bounded.Timeout);
        Assert.Equal(15_000, keep.Values.Count);
        keep.AssertGrammar();
    }
}
