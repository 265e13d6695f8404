using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;
using Rheo.Concurrency;

namespace Rheo.Async.Tests.Linq;

/// <summary>Timers and selected sequences on the thread pool against a source on other threads: grammar, order, nothing duplicated.</summary>
public sealed class TimeSelectorConcurrencyTests
{
    private const int N = 5_000;

    // Where a timer fires every tick, each value can cost a round trip through the thread pool (the timer's delivery,
    // then the observer's yield): these tests send fewer values so that a loaded machine still ends them in seconds.
    private const int RacingN = 1_000;

    private static IAsyncObservable<int> YieldingSource(int n = N) => AsyncObservable.Create<int>(async (observer, ct) =>
    {
        for (var i = 1; i <= n; i++)
        {
            await observer.OnNextAsync(i);
            if (i % 16 == 0)
            {
                await Task.Yield();
            }
        }

        await observer.OnCompletedAsync();
    });

    private static ValueTask SometimesYield(int x) => x % 3 == 0 ? ThrottleTests.YieldAsync() : default;

    [Fact]
    public async Task ThrottleBySelectorSendsIncreasingValuesAndTheLast()
    {
        var observer = await YieldingSource().Throttle(_ => AsyncObservable.Timer(TimeSpan.FromTicks(1), Scheduler.Default)).RecordAsync(SometimesYield);
        observer.AssertGrammar();
        Assert.True(observer.Completed);
        var values = observer.Values;
        Assert.Equal(N, values[^1]);
        Assert.All(values.Zip(values.Skip(1)), pair => Assert.True(pair.First < pair.Second));
    }

    [Fact]
    public async Task TimeoutBySelectorKeepsEveryValueWhenInTime()
    {
        var observer = await YieldingSource().Timeout(_ => AsyncObservable.Timer(TimeSpan.FromMinutes(1), Scheduler.Default)).RecordAsync(SometimesYield);
        observer.AssertGrammar();
        Assert.True(observer.Completed);
        Assert.Equal(Enumerable.Range(1, N), observer.Values);
    }

    [Fact]
    public async Task TimeoutBySelectorRacingTimersKeepGrammar()
    {
        for (var round = 0; round < 20; round++)
        {
            var observer = await YieldingSource(RacingN).Timeout(_ => AsyncObservable.Timer(TimeSpan.FromTicks(1), Scheduler.Default), AsyncObservable.Return(-1)).RecordAsync(SometimesYield);
            observer.AssertGrammar();
            Assert.True(observer.Completed);
            var values = observer.Values;
            var prefix = values[^1] == -1 ? values[..^1] : values;
            Assert.Equal(Enumerable.Range(1, prefix.Length), prefix);
        }
    }

    [Fact]
    public async Task BufferByTimeShiftKeepsListsOrderedAndValuesInAtMostTwoLists()
    {
        var observer = await YieldingSource(RacingN).Buffer(TimeSpan.FromTicks(2), TimeSpan.FromTicks(1), Scheduler.Default).RecordAsync(l => SometimesYield(l.Count));
        observer.AssertGrammar();
        Assert.True(observer.Completed);
        foreach (var list in observer.Values)
        {
            Assert.All(list.Zip(list.Skip(1)), pair => Assert.True(pair.First < pair.Second));
        }

        Assert.All(observer.Values.SelectMany(l => l).GroupBy(x => x), g => Assert.InRange(g.Count(), 1, 2));
    }
}
