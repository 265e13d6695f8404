using System.Collections.Concurrent;
using Rheo.Async.Linq;
using Rheo.Async.Subjects;
using Rheo.Async.Tests.Support;

namespace Rheo.Async.Tests.Linq;

public sealed class GroupByTests
{
    /// <summary>Subscribes to every group inside the outer OnNextAsync and records its elements.</summary>
    private sealed class GroupCollector<TKey, TElement> : IAsyncObserver<IAsyncGroupedObservable<TKey, TElement>>
        where TKey : notnull
    {
        public List<TKey> Keys { get; } = [];

        public ConcurrentDictionary<TKey, AsyncRecordingObserver<TElement>> Groups { get; } = new();

        public AsyncRecordingObserver<int> Outer { get; } = new();

        public List<IAsyncDisposable> Handles { get; } = [];

        public async ValueTask OnNextAsync(IAsyncGroupedObservable<TKey, TElement> value)
        {
            Keys.Add(value.Key);
            var observer = new AsyncRecordingObserver<TElement>();
            Groups[value.Key] = observer;
            Handles.Add(await value.SubscribeAsync(observer));
            await Outer.OnNextAsync(Keys.Count);
        }

        public ValueTask OnErrorAsync(Exception error) => Outer.OnErrorAsync(error);

        public ValueTask OnCompletedAsync() => Outer.OnCompletedAsync();
    }

    [Fact]
    public async Task GroupsByKeyInOrderOfFirstAppearance()
    {
        var collector = new GroupCollector<int, int>();
        await using var handle = await AsyncObservable.Range(1, 10).GroupBy(x => x % 3).SubscribeAsync(collector);
        await collector.Outer.WaitAsync();
        Assert.Equal([1, 2, 0], collector.Keys);
        Assert.Equal([1, 4, 7, 10], collector.Groups[1].Values);
        Assert.Equal([2, 5, 8], collector.Groups[2].Values);
        Assert.Equal([3, 6, 9], collector.Groups[0].Values);
        Assert.All(collector.Groups.Values, g => Assert.True(g.Completed));
        Assert.True(collector.Outer.Completed);
        collector.Outer.AssertGrammar();
    }

    [Fact]
    public async Task ElementSelectorAndComparer()
    {
        var collector = new GroupCollector<string, int>();
        var source = new[] { "a", "B", "A", "b", "c" }.Select((s, i) => (s, i)).ToArray();
        await using var handle = await AsyncObservable.Range(0, source.Length)
            .GroupBy(i => source[i].s, i => i * 10, StringComparer.OrdinalIgnoreCase)
            .SubscribeAsync(collector);
        await collector.Outer.WaitAsync();
        Assert.Equal(["a", "B", "c"], collector.Keys);
        Assert.Equal([0, 20], collector.Groups["a"].Values);
        Assert.Equal([10, 30], collector.Groups["B"].Values);
        Assert.Equal([40], collector.Groups["c"].Values);

        var byKey = new GroupCollector<string, string>();
        await using var h2 = await AsyncObservable.Range(0, source.Length)
            .Select(i => source[i].s)
            .GroupBy(s => s, StringComparer.OrdinalIgnoreCase)
            .SubscribeAsync(byKey);
        await byKey.Outer.WaitAsync();
        Assert.Equal(["a", "A"], byKey.Groups["a"].Values);

        var selected = new GroupCollector<bool, string>();
        await using var h3 = await AsyncObservable.Range(1, 4).GroupBy(x => x % 2 == 0, x => x.ToString()).SubscribeAsync(selected);
        await selected.Outer.WaitAsync();
        Assert.Equal(["1", "3"], selected.Groups[false].Values);
    }

    [Fact]
    public async Task NullKeysHaveTheirGroup()
    {
        var subject = new SequentialSimpleAsyncSubject<string?>();
        var keys = new List<string?>();
        var elements = new AsyncRecordingObserver<string?>();
        var outer = AsyncObserver.Create<IAsyncGroupedObservable<string?, string?>>(
            async g =>
            {
                keys.Add(g.Key);
                if (g.Key is null)
                {
                    await g.SubscribeAsync(elements);
                }
            });
        await using var handle = await subject.GroupBy(s => s?.Length > 1 ? null : s).SubscribeAsync(outer);
        await subject.OnNextAsync("x");
        await subject.OnNextAsync("long");
        await subject.OnNextAsync(null);
        await subject.OnNextAsync("x");
        await subject.OnCompletedAsync();
        Assert.Equal(new List<string?> { "x", null }, keys);
        Assert.Equal(new List<string?> { "long", null }, elements.Values.ToList());
        Assert.True(elements.Completed);
    }

    [Fact]
    public async Task ErrorsReachTheGroupsThenTheOuterObserver()
    {
        var error = new InvalidOperationException();
        var collector = new GroupCollector<int, int>();
        await using var handle = await AsyncTestSequences.ValuesThenError(4, error).GroupBy(x => x % 2).SubscribeAsync(collector);
        await collector.Outer.WaitAsync();
        Assert.Same(error, collector.Outer.Error);
        Assert.All(collector.Groups.Values, g => Assert.Same(error, g.Error));
        Assert.Equal([1, 3], collector.Groups[1].Values);
    }

