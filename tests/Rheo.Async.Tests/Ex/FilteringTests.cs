using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Ex;

public sealed class FilteringTests
{
    private static readonly InvalidOperationException Boom = new("boom");

    [Fact]
    public async Task WhereNotNull_References_DropsNulls()
    {
        var o = await AsyncExSequences.From("a", null, "b", null).WhereNotNull().RecordAsync();
        Assert.Equal(["a", "b"], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public async Task WhereNotNull_NullableValues_Unwraps()
    {
        var o = await AsyncExSequences.From<int?>(1, null, 3).WhereNotNull().RecordAsync();
        Assert.Equal([1, 3], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public async Task BooleanFilters()
    {
        var values = AsyncExSequences.From(true, false, false, true);
        Assert.Equal(new[] { true, true }, (await values.WhereTrue().RecordAsync()).Values);
        Assert.Equal(new[] { false, false }, (await values.WhereFalse().RecordAsync()).Values);
        Assert.Equal(new[] { false, true, true, false }, (await values.Not().RecordAsync()).Values);
        var signals = await values.AsSignal().RecordAsync();
        Assert.Equal(4, signals.Count);
        Assert.True(signals.Completed);
    }

    [Fact]
    public async Task Errors_PassThrough()
    {
        Assert.Same(Boom, (await AsyncObservable.Throw<bool>(Boom).WhereTrue().RecordAsync()).Error);
        Assert.Same(Boom, (await AsyncObservable.Throw<bool>(Boom).Not().RecordAsync()).Error);
        Assert.Same(Boom, (await AsyncObservable.Throw<int>(Boom).AsSignal().RecordAsync()).Error);
        Assert.Same(Boom, (await AsyncObservable.Throw<string?>(Boom).WhereNotNull().RecordAsync()).Error);
        Assert.Same(Boom, (await AsyncObservable.Throw<int?>(Boom).WhereNotNull().RecordAsync()).Error);
    }

    [Fact]
    public async Task Dispose_MidStream_StopsValues()
    {
        var subject = new SequentialSimpleAsyncSubject<bool>();
        var o = new AsyncRecordingObserver<bool>();
        var d = await subject.Not().SubscribeAsync(o);
        await subject.OnNextAsync(true);
        await d.DisposeAsync();
        await subject.OnNextAsync(true);
        Assert.Equal([false], o.Values);
        Assert.False(subject.HasObservers);
    }

    [Fact]
    public async Task SlowObserver_BackPressure_NoOverlap()
    {
        var o = await AsyncObservable.Range(0, 50).Select(x => x % 2 == 0).Not().WhereTrue()
            .RecordAsync(async _ => await Task.Yield());
        Assert.Equal(25, o.Count);
        var pairs = await AsyncObservable.Range(0, 20).Pairwise().RecordAsync(async _ => await Task.Yield());
        Assert.Equal(Enumerable.Range(1, 19).Select(x => (x - 1, x)), pairs.Values);
    }

    [Fact]
    public void ArgumentChecks()
    {
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IAsyncObservable<string?>)null!).WhereNotNull()).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IAsyncObservable<int?>)null!).WhereNotNull()).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IAsyncObservable<bool>)null!).WhereTrue()).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IAsyncObservable<bool>)null!).WhereFalse()).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IAsyncObservable<bool>)null!).Not()).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IAsyncObservable<int>)null!).AsSignal()).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => ((IEnumerable<IAsyncObservable<bool>>)null!).CombineLatestValuesAreAllTrue()).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => new IAsyncObservable<bool>[] { null! }.CombineLatestValuesAreAllFalse()).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IAsyncObservable<int>)null!).Partition(_ => true)).ParamName);
        Assert.Equal("predicate", Assert.Throws<ArgumentNullException>(() => AsyncObservable.Return(1).Partition(null!)).ParamName);
    }

    [Fact]
    public async Task CombineLatestValuesAreAllTrue_WaitsForAll_ThenTracks()
    {
        var a = new SequentialSimpleAsyncSubject<bool>();
        var b = new SequentialSimpleAsyncSubject<bool>();
        var o = new AsyncRecordingObserver<bool>();
        await using var d = await new[] { a, b }.CombineLatestValuesAreAllTrue().SubscribeAsync(o);
        await a.OnNextAsync(true);
        Assert.Empty(o.Values);
        await b.OnNextAsync(false);
        await b.OnNextAsync(true);
        await a.OnNextAsync(false);
        await a.OnNextAsync(true);
        await a.OnCompletedAsync();
        Assert.False(o.Completed);
        await b.OnNextAsync(true);
        await b.OnCompletedAsync();
        Assert.Equal([false, true, false, true, true], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public async Task CombineLatestValuesAreAllFalse_AndTermination()
    {
        var a = new SequentialSimpleAsyncSubject<bool>();
        var b = new SequentialSimpleAsyncSubject<bool>();
        var o = new AsyncRecordingObserver<bool>();
        await using var d = await new[] { a, b }.CombineLatestValuesAreAllFalse().SubscribeAsync(o);
        await a.OnNextAsync(false);
        await b.OnNextAsync(false);
        await a.OnNextAsync(true);
        Assert.Equal([true, false], o.Values);
        await b.OnErrorAsync(Boom);
        Assert.Same(Boom, o.Error);
        Assert.False(a.HasObservers);

        var empty = await Array.Empty<IAsyncObservable<bool>>().CombineLatestValuesAreAllTrue().RecordAsync();
        Assert.True(empty.Completed);
        Assert.Empty(empty.Values);

        var c = new SequentialSimpleAsyncSubject<bool>();
        var e = new SequentialSimpleAsyncSubject<bool>();
        var noValue = new AsyncRecordingObserver<bool>();
        await using var d2 = await new[] { c, e }.CombineLatestValuesAreAllTrue().SubscribeAsync(noValue);
        await c.OnCompletedAsync();
        Assert.True(noValue.Completed);
        Assert.False(e.HasObservers);

        var disposed = new SequentialSimpleAsyncSubject<bool>();
        var handle = await new[] { disposed }.CombineLatestValuesAreAllTrue().SubscribeAsync(new AsyncRecordingObserver<bool>());
        await handle.DisposeAsync();
        Assert.False(disposed.HasObservers);
    }

    [Fact]
    public async Task CombineLatestValuesAreAllTrue_Stress_SerializedCountedAndLastIsLatest()
    {
        const int Threads = 4, PerThread = 2000;
        var subjects = Enumerable.Range(0, Threads).Select(_ => new SequentialSimpleAsyncSubject<bool>()).ToArray();
        var o = new AsyncRecordingObserver<bool>(async _ =>
        {
            if (Random.Shared.Next(50) == 0)
            {
                await Task.Yield();
            }
        });
        await using var d = await subjects.CombineLatestValuesAreAllTrue().SubscribeAsync(o);
        foreach (var s in subjects)
        {
            await s.OnNextAsync(true);
        }

        var tasks = subjects.Select(s => Task.Run(async () =>
        {
            for (var i = 0; i < PerThread; i++)
            {
                await s.OnNextAsync(i % 2 == 0);
            }

            await s.OnNextAsync(true);
            await s.OnCompletedAsync();
        })).ToArray();
        await Task.WhenAll(tasks).WaitAsync(Bounded.Timeout);
        await o.WaitAsync();
        Assert.Equal(1 + (Threads * (PerThread + 1)), o.Count);
        Assert.True(o.Values[^1]);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public async Task Partition_SplitsOverOneSubscription()
    {
        var subscriptions = 0;
        var subject = new SequentialSimpleAsyncSubject<int>();
        var source = AsyncObservable.Defer(() =>
        {
            subscriptions++;
            return subject;
        });
        var (even, odd) = source.Partition(x => x % 2 == 0);
        var e = new AsyncRecordingObserver<int>();
        var o = new AsyncRecordingObserver<int>(async _ => await Task.Yield());
        var de = await even.SubscribeAsync(e);
        var dOdd = await odd.SubscribeAsync(o);
        for (var i = 0; i < 6; i++)
        {
            await subject.OnNextAsync(i);
        }

        Assert.Equal(1, subscriptions);
        Assert.Equal([0, 2, 4], e.Values);
        Assert.Equal([1, 3, 5], o.Values);
        await de.DisposeAsync();
        Assert.True(subject.HasObservers);
        await subject.OnNextAsync(6);
        Assert.Equal([0, 2, 4], e.Values);
        await dOdd.DisposeAsync();
        Assert.False(subject.HasObservers);
        var again = new AsyncRecordingObserver<int>();
        await using var dAgain = await odd.SubscribeAsync(again);
        Assert.Equal(2, subscriptions);
        await subject.OnNextAsync(7);
        await subject.OnCompletedAsync();
        Assert.Equal([7], again.Values);
        Assert.True(again.Completed);
        again.AssertGrammar();
        o.AssertGrammar();
    }

    [Fact]
    public async Task Partition_TerminationAndThrowingPredicate_ReachBothSides()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var (a, b) = subject.Partition(x => x == 3 ? throw Boom : x > 1);
        var ra = new AsyncRecordingObserver<int>();
        var rb = new AsyncRecordingObserver<int>();
        await using var da = await a.SubscribeAsync(ra);
        await using var db = await b.SubscribeAsync(rb);
        await subject.OnNextAsync(1);
        await subject.OnNextAsync(2);
        await subject.OnNextAsync(3);
        Assert.Equal([2], ra.Values);
        Assert.Equal([1], rb.Values);
        Assert.Same(Boom, ra.Error);
        Assert.Same(Boom, rb.Error);
        Assert.False(subject.HasObservers);
        ra.AssertGrammar();
        rb.AssertGrammar();
    }

    [Fact]
    public async Task Partition_Stress_SubscribersComeAndGoWhileValuesFlow()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var (even, odd) = subject.Partition(x => x % 2 == 0);
        var keep = new AsyncRecordingObserver<int>();
        await using var kept = await even.SubscribeAsync(keep);
        var stop = 0;
        var churn = Task.Run(async () =>
        {
            while (Volatile.Read(ref stop) == 0)
            {
                await (await odd.SubscribeAsync(new AsyncRecordingObserver<int>())).DisposeAsync();
            }
        });
        var producers = Enumerable.Range(0, 3).Select(_ => Task.Run(async () =>
        {
            for (var i = 0; i < 5_000; i++)
            {
                await subject.OnNextAsync(i);
            }
        })).ToArray();
        await Task.WhenAll(producers).WaitAsync(Bounded.Timeout);
        Volatile.Write(ref stop, 1);
        await churn.WaitAsync(Bounded.Timeout);
        Assert.Equal(7_500, keep.Count);
        keep.AssertGrammar();
    }
}
