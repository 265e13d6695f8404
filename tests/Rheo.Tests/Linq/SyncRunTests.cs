using System.Collections;
using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Linq.Operators;

namespace Rheo.Tests.Linq;

/// <summary>
/// A blocking operator on a chain of synchronous sources runs it without a subscription (<c>ISyncSource</c>): the
/// outcome must be the subscription's exactly. Each case runs the chain both ways: as built (the synchronous run) and
/// behind a <c>Do</c>, which is not a synchronous source and so makes the same blocking call subscribe. The answer, the
/// exception (the same instance) and the log of user callbacks must be equal.
/// </summary>
public class SyncRunTests
{
    /// <summary>A chain built afresh for each run, logging its user callbacks.</summary>
    public sealed record Chain(string Name, Func<List<string>, IObservable<int>> Build)
    {
        public override string ToString() => Name;
    }

    private static readonly InvalidOperationException Boom = new("boom");

    public static TheoryData<Chain> Chains() =>
    [
        new("range", _ => Observable.Range(1, 4)),
        new("range-select-where-skip", log => Observable.Range(0, 6).Select(x => Log(log, "sel", x) * 2).Where(x => Log(log, "where", x) % 4 == 0).Skip(1)),
        new("range-take-select", log => Observable.Range(0, 100).Take(3).Select(x => Log(log, "sel", x))),
        new("concat-return-empty-range", log => Observable.Concat(Observable.Return(7), Observable.Empty<int>(), Observable.Range(2, 3).Select(x => Log(log, "sel", x)))),
        new("concat-nested", log => Observable.Return(1).Concat(Observable.Return(2).Concat(Observable.Range(3, 2))).Where(x => Log(log, "where", x) > 0)),
        new("empty", _ => Observable.Empty<int>()),
        new("where-select", log => Observable.Range(0, 6).Where(x => Log(log, "where", x) % 2 == 1).Select(x => Log(log, "sel", x * 3))),
        new("aggregate-seed", log => Observable.Range(1, 5).Aggregate(10, (a, x) => Log(log, "acc", a + x))),
        new("aggregate-seed-result", log => Observable.Range(1, 5).Aggregate(0L, (a, x) => a + x, a => Log(log, "result", (int)a * 3))),
        new("aggregate-select", log => Observable.Range(1, 3).Aggregate(1, (a, x) => a * (x + 1)).Select(x => Log(log, "sel", x))),
        new("sum", _ => Observable.Range(1, 10).Sum()),
        new("sum-selector-select", log => Observable.Range(1, 10).Sum(x => Log(log, "proj", x * x)).Select(x => Log(log, "map", x + 1))),
        new("select-sum", log => Observable.Range(1, 10).Select(x => Log(log, "sel", x)).Sum()),
        new("sum-empty", _ => Observable.Empty<int>().Sum()),
        new("sum-overflow", _ => Observable.Range(int.MaxValue - 1, 2).Sum()),
        new("max", log => Observable.Range(0, 5).Select(x => Log(log, "sel", (x * 7) % 5)).Max()),
        new("min-selector-select", log => Observable.Range(0, 5).Min(x => Log(log, "proj", 10 - x)).Select(x => x * 2)),
        new("max-empty", _ => Observable.Empty<int>().Max()),
        new("max-comparer", _ => Observable.Range(0, 5).Max(Comparer<int>.Create((a, b) => b.CompareTo(a)))),
        new("selectmany-array", log => Observable.Range(0, 3).SelectMany(x => new[] { x, x + 10 }).Select(x => Log(log, "sel", x))),
        new("selectmany-list-result", log => Observable.Range(1, 2).SelectMany(x => new List<int> { x, x * 2 }, (x, c) => Log(log, "result", x * 100 + c))),
        new("selectmany-indexed", log => Observable.Range(5, 2).SelectMany((x, i) => new[] { i, x }, (x, i, c, j) => Log(log, "result", x * 1000 + i * 100 + c * 10 + j))),
        new("selectmany-dictionary", log => Observable.Range(0, 6).Aggregate(new Dictionary<int, int>(), (d, x) => { d[x % 3] = d.GetValueOrDefault(x % 3) + x; return d; }).SelectMany(d => d).Select(kv => Log(log, "kv", kv.Key * 100 + kv.Value))),
        new("selectmany-iterator", log => Observable.Range(0, 3).SelectMany(x => Items(log, x, 3))),
        new("selector-throws", log => Observable.Range(0, 5).Select(x => x == 2 ? throw Boom : Log(log, "sel", x))),
        new("predicate-throws", log => Observable.Range(0, 5).Where(x => x == 3 ? throw Boom : Log(log, "where", x) >= 0)),
        new("accumulator-throws", log => Observable.Range(0, 5).Aggregate(0, (a, x) => x == 4 ? throw Boom : Log(log, "acc", a + x))),
        new("collection-selector-throws", log => Observable.Range(0, 3).SelectMany(x => x == 1 ? throw Boom : Items(log, x, 2))),
        new("iterator-throws", log => Observable.Range(0, 3).SelectMany(x => Items(log, x, 3, throwAt: x == 1 ? 1 : -1))),
        new("dispose-throws-at-end", log => Observable.Range(0, 2).SelectMany(x => Items(log, x, 2, throwOnDispose: x == 1))),
        new("sum-projection-throws", log => Observable.Range(0, 5).Sum(x => x == 3 ? throw Boom : Log(log, "proj", x))),
        new("result-selector-throws", _ => Observable.Range(0, 5).Max().Select<int, int>(_ => throw Boom)),
    ];