    [Fact]
    public async Task ThrowingSelectorsFailEverythingAndDisposeTheSource()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var collector = new GroupCollector<int, int>();
        await using var handle = await subject.GroupBy(x => x == 3 ? throw new ArgumentException("key") : x % 2).SubscribeAsync(collector);
        await subject.OnNextAsync(1);
        await subject.OnNextAsync(2);
        await subject.OnNextAsync(3);
        Assert.Equal("key", collector.Outer.Error?.Message);
        Assert.All(collector.Groups.Values, g => Assert.Equal("key", g.Error?.Message));
        Assert.False(subject.HasObservers);

        var elements = new SequentialSimpleAsyncSubject<int>();
        var elementCollector = new GroupCollector<int, int>();
        await using var h2 = await elements.GroupBy(x => x % 2, x => x == 2 ? throw new ArgumentException("element") : x).SubscribeAsync(elementCollector);
        await elements.OnNextAsync(1);
        await elements.OnNextAsync(2);
        Assert.Equal("element", elementCollector.Outer.Error?.Message);

        // Rx sends the new group before selecting its element: the group for 2's key exists and fails too.
        Assert.Equal([1, 0], elementCollector.Keys);
        Assert.All(elementCollector.Groups.Values, g => Assert.Equal("element", g.Error?.Message));
        Assert.False(elements.HasObservers);
    }

    [Fact]
    public async Task ElementsOfAnUnobservedGroupAreDroppedAndLateObserversSeeTheRest()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var groups = new List<IAsyncGroupedObservable<int, int>>();
        var outer = AsyncObserver.Create<IAsyncGroupedObservable<int, int>>(g =>
        {
            groups.Add(g);
            return default;
        });
        await using var handle = await subject.GroupBy(x => x % 2).SubscribeAsync(outer);
        await subject.OnNextAsync(1);
        await subject.OnNextAsync(3);
        var late = new AsyncRecordingObserver<int>();
        await using var lateHandle = await groups[0].SubscribeAsync(late);
        await subject.OnNextAsync(5);
        await subject.OnCompletedAsync();
        Assert.Equal([5], late.Values);
        Assert.True(late.Completed);
        var afterEnd = new AsyncRecordingObserver<int>();
        await groups[0].SubscribeAsync(afterEnd);
        Assert.True(afterEnd.Completed);
    }

    [Fact]
    public async Task TheSourceLivesWhileAGroupIsObserved()
    {
        var subject = new SequentialSimpleAsyncSubject<int>();
        var collector = new GroupCollector<int, int>();
        var handle = await subject.GroupBy(x => x % 2).SubscribeAsync(collector);
        await subject.OnNextAsync(1);
        await subject.OnNextAsync(2);
        await handle.DisposeAsync();
        Assert.True(subject.HasObservers);
        await subject.OnNextAsync(3);
        await subject.OnNextAsync(5);
        Assert.Equal([1, 3, 5], collector.Groups[1].Values);
        Assert.Equal(2, collector.Keys.Count);
        await collector.Handles[0].DisposeAsync();
        Assert.True(subject.HasObservers);
        await collector.Handles[1].DisposeAsync();
        Assert.False(subject.HasObservers);
        Assert.Equal(0, collector.Outer.TerminalCount);
    }

    [Fact]
    public async Task SlowGroupObserverHoldsTheSourceBack()
    {
        var inFlight = 0;
        var total = 0;
        var outer = AsyncObserver.Create<IAsyncGroupedObservable<int, int>>(async g =>
        {
            await g.SubscribeAsync(AsyncObserver.Create<int>(async x =>
            {
                Assert.Equal(1, Interlocked.Increment(ref inFlight));
                await Task.Yield();
                Interlocked.Add(ref total, x);
                Interlocked.Decrement(ref inFlight);
            }));
        });
        await AsyncObservable.Range(1, 200).GroupBy(x => x % 5).ForEachAsync((g, ct) => outer.OnNextAsync(g));
        Assert.Equal(200 * 201 / 2, total);
    }

    [Fact]
    public void Arguments()
    {
        var source = AsyncObservable.Return(1);
        Assert.Throws<ArgumentNullException>("source", () => AsyncObservable.GroupBy<int, int>(null!, x => x));
        Assert.Throws<ArgumentNullException>("keySelector", () => source.GroupBy((Func<int, int>)null!));
        Assert.Throws<ArgumentNullException>("comparer", () => source.GroupBy(x => x, (IEqualityComparer<int>)null!));
        Assert.Throws<ArgumentNullException>("elementSelector", () => source.GroupBy(x => x, (Func<int, int>)null!));
        Assert.Throws<ArgumentNullException>("comparer", () => source.GroupBy(x => x, x => x, null!));
    }
}
