using Rheo;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class SynchronizeTests
{
    private static readonly TimeSpan Timeout = Bounded.Timeout;

    private static async Task PushFromThreads(AggregationTestSource<int> source, int threads, int perThread)
    {
        using var go = new ManualResetEventSlim();
        var tasks = Enumerable.Range(0, threads).Select(t => Task.Factory.StartNew(
            () =>
            {
                go.WaitWithin();
                for (var i = 0; i < perThread; i++)
                {
                    source.OnNext((t * perThread) + i);
                }
            },
            TaskCreationOptions.LongRunning)).ToArray();
        go.Set();
        await Task.WhenAll(tasks).WaitAsync(Timeout);
    }

    [Fact]
    public async Task Synchronize_SerializesConcurrentCalls_ExactCounts()
    {
        var source = new AggregationTestSource<int>();
        var o = new RecordingObserver<int>();
        source.Synchronize().Subscribe(o);
        await PushFromThreads(source, threads: 4, perThread: 20_000);
        source.OnCompleted();
        o.AssertGrammar();
        Assert.Equal(80_000, o.Values.Count);
        Assert.Equal(Enumerable.Range(0, 80_000), o.Values.Order());
        Assert.True(o.Completed);
    }

    [Fact]
    public async Task Synchronize_TerminalRacingValues_KeepsTheGrammar()
    {
        for (var round = 0; round < 20; round++)
        {
            var source = new AggregationTestSource<int>();
            var o = new RecordingObserver<int>();
            source.Synchronize().Subscribe(o);
            using var go = new ManualResetEventSlim();
            var pushers = Enumerable.Range(0, 3).Select(_ => Task.Factory.StartNew(
                () =>
                {
                    go.WaitWithin();
                    for (var i = 0; i < 5_000; i++)
                    {
                        source.OnNext(i);
                    }
                },
                TaskCreationOptions.LongRunning)).ToList();
            pushers.Add(Task.Factory.StartNew(
                () =>
                {
                    go.WaitWithin();
                    source.OnCompleted();
                },
                TaskCreationOptions.LongRunning));
            go.Set();
            await Task.WhenAll(pushers).WaitAsync(Timeout);
            o.AssertGrammar();
            Assert.Equal(1, o.TerminalCount);
            Assert.True(o.Values.Count <= 15_000);
        }
    }

    [Fact]
    public async Task Synchronize_SharedGate_SerializesSeveralSources()
    {
        var gate = new object();
        var first = new AggregationTestSource<int>();
        var second = new AggregationTestSource<int>();
        var inside = 0;
        var overlaps = 0;
        var count = 0;
        void OnNext(int _)
        {
            if (Interlocked.Exchange(ref inside, 1) != 0)
            {
                overlaps++;
            }

            count++;
            Volatile.Write(ref inside, 0);
        }

        first.Synchronize(gate).Subscribe(OnNext);
        second.Synchronize(gate).Subscribe(OnNext);
        using var go = new ManualResetEventSlim();
        var tasks = new[] { first, second }.Select(source => Task.Factory.StartNew(
            () =>
            {
                go.WaitWithin();
                for (var i = 0; i < 20_000; i++)
                {
                    source.OnNext(i);
                }
            },
            TaskCreationOptions.LongRunning)).ToArray();
        go.Set();
        await Task.WhenAll(tasks).WaitAsync(Timeout);
        Assert.Equal(0, overlaps);
        Assert.Equal(40_000, count);
    }

    [Fact]
    public void Synchronize_PassesValuesAndTerminals()
    {
        AggregationRecord.Single(Observable.Return(3).Synchronize(), 3);
        var error = new FormatException();
        Assert.Same(error, AggregationRecord.Fails<int, FormatException>(Observable.Throw<int>(error).Synchronize(new object())));
        var take = AggregationRecord.Of(Observable.Range(0, int.MaxValue).Synchronize().Take(3));
        Assert.Equal([0, 1, 2], take.Values);
    }

    [Fact]
    public void Synchronize_DisposeMidStream_DisposesSource()
    {
        var source = new AggregationTestSource<int>();
        var o = new RecordingObserver<int>();
        var subscription = source.Synchronize().Subscribe(o);
        source.OnNext(1);
        subscription.Dispose();
        Assert.False(source.HasObservers);
        source.OnNext(2);
        Assert.Equal([1], o.Values);
    }

    [Fact]
    public void AsObservable_HidesIdentity_AndForwardsEverything()
    {
        var source = new AggregationTestSource<int>();
        var hidden = source.AsObservable();
        Assert.IsNotType<AggregationTestSource<int>>(hidden);
        Assert.Same(hidden, hidden.AsObservable());
        var o = new RecordingObserver<int>();
        var subscription = hidden.Subscribe(o);
        source.OnNext(1);
        source.OnNext(2);
        subscription.Dispose();
        Assert.False(source.HasObservers);
        Assert.Equal([1, 2], o.Values);

        var where = Observable.Range(0, 10).Where(x => x > 5);
        AggregationRecord.Single(where.AsObservable().Where(x => x < 7).Count(), 1);
        var error = new FormatException();
        Assert.Same(error, AggregationRecord.Fails<int, FormatException>(Observable.Throw<int>(error).AsObservable()));
        AggregationRecord.Single(Observable.Range(0, int.MaxValue).AsObservable().FirstAsync(), 0);
    }

    [Fact]
    public void Arguments_AreValidated()
    {
        IObservable<int> nullSource = null!;
        Assert.Throws<ArgumentNullException>("source", () => nullSource.AsObservable());
        Assert.Throws<ArgumentNullException>("source", () => nullSource.Synchronize());
        Assert.Throws<ArgumentNullException>("source", () => nullSource.Synchronize(new object()));
        Assert.Throws<ArgumentNullException>("gate", () => Observable.Return(1).Synchronize(null!));
    }
}