    [Theory]
    [MemberData(nameof(Chains))]
    public void FirstAsyncWait_IsTheSubscriptionsOutcome(Chain chain) =>
        AssertSameOutcome(chain, source => source.FirstAsync().Wait());

    [Theory]
    [MemberData(nameof(Chains))]
    public void First_FirstOrDefault_Last_Wait_AreTheSubscriptionsOutcome(Chain chain)
    {
        AssertSameOutcome(chain, source => source.First());
        AssertSameOutcome(chain, source => source.FirstOrDefault(x => x > 2));
        AssertSameOutcome(chain, source => source.Last());
        AssertSameOutcome(chain, source => source.Wait());
    }

    [Theory]
    [MemberData(nameof(Chains))]
    public void Single_And_ForEach_AreTheSubscriptionsOutcome(Chain chain)
    {
        AssertSameOutcome(chain, source => source.SingleOrDefault());
        AssertSameOutcome(chain, source =>
        {
            var seen = 0;
            source.ForEach(x => seen = seen * 31 + x);
            return seen;
        });
        AssertSameOutcome(chain, source =>
        {
            var seen = 0;
            source.ForEach((x, i) => seen = x == 11 ? throw Boom : seen + (x * i));
            return seen;
        });
    }

    [Theory]
    [MemberData(nameof(Chains))]
    public void EveryChainHere_RunsSynchronously_AndDoDoesNot(Chain chain)
    {
        Assert.True(SyncSource.CanRun(chain.Build([])), chain.Name);
        Assert.False(SyncSource.CanRun(chain.Build([]).Do(_ => { })), chain.Name);
    }

    [Fact]
    public void First_StopsTheSourceAtTheFirstValue_AndDisposesTheEnumerator()
    {
        var log = new List<string>();
        Assert.Equal(1, Observable.Range(0, 3).SelectMany(x => Items(log, x, 5)).Skip(1).First());
        Assert.Equal(["item 0.0", "item 0.1", "dispose 0"], log);
    }

    [Fact]
    public void DisposeFailingAfterAStop_IsDropped_AsTheSubscriptionDropsIt()
    {
        var log = new List<string>();
        Assert.Equal(0, Observable.Range(0, 3).SelectMany(x => Items(log, x, 5, throwOnDispose: true)).First());
        Assert.Equal(["item 0.0", "dispose 0"], log);
    }

    [Fact]
    public void Take_IsSubscribed_SoItsCompletionComesBeforeTheStoppedEnumeratorIsDisposed()
    {
        // A subscription's Take completes downstream (here: Sum's result selector) from inside the last value, before
        // the upstream unwinds and disposes the enumerator it stopped; a synchronous run could only stop by unwinding
        // first, so Take is not a synchronous source.
        var log = new List<string>();
        var chain = Observable.Range(0, 2).SelectMany(x => Items(log, x, 3)).Take(2).Sum().Select(x => Log(log, "sum", x));
        Assert.False(SyncSource.CanRun(chain));
        Assert.Equal(1, chain.Wait());
        Assert.Equal(["item 0.0", "item 0.1", "sum 1", "dispose 0"], log);
    }

    [Fact]
    public void DictionaryChangedDuringTheWalk_IsTheEnumeratorsError()
    {
        var map = new Dictionary<int, int> { [1] = 1, [2] = 2 };
        var walk = Observable.Return(map).SelectMany(d => d).Select(kv =>
        {
            map[kv.Key + 10] = 0;
            return kv.Key;
        });
        Assert.True(SyncSource.CanRun(walk));
        Assert.Throws<InvalidOperationException>(() => walk.Wait());
        Assert.Equal(3, map.Count);
    }

    [Fact]
    public void AChainDeeperThanTheLimit_IsSubscribed_OnAConstantStack()
    {
        var deep = Observable.Return(0);
        for (var i = 1; i <= 100_000; i++)
        {
            deep = deep.Concat(Observable.Return(i));
        }

        Assert.False(SyncSource.CanRun(deep));
        Assert.Equal(100_000, deep.Wait());
        Assert.Equal(5_000_050_000L, deep.Select(x => (long)x).Sum().Wait());
    }

    [Fact]
    public void AChainReachingItsSourcesAlongManyPaths_IsLookedAtWithinTheBudget()
    {
        // 2^40 paths, 41 distinct operators: the check gives up after the budget instead of walking every path.
        var doubled = Observable.Return(1);
        for (var i = 0; i < 40; i++)
        {
            doubled = doubled.Concat(doubled);
        }

        Assert.False(SyncSource.CanRun(doubled));
        Assert.Equal(1, doubled.First());

        var small = Observable.Return(1);
        for (var i = 0; i < 4; i++)
        {
            small = small.Concat(small);
        }

        Assert.True(SyncSource.CanRun(small));
        Assert.Equal(16, small.Sum().Wait());
    }

    [Fact]
    public void ConcatOfAParamsArray_ReadsTheArrayWhenRun()
    {
        var sources = new[] { Observable.Return(1), Observable.Return(2) };
        var concat = Observable.Concat(sources);
        sources[1] = Observable.Range(5, 2);
        Assert.Equal(6, concat.Wait());
        sources[0] = Observable.Return(1).Do(_ => { });
        Assert.False(SyncSource.CanRun(concat));
        Assert.Equal(6, concat.Wait());
    }

    [Fact]
    public void InsideATrampoline_CallbacksSeeNoTrampoline_AsTheSubscriptionIsolatesThem()
    {
        foreach (var subscribe in new[] { false, true })
        {
            var log = new List<string>();
            CurrentThreadScheduler.Instance.Schedule(() =>
            {
                var source = Observable.Range(0, 2).Select(x =>
                {
                    CurrentThreadScheduler.Instance.Schedule(() => log.Add("scheduled " + x));
                    log.Add("selector " + x);
                    return x;
                });
                log.Add("result " + (subscribe ? source.Do(_ => { }) : source).Last());
            });
            Assert.Equal(["scheduled 0", "selector 0", "scheduled 1", "selector 1", "result 1"], log);
        }
    }

    private static void AssertSameOutcome(Chain chain, Func<IObservable<int>, int> blocking)
    {
        var pulled = Outcome(chain, blocking, subscribe: false);
        var pushed = Outcome(chain, blocking, subscribe: true);
        Assert.Equal(pushed.Log, pulled.Log);
        Assert.Equal(pushed.Value, pulled.Value);
        if (pushed.Error is null || pushed.Error == Boom)
        {
            Assert.Same(pushed.Error, pulled.Error);
        }
        else
        {
            Assert.IsType(pushed.Error.GetType(), pulled.Error);
            Assert.Equal(pushed.Error.Message, pulled.Error!.Message);
        }
    }

    private static (List<string> Log, int? Value, Exception? Error) Outcome(Chain chain, Func<IObservable<int>, int> blocking, bool subscribe)
    {
        var log = new List<string>();
        var source = chain.Build(log);
        if (subscribe)
        {
            source = source.Do(_ => { });
        }

        try
        {
            return (log, blocking(source), null);
        }
        catch (Exception error)
        {
            return (log, null, error);
        }
    }

    private static T Log<T>(List<string> log, string what, T value)
    {
        log.Add($"{what} {value}");
        return value;
    }

    private static IEnumerable<int> Items(List<string> log, int outer, int count, int throwAt = -1, bool throwOnDispose = false) =>
        new LoggedItems(log, outer, count, throwAt, throwOnDispose);

    /// <summary>An enumerable (not an array, list or dictionary) whose enumerator logs its items and its dispose.</summary>
    private sealed class LoggedItems(List<string> log, int outer, int count, int throwAt, bool throwOnDispose) : IEnumerable<int>
    {
        public IEnumerator<int> GetEnumerator() => new Enumerator(log, outer, count, throwAt, throwOnDispose);

        IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

        private sealed class Enumerator(List<string> log, int outer, int count, int throwAt, bool throwOnDispose) : IEnumerator<int>
        {
            private int _index = -1;

            public int Current => (outer * 10) + _index;

            object IEnumerator.Current => Current;

            public bool MoveNext()
            {
                if (++_index == throwAt)
                {
                    throw Boom;
                }

                if (_index >= count)
                {
                    return false;
                }

                log.Add($"item {outer}.{_index}");
                return true;
            }

            public void Dispose()
            {
                log.Add($"dispose {outer}");
                if (throwOnDispose)
                {
                    throw new InvalidOperationException("dispose " + outer);
                }
            }

            public void Reset() => _index = -1;
        }
    }
}
